import { transform } from 'receiptline';
import { z } from 'zod';
import {
  CHARS_PER_LINE,
  PAPER_WIDTHS,
  RECEIPT_KINDS,
  RECEIPT_LIMITS,
  receiptDocument,
  type ReceiptData,
} from '../../../src-shared/receipt';

// The counter's receipt preview (docs/PRINTING.md): the receipt the counter would print,
// drawn by receiptline as SVG from the same document the desktop app sends to the printer.

const text = z.string().max(RECEIPT_LIMITS.text);

export const receiptPreviewBody = z.object({
  paper: z.union(PAPER_WIDTHS.map((width) => z.literal(width))).default(80),
  receipt: z.object({
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
  }),
});

export const receiptPreviewOut = z.object({
  document: z.string().meta({ description: 'The ReceiptLine document' }),
  svg: z.string().meta({ description: 'The receipt drawn as SVG, as wide as the paper' }),
});

/** The receipt's document and its SVG drawing at the paper's width, GB18030 metrics. */
export function previewReceipt(receipt: ReceiptData, paper: (typeof PAPER_WIDTHS)[number]) {
  const document = receiptDocument(receipt);
  const svg = transform(document, {
    cpl: CHARS_PER_LINE[paper],
    encoding: 'gb18030',
    spacing: true,
  });
  return { document, svg };
}
