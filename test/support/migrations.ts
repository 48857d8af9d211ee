import type { Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { openPostgresDatabase, openSqliteDatabase, type AppDatabase } from '../../src-server/db';
import { migrations } from '../../src-server/db/migrations';
import { isPostgres, postgresColumnTypes } from '../../src-server/db/migrations/dialect';
import { createPostgresDatabase, onPostgres } from './database';

// Tests of one migration: an empty database of the backend under test, migrated by hand to
// the migration before, filled as the old schema allows, then moved one step.

/** An empty database of the backend under test, not migrated. */
export async function emptyDatabase(): Promise<{
  database: AppDatabase;
  drop: () => Promise<void>;
}> {
  if (!onPostgres) return { database: openSqliteDatabase(':memory:'), drop: async () => {} };
  const created = await createPostgresDatabase(false);
  return { database: openPostgresDatabase(created.url), drop: created.drop };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on any schema
export type AnyDb = Kysely<any>;

/** The app's migrations over `db`, with PostgreSQL's column types as the app migrates them. */
export const migratorOf = (db: AnyDb) =>
  new Migrator({
    db: isPostgres(db) ? db.withPlugin(postgresColumnTypes) : db,
    provider: { getMigrations: async () => migrations },
  });
