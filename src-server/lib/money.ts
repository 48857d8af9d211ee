import { z } from 'zod';
import { msg, render, zodMessage } from './i18n';

/**
 * Money and unit amounts (kg) are stored as integer hundredths and written as decimal strings
 * with two decimals (docs/DESIGN.md §2). One parser and one formatter serve every field.
 */
export function formatDecimal(hundredths: number): string {
  const sign = hundredths < 0 ? '-' : '';
  const abs = Math.abs(hundredths);
  const units = Math.trunc(abs / 100);
  const cents = abs % 100;
  return `${sign}${units}.${cents < 10 ? '0' : ''}${cents}`;
}

export function formatDecimalOrNull(hundredths: number | null): string | null {
  return hundredths === null ? null : formatDecimal(hundredths);
}

const DECIMAL_TEXT = /^-?\d{1,13}(\.\d{1,2})?$/;
/** The largest amount accepted anywhere: 99,999,999,999.99. */
export const MAX_DECIMAL = 9_999_999_999_999;

/** Parses `"12.5"`, `"12.50"`, `12.5` into 1250; null when the value is not a 2-decimal number. */
export function parseDecimal(value: unknown): number | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    text = String(value);
    // Numbers such as 1e-7 stringify in exponent form: never a two-decimal amount.
    if (/e/i.test(text)) return null;
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    return null;
  }
  if (!DECIMAL_TEXT.test(text)) return null;
  const negative = text.startsWith('-');
  const [units, fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const hundredths = Number(units) * 100 + Number(fraction.padEnd(2, '0'));
  if (hundredths > MAX_DECIMAL) return null;
  return negative ? -hundredths : hundredths;
}

/**
 * An amount computed from others (a line's price × quantity, an order's sum) past what a
 * JavaScript number holds exactly (2^53 − 1 hundredths): refused as too large rather than
 * silently rounded (docs/SECURITY.md). The HTTP layer answers it 400 `amount_too_large`.
 */
export class AmountTooLargeError extends Error {
  /** What the API answers (docs/ARCHITECTURE.md "Messages"). */
  readonly detail = msg('money.amount_too_large');
  constructor() {
    super(render(msg('money.amount_too_large'), 'en'));
  }
}

/** `amount` when it is held exactly, else AmountTooLargeError. */
export function exactAmount(amount: number): number {
  if (!Number.isSafeInteger(amount)) throw new AmountTooLargeError();
  return amount;
}

interface DecimalOptions {
  min?: number;
  /** Strictly greater than this (in hundredths). */
  above?: number;
  max?: number;
}

/** zod schema for a decimal input: a string or number with at most two decimals → hundredths. */
export function decimalInput(options: DecimalOptions = {}) {
  return z
    .union([z.string().meta({ pattern: '^\\s*-?\\d{1,13}(\\.\\d{1,2})?\\s*$' }), z.number()])
    .transform((value, ctx) => {
      const parsed = parseDecimal(value);
      if (parsed === null) {
        ctx.addIssue({ code: 'custom', message: zodMessage('money.two_decimals') });
        return z.NEVER;
      }
      if (options.min !== undefined && parsed < options.min) {
        ctx.addIssue({
          code: 'custom',
          message: zodMessage('field.at_least', { n: formatDecimal(options.min) }),
        });
        return z.NEVER;
      }
      if (options.above !== undefined && parsed <= options.above) {
        ctx.addIssue({
          code: 'custom',
          message: zodMessage('field.greater_than', { n: formatDecimal(options.above) }),
        });
        return z.NEVER;
      }
      if (options.max !== undefined && parsed > options.max) {
        ctx.addIssue({
          code: 'custom',
          message: zodMessage('field.at_most', { n: formatDecimal(options.max) }),
        });
        return z.NEVER;
      }
      return parsed;
    })
    .meta({ description: 'Decimal with at most two decimals, as a string ("12.50") or number.' });
}

/** What a decimal field of a response looks like (exports read money columns by it). */
export const DECIMAL_OUT = /^-?\d+\.\d{2}$/;

/** Response shape of a decimal field. */
export const decimalText = z
  .string()
  .regex(DECIMAL_OUT)
  .meta({ description: 'Decimal string with two decimals' });
