import { sql } from 'kysely';
import { isPostgres } from './migrations/dialect';
import { chunksOf } from './row-batches';
import type { Db } from './types';

/** The tables whose rows have a unique `name` (a slug): products, articles, collections. */
export type NamedTable = 'product' | 'article' | 'collection';

/** Names per lookup: three parameters each, far below both databases' limits. */
export const NAME_CHUNK = 500;

/** The names taken among each base and its numbered forms (`base-…`), for many bases. */
export async function namesLike(db: Db, table: NamedTable, bases: string[]): Promise<Set<string>> {
  const out = new Set<string>();
  if (isPostgres(db)) {
    for (const part of chunksOf([...new Set(bases)], NAME_CHUNK))
      for (const row of await namesLikeOnPostgres(db, table, part)) out.add(row.name);
    return out;
  }
  // `base-…` as a range of byte-ordered names, which an index answers (migration 0060):
  // `-` and `.` are neighbours, so every such name is in [base-, base.).
  for (const part of chunksOf([...new Set(bases)], NAME_CHUNK)) {
    const rows = await db
      .selectFrom(table)
      .select('name')
      .where((eb) =>
        eb.or([
          eb('name', 'in', part),
          ...part.map((base) =>
            eb.and([eb('name', '>=', `${base}-`), eb('name', '<', `${base}.`)]),
          ),
        ]),
      )
      .execute();
    for (const row of rows) out.add(row.name);
  }
  return out;
}

/**
 * PostgreSQL: the bases as one array, each looked up by an index scan of its own (the name, and
 * the byte-ordered range of its numbered forms, migration 0060). The same question as an `or` of
 * 500 ranges took PostgreSQL 33–47 ms to plan and run against 3–6 ms this way
 * (docs/PERFORMANCE.md, "Imports on PostgreSQL").
 */
async function namesLikeOnPostgres(db: Db, table: NamedTable, bases: string[]) {
  const result = await sql<{ name: string }>`select named.name
    from unnest(${bases}::text[]) as b (base)
    cross join lateral (
      select name from ${sql.table(table)} where name = b.base
      union all
      select name from ${sql.table(table)}
        where name collate "C" >= b.base || '-' and name collate "C" < b.base || '.'
    ) as named`.execute(db);
  return result.rows;
}
