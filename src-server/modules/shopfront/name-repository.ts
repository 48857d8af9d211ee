import { sql } from 'kysely';
import { isPostgres, type Db } from '../../db';
import { chunksOf } from './row-batches';

// Names (slugs) of products, articles and collections.

export type NamedTable = 'product' | 'article' | 'collection';

/** Names per lookup: three parameters each, far below both databases' limits. */
const NAME_CHUNK = 500;

/** The owners of these names, by name (the names nobody has are left out). */
export async function nameOwners(
  db: Db,
  table: NamedTable,
  names: string[],
): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (const part of chunksOf([...new Set(names)], NAME_CHUNK)) {
    const rows = await db
      .selectFrom(table)
      .select(['id', 'name'])
      .where('name', 'in', part)
      .execute();
    for (const row of rows) out.set(row.name, row.id);
  }
  return out;
}

/** The names taken among each base and its numbered forms (`base-…`), for many bases. */
export async function namesLike(db: Db, table: NamedTable, bases: string[]): Promise<Set<string>> {
  const out = new Set<string>();
  // `base-…` as a range of byte-ordered names, which an index answers (migration 0060):
  // `-` and `.` are neighbours, so every such name is in [base-, base.).
  const bytes = isPostgres(db) ? sql<string>`name collate "C"` : sql<string>`name`;
  for (const part of chunksOf([...new Set(bases)], NAME_CHUNK)) {
    const rows = await db
      .selectFrom(table)
      .select('name')
      .where((eb) =>
        eb.or([
          eb('name', 'in', part),
          ...part.map((base) => eb.and([eb(bytes, '>=', `${base}-`), eb(bytes, '<', `${base}.`)])),
        ]),
      )
      .execute();
    for (const row of rows) out.add(row.name);
  }
  return out;
}
