import { DateTime } from 'luxon';

/** `HH:mm`, 00:00–23:59. */
export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const minutesOf = (text: string) => {
  const [hours, minutes] = text.split(':').map(Number);
  return hours! * 60 + minutes!;
};

/**
 * When the quiet hours around `now` end (ms), or null outside them. The hours are wall-clock
 * times in the shop's zone; a start after the end wraps past midnight (21:00–09:00), equal
 * start and end mean no quiet hours (docs/NOTIFICATIONS.md).
 */
export function quietUntil(now: number, zone: string, start: string, end: string): number | null {
  const from = minutesOf(start);
  const to = minutesOf(end);
  if (from === to) return null;
  const local = DateTime.fromMillis(now, { zone });
  const minute = local.hour * 60 + local.minute;
  const inside = from < to ? minute >= from && minute < to : minute >= from || minute < to;
  if (!inside) return null;
  const [hour, min] = end.split(':').map(Number);
  let until = local.set({ hour, minute: min, second: 0, millisecond: 0 });
  if (until.toMillis() <= now) until = until.plus({ days: 1 });
  return until.toMillis();
}
