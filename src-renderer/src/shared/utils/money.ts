// Money and weights travel as decimal strings with at most two decimals (docs/DESIGN.md §2); the UI
// keeps them as text so that nothing is lost to floating point on the way.
const DECIMAL_TEXT = /^\d+(?:\.\d{1,2})?$/;

export type DecimalProblem = 'required' | 'format' | 'positive';

export interface DecimalRules {
  /** The value must be greater than zero (units that divide a weight). */
  positive?: boolean;
  /** An empty text is acceptable. */
  optional?: boolean;
}

export function isDecimalText(text: string): boolean {
  return DECIMAL_TEXT.test(text.trim());
}

/** What is wrong with a money or weight text, or null when it is acceptable. */
export function checkDecimalText(
  text: string | null | undefined,
  rules: DecimalRules = {},
): DecimalProblem | null {
  const value = (text ?? '').trim();
  if (value === '') return rules.optional ? null : 'required';
  if (!DECIMAL_TEXT.test(value)) return 'format';
  if (rules.positive && !/[1-9]/.test(value)) return 'positive';
  return null;
}

/** `"1"` → `"1.00"`, `"2.5"` → `"2.50"`; text that is not a valid decimal comes back trimmed. */
export function normalizeDecimal(text: string | number): string {
  const value = String(text).trim();
  if (!DECIMAL_TEXT.test(value)) return value;
  const [whole, fraction = ''] = value.split('.');
  return `${whole.replace(/^0+(?=\d)/, '')}.${fraction.padEnd(2, '0')}`;
}

/** `"8079.9"` → `"¥8,079.90"`: two decimals and thousands grouped, for reading, not for inputs. */
export function formatMoney(amount: string | number, symbol = '¥'): string {
  const text = normalizeDecimal(amount);
  if (!DECIMAL_TEXT.test(text)) return `${symbol}${text}`;
  const [whole, fraction] = text.split('.');
  return `${symbol}${whole.replace(/\B(?=(\d{3})+$)/g, ',')}.${fraction}`;
}
