import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { onPostgres } from '../../support/database';
import { emptyDatabase, migratorOf, type AnyDb } from '../../support/migrations';

const stampedTables = async (db: AnyDb) =>
  (
    await sql<{ name: string }>`select c.relname as name from pg_trigger t
      join pg_class c on c.oid = t.tgrelid where t.tgname = 'shopdesk_count_stamp'
      order by 1`.execute(db)
  ).rows.map((row) => row.name);

const stamp = async (db: AnyDb) =>
  (
    await sql<{ stamp: string | null }>`select shopdesk_count_stamp_quiet()::text as stamp`.execute(
      db,
    )
  ).rows[0]!.stamp;

describe('migration 0073-count-stamps', () => {
  it.skipIf(!onPostgres)(
    'stamps every write statement of the counted tables, and goes back',
    async () => {
      const { database, drop } = await emptyDatabase();
      const db = database.db as unknown as AnyDb;
      try {
        const migrator = migratorOf(db);
        expect((await migrator.migrateTo('0073-count-stamps')).error).toBeUndefined();
        expect(await stampedTables(db)).toEqual([
          'pick_up_code',
          'point_history',
          'product',
          'product_search',
          'product_search_gram',
        ]);
        await db.connection().execute(async (conn) => {
          expect(await stamp(conn)).toBe('0');
          await sql`select pg_advisory_unlock(13003, 0)`.execute(conn);
          await sql`insert into product_search_gram (gram, product_id) values ('杯', 1), ('保', 1)`.execute(
            conn,
          );
          await sql`delete from product_search_gram where product_id = 2`.execute(conn);
          // One number per statement, whatever its rows.
          expect(await stamp(conn)).toBe('2');
          await sql`select pg_advisory_unlock(13003, 0)`.execute(conn);
        });

        expect((await migrator.migrateTo('0072-action-history-key-action')).error).toBeUndefined();
        expect(await stampedTables(db)).toEqual([]);
        const { rows } =
          await sql`select 1 from pg_class where relname = 'shopdesk_count_stamp'`.execute(db);
        expect(rows).toEqual([]);
      } finally {
        await database.close();
        await drop();
      }
    },
  );

  it.skipIf(onPostgres)('changes nothing on SQLite, which keeps its counts itself', async () => {
    const { database, drop } = await emptyDatabase();
    const db = database.db as unknown as AnyDb;
    try {
      const migrator = migratorOf(db);
      expect((await migrator.migrateTo('0072-action-history-key-action')).error).toBeUndefined();
      const schema = async () =>
        (await sql<{ sql: string }>`select sql from sqlite_master order by name`.execute(db)).rows;
      const before = await schema();
      expect((await migrator.migrateTo('0073-count-stamps')).error).toBeUndefined();
      expect(await schema()).toEqual(before);
    } finally {
      await database.close();
      await drop();
    }
  });
});
