import type { Db } from '../../../db';
import { NAME_CHUNK, type NamedTable } from '../../../db/names-like';
import { chunksOf } from '../../../db/row-batches';

// Names (slugs) of products, articles and collections.

export type { NamedTable } from '../../../db/names-like';
/** The names taken among each base and its numbered forms (its query differs by database). */
export { namesLike } from '../../../db/names-like';

/** The owners of these names, by name (the names nobody has are left out). */
export async function findNameOwners(
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
