import type { Db } from '../../db';
import { conflict } from '../../http/errors';
import type { CatalogRepository, NamedTable } from './repository';

/** A slug of a title: lower case, letters of any script and digits, runs of others as `-`. */
export function slugOf(title: string): string {
  return title
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_-]+/gu, '-')
    .replace(/-{2,}/g, '-')
    .slice(0, 200)
    .replace(/^-+|-+$/g, '');
}

const NOUNS: Record<NamedTable, string> = {
  product: 'product',
  article: 'article',
  collection: 'collection',
};

/**
 * The `name` of a new or changed product, article or collection: a given name must be free
 * (409 `duplicate`); without one, the slug of the title, numbered (`-2`, `-3`…) when taken.
 */
export async function chooseName(
  db: Db,
  repo: Pick<CatalogRepository, 'nameOwner' | 'namesLike'>,
  table: NamedTable,
  wanted: { name?: string; title: string; id?: number },
): Promise<string> {
  if (wanted.name !== undefined) {
    const owner = await repo.nameOwner(db, table, wanted.name);
    if (owner !== undefined && owner !== wanted.id)
      throw conflict('duplicate', `Another ${NOUNS[table]} has the name "${wanted.name}".`);
    return wanted.name;
  }
  const base = slugOf(wanted.title) || NOUNS[table];
  const taken = await repo.namesLike(db, table, base);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * `published` of a product, article or collection after a write: turning it on stamps
 * `published_at` (and is what `product_published` reports); turning it off clears it.
 */
export function publication(
  current: { published: number; published_at: number | null } | null,
  wanted: boolean | undefined,
  now: number,
) {
  const was = current?.published === 1;
  const is = wanted ?? was;
  return {
    published: is ? 1 : 0,
    published_at: is ? (was ? (current?.published_at ?? now) : now) : null,
    turnedOn: is && !was,
  };
}
