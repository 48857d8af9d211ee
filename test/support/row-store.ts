import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';

/**
 * Rows written straight into a shop's database, on either backend, for the benchmark and the
 * load tests (see bulk-pick-ups.ts): copies of rows the app made, in seconds instead of the
 * minutes the API takes for 100,000. Values are written as given, ids included.
 */
export type Row = Record<string, unknown>;

export interface RowStore {
  /** The first row of `table` matching the SQL condition `where`. */
  template(table: string, where: string): Promise<Row>;
  /** One number from a query (e.g. `select max(id) …`); 0 for null. */
  scalar(query: string): Promise<number>;
  maxId(table: string): Promise<number>;
  hasTable(table: string): Promise<boolean>;
  /** Inserts the rows (every column of the table; missing ones null) in one transaction. */
  insertAll(table: string, rows: Row[]): Promise<void>;
  exec(statement: string): Promise<void>;
  close(): Promise<void>;
}

/** A SQLite shop file, or an open handle (the server may be running: SQLite serialises the writers). */
export function sqliteRows(file: string | SqliteDatabase.Database): RowStore {
  // A handle is borrowed (a test server's in-memory database): it stays open.
  const borrowed = typeof file !== 'string';
  const sqlite = borrowed ? file : new SqliteDatabase(file);
  sqlite.pragma('busy_timeout = 5000');
  const scalar = async (query: string) =>
    Number((sqlite.prepare(query).raw().get() as unknown[])[0] ?? 0);
  return {
    template: async (table, where) =>
      sqlite.prepare(`select * from "${table}" where ${where}`).get() as Row,
    scalar,
    maxId: (table) => scalar(`select max(id) from "${table}"`),
    hasTable: async (table) =>
      sqlite.prepare(`select 1 from sqlite_master where type = 'table' and name = ?`).get(table) !==
      undefined,
    async insertAll(table, rows) {
      const columns = (sqlite.pragma(`table_info(${table})`) as { name: string }[]).map(
        (c) => c.name,
      );
      const statement = sqlite.prepare(
        `insert into "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) values (${columns
          .map((c) => `@${c}`)
          .join(', ')})`,
      );
      sqlite.transaction(() => {
        for (const row of rows)
          statement.run(Object.fromEntries(columns.map((c) => [c, row[c] ?? null])));
      })();
    },
    exec: async (statement) => void sqlite.exec(statement),
    close: async () => {
      if (borrowed) return;
      sqlite.pragma('wal_checkpoint(TRUNCATE)');
      sqlite.close();
    },
  };
}

/** Rows per INSERT on PostgreSQL (its limit is 65,535 parameters per statement). */
const PG_BATCH = 1000;

/** A PostgreSQL shop database; the tables' id sequences are moved past the written ids. */
export async function postgresRows(url: string): Promise<RowStore> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const scalar = async (query: string) =>
    Number(Object.values((await client.query(query)).rows[0] ?? {})[0] ?? 0);
  const written = new Set<string>();
  return {
    template: async (table, where) =>
      (await client.query(`select * from "${table}" where ${where} limit 1`)).rows[0] as Row,
    scalar,
    maxId: (table) => scalar(`select max(id) from "${table}"`),
    hasTable: async (table) =>
      (await scalar(
        `select count(*) from pg_tables where schemaname = 'public' and tablename = '${table}'`,
      )) > 0,
    async insertAll(table, rows) {
      const columns = (
        await client.query<{ name: string }>(
          `select column_name as name from information_schema.columns
            where table_schema = 'public' and table_name = $1 order by ordinal_position`,
          [table],
        )
      ).rows.map((c) => c.name);
      await client.query('begin');
      try {
        for (let i = 0; i < rows.length; i += PG_BATCH) {
          const batch = rows.slice(i, i + PG_BATCH);
          const values: unknown[] = [];
          const tuples = batch.map(
            (row) => `(${columns.map((c) => `$${values.push(row[c] ?? null)}`).join(', ')})`,
          );
          await client.query(
            `insert into "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) values ${tuples.join(', ')}`,
            values,
          );
        }
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw error;
      }
      if (columns.includes('id')) written.add(table);
    },
    exec: async (statement) => void (await client.query(statement)),
    async close() {
      for (const table of written)
        await client.query(
          `select setval(pg_get_serial_sequence('"${table}"', 'id'), (select max(id) from "${table}"))`,
        );
      await client.end();
    },
  };
}
