import type { Db } from '../../../db';
import { ApiError, conflict } from '../../../http/errors';
import { msg } from '../../../lib/i18n';
import * as names from './name-repository';
import type { NamedTable } from './name-repository';

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

type Wanted = { name?: string; title: string; id?: number };

/**
 * The `name` of a new or changed product, article or collection: a given name must be free
 * (409 `duplicate`); without one, the slug of the title, numbered (`-2`, `-3`…) when taken.
 */
export async function chooseName(db: Db, table: NamedTable, wanted: Wanted): Promise<string> {
  const [name] = await chooseNames(db, table, [wanted]);
  if (name instanceof ApiError) throw name;
  return name!;
}

/**
 * `chooseName` for several records written one after the other (an import's batch), with two
 * queries for all: each sees the names the ones before it took, as if each had been written
 * before the next was named. A refused one (409) is its error, in its place, and takes no name.
 */
export async function chooseNames(
  db: Db,
  table: NamedTable,
  wanted: Wanted[],
): Promise<(string | ApiError)[]> {
  const given = wanted.flatMap((one) => (one.name === undefined ? [] : [one.name]));
  const bases = wanted.map((one) => slugOf(one.title) || NOUNS[table]);
  const owners = given.length ? await names.findNameOwners(db, table, given) : new Map();
  const stored =
    given.length < wanted.length
      ? await names.namesLike(
          db,
          table,
          bases.filter((_, index) => wanted[index]!.name === undefined),
        )
      : new Set<string>();
  // The names the records before took (owned by a record not stored yet).
  const takenHere = new Set<string>();
  return wanted.map((one, index) => {
    if (one.name !== undefined) {
      const owner = owners.get(one.name);
      if (takenHere.has(one.name) || (owner !== undefined && owner !== one.id))
        return conflict(
          'duplicate',
          msg('catalog.name_taken', { noun: msg(`word.${table}`), name: one.name }),
        );
      takenHere.add(one.name);
      return one.name;
    }
    const base = bases[index]!;
    const taken = (name: string) => takenHere.has(name) || stored.has(name);
    let name = base;
    for (let n = 2; taken(name); n++) name = `${base}-${n}`;
    takenHere.add(name);
    return name;
  });
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
