import { DateTime, IANAZone } from 'luxon';
import { sql, type RawBuilder } from 'kysely';
import { fieldError } from '../../http/errors';
import { msg } from '../../lib/i18n';

export type Interval = 'day' | 'hour';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The most buckets one report answers: a year of days, a month of hours. */
const MAX_BUCKETS: Record<Interval, number> = { day: 366, hour: 744 };

/** A stretch of time with one UTC offset: from `since` on, local time = UTC + `offset`. */
interface Segment {
  since: number;
  offset: number;
}

export interface Buckets {
  interval: Interval;
  /** The first bucket's start (the start of the hour or day of `from` in the shop's zone). */
  from: number;
  /** Exclusive end of the window as asked. */
  to: number;
  /** Start of each bucket in ms, in order. */
  starts: number[];
  /**
   * SQL giving a timestamp column's bucket number (0 = the first), by integer arithmetic on
   * the milliseconds so that it is the same on SQLite and PostgreSQL. Only for values inside
   * [from, to).
   */
  indexOf(column: string): RawBuilder<number>;
}

const offsetMs = (zone: IANAZone, ms: number) => zone.offset(ms) * 60_000;

/** The first instant in (low, high] with the offset `high` has (offsets change only there). */
function transition(zone: IANAZone, low: number, high: number): number {
  const target = zone.offset(high);
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (zone.offset(middle) === target) high = middle;
    else low = middle;
  }
  return high;
}

/**
 * The report's intervals in the shop's time zone. Hours are counted from the first hour's
 * start (an hour is always 3,600,000 ms). Days are counted on local time: the offsets in
 * force over the window (one, unless daylight saving changes inside it) are found here with
 * luxon, and the SQL adds each stretch's offset before dividing by a day, so a 23- or 25-hour
 * day is still one bucket.
 */
export function bucketsOf(from: number, to: number, interval: Interval, zoneName: string): Buckets {
  if (to <= from) throw fieldError('to', msg('field.later_than_from'));
  const zone = IANAZone.create(zoneName);
  const first = DateTime.fromMillis(from, { zone: zoneName }).startOf(interval);
  const starts: number[] = [];
  for (let start = first; start.toMillis() < to; start = start.plus({ [`${interval}s`]: 1 })) {
    if (starts.length === MAX_BUCKETS[interval])
      throw fieldError(
        'to',
        msg('reports.too_many_intervals', { n: MAX_BUCKETS[interval], interval }),
      );
    starts.push(start.toMillis());
  }
  const origin = starts[0]!;

  if (interval === 'hour')
    return {
      interval,
      from: origin,
      to,
      starts,
      indexOf: (column) =>
        sql<number>`((${sql.ref(column)} - ${sql.lit(origin)}) / ${sql.lit(HOUR)})`,
    };

  // Offsets change at most a few times a year: look for a change inside each day.
  const segments: Segment[] = [{ since: origin, offset: offsetMs(zone, origin) }];
  const bounds = [...starts, to];
  for (let i = 0; i + 1 < bounds.length; i++) {
    const end = bounds[i + 1]! - 1;
    if (offsetMs(zone, end) !== segments.at(-1)!.offset) {
      const since = transition(zone, bounds[i]!, end);
      segments.push({ since, offset: offsetMs(zone, since) });
    }
  }
  // Local midnight of the first day, written as if it were UTC.
  const localOrigin = origin + segments[0]!.offset;
  const shift = (segment: Segment) => sql.lit(localOrigin - segment.offset);
  return {
    interval,
    from: origin,
    to,
    starts,
    indexOf(column) {
      const ref = sql.ref(column);
      const subtrahend =
        segments.length === 1
          ? shift(segments[0]!)
          : sql`(case ${sql.join(
              segments
                .slice(1)
                .map(
                  (segment, i) =>
                    sql`when ${ref} < ${sql.lit(segment.since)} then ${shift(segments[i]!)}`,
                ),
              sql` `,
            )} else ${shift(segments.at(-1)!)} end)`;
      return sql<number>`((${ref} - ${subtrahend}) / ${sql.lit(DAY)})`;
    },
  };
}
