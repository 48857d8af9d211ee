import { CompiledQuery, type Compilable } from 'kysely';
import type { Db } from './types';

/**
 * A query of a hot path, built and compiled by Kysely once: building and compiling a query
 * again for each request cost about as much as running it. `build` receives stand-ins for
 * its arguments (so it must not branch on their values: make one query per branch); each run
 * puts the real values where the stand-ins went. The SQL stays in the repository that owns it.
 * The SQL is compiled once per dialect (one process normally has one database; tests have both).
 */
/**
 * The SQL texts of every `prepared()` query, each with a statement name: on PostgreSQL they
 * are prepared on the server once per connection (parsed and, after a few runs, planned once),
 * like SQLite's statement cache. Their number is fixed by the code, so the cache is bounded.
 */
export const preparedStatementNames = new Map<string, string>();

export function prepared<Args extends unknown[], Row>(
  build: (db: Db, ...args: Args) => Compilable<Row>,
) {
  const compiled = new Map<
    unknown,
    { sql: string; parameters: readonly unknown[]; slots: number[] }
  >();
  function compile(handle: Db, args: Args) {
    const standIns = args.map((_, index) => ({ standIn: index }));
    const query = build(handle, ...(standIns as Args)).compile();
    const slots = query.parameters.map((parameter) => standIns.indexOf(parameter as never));
    for (let index = 0; index < args.length; index++)
      if (!slots.includes(index)) throw new Error(`prepared(): argument ${index} is not used`);
    return { sql: query.sql, parameters: query.parameters, slots };
  }
  return async (handle: Db, ...args: Args): Promise<Row[]> => {
    const dialect = handle.getExecutor().adapter.constructor;
    let query = compiled.get(dialect);
    if (!query) {
      query = compile(handle, args);
      compiled.set(dialect, query);
      if (!preparedStatementNames.has(query.sql))
        preparedStatementNames.set(query.sql, `shopdesk_${preparedStatementNames.size + 1}`);
    }
    const { sql, parameters, slots } = query;
    const values = parameters.map((value, i) => (slots[i]! >= 0 ? args[slots[i]!] : value));
    return (await handle.executeQuery<Row>(CompiledQuery.raw(sql, values))).rows;
  };
}
