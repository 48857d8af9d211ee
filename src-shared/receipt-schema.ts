import { z } from 'zod';
import { RECEIPT_KINDS, RECEIPT_LIMITS } from './receipt';

/**
 * What a receipt may hold (docs/PRINTING.md), checked where one arrives from a page: the
 * desktop's printer channel and the server's preview. Kept apart from ./receipt so that the
 * renderer, which only describes receipts, does not bundle zod.
 */
const text = z.string().max(RECEIPT_LIMITS.text);

export const receiptSchema = z.object({
  kind: z.enum(RECEIPT_KINDS),
  labels: z.object({
    title: text,
    order: text,
    key: text,
    items: text,
    handedOutBy: text,
    collectedBy: text,
    time: text,
    scan: text,
  }),
  store: text,
  orderNumber: z.number().int().min(0),
  key: z.string().regex(/^\d{12}$/),
  lines: z
    .array(z.object({ title: text, variant: text, quantity: z.number().int().min(0) }))
    .max(RECEIPT_LIMITS.lines),
  handedOutBy: text.nullable(),
  collectedBy: text.nullable(),
  time: text,
  link: z
    .url({ protocol: /^https?$/ })
    .max(RECEIPT_LIMITS.link)
    .nullable(),
});
