import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { onPostgres } from '../../support/database';
import { emptyDatabase, migratorOf, type AnyDb } from '../../support/migrations';

const entry = (rowid: number, title: string) => ({
  rowid,
  title,
  name: '',
  skus: '',
  barcodes: '',
  vendor: '',
  tags: '',
});
// In the gram table's key order (code points: both databases' collation here).
const GRAMS = [
  { gram: '保', product_id: 7 },
  { gram: '保温', product_id: 7 },
  { gram: '壶', product_id: 9 },
  { gram: '水', product_id: 9 },
  { gram: '水壶', product_id: 9 },
  { gram: '温', product_id: 7 },
];

async function gramRows(db: AnyDb) {
  return (await db
    .selectFrom('product_search_gram')
    .select(['gram', 'product_id'])
    .orderBy('gram')
    .orderBy('product_id')
    .execute()) as typeof GRAMS;
}

describe('migration 0072-postgres-gram-arrays', () => {
  it("moves PostgreSQL's gram rows into their entries' arrays and back; SQLite keeps its table", async () => {
    const { database, drop } = await emptyDatabase();
    const db = database.db as unknown as AnyDb;
    try {
      const migrator = migratorOf(db);
      expect((await migrator.migrateTo('0071-action-history-params')).error).toBeUndefined();
      await db
        .insertInto('product_search')
        .values([entry(7, '保温'), entry(9, '水壶')])
        .execute();
      await db.insertInto('product_search_gram').values(GRAMS).execute();

      expect((await migrator.migrateTo('0072-postgres-gram-arrays')).error).toBeUndefined();
      if (!onPostgres) {
        expect(await gramRows(db)).toEqual(GRAMS);
        return;
      }
      const entries = await db
        .selectFrom('product_search')
        .select(['rowid', 'grams'])
        .orderBy('rowid')
        .execute();
      expect(entries).toEqual([
        { rowid: 7, grams: ['保', '保温', '温'] },
        { rowid: 9, grams: ['壶', '水', '水壶'] },
      ]);
      await expect(gramRows(db)).rejects.toThrow(/does not exist/);
      const found = await db
        .selectFrom('product_search')
        .select('rowid')
        .where(sql<boolean>`grams @> array['水壶']`)
        .execute();
      expect(found).toEqual([{ rowid: 9 }]);

      expect((await migrator.migrateTo('0071-action-history-params')).error).toBeUndefined();
      expect(await gramRows(db)).toEqual(GRAMS);
    } finally {
      await database.close();
      await drop();
    }
  });
});
