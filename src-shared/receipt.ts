/**
 * The counter's two receipts, described once as a ReceiptLine document (docs/PRINTING.md):
 * the pick-up slip (the key and the QR of the customer's page) and the hand-out receipt (the
 * key's last digits, who handed out, who collected). `receiptline` turns the same document
 * into the counter's SVG preview (on the server) and the printer's ESC/POS commands (in the
 * desktop main process). Pure: no imports, every text escaped, so a customer's or a
 * collector's name cannot add markup (a `{command:…}` property would reach the printer raw).
 */

export const RECEIPT_KINDS = ['slip', 'hand_out'] as const;
export type ReceiptKind = (typeof RECEIPT_KINDS)[number];

/** Paper widths a counter's thermal printer takes, in millimetres. */
export const PAPER_WIDTHS = [58, 80] as const;
export type PaperWidth = (typeof PAPER_WIDTHS)[number];

/** Characters per line of each paper (12-dot font: 384 and 576 printable dots). */
export const CHARS_PER_LINE: Record<PaperWidth, number> = { 58: 32, 80: 48 };

export const RECEIPT_LIMITS = { text: 200, lines: 100, link: 500 } as const;

/** The words of a receipt, in the counter's language. */
export interface ReceiptLabels {
  title: string;
  order: string;
  key: string;
  items: string;
  handedOutBy: string;
  collectedBy: string;
  time: string;
  scan: string;
}

export interface ReceiptData {
  kind: ReceiptKind;
  labels: ReceiptLabels;
  store: string;
  orderNumber: number;
  /** The 12-digit key: the slip prints it whole, the hand-out receipt its last 4 digits. */
  key: string;
  lines: { title: string; variant: string; quantity: number }[];
  handedOutBy: string | null;
  /** "王芳 (家人)": as the counter shows the collector. */
  collectedBy: string | null;
  /** As the counter shows the time, in the shop's zone. */
  time: string;
  /** The customer's pick-up page (QR); null when there is no public address. */
  link: string | null;
}

/** Control characters: a printer would take them as commands. */
// eslint-disable-next-line no-control-regex -- matching them is the point
const CONTROL = /[\u0000-\u001f\u007f]/g;

/** ReceiptLine text: its special characters escaped, control characters dropped. */
export function receiptText(value: string): string {
  return value.replace(CONTROL, ' ').replace(/[\\|{}\-=~_"`^]/g, (char) => `\\${char}`);
}

/** A property value (a QR code's data): `\ | { } ;` escaped. */
function propertyText(value: string): string {
  return value.replace(CONTROL, '').replace(/[\\|{};]/g, (char) => `\\${char}`);
}

const lastDigits = (key: string) => `…${key.slice(-4)}`;

/** Printed width in characters: Chinese (and other wide) characters take two. */
const printedWidth = (value: string) =>
  [...value].reduce((width, char) => width + (char.codePointAt(0)! >= 0x2e80 ? 2 : 1), 0);

/** The labels' column: as wide as the longest row label, 4 to 14 characters. */
const labelWidth = (labels: ReceiptLabels) =>
  Math.min(
    14,
    Math.max(
      4,
      ...[labels.order, labels.key, labels.time, labels.handedOutBy, labels.collectedBy].map(
        printedWidth,
      ),
    ),
  );

/** The ReceiptLine document of a receipt. */
export function receiptDocument(receipt: ReceiptData): string {
  const t = receiptText;
  const { labels } = receipt;
  const out: string[] = [
    `^^"${t(receipt.store)}"`,
    t(labels.title),
    '---',
    // The labels' column as wide as the longest label, the values the rest of the line.
    `{width:${labelWidth(labels)},*}`,
    `${t(labels.order)} | #${receipt.orderNumber}`,
    `${t(labels.key)} | ${receipt.kind === 'slip' ? t(receipt.key) : t(lastDigits(receipt.key))}`,
    `${t(labels.time)} | ${t(receipt.time)}`,
  ];
  if (receipt.handedOutBy) out.push(`${t(labels.handedOutBy)} | ${t(receipt.handedOutBy)}`);
  if (receipt.collectedBy) out.push(`${t(labels.collectedBy)} | ${t(receipt.collectedBy)}`);
  out.push('---', `{width:*,4}`, `"${t(labels.items)}" |`);
  for (const line of receipt.lines) {
    const title =
      line.variant && line.variant !== 'Default Title'
        ? `${line.title} ${line.variant}`
        : line.title;
    out.push(`${t(title)} | ×${line.quantity}`);
  }
  out.push('---', '{width:auto}');
  if (receipt.kind === 'slip') out.push(`^^^${t(receipt.key.replace(/(\d{4})(?=\d)/g, '$1 '))}`);
  if (receipt.link) {
    out.push(`{code:${propertyText(receipt.link)}; option:qrcode,6,m}`, t(labels.scan));
  }
  out.push('=');
  return `${out.join('\n')}\n`;
}
