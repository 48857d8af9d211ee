import { z } from 'zod';
import { notFound } from './errors';

const ID_MESSAGE = 'The id must be a whole number.';

/**
 * Path parameters of every `…/{id}/` route. Only decimal digits name a record: `0x1`, `1e0`
 * or ` 1` is not the path of record 1 but of none (404); a path id that is no whole number
 * of at least 1 (`abc`, `0`, `1.5`) is a bad request (400).
 */
export const idParams = z.object({
  id: z
    .string()
    .transform((text) => {
      if (/^[0-9]+$/.test(text)) return Number(text);
      const read = Number(text);
      // Another spelling of an id (hex, exponent, spaces) names no record: not a typo to fix.
      if (text.trim() !== '' && Number.isSafeInteger(read) && read >= 1)
        throw notFound('Not found.');
      // Anything else is checked as a number, for the same messages as a body's ids.
      return text.trim() === '' ? Number.NaN : read;
    })
    .pipe(
      z
        .number({ message: ID_MESSAGE })
        .int({ message: ID_MESSAGE })
        .min(1, { message: 'The id must be at least 1.' })
        .max(Number.MAX_SAFE_INTEGER, { message: 'The id is too large.' }),
    ),
});
