import pg from 'pg';
import { migrateToLatest, openPostgresDatabase } from '../../src-server/core/db';
import { databaseUrl, TEMPLATE_DATABASE } from './database';

/**
 * Vitest global setup: on PostgreSQL, the migrated template every test database is copied
 * from (a copy takes milliseconds; migrating each one would take far longer).
 */
export default async function setup() {
  const url = process.env.SHOPDESK_TEST_DATABASE_URL;
  if (!url) return;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
    await admin.query(`create database ${TEMPLATE_DATABASE}`);
  } finally {
    await admin.end();
  }
  const template = openPostgresDatabase(databaseUrl(url, TEMPLATE_DATABASE));
  try {
    await migrateToLatest(template.db);
  } finally {
    await template.close();
  }
}
