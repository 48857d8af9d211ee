import type { FormItemRule } from 'element-plus';
import type { Translate } from './translate';

/**
 * The server's length limits on text fields (its zod `max`), in one place for every editor;
 * `test/renderer/field-limits.test.ts` holds them to the server's schemas.
 */
export const FIELD_LIMITS = {
  /** Titles and names of products, articles, collections, price rules; authors, vendors, SKUs. */
  title: 255,
  /** Descriptions. */
  text: 5000,
  /** Image addresses. */
  imageSrc: 2000,
  /** A price rule's customer-facing wording. */
  verboseTitle: 1000,
  /** A shipping method's title. */
  shippingTitle: 100,
  /** The messaging platform's app ID, app secret, verify ticket and addresses. */
  socialAppid: 64,
  socialSecret: 256,
  verifyTicket: 1024,
  socialUrl: 500,
  /** Where the browser goes after the platform's authorization. */
  successUrl: 2000,
  /** Names of stores, loyalty levels, customers and the shop. */
  name: 100,
  /** A store's address and business hours. */
  address: 255,
  phone: 50,
  email: 254,
  /** Notes on a customer or an order. */
  note: 2000,
  /** Why points were adjusted by hand. */
  pointsReason: 200,
  /** A coupon's code prefix (its pattern also limits it to 1–32 characters). */
  codePrefix: 32,
  /** The shop's domain (a DNS name: at most 253 characters). */
  domain: 253,
} as const;

/** Share of a limit from which the count of characters is shown. */
export const LIMIT_SHOWN_FROM = 0.8;

/** Over the limit as the server counts (UTF-16 units, like zod's `max`); 0 when within. */
export function charactersOver(text: string, max: number): number {
  return Math.max(0, text.length - max);
}

/** The form rule for a limit: said while typing or at a paste, never cut silently. */
export function maxLengthRule(max: number, t: Translate): FormItemRule {
  return {
    trigger: ['change', 'blur'],
    validator: (_rule, value: unknown, callback) => {
      const over = typeof value === 'string' ? charactersOver(value, max) : 0;
      callback(over ? new Error(t('validation.tooLongBy', { over, max })) : undefined);
    },
  };
}
