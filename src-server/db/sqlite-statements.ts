import type SqliteDatabase from 'better-sqlite3';
import { statementCounts } from './statement-count';

/** Prepared statements kept for reuse, by SQL text (the oldest go first). */
const STATEMENT_CACHE = 500;
/** Counts kept while the data does not change. */
const COUNT_CACHE = 500;
const COUNT_QUERY = /^select count\(\*\)/i;

/**
 * The statements Kysely runs on SQLite, with two savings measured on the benchmark:
 *
 * - Kysely's SQLite driver prepares every query it runs; preparing cost more than running the
 *   hot path's lookups. This hands it the statement prepared before for the same SQL text.
 *   (Kysely streams through `iterate`, which would make a shared statement busy; the app does
 *   not stream.)
 * - Every list page counts its rows (`select count(*) …`), which is most of a page's time on a
 *   large table (100,000 pick-up codes; a search matching 5,000 of 50,000 products). A count
 *   read outside a transaction is kept, by SQL text and parameters, until the data changes:
 *   `total_changes()` (any write of this connection) or `data_version` (a commit of another
 *   connection, e.g. the CLI) moves. Counts inside a transaction are never kept, so a count of
 *   uncommitted rows cannot outlive a rollback. (PostgreSQL has no such cheap change counter
 *   across processes: there every count is read.)
 */
export function reusingStatements(sqlite: SqliteDatabase.Database) {
  const statements = new Map<string, SqliteDatabase.Statement>();
  const dataVersion = sqlite.prepare(
    'select total_changes() as changes, data_version as version from pragma_data_version',
  );
  const counts = new Map<string, unknown[]>();
  let countsAt = '';

  function cachedCount(text: string, statement: SqliteDatabase.Statement) {
    return {
      reader: true,
      all(parameters: readonly unknown[]) {
        if (sqlite.inTransaction) return statement.all(...parameters);
        const { changes, version } = dataVersion.get() as { changes: number; version: number };
        const now = `${changes}:${version}`;
        if (now !== countsAt) {
          counts.clear();
          countsAt = now;
        }
        const key = `${text}\u0000${JSON.stringify(parameters)}`;
        let rows = counts.get(key);
        if (!rows) {
          rows = statement.all(...parameters);
          if (counts.size < COUNT_CACHE) counts.set(key, rows);
        }
        return rows.map((row) => ({ ...(row as object) }));
      },
      run: (parameters: readonly unknown[]) => statement.run(...parameters),
      iterate: (parameters: readonly unknown[]) => statement.iterate(...parameters),
    };
  }

  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      statementCounts.sqlite++;
      let statement = statements.get(text);
      if (statement) {
        // Most recently used last.
        statements.delete(text);
      } else {
        statement = sqlite.prepare(text);
        if (statements.size >= STATEMENT_CACHE) statements.delete(statements.keys().next().value!);
      }
      statements.set(text, statement);
      return COUNT_QUERY.test(text) && statement.reader ? cachedCount(text, statement) : statement;
    },
  };
}
