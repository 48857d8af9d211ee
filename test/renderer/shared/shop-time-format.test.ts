// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '@/i18n';
import {
  formatTime,
  formatWallTime,
  rememberShopOffset,
  setShopTimeZone,
} from '@/shared/utils/shop-time';

afterEach(() => {
  setShopTimeZone(null);
  setLocale('zh-CN');
});

// 13:18:36 UTC is 21:18 in Shanghai and 08:18 in New York: a browser zone would show neither.
const INSTANT = '2026-11-21T13:18:36.000Z';

describe('one rule for every time on every screen', () => {
  it('shows a time in the shop’s zone, written by the UI language, 24-hour', () => {
    setShopTimeZone('Asia/Shanghai');
    expect(formatTime(INSTANT)).toBe('2026年11月21日 21:18');
    expect(formatTime(Date.parse(INSTANT), 'time')).toBe('21:18:36');
    expect(formatTime(INSTANT, 'date')).toBe('2026年11月21日');
    expect(formatTime(INSTANT, 'day')).toBe('11月21日');
    setLocale('en');
    expect(formatTime(INSTANT)).toBe('Nov 21, 2026, 21:18');
    expect(formatTime(new Date(INSTANT), 'time')).toBe('21:18:36');
    // The charts' axis labels: a day, an hour.
    expect(formatTime(INSTANT, 'day')).toBe('Nov 21');
    expect(formatTime(INSTANT, 'hour')).toBe('21:18');

    setShopTimeZone('America/New_York');
    expect(formatTime(INSTANT)).toBe('Nov 21, 2026, 08:18');
    setLocale('zh-CN');
    expect(formatTime(INSTANT)).toBe('2026年11月21日 08:18');
  });

  it('without the shop’s zone (a clerk), reads a server timestamp at its own offset and learns it', () => {
    expect(formatTime('2026-11-21T21:18:36.000+08:00')).toBe('2026年11月21日 21:18');
    rememberShopOffset('2026-11-21T08:00:00.000-05:00');
    // A time of the app's own (a check a minute ago) is shown at the offset learned.
    expect(formatTime(Date.parse(INSTANT))).toBe('2026年11月21日 08:18');
  });

  it('without the zone, a time the app wrote itself (`Z`, an offline hand-out) is read at the shop’s offset, not UTC', () => {
    // docs/DESIGN.md §14: the server writes the shop's offset; a `Z` is the counter's own
    // toISOString(), whose digits are UTC's wall clock, not the shop's.
    expect(formatTime('2026-12-02T06:03:00.000+08:00')).toBe('2026年12月2日 06:03');
    expect(formatTime('2026-12-01T22:12:00.000Z')).toBe('2026年12月2日 06:12');
    // Nor does it teach the shop's offset as 0.
    expect(formatTime(Date.parse('2026-12-01T22:12:00.000Z'))).toBe('2026年12月2日 06:12');
  });

  it('shows none as a dash, and a picker’s wall time as written', () => {
    expect(formatTime(null)).toBe('—');
    expect(formatTime('')).toBe('—');
    expect(formatTime('not a time')).toBe('—');
    setLocale('en');
    expect(formatWallTime('2026-11-21T19:30:00')).toBe('Nov 21, 2026, 19:30');
    expect(formatWallTime(null)).toBeNull();
  });
});
