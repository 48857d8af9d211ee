import { CompiledQuery, sql, type SelectQueryBuilder } from 'kysely';
import { isPostgres } from './migrations/dialect';
import { prepared } from './prepared';
import { countRows } from './query';
import type { Db } from './types';

/**
 * The advisory lock of the count stamp (migration 0073): writers of the stamped tables hold it
 * shared to their commit, a count about to be kept exclusively until its snapshot is taken.
 * Beside db/locks.ts's LOCKS (13_001, 13_002), which it must not share.
 */
export const STAMP_LOCK = 13_003;
/** Counts kept per database handle. */
const KEPT = 500;
/** SQL texts whose plan was looked at (whether every table they read is stamped). */
const JUDGED = 500;

interface Kept {
  stamp: string;
  count: number;
}

interface Cache {
  kept: Map<string, Kept>;
  judged: Map<string, boolean>;
  stamped: Promise<Set<string>> | null;
}

const caches = new WeakMap<object, Cache>();

const stampNow = prepared((db: Db) => ({
  compile: () =>
    sql<{ stamp: string }>`select (case when is_called then last_value else 0 end)::text as stamp
      from shopdesk_count_stamp`.compile(db),
}));
const stampIfQuiet = prepared((db: Db) => ({
  compile: () =>
    sql<{ stamp: string | null }>`select shopdesk_count_stamp_quiet()::text as stamp`.compile(db),
}));

/** The tables whose writes draw a stamp: those with migration 0073's trigger (enabled). */
async function stampedTables(db: Db): Promise<Set<string>> {
  const { rows } = await sql<{ name: string }>`select c.relname as name
      from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where t.tgname = 'shopdesk_count_stamp' and t.tgenabled <> 'D'`.execute(db);
  return new Set(rows.map((row) => row.name));
}

/** Every table (heap) a plan reads, however deep: `Relation Name` of each of its nodes. */
function relationsOf(node: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const item of node) relationsOf(item, into);
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) {
      if (key === 'Relation Name' && typeof value === 'string') into.add(value);
      else relationsOf(value, into);
    }
  return into;
}

/** Whether every table the count reads is stamped (judged once per SQL text, from its plan). */
async function keepable(db: Db, cache: Cache, text: string, parameters: readonly unknown[]) {
  const known = cache.judged.get(text);
  if (known !== undefined) return known;
  // A failed read (the database away a moment) is read again next time, not kept.
  cache.stamped ??= stampedTables(db).catch((error: unknown) => {
    cache.stamped = null;
    throw error;
  });
  const stamped = await cache.stamped;
  const { rows } = await db.executeQuery<{ 'QUERY PLAN': unknown }>(
    CompiledQuery.raw(`explain (format json) ${text}`, [...parameters]),
  );
  const relations = relationsOf(rows[0]?.['QUERY PLAN']);
  const ok = relations.size > 0 && [...relations].every((name) => stamped.has(name));
  if (cache.judged.size >= JUDGED) cache.judged.clear();
  cache.judged.set(text, ok);
  return ok;
}

const raw = (text: string, parameters: readonly unknown[]) =>
  CompiledQuery.raw(text, [...parameters]);

/**
 * Reads the count with the stamp lock held (`stamp` is what the quiet function answered) and
 * lets the lock go in the same statement, once its snapshot is taken: the outer one-time filter
 * runs before the count's scan, so writers wait one round trip, not the count.
 */
async function countReleasing(conn: Db, text: string, parameters: readonly unknown[]) {
  const releasing = `select c.n from (${text}) as c where (select pg_advisory_unlock(${STAMP_LOCK}, 0))`;
  try {
    const { rows } = await conn.executeQuery<{ n: unknown }>(raw(releasing, parameters));
    if (rows.length !== 1) throw new Error('the count stamp lock was not held');
    return Number(rows[0]!.n);
  } catch (error) {
    await sql`select pg_advisory_unlock(${sql.lit(STAMP_LOCK)}, 0)`.execute(conn).catch(() => {});
    throw error;
  }
}

/** The count read now, and kept if no writer of its tables was in flight. */
async function readAndKeep(
  db: Db,
  cache: Cache,
  key: string,
  text: string,
  parameters: readonly unknown[],
) {
  return db.connection().execute(async (conn) => {
    const [{ stamp } = { stamp: null }] = await stampIfQuiet(conn);
    if (stamp === null) {
      const { rows } = await conn.executeQuery<{ n: unknown }>(raw(text, parameters));
      return Number(rows[0]!.n);
    }
    const count = await countReleasing(conn, text, parameters);
    if (cache.kept.size >= KEPT) cache.kept.delete(cache.kept.keys().next().value!);
    cache.kept.set(key, { stamp, count });
    return count;
  });
}

/**
 * How many rows a query (without a selection) matches, exactly, as `countRows` — kept on
 * PostgreSQL until a table it reads is written (docs/PERFORMANCE.md, "Reports and lists at
 * 100,000 orders"): a list's exact `count(*)` was nearly all of its page's time there (8–30 ms
 * over 100,000 rows, the page's own query 0.1 ms). A kept count is answered after one statement
 * that reads the stamp. Counts inside a transaction (which may see its own writes) and counts
 * over a table without the stamp are read every time. SQLite keeps its counts below Kysely
 * (db/sqlite-statements.ts), so there this is `countRows`.
 */
export async function countRowsKept<DB, TB extends keyof DB, O>(
  db: Db,
  query: SelectQueryBuilder<DB, TB, O>,
): Promise<number> {
  if (!isPostgres(db) || db.isTransaction) return countRows(query);
  const compiled = query.select((eb) => eb.fn.countAll().as('n')).compile();
  const { sql: text, parameters } = compiled;
  let cache = caches.get(db.getExecutor());
  if (!cache) {
    cache = { kept: new Map(), judged: new Map(), stamped: null };
    caches.set(db.getExecutor(), cache);
  }
  const key = `${text}\u0000${JSON.stringify(parameters)}`;
  const kept = cache.kept.get(key);
  if (kept) {
    const [{ stamp }] = (await stampNow(db)) as [{ stamp: string }];
    if (stamp === kept.stamp) return kept.count;
    cache.kept.delete(key);
  }
  if (!(await keepable(db, cache, text, parameters))) return countRows(query);
  return readAndKeep(db, cache, key, text, parameters);
}
