import type { KeyStatus, StockStatus } from './api';
import { normalizeKey } from '@shared/pick-up-key';
import { formatTime } from '@/shared/utils/shop-time';
import type { Translate } from '@/shared/utils/translate';

/**
 * A mobile number as the counter may show it: `138****1234`. The server masks it already;
 * this keeps a full number from ever reaching the screen should one arrive unmasked.
 */
export function maskedMobile(mobile: string | null | undefined): string {
  const value = (mobile ?? '').trim();
  if (value === '') return '—';
  if (/^\d{3}\*+\d{4}$/.test(value)) return value;
  const all = value.replace(/\D/g, '');
  // A mainland number with its country code: mask the number itself.
  const digits = all.length === 13 && all.startsWith('86') ? all.slice(2) : all;
  return digits.length >= 7 ? `${digits.slice(0, 3)}****${digits.slice(-4)}` : '****';
}

// The one variant of a product without options, as the server names it in either language
// (docs/API.md, "Languages").
const DEFAULT_VARIANT_TITLES = new Set(['Default Title', '默认']);

/** A variant's title as shown with its product: none for a product without options. */
export function variantLabel(title: string): string {
  return DEFAULT_VARIANT_TITLES.has(title) ? '' : title;
}

/** A 12-digit key in groups of four, easier to read out and to compare: `2945 6318 5101`. */
export function groupedKey(key: string): string {
  return /^\d{12}$/.test(key) ? key.replace(/(\d{4})(?=\d)/g, '$1 ') : key;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface ExpiryState {
  /** The shop's wall clock: `2026-11-28 19:30`. */
  time: string;
  expired: boolean;
  /** Less than a day left. */
  soon: boolean;
  /** Time left (or past, when expired), in the largest whole unit. */
  amount: number;
  unit: 'day' | 'hour' | 'minute';
}

/** Where a code stands against its `expires_at` at `now` (ms). */
export function expiryState(expiresAt: string, now: number): ExpiryState {
  const end = Date.parse(expiresAt);
  const left = Number.isNaN(end) ? 0 : end - now;
  const span = Math.abs(left);
  const unit = span >= DAY ? 'day' : span >= HOUR ? 'hour' : 'minute';
  const size = unit === 'day' ? DAY : unit === 'hour' ? HOUR : MINUTE;
  return {
    time: formatTime(expiresAt),
    expired: left <= 0,
    soon: left > 0 && left < DAY,
    amount: Math.max(Number.isNaN(end) ? 0 : 1, Math.floor(span / size)),
    unit,
  };
}

/** "2026-11-28 19:30 (in 6 days)" / "2026-11-20 19:30 (2 hours ago)" in the app's language. */
export function formatExpiry(expiresAt: string, now: number, t: Translate): string {
  const state = expiryState(expiresAt, now);
  const span = t(`counter.units.${state.unit}`, { n: state.amount });
  return t(state.expired ? 'counter.expiry.past' : 'counter.expiry.left', {
    time: state.time,
    span,
  });
}

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
