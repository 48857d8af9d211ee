import {
  ColumnDefinitionNode,
  DataTypeNode,
  GeneratedNode,
  OperationNodeTransformer,
  PostgresAdapter,
  sql,
  type CreateTableBuilder,
  type Kysely,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

/*
 * The few places where a migration differs by database (docs/DESIGN.md §13). Every migration is
 * written once; this file holds the PostgreSQL counterpart of each SQLite-only feature a
 * migration uses. A new migration is right on both databases when it:
 *
 * - uses the schema builder with the column types `integer` and `text` only (`integer` is
 *   `bigint` on PostgreSQL and an `integer primary key` an identity column, by
 *   `postgresColumnTypes`, which `migrateToLatest` applies to every migration);
 * - stores booleans as 0/1 `integer`, money as integer cents, timestamps as integer ms;
 * - writes raw SQL only where both databases accept it (CHECKs, partial and expression
 *   indexes), and reaches SQLite-only features through the functions here (`appendOnly`,
 *   `withoutRowid`, `createProductSearch`) or, for a new one, a new function here with its
 *   PostgreSQL counterpart (`isPostgres`);
 * - never writes ids of its own into a table numbered by the database (PostgreSQL's sequence
 *   would not move; the app moves it with `movePastWrittenIds` where it must).
 */

type AnyDb = Kysely<any>;

export const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Column types on PostgreSQL, applied to every migration by `migrateToLatest`: SQLite's
 * `integer` holds 64 bits (ids, cents, millisecond timestamps beyond 2^31), so it is `bigint`
 * there; an `integer primary key` (SQLite's rowid, numbered by the database) is an identity
 * column, unless it references another table (then its value is always given).
 */
class PostgresColumnTypes extends OperationNodeTransformer {
  protected override transformColumnDefinition(node: ColumnDefinitionNode): ColumnDefinitionNode {
    const column = super.transformColumnDefinition(node);
    if (!DataTypeNode.is(column.dataType) || column.dataType.dataType !== 'integer') return column;
    const numbered = column.primaryKey && !column.references;
    return ColumnDefinitionNode.cloneWith(
      { ...column, dataType: DataTypeNode.create('bigint') },
      numbered ? { generated: GeneratedNode.create({ byDefault: true, identity: true }) } : {},
    );
  }
}

export const postgresColumnTypes: KyselyPlugin = {
  transformQuery: ({ node }: PluginTransformQueryArgs): RootOperationNode =>
    new PostgresColumnTypes().transformNode(node),
  transformResult: async ({
    result,
  }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> => result,
};

/** SQLite's `without rowid` (a table that is its primary key's index); PostgreSQL has none. */
export function withoutRowid<B extends CreateTableBuilder<any, any>>(db: AnyDb, builder: B): B {
  return isPostgres(db) ? builder : (builder.modifyEnd(sql`without rowid`) as B);
}

/** The database refuses any UPDATE and DELETE of the table (an append-only history). */
export async function appendOnly(db: AnyDb, table: string): Promise<void> {
  if (isPostgres(db)) {
    await sql`create or replace function shopdesk_append_only() returns trigger language plpgsql
      as $$ begin raise exception '% is append-only', tg_table_name; end $$`.execute(db);
    for (const [name, action] of [
      ['no_update', 'update'],
      ['no_delete', 'delete'],
    ] as const)
      await sql`create trigger ${sql.raw(`${table}_${name}`)} before ${sql.raw(action)}
        on ${sql.table(table)} for each row execute function shopdesk_append_only()`.execute(db);
    return;
  }
  await sql`create trigger ${sql.raw(`${table}_no_update`)} before update on ${sql.table(table)}
    begin select raise(abort, ${sql.lit(`${table} is append-only`)}); end`.execute(db);
  await sql`create trigger ${sql.raw(`${table}_no_delete`)} before delete on ${sql.table(table)}
    begin select raise(abort, ${sql.lit(`${table} is append-only`)}); end`.execute(db);
}

/** The searched fields of a product, as the app keeps them (normalised text, see search.ts). */
export const PRODUCT_SEARCH_FIELDS = ['title', 'name', 'skus', 'barcodes', 'vendor', 'tags'];

/**
 * On PostgreSQL the fields of a product's entry as one text, the fields apart by a character
 * no field contains (search.ts takes it out), so a match never spans two fields.
 */
export const productSearchDocument = sql.raw(`(${PRODUCT_SEARCH_FIELDS.join(' || chr(1) || ')})`);

/**
 * The product search index (docs/DESIGN.md §8). SQLite: an FTS5 table with the trigram tokenizer
 * (rowid = product id). PostgreSQL: a table of the same columns with a pg_trgm GIN index on
 * the fields, which serves `like '%…%'` for three characters or more.
 */
export async function createProductSearch(db: AnyDb): Promise<void> {
  if (isPostgres(db)) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    let table = db.schema
      .createTable('product_search')
      .addColumn('rowid', 'integer', (c) => c.primaryKey());
    for (const field of PRODUCT_SEARCH_FIELDS) table = table.addColumn(field, 'text');
    await table.execute();
    await sql`create index product_search_trigram on product_search
      using gin (${productSearchDocument} gin_trgm_ops)`.execute(db);
    return;
  }
  await sql`create virtual table product_search using fts5(${sql.raw(PRODUCT_SEARCH_FIELDS.join(', '))}, tokenize = 'trigram')`.execute(
    db,
  );
}
