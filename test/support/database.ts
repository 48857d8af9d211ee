import { randomBytes } from 'node:crypto';
import pg from 'pg';
import {
  migrateToLatest,
  openPostgresDatabase,
  openSqliteDatabase,
  type AppDatabase,
} from '../../src-server/db';

/**
 * The backend the API tests run on: SQLite in memory, or PostgreSQL when
 * SHOPDESK_TEST_DATABASE_URL names a server (a superuser's URL: each test file gets databases
 * of its own, copied from a template migrated once per run by pg-global-setup.ts, and emptied
 * between its test servers).
 */
export const testDatabaseUrl = process.env.SHOPDESK_TEST_DATABASE_URL || undefined;
export const onPostgres = testDatabaseUrl !== undefined;

/** For tests that need PostgreSQL: the reason they are skipped without it. */
export const POSTGRES_ONLY = 'needs PostgreSQL: set SHOPDESK_TEST_DATABASE_URL, as .ci/run does';

/**
 * The names of one test run's databases (pg-global-setup.ts sets the run in the environment
 * the test workers inherit): runs at the same time on one server leave each other's alone.
 */
const RUN = process.env.SHOPDESK_TEST_RUN ?? String(process.pid);
export const TEMPLATE_DATABASE = `shopdesk_test_template_${RUN}`;
export const TEST_DATABASE_PREFIX = `shopdesk_t_${RUN}_`;

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
  const name = `${TEST_DATABASE_PREFIX}${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminPool().query(
    `create database ${name}${migrated ? ` template ${TEMPLATE_DATABASE} strategy file_copy` : ''}`,
  );
  return {
    url: databaseUrl(testDatabaseUrl!, name),
    drop: async () => {
      await adminPool().query(`drop database if exists ${name} with (force)`);
    },
  };
}

/** Tables the migrations fill, and the tests never write: kept as they are by a reset. */
const KEPT = new Set(['place', 'kysely_migration', 'kysely_migration_lock']);

/**
 * Empties a test database back to the migrated state, far faster than copying the template
 * again (~30 ms instead of ~1 s): every table is emptied (with triggers and foreign keys off
 * for this session, as in a restore), the rows the migrations wrote are put back, and every
 * identity starts again at 1.
 */
async function resetter(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = (
      await client.query<{ name: string }>(
        "select tablename as name from pg_tables where schemaname = 'public'",
      )
    ).rows
      .map((row) => row.name)
      .filter((name) => !KEPT.has(name));
    const seeded: { table: string; rows: Record<string, unknown>[] }[] = [];
    for (const table of tables) {
      const { rows } = await client.query(`select * from "${table}"`);
      if (rows.length) seeded.push({ table, rows });
    }
    const statements = ['set session_replication_role = replica'];
    for (const table of tables) statements.push(`delete from "${table}"`);
    for (const { table, rows } of seeded)
      for (const row of rows)
        statements.push(
          `insert into "${table}" (${Object.keys(row)
            .map((column) => `"${column}"`)
            .join(', ')}) values (${Object.values(row)
            .map((value) => (value === null ? 'null' : `'${String(value).replaceAll("'", "''")}'`))
            .join(', ')})`,
        );
    statements.push(
      "select setval(c.oid, 1, false) from pg_class c where c.relkind = 'S'",
      // Tables without an `id` (the counters) have no identity to move.
      ...seeded
        .filter(({ rows }) => 'id' in rows[0]!)
        .map(
          ({ table }) =>
            `select setval(pg_get_serial_sequence('"${table}"', 'id'), (select max(id) from "${table}"))`,
        ),
      'set session_replication_role = origin',
    );
    const script = statements.join(';\n');
    return () => client.query(script).then(() => undefined);
  } catch (error) {
    await client.end();
    throw error;
  }
}

interface Spare {
  url: string;
  reset: () => Promise<void>;
}
/** This test file's databases not in use (module state: each test file has its own). */
const spares: Spare[] = [];

/** A fresh migrated database of the backend under test; `close` closes and deletes it. */
export async function openTestDatabase(): Promise<AppDatabase> {
  if (!onPostgres) {
    const database = openSqliteDatabase(':memory:');
    await migrateToLatest(database.db);
    return database;
  }
  let spare = spares.pop();
  if (!spare) {
    const { url } = await createPostgresDatabase();
    spare = { url, reset: await resetter(url) };
  }
  const taken = spare;
  const database = openPostgresDatabase(taken.url);
  return {
    ...database,
    async close() {
      await database.close();
      await taken.reset();
      spares.push(taken);
    },
  };
}
