import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatTimestamp, formatTimestampReference } from '../../../src-server/lib/time';

// The quick timestamp formatter (cached offsets) must write exactly what luxon writes.
const ZONES = [
  'Asia/Shanghai',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'America/New_York',
  'America/St_Johns',
  'Europe/London',
  'Europe/Berlin',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'UTC',
  'Etc/GMT+5',
];

describe('formatTimestamp', () => {
  it('agrees with luxon for any instant in any of these zones, DST changes included', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1800, 0, 1), max: Date.UTC(2200, 0, 1) }),
        fc.constantFrom(...ZONES),
        (ms, zone) => {
          expect(formatTimestamp(ms, zone)).toBe(formatTimestampReference(ms, zone));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('agrees with luxon on each side of offset changes', () => {
    // 2026-03-08 02:00 in New York, 2026-10-25 01:00 UTC in Europe, 1991 in Shanghai.
    const changes: [string, number][] = [
      ['America/New_York', Date.UTC(2026, 2, 8, 7)],
      ['America/New_York', Date.UTC(2026, 10, 1, 6)],
      ['Europe/Berlin', Date.UTC(2026, 9, 25, 1)],
      ['Asia/Shanghai', Date.UTC(1991, 8, 14, 17)],
      ['Australia/Lord_Howe', Date.UTC(2026, 3, 4, 15)],
    ];
    for (const [zone, at] of changes)
      for (let delta = -2 * 3600_000; delta <= 2 * 3600_000; delta += 60_001)
        expect(formatTimestamp(at + delta, zone)).toBe(formatTimestampReference(at + delta, zone));
  });

  it('writes the shop format', () => {
    expect(formatTimestamp(Date.UTC(2026, 10, 21, 11, 30, 0, 123), 'Asia/Shanghai')).toBe(
      '2026-11-21T19:30:00.123+08:00',
    );
  });
});
