import { z } from 'zod';

/** Path parameters of every `…/{id}/` route. */
export const idParams = z.object({
  id: z.coerce
    .number({ message: 'The id must be a whole number.' })
    .int({ message: 'The id must be a whole number.' })
    .min(1, { message: 'The id must be at least 1.' })
    .max(Number.MAX_SAFE_INTEGER, { message: 'The id is too large.' }),
});
