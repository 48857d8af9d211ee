import { describe, expect, it } from 'vitest';
import { fieldMessage, messageOf, msg } from '../../../src-server/lib/i18n';
import { decimalInput, formatDecimal, parseDecimal } from '../../../src-server/lib/money';
import { formatTimestamp, parseTimestamp } from '../../../src-server/lib/time';

describe('money', () => {
  it('formats hundredths with two decimals', () => {
    expect(formatDecimal(0)).toBe('0.00');
    expect(formatDecimal(5)).toBe('0.05');
    expect(formatDecimal(1250)).toBe('12.50');
    expect(formatDecimal(-599)).toBe('-5.99');
    expect(formatDecimal(123456789)).toBe('1234567.89');
  });

  it('parses strings and numbers with at most two decimals, nothing else', () => {
    expect(parseDecimal('12.5')).toBe(1250);
    expect(parseDecimal('12.50')).toBe(1250);
    expect(parseDecimal(12.5)).toBe(1250);
    expect(parseDecimal(0.1 + 0.2)).toBeNull(); // 0.30000000000000004
    expect(parseDecimal(19.99)).toBe(1999);
    expect(parseDecimal('-3')).toBe(-300);
    expect(parseDecimal(' 7 ')).toBe(700);
    for (const bad of [
      '1.234',
      'abc',
      '',
      '1e3',
      1e21,
      1e-7,
      NaN,
      Infinity,
      null,
      true,
      '١٢',
      '12,50',
      '99999999999999.99',
    ]) {
      expect(parseDecimal(bad), String(bad)).toBeNull();
    }
  });

  it('decimalInput enforces bounds with messages', () => {
    const schema = decimalInput({ min: 0, above: undefined, max: 100_00 });
    expect(schema.parse('1.5')).toBe(150);
    // zod carries the message as its code and params (docs/ARCHITECTURE.md "Messages").
    const said = (value: unknown) => schema.safeParse(value).error!.issues[0]!.message;
    expect(messageOf(said(-1))).toEqual(msg('field.at_least', { n: '0.00' }));
    expect(fieldMessage(said(-1), 'en')).toBe('Must be at least 0.00.');
    expect(fieldMessage(said(101), 'en')).toBe('Must be at most 100.00.');
    expect(fieldMessage(said(101), 'zh-CN')).toBe('不能大于 100.00。');
    expect(decimalInput({ above: 0 }).safeParse(0).success).toBe(false);
  });
});

describe('time', () => {
  const zone = 'Asia/Shanghai';
  it('formats with milliseconds and the shop offset', () => {
    expect(formatTimestamp(Date.parse('2026-11-21T11:30:00.123Z'), zone)).toBe(
      '2026-11-21T19:30:00.123+08:00',
    );
    expect(formatTimestamp(Date.parse('2026-07-01T00:00:00Z'), 'Europe/Berlin')).toBe(
      '2026-07-01T02:00:00.000+02:00',
    );
  });

  it('reads ISO with offset or Z as given, and offset-less forms in the shop zone', () => {
    const instant = Date.parse('2026-11-21T11:30:00Z');
    expect(parseTimestamp('2026-11-21T11:30:00Z', zone)).toBe(instant);
    expect(parseTimestamp('2026-11-21T19:30:00+08:00', zone)).toBe(instant);
    expect(parseTimestamp('2026-11-21T19:30:00+0800', zone)).toBe(instant);
    expect(parseTimestamp('2026-11-21 19:30:00', zone)).toBe(instant);
    expect(parseTimestamp('2026-11-21T19:30', zone)).toBe(instant);
    expect(parseTimestamp('2026-11-21T19:30:00.123456', zone)).toBe(instant + 123);
    expect(parseTimestamp('2026-11-21', zone)).toBe(Date.parse('2026-11-20T16:00:00Z'));
    for (const bad of [
      '2026-13-01',
      '2026-02-30 10:00:00',
      'yesterday',
      '2026-11-21T25:00',
      '21/11/2026',
      '2026-11-21T10:00:00+8',
    ]) {
      expect(parseTimestamp(bad, zone), bad).toBeNull();
    }
  });
});
