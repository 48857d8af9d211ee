import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openPostgresDatabase,
  statementCounts,
  type AppDatabase,
  type Db,
} from '../../../src-server/db';
import { countRowsKept, STAMP_LOCK } from '../../../src-server/db/kept-counts';
import { onPostgres, openTestDatabase, testDatabaseUrl } from '../../support/database';
import { startTcpProxy } from '../../support/tcp-proxy';

/**
 * db/kept-counts.ts: a list's exact count, kept on PostgreSQL until a table it reads is written
 * (migration 0073), by this process or any other. The other process here is a second session
 * (`other`), as a second `serve` on the same database would be.
 */

let database: AppDatabase;
let db: Db;
let other: pg.Client | null = null;

const grams = (handle: Db) => handle.selectFrom('product_search_gram').where('gram', '=', '保温');
const tags = (handle: Db) => handle.selectFrom('product_tag');
let nextProduct = 1;
const gramRow = () => ({ gram: '保温', product_id: nextProduct++ });

/** A session of its own on the test's database. */
async function otherSession() {
  const url = new URL(testDatabaseUrl!);
  const { name } = await db
    .selectNoFrom((eb) => eb.fn<string>('current_database', []).as('name'))
    .executeTakeFirstOrThrow();
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return client;
}

/** Statements this process sent while `fn` ran. */
async function statementsOf(fn: () => Promise<unknown>) {
  const before = statementCounts.postgres;
  await fn();
  return statementCounts.postgres - before;
}

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  if (onPostgres) other = await otherSession();
});

afterAll(async () => {
  await other?.end();
  await database.close();
});

describe('countRowsKept', () => {
  it('counts exactly what countRows counts, before and after writes', async () => {
    expect(await countRowsKept(db, grams(db))).toBe(0);
    await db.insertInto('product_search_gram').values([gramRow(), gramRow()]).execute();
    expect(await countRowsKept(db, grams(db))).toBe(2);
    await db
      .deleteFrom('product_search_gram')
      .where('product_id', '=', nextProduct - 1)
      .execute();
    expect(await countRowsKept(db, grams(db))).toBe(1);
  });

  it('inside a transaction counts its own uncommitted rows, and keeps nothing of them', async () => {
    const before = await countRowsKept(db, grams(db));
    await expect(
      database.transaction(async (trx) => {
        await trx.insertInto('product_search_gram').values(gramRow()).execute();
        expect(await countRowsKept(trx, grams(trx))).toBe(before + 1);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await countRowsKept(db, grams(db))).toBe(before);
  });
});

describe.skipIf(!onPostgres)('countRowsKept on PostgreSQL', () => {
  it('answers a kept count after reading the stamp alone, until another session writes', async () => {
    const before = await countRowsKept(db, grams(db));
    // Kept: one statement (the stamp), not the count.
    expect(await statementsOf(() => countRowsKept(db, grams(db)))).toBe(1);
    await other!.query(`insert into product_search_gram (gram, product_id) values ('保温', $1)`, [
      nextProduct++,
    ]);
    expect(await countRowsKept(db, grams(db))).toBe(before + 1);
    await other!.query(`delete from product_search_gram where product_id = $1`, [nextProduct - 1]);
    expect(await countRowsKept(db, grams(db))).toBe(before);
  });

  it('keeps no count read while a writer is in flight, so its commit is counted', async () => {
    const before = await countRowsKept(db, grams(db));
    await other!.query('begin');
    try {
      // The writer has drawn its stamp and holds the stamp lock shared until it commits.
      await other!.query(`insert into product_search_gram (gram, product_id) values ('保温', $1)`, [
        nextProduct++,
      ]);
      await db.insertInto('product_search_gram').values(gramRow()).execute();
      expect(await countRowsKept(db, grams(db))).toBe(before + 1);
      await other!.query('commit');
    } catch (error) {
      await other!.query('rollback');
      throw error;
    }
    // Kept at the stamp the writer drew before its commit, the count would miss its row.
    expect(await countRowsKept(db, grams(db))).toBe(before + 2);
  });

  it('lets the stamp lock go once the count is read: writers never wait for a count', async () => {
    await db.insertInto('product_search_gram').values(gramRow()).execute();
    await countRowsKept(db, grams(db)); // read and kept (no writer in flight)
    const { rows } = await other!.query(
      `select count(*)::int as n from pg_locks where locktype = 'advisory' and classid = $1
         and database = (select oid from pg_database where datname = current_database())`,
      [STAMP_LOCK],
    );
    expect(rows[0].n).toBe(0);
  });

  it('counts a table without the stamp every time', async () => {
    const now = Date.now();
    expect(await countRowsKept(db, tags(db))).toBe(0);
    await other!.query(
      `insert into product_tag (title, created_at, updated_at) values ('杯', $1, $1)`,
      [now],
    );
    expect(await countRowsKept(db, tags(db))).toBe(1);
    expect(await statementsOf(() => countRowsKept(db, tags(db)))).toBe(1);
  });
  it('reads which tables are stamped again after the database was away at the first count', async () => {
    const { name } = await db
      .selectNoFrom((eb) => eb.fn<string>('current_database', []).as('name'))
      .executeTakeFirstOrThrow();
    const target = new URL(testDatabaseUrl!);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const url = new URL(target);
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    url.pathname = `/${name}`;
    const away = openPostgresDatabase(url.toString(), { poolSize: 2 });
    try {
      await proxy.stop();
      await expect(countRowsKept(away.db, grams(away.db))).rejects.toThrow();
      await proxy.forward();
      const exact = await countRowsKept(db, grams(db));
      let counted: number | undefined;
      for (let i = 0; i < 50 && counted === undefined; i++)
        counted = await countRowsKept(away.db, grams(away.db)).catch(async () => {
          await new Promise((next) => setTimeout(next, 100));
          return undefined;
        });
      expect(counted).toBe(exact);
    } finally {
      await away.close();
      await proxy.close();
    }
  }, 30_000);
});
