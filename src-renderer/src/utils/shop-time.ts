// Times a manager types are the shop's wall-clock times (DESIGN §2: the shop has a time zone,
// default Asia/Shanghai). Pickers hold them as `YYYY-MM-DDThh:mm:ss` without an offset; bodies
// send them with the shop's offset at that moment, so that a daylight-saving zone gets the
// offset of the date itself and not of today.

/** The value format of the date-time pickers. */
export const WALL_TIME_FORMAT = 'YYYY-MM-DDTHH:mm:ss';

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
/** A server timestamp: ISO 8601 with an optional fraction and an offset or `Z`. */
const SERVER_TIME =
  /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::(\d{2}))?(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Minutes the zone is ahead of UTC at an instant. */
function offsetMinutesAt(instant: number, timeZone: string): number {
  const parts = formatterFor(timeZone).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((item) => item.type === type)?.value ?? 0);
  const local = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return Math.round((local - Math.floor(instant / 1000) * 1000) / 60_000);
}

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const hours = String(Math.trunc(abs / 60)).padStart(2, '0');
  return `${sign}${hours}:${String(abs % 60).padStart(2, '0')}`;
}

/**
 * The zone's offset (`+08:00`) at a wall-clock time in it; null when the time or the zone is
 * not one (then the caller leaves the offset out and the server reads the time in the shop's
 * zone itself).
 */
export function zoneOffsetAt(wall: string, timeZone: string): string | null {
  const match = WALL_TIME.exec(wall);
  if (!match) return null;
  const [, y, mo, d, h, mi, s = '00'] = match;
  const asUtc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  try {
    // The offset at the instant the wall time would be in UTC is right except near a
    // change of offset; one more step lands on the offset in force at the wall time itself.
    const first = offsetMinutesAt(asUtc, timeZone);
    const second = offsetMinutesAt(asUtc - first * 60_000, timeZone);
    return formatOffset(second);
  } catch {
    return null;
  }
}

/**
 * A picker's wall-clock time as a body timestamp, `YYYY-MM-DDThh:mm:ss+08:00` (API-SPEC
 * Discounts rule 1); without a known zone the offset is left out (the server then reads it in
 * the shop's zone). Null stays null.
 */
export function shopTimestamp(wall: string | null, timeZone: string | null): string | null {
  if (!wall) return null;
  const value = wall.length === 16 ? `${wall}:00` : wall;
  const offset = timeZone ? zoneOffsetAt(value, timeZone) : null;
  return offset ? `${value}${offset}` : value;
}

/**
 * A server timestamp as the picker's wall-clock time. The server writes times with the shop's
 * offset, so the digits before the offset are the shop's wall clock.
 */
export function wallTimeOf(timestamp: string | null): string | null {
  if (!timestamp) return null;
  const match = SERVER_TIME.exec(timestamp);
  if (!match) return null;
  const [, date, minutes, seconds = '00'] = match;
  return `${date}T${minutes}:${seconds}`;
}

/** A server timestamp for reading, in the shop's wall clock: `2026-11-21 19:30`; `—` for none. */
export function formatShopTime(timestamp: string | null): string {
  const wall = wallTimeOf(timestamp);
  return wall ? `${wall.slice(0, 10)} ${wall.slice(11, 16)}` : '—';
}

/** A picker's wall-clock time for reading: `2026-11-21 19:30`; null for none. */
export function formatWallTime(wall: string | null): string | null {
  return wall && WALL_TIME.test(wall) ? `${wall.slice(0, 10)} ${wall.slice(11, 16)}` : null;
}
