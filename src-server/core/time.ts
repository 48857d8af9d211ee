import { DateTime, IANAZone } from 'luxon';
import { z } from 'zod';

/** Injectable clock so tests can move time (throttling windows, expiry, retries). */
export interface Clock {
  now(): number;
}
export const systemClock: Clock = { now: () => Date.now() };

/** ISO 8601 with milliseconds and the shop's offset, e.g. 2026-11-21T19:30:00.123+08:00. */
export function formatTimestamp(ms: number, zone: string): string {
  return DateTime.fromMillis(ms, { zone }).toISO({ suppressMilliseconds: false })!;
}

export function formatTimestampOrNull(ms: number | null, zone: string): string | null {
  return ms === null ? null : formatTimestamp(ms, zone);
}

// Date, optional time with optional fraction, optional offset; `T` or a space between.
const TIMESTAMP_TEXT =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * Reads a timestamp: ISO 8601 with offset or `Z`, or `YYYY-MM-DD hh:mm:ss` / offset-less ISO,
 * which are read in the shop's time zone. Returns epoch milliseconds, or null when malformed.
 */
export function parseTimestamp(text: string, zone: string): number | null {
  const match = TIMESTAMP_TEXT.exec(text.trim());
  if (!match) return null;
  const [, y, mo, d, h = '00', mi = '00', s = '00', fraction = '', offset] = match;
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
    message: 'Enter a timestamp such as 2026-11-21T19:30:00+08:00 or 2026-11-21 19:30:00.',
  })
  .meta({ description: 'ISO 8601 with offset or Z, or YYYY-MM-DD hh:mm:ss in the shop time zone' });

/** Response shape of a timestamp field. */
export const timestampOut = z
  .string()
  .meta({ description: 'ISO 8601 with milliseconds and offset' });
