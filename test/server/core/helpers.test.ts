import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { describe, expect, it } from 'vitest';
import { defineFilters } from '../../../src-server/core/filters';
import { decimalInput, formatDecimal, parseDecimal } from '../../../src-server/core/money';
import { formatTimestamp, parseTimestamp } from '../../../src-server/core/time';
import { resolveSettings } from '../../../src-server/core/settings';
import { z } from 'zod';

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
    expect(schema.safeParse(-1).error?.issues[0]?.message).toBe('Must be at least 0.00.');
    expect(schema.safeParse(101).error?.issues[0]?.message).toBe('Must be at most 100.00.');
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

describe('filters', () => {
  const sqlite = new SqliteDatabase(':memory:');
  sqlite.exec(`create table item (id integer primary key, title text, is_enabled integer, created_at integer, kind text);
    insert into item values (1, 'Red Cup', 1, ${Date.parse('2026-01-01T00:00:00Z')}, 'a'),
      (2, '保温杯 blue', 0, ${Date.parse('2026-06-01T00:00:00Z')}, 'b'),
      (3, '100%_off', 1, ${Date.parse('2026-12-01T00:00:00Z')}, 'a');`);
  const db = new Kysely<{
    item: { id: number; title: string; is_enabled: number; created_at: number; kind: string };
  }>({
    dialect: new SqliteDialect({ database: sqlite }),
  });
  const filters = defineFilters({
    id: { column: 'id', kind: 'int', ops: ['eq', 'in', 'exclude'] },
    title: { column: 'title', kind: 'string', ops: ['eq', 'icontains'] },
    is_enabled: { column: 'is_enabled', kind: 'bool', ops: ['eq'] },
    created_at: { column: 'created_at', kind: 'timestamp', ops: ['gte', 'lte'] },
    kind: { column: 'kind', kind: { enum: ['a', 'b'] }, ops: ['eq', 'in'] },
  });
  const schema = z.object(filters.shape);

  async function ids(query: Record<string, string>) {
    const parsed = schema.parse(query);
    let qb = db.selectFrom('item').select('id').orderBy('id');
    for (const condition of filters.conditions(parsed, { timeZone: 'Asia/Shanghai' }))
      qb = qb.where(condition);
    return (await qb.execute()).map((r) => r.id);
  }

  it('applies eq, __in, __exclude, booleans, timestamps, __icontains and enums', async () => {
    expect(await ids({ id: '2' })).toEqual([2]);
    expect(await ids({ id__in: '1, 3' })).toEqual([1, 3]);
    expect(await ids({ id__in: '' })).toEqual([1, 2, 3]);
    expect(await ids({ id__exclude: '1' })).toEqual([2, 3]);
    expect(await ids({ is_enabled: 'false' })).toEqual([2]);
    expect(await ids({ is_enabled: '1' })).toEqual([1, 3]);
    expect(await ids({ is_enabled: 'TRUE' })).toEqual([1, 3]);
    expect(await ids({ created_at__gte: '2026-06-01 08:00:00' })).toEqual([2, 3]);
    expect(await ids({ created_at__gte: '2026-06-01T00:00:01Z' })).toEqual([3]);
    expect(
      await ids({
        created_at__lte: '2026-06-01T00:00:00Z',
        created_at__gte: '2026-01-01T08:00:00+08:00',
      }),
    ).toEqual([1, 2]);
    expect(await ids({ title__icontains: 'red' })).toEqual([1]);
    expect(await ids({ title__icontains: '保温' })).toEqual([2]);
    expect(await ids({ title__icontains: '%' })).toEqual([3]);
    expect(await ids({ title__icontains: '_' })).toEqual([3]);
    expect(await ids({ title: 'Red Cup' })).toEqual([1]);
    expect(await ids({ kind__in: 'b' })).toEqual([2]);
    expect(await ids({ unknown: 'x' })).toEqual([1, 2, 3]);
  });

  it('refuses malformed values naming the parameter', () => {
    for (const [key, value] of [
      ['id', 'x'],
      ['id__in', '1,x'],
      ['is_enabled', 'yes'],
      ['created_at__gte', 'last week'],
      ['kind', 'c'],
      ['kind__in', 'a,c'],
    ]) {
      const result = schema.safeParse({ [key!]: value });
      expect(result.success, `${key}=${value}`).toBe(false);
      expect(result.error!.issues[0]!.path).toEqual([key]);
    }
  });
});

describe('settings', () => {
  it('flags win over SHOPDESK_* variables, which win over defaults', () => {
    expect(resolveSettings({}, {})).toEqual({
      host: '127.0.0.1',
      port: 4350,
      dataDir: './data',
      managerUsername: undefined,
      managerPassword: undefined,
    });
    expect(
      resolveSettings(
        { port: '5000' },
        { SHOPDESK_PORT: '6000', SHOPDESK_DATA_DIR: '/d', SHOPDESK_MANAGER_USERNAME: 'boss' },
      ),
    ).toMatchObject({
      port: 5000,
      dataDir: '/d',
      managerUsername: 'boss',
    });
    expect(() => resolveSettings({ port: '70000' }, {})).toThrow(/port/);
    expect(() => resolveSettings({}, { SHOPDESK_PORT: 'http' })).toThrow(/port/);
  });
});
