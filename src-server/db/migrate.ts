import type { Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import { migrations } from './migrations';
import { isPostgres, postgresColumnTypes } from './migrations/dialect';

/**
 * Brings the schema to the latest migration; answers the names of those it ran. Several
 * processes may start at once: Kysely's migrator takes a lock (on PostgreSQL an advisory one).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on any schema
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({
    db: isPostgres(db) ? db.withPlugin(postgresColumnTypes) : db,
    provider: { getMigrations: async (): Promise<Record<string, Migration>> => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? [])
    .filter((result) => result.status === 'Success')
    .map((result) => result.migrationName);
}
