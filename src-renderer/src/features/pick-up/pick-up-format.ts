import type { KeyStatus, StockStatus } from './api';
import { normalizeKey } from '@shared/pick-up-key';

// The counter's own formatting; how a code reads everywhere (its key, expiry, lines) is in
// shared/utils/pick-up-code-format.ts.

type TagType = 'primary' | 'success' | 'warning' | 'info' | 'danger';

/** The colour of a key status, the same on every counter screen. */
export function keyStatusTag(status: KeyStatus): TagType {
  const tags: Record<KeyStatus, TagType> = {
    unused: 'primary',
    used: 'success',
    expired: 'warning',
    canceled: 'danger',
  };
  return tags[status];
}

export function stockStatusTag(status: StockStatus): TagType {
  return status === 'prepared' ? 'success' : 'info';
}

/**
 * Whether a package matches the list's search: a 12-digit key exactly, or digits within the
 * key or the order number, or text within the customer's name.
 */
export function matchesPackageSearch(
  code: { key: string; order_number: number; customer: { full_name: string } },
  search: string,
): boolean {
  const text = search.trim().replace(/^#/, '');
  if (text === '') return true;
  const digits = normalizeKey(text);
  if (/^\d+$/.test(digits)) {
    return code.key.includes(digits) || String(code.order_number).includes(digits);
  }
  return code.customer.full_name.toLowerCase().includes(text.toLowerCase());
}

export interface CustomerLink {
  /** The customer's pick-up page of the order: `<origin>/pickup/<token>?shop=<domain>`. */
  url: string;
  /** On a loopback address: only this computer opens it, never a customer's phone. */
  localOnly: boolean;
}

/**
 * The link to the customer's pick-up page, as the copy button and the printed slip give it:
 * on the server's public URL (`--public-url`), else on the page's own origin, which is
 * `localOnly` when it is a loopback address.
 */
export function customerLink(
  publicUrl: string | null,
  pageOrigin: string,
  orderToken: string,
  shopDomain: string,
): CustomerLink {
  const host = new URL(pageOrigin).hostname;
  const loopback = host === 'localhost' || host === '[::1]' || /^127\./.test(host);
  const origin = (publicUrl ?? pageOrigin).replace(/\/+$/, '');
  return {
    url: `${origin}/pickup/${encodeURIComponent(orderToken)}?shop=${encodeURIComponent(shopDomain)}`,
    localOnly: !publicUrl && loopback,
  };
}
