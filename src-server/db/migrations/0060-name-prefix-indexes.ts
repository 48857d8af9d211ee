import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect';

const TABLES = ['product', 'article', 'collection'];

/**
 * A new product's name is its title's slug, numbered when taken: the names starting with
 * `slug-` are read as a range of byte-ordered names. SQLite's unique index on `name` orders
 * bytes already; PostgreSQL's follows the database's collation, so the range reads an index of
 * its own in the "C" collation (before, every new product read the whole table: an import of
 * thousands of products slowed down row by row).
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const table of TABLES)
    await sql`create index ${sql.id(`${table}_name_bytes`)} on ${sql.table(table)} (name collate "C")`.execute(
      db,
    );
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const table of TABLES) await sql`drop index ${sql.id(`${table}_name_bytes`)}`.execute(db);
}
