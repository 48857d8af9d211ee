import { DateTime, IANAZone } from 'luxon';
import { z } from 'zod';
import { zodMessage } from './i18n';

/** Injectable clock so tests can move time (throttling windows, expiry, retries). */
export interface Clock {
  now(): number;
}
export const systemClock: Clock = { now: () => Date.now() };

/** ISO 8601 with milliseconds and the shop's offset, as luxon writes it (the reference). */
function formatWithLuxon(ms: number, zone: string): string {
  return DateTime.fromMillis(ms, { zone }).toISO({ suppressMilliseconds: false })!;
}

const QUARTER_HOUR = 15 * 60 * 1000;
/** Earliest and latest instants whose year has four digits in every zone. */
const FAST_MIN = Date.UTC(1000, 0, 2);
const FAST_MAX = Date.UTC(9999, 11, 30);
const offsetCache = new Map<string, Map<number, number>>();
const OFFSET_CACHE_LIMIT = 20_000;

/**
 * The zone's UTC offset in minutes at `ms`, or null where the quick path does not apply.
 * Looking an offset up (Intl, through luxon) was the slowest part of a counter response, and
 * every record shows six timestamps: offsets are cached per quarter hour (real offset changes
 * happen on quarter hours; a quarter hour whose two ends disagree is not cached).
 */
function offsetAt(ms: number, zone: string): number | null {
  const bucket = Math.floor(ms / QUARTER_HOUR);
  let zoneOffsets = offsetCache.get(zone);
  const cached = zoneOffsets?.get(bucket);
  if (cached !== undefined) return cached;
  const iana = IANAZone.create(zone);
  if (!iana.isValid) return null;
  const start = iana.offset(bucket * QUARTER_HOUR);
  const end = iana.offset((bucket + 1) * QUARTER_HOUR - 1);
  if (start !== end) return null;
  if (!zoneOffsets) {
    zoneOffsets = new Map();
    offsetCache.set(zone, zoneOffsets);
  }
  if (zoneOffsets.size >= OFFSET_CACHE_LIMIT) zoneOffsets.clear();
  zoneOffsets.set(bucket, start);
  return start;
}

const two = (n: number) => String(n).padStart(2, '0');

/** ISO 8601 with milliseconds and the shop's offset, e.g. 2026-11-21T19:30:00.123+08:00. */
export function formatTimestamp(ms: number, zone: string): string {
  // The quick path writes what luxon writes; the cases it leaves (UTC, which luxon may write
  // as Z; offsets with seconds; years beyond four digits) go to luxon.
  if (ms >= FAST_MIN && ms <= FAST_MAX && Number.isInteger(ms)) {
    const offset = offsetAt(ms, zone);
    if (offset !== null && offset !== 0 && Number.isInteger(offset)) {
      const local = new Date(ms + offset * 60_000).toISOString().slice(0, 23);
      const sign = offset > 0 ? '+' : '-';
      const abs = Math.abs(offset);
      return `${local}${sign}${two(Math.floor(abs / 60))}:${two(abs % 60)}`;
    }
  }
  return formatWithLuxon(ms, zone);
}

/** For tests: the reference formatting the quick path must agree with. */
export const formatTimestampReference = formatWithLuxon;

export function formatTimestampOrNull(ms: number | null, zone: string): string | null {
  return ms === null ? null : formatTimestamp(ms, zone);
}

// Date, optional time with optional fraction, optional offset; `T` or a space between.
const TIMESTAMP_TEXT =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** Offsets that exist: −14:00 … +14:00, minutes below 60 (luxon reads `+99:99` as hours). */
function isRealOffset(offset: string): boolean {
  const digits = offset.replace(':', '');
  const minutes = Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5));
  return Number(digits.slice(3, 5)) < 60 && minutes <= 14 * 60;
}

/**
 * Reads a timestamp: ISO 8601 with offset or `Z`, or `YYYY-MM-DD hh:mm:ss` / offset-less ISO,
 * which are read in the shop's time zone. Returns epoch milliseconds, or null when malformed.
 */
export function parseTimestamp(text: string, zone: string): number | null {
  const match = TIMESTAMP_TEXT.exec(text.trim());
  if (!match) return null;
  const [, y, mo, d, h = '00', mi = '00', s = '00', fraction = '', offset] = match;
  if (offset && offset !== 'Z' && !isRealOffset(offset)) return null;
  let iso = `${y}-${mo}-${d}T${h}:${mi}:${s}`;
  if (fraction) iso += `.${fraction.slice(0, 3).padEnd(3, '0')}`;
  if (offset)
    iso +=
      offset === 'Z'
        ? 'Z'
        : offset.length === 5
          ? `${offset.slice(0, 3)}:${offset.slice(3)}`
          : offset;
  const parsed = DateTime.fromISO(iso, { zone, setZone: false });
  return parsed.isValid ? parsed.toMillis() : null;
}

export function isTimestampText(text: string): boolean {
  // Any valid zone works for validation; the offset-less reading only shifts the instant.
  return parseTimestamp(text, 'UTC') !== null;
}

export function isValidTimeZone(zone: string): boolean {
  return IANAZone.isValidZone(zone);
}

/** Query/body schema for a timestamp text; resolve it with `parseTimestamp(text, shopZone)`. */
export const timestampText = z
  .string()
  .refine(isTimestampText, {
    message: zodMessage('time.timestamp_format'),
  })
  .meta({ description: 'ISO 8601 with offset or Z, or YYYY-MM-DD hh:mm:ss in the shop time zone' });

/** Response shape of a timestamp field. */
export const timestampOut = z
  .string()
  .meta({ format: 'date-time', description: 'ISO 8601 with milliseconds and offset' });
