import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { msg, zodMessage } from '../lib/i18n';
import { notFound } from './errors';

const ID_MESSAGE = zodMessage('id.whole_number');

/**
 * Path parameters of every `…/{id}/` route: a whole number of at least 1 (`abc`, `0`, `1.5`
 * are a bad request, 400). Other spellings of a number are refused by `registerIdSpelling`.
 */
export const idParams = z.object({
  id: z.coerce
    .number({ message: ID_MESSAGE })
    .int({ message: ID_MESSAGE })
    .min(1, { message: zodMessage('id.at_least_1') })
    .max(Number.MAX_SAFE_INTEGER, { message: zodMessage('id.too_large') }),
});

/**
 * Only decimal digits name a record: `0x1`, `1e0` or ` 1` is not the path of record 1 but of
 * none (404), not a typo to fix. Checked before validation, where the path id is still text,
 * so the document keeps describing ids as integers.
 */
export function registerIdSpelling(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const id = (request.params as { id?: unknown } | undefined)?.id;
    if (typeof id !== 'string' || /^[0-9]+$/.test(id) || id.trim() === '') return;
    const read = Number(id);
    if (Number.isSafeInteger(read) && read >= 1) throw notFound(msg('request.not_found'));
  });
}
