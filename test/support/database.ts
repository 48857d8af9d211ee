import { randomBytes } from 'node:crypto';
import pg from 'pg';
import {
  migrateToLatest,
  openPostgresDatabase,
  openSqliteDatabase,
  type AppDatabase,
} from '../../src-server/core/db';

/**
 * The backend the API tests run on: SQLite in memory, or PostgreSQL when
 * SHOPDESK_TEST_DATABASE_URL names a server (a superuser's URL: each test server gets a
 * database of its own, copied from a template migrated once per run by pg-global-setup.ts).
 */
export const testDatabaseUrl = process.env.SHOPDESK_TEST_DATABASE_URL || undefined;
export const onPostgres = testDatabaseUrl !== undefined;

/** For tests of SQLite internals: the reason they do not run on PostgreSQL. */
export const SQLITE_ONLY = 'SQLite internals (the test suite runs on PostgreSQL)';
/** For tests that need PostgreSQL: the reason they are skipped without it. */
export const POSTGRES_ONLY =
  'needs PostgreSQL: set SHOPDESK_TEST_DATABASE_URL (.ci/run and scripts/test-all.sh do)';

export const TEMPLATE_DATABASE = 'shopdesk_test_template';

/** `url` with another database name. */
export function databaseUrl(url: string, name: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

let admin: pg.Pool | null = null;
const adminPool = () => (admin ??= new pg.Pool({ connectionString: testDatabaseUrl, max: 2 }));

/** A fresh empty PostgreSQL database; `migrated`: a copy of the migrated template. */
export async function createPostgresDatabase(migrated = true) {
  const name = `shopdesk_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminPool().query(
    `create database ${name}${migrated ? ` template ${TEMPLATE_DATABASE}` : ''}`,
  );
  return {
    url: databaseUrl(testDatabaseUrl!, name),
    drop: async () => {
      await adminPool().query(`drop database if exists ${name} with (force)`);
    },
  };
}

/** A fresh migrated database of the backend under test; `close` closes and deletes it. */
export async function openTestDatabase(): Promise<AppDatabase> {
  if (!onPostgres) {
    const database = openSqliteDatabase(':memory:');
    await migrateToLatest(database.db);
    return database;
  }
  const created = await createPostgresDatabase();
  const database = openPostgresDatabase(created.url);
  return {
    ...database,
    async close() {
      await database.close();
      await created.drop();
    },
  };
}
