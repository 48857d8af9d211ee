import pg from 'pg';
import { migrateToLatest, openPostgresDatabase } from '../../src-server/db';
import { databaseUrl, TEMPLATE_DATABASE, TEST_DATABASE_PREFIX } from './database';

/** Runs `fn` with a connection to the server's maintenance database. */
async function asAdmin(url: string, fn: (admin: pg.Client) => Promise<void>) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await fn(admin);
  } finally {
    await admin.end();
  }
}

/** Drops this run's databases (see database.ts) and its template. */
async function dropTestDatabases(admin: pg.Client) {
  const { rows } = await admin.query<{ name: string }>(
    'select datname as name from pg_database where starts_with(datname, $1)',
    [TEST_DATABASE_PREFIX],
  );
  for (const { name } of rows) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
}

/**
 * Vitest global setup: on PostgreSQL, the migrated template every test file's database is
 * copied from (a copy takes a second; migrating each one would take several). The teardown
 * drops the databases the test files made.
 */
export default async function setup() {
  const url = process.env.SHOPDESK_TEST_DATABASE_URL;
  if (!url) return;
  // The run's name for its databases, inherited by the test workers (database.ts).
  process.env.SHOPDESK_TEST_RUN = String(process.pid);
  await asAdmin(url, async (admin) => {
    await dropTestDatabases(admin);
    await admin.query(`create database ${TEMPLATE_DATABASE}`);
  });
  const template = openPostgresDatabase(databaseUrl(url, TEMPLATE_DATABASE));
  try {
    await migrateToLatest(template.db);
  } finally {
    await template.close();
  }
  return () => asAdmin(url, dropTestDatabases);
}
