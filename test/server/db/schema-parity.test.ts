import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrateToLatest, openSqliteDatabase } from '../../../src-server/db';
import { createPostgresDatabase, onPostgres, POSTGRES_ONLY } from '../../support/database';

/**
 * docs/DESIGN.md §13: the same migrations build the same schema on both databases: the same tables,
 * each with the same columns, types (SQLite's 64-bit `integer` is PostgreSQL's `bigint`) and
 * NOT NULLs.
 */

type Schema = Record<string, string[]>;

/** FTS5 keeps the index of `product_search` in shadow tables of its own. */
const FTS_SHADOW = /^product_search_(data|idx|content|docsize|config)$/;
const TYPES: Record<string, string> = { integer: 'integer', bigint: 'integer', text: 'text' };

async function sqliteSchema(): Promise<Schema> {
  const database = openSqliteDatabase(':memory:');
  try {
    await migrateToLatest(database.db);
    const tables = database.sqlite
      .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'")
      .all() as { name: string }[];
    const schema: Schema = {};
    for (const { name } of tables) {
      if (FTS_SHADOW.test(name)) continue;
      const columns = database.sqlite.pragma(`table_info(${name})`) as {
        name: string;
        type: string;
        notnull: number;
        pk: number;
      }[];
      schema[name] = columns.map(
        (c) =>
          // A rowid alias (`integer primary key`) is never null; FTS5 columns have no type.
          `${c.name} ${TYPES[c.type.toLowerCase()] ?? (c.type || 'text')}${c.notnull || (c.pk && columns.filter((x) => x.pk).length === 1) ? ' not null' : ''}`,
      );
    }
    // The FTS5 table's rowid (the product id) is a column of its own on PostgreSQL.
    schema.product_search = ['rowid integer not null', ...schema.product_search!];
    return schema;
  } finally {
    await database.close();
  }
}

async function postgresSchema(url: string): Promise<Schema> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{
      table_name: string;
      column_name: string;
      data_type: string;
      is_nullable: string;
    }>(`select table_name, column_name, data_type, is_nullable from information_schema.columns
         where table_schema = 'public' order by table_name, ordinal_position`);
    const schema: Schema = {};
    for (const row of rows)
      (schema[row.table_name] ??= []).push(
        `${row.column_name} ${TYPES[row.data_type] ?? row.data_type}${row.is_nullable === 'NO' ? ' not null' : ''}`,
      );
    return schema;
  } finally {
    await client.end();
  }
}

describe.skipIf(!onPostgres)(`the schema on both databases (${POSTGRES_ONLY})`, () => {
  it('has the same tables with the same columns, types and NOT NULLs', async () => {
    const database = await createPostgresDatabase();
    try {
      const [sqlite, postgres] = [await sqliteSchema(), await postgresSchema(database.url)];
      expect(Object.keys(postgres).sort()).toEqual(Object.keys(sqlite).sort());
      // Kysely's own bookkeeping (kysely_migration…) is Kysely's, in each database's types.
      for (const table of Object.keys(sqlite).filter((name) => !name.startsWith('kysely_')))
        expect(postgres[table]!.sort(), table).toEqual(sqlite[table]!.sort());
    } finally {
      await database.drop();
    }
  });
});
