import { shallowRef } from 'vue';
import { currentLocale } from '../locale';

// Times a manager types are the shop's wall-clock times (docs/DESIGN.md §2: the shop has a time zone,
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
 * A picker's wall-clock time as a body timestamp, `YYYY-MM-DDThh:mm:ss+08:00` (docs/SPECIFICATION.md
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

/** The shop's calendar day (`YYYY-MM-DD`) of a server timestamp (written at the shop's offset). */
export function shopDayOf(timestamp: string): string | null {
  return wallTimeOf(timestamp)?.slice(0, 10) ?? null;
}

/** A calendar day `days` later (or earlier): `2026-11-30` + 1 → `2026-12-01`. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

// Reading times: ONE rule for every screen (lists, details, the counter, the slip, the
// customer's page). A time is shown in the shop's time zone, written the way the UI language
// writes dates: `2026年11月21日 19:30` / `Nov 21, 2026, 19:30`, always 24-hour.

// A ref: a screen drawn before the zone was known (a counter opened offline, the first
// health answer on its way) is drawn again in it.
const shopZone = shallowRef<string | null>(null);
/** Minutes ahead of UTC, from the last server timestamp seen, while the zone is unknown. */
let shopOffset: number | null = null;

/**
 * The shop's IANA time zone, from its settings (managers read them), from `GET /api/health`
 * (anyone: the counter's staff), or offline from the counter's copy (docs/DESIGN.md §14); null
 * forgets it.
 */
export function setShopTimeZone(zone: string | null): void {
  shopZone.value = zone;
}

/** The shop's time zone as last set, or null (the counter keeps it in its copy). */
export function shopTimeZone(): string | null {
  return shopZone.value;
}

const OFFSET = /(?:Z|([+-])(\d{2}):(\d{2}))$/;

/**
 * The offset a server timestamp is written at. Null for a `Z` one: the server writes the
 * shop's offset (`+00:00` in a UTC shop), so a `Z` is a time of the app's own
 * (`toISOString()`, an offline hand-out's `offline_at`), not the shop's wall clock.
 */
function offsetOf(timestamp: string): number | null {
  const match = OFFSET.exec(timestamp);
  if (!match || !SERVER_TIME.test(timestamp)) return null;
  if (!match[1]) return null;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/**
 * Learns the shop's offset from a server timestamp (they carry it, docs/DESIGN.md §2): the counter's
 * staff cannot read the shop's settings, and their own times (a check a minute ago) need it.
 */
export function rememberShopOffset(timestamp: string | null): void {
  const offset = timestamp ? offsetOf(timestamp) : null;
  if (offset !== null) shopOffset = offset;
}

/** `day` (`11月21日` / `Nov 21`) and `hour` (`19:30`) are the charts' short axis labels. */
export type TimeStyle = 'datetime' | 'date' | 'time' | 'day' | 'hour';

const STYLES: Record<TimeStyle, Intl.DateTimeFormatOptions> = {
  datetime: { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' },
  date: { dateStyle: 'medium' },
  time: { timeStyle: 'medium', hourCycle: 'h23' },
  day: { month: 'short', day: 'numeric' },
  hour: { timeStyle: 'short', hourCycle: 'h23' },
};

const readers = new Map<string, Intl.DateTimeFormat>();

function readerFor(locale: string, timeZone: string | undefined, style: TimeStyle) {
  const id = `${locale}|${timeZone ?? ''}|${style}`;
  let reader = readers.get(id);
  if (!reader) {
    reader = new Intl.DateTimeFormat(locale, { ...STYLES[style], timeZone });
    readers.set(id, reader);
  }
  return reader;
}

/** What a list shows for no value (a time's, and the other columns' beside it). */
export const NO_VALUE = '—';

/**
 * A time for reading, in the shop's zone and the UI language; NO_VALUE for none. Takes a server
 * timestamp, milliseconds or a Date. Without the shop's zone a server timestamp is read at its
 * own offset (the shop's at that instant), other times (the app's own, `Z`) at the last offset seen.
 */
export function formatTime(
  value: string | number | Date | null | undefined,
  style: TimeStyle = 'datetime',
): string {
  if (value === null || value === undefined || value === '') return NO_VALUE;
  const instant =
    typeof value === 'number' ? value : value instanceof Date ? value.getTime() : Date.parse(value);
  if (Number.isNaN(instant)) return NO_VALUE;
  const locale = currentLocale();
  const zone = shopZone.value;
  if (zone) {
    try {
      return readerFor(locale, zone, style).format(instant);
    } catch {
      // Not a zone this runtime knows: fall through to the offset.
    }
  }
  const own = typeof value === 'string' ? offsetOf(value) : null;
  if (own !== null) shopOffset = own;
  const offset = own ?? shopOffset;
  if (offset === null) return readerFor(locale, undefined, style).format(instant);
  // The wall clock at that offset, written as UTC's.
  return readerFor(locale, 'UTC', style).format(instant + offset * 60_000);
}

/** A picker's wall-clock time (already the shop's) for reading; null for none. */
export function formatWallTime(wall: string | null): string | null {
  if (!wall || !WALL_TIME.test(wall)) return null;
  const seconds = wall.length === 16 ? ':00' : '';
  return readerFor(currentLocale(), 'UTC', 'datetime').format(Date.parse(`${wall}${seconds}Z`));
}
