import { formatTime } from '@/shared/utils/shop-time';
import type { Translate } from '@/shared/utils/translate';

// How a pick-up code reads on every screen that shows one: the counter's card and slip, the
// customer's page (its own small bundle), the order's page, the history and the offline list.

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
