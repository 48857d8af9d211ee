import { transform } from 'receiptline';
import { z } from 'zod';
import {
  CHARS_PER_LINE,
  PAPER_WIDTHS,
  receiptDocument,
  type ReceiptData,
} from '../../../src-shared/receipt';
import { receiptSchema } from '../../../src-shared/receipt-schema';

// The counter's receipt preview (docs/PRINTING.md): the receipt the counter would print,
// drawn by receiptline as SVG from the same document the desktop app sends to the printer.

export const receiptPreviewBody = z.object({
  paper: z.union(PAPER_WIDTHS.map((width) => z.literal(width))).default(80),
  receipt: receiptSchema,
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
