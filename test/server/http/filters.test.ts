import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { describe, expect, it } from 'vitest';
import { defineFilters } from '../../../src-server/http/filters';
import { z } from 'zod';

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
