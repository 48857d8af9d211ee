import type { Expression, SqlBool } from 'kysely';
import type { AppDatabase, Db } from '../../db';
import { conflict, notFound } from '../../http/errors';
import type { Clock } from '../../lib/time';
import type { CatalogRepository } from './repository';
import type { TitledRow, TitledTableName } from '../../db/tables/shopfront';

const NOUNS: Record<TitledTableName, string> = {
  vendor: 'vendor',
  product_tag: 'product tag',
  category: 'category',
  article_tag: 'article tag',
};

/**
 * The ids of the titles (in their order, without repeats), creating the missing ones: the
 * `vendor` and `tags` of a product body, the `tags` of an article body.
 */
export async function resolveTitles(
  db: Db,
  repo: CatalogRepository,
  table: TitledTableName,
  titles: string[],
  now: number,
): Promise<number[]> {
  const wanted = [...new Set(titles)];
  const found = new Map(
    (await repo.titledByTitles(db, table, wanted)).map((row) => [row.title, row.id]),
  );
  const missing = wanted.filter((title) => !found.has(title));
  // One INSERT for the missing ones, in their order (so their ids are what one each gave).
  if (missing.length)
    for (const [title, id] of await repo.insertTitles(db, table, missing, now))
      found.set(title, id);
  return wanted.map((title) => found.get(title)!);
}

export type TitledService = ReturnType<typeof createTitledService>;

/**
 * Vendors, product tags, categories and article tags: a unique `title` each (409 `duplicate`).
 * `onProducts` runs, in the same transaction, for the products whose vendor or tag a rename
 * or delete changes (their search entry and smart-collection membership follow).
 */
export function createTitledService(deps: {
  database: AppDatabase;
  clock: Clock;
  repo: CatalogRepository;
  table: TitledTableName;
  productsOf?: (db: Db, id: number) => Promise<number[]>;
  onProducts?: (db: Db, productIds: number[], now: number) => Promise<void>;
}) {
  const { database, clock, repo, table, productsOf, onProducts } = deps;
  const { db } = database;
  const noun = NOUNS[table];

  async function requireRow(handle: Db, id: number): Promise<TitledRow> {
    const row = await repo.findTitled(handle, table, id);
    if (!row) throw notFound(`No ${noun} with this id.`);
    return row;
  }

  const duplicate = (title: string) =>
    conflict('duplicate', `A ${noun} with the title "${title}" already exists.`);

  /** A concurrent writer may take the title between the check and the write: 409 as well. */
  async function guard<T>(title: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (repo.isUniqueViolation(error)) throw duplicate(title);
      throw error;
    }
  }

  async function affected(handle: Db, id: number) {
    return productsOf ? productsOf(handle, id) : [];
  }

  return {
    count: (where: Expression<SqlBool>[] = []) => repo.countTitled(db, table, where),
    list: (where: Expression<SqlBool>[], limit: number, offset: number) =>
      repo.listTitled(db, table, where, { limit, offset }),
    all: (where: Expression<SqlBool>[] = []) => repo.listTitled(db, table, where),
    get: (id: number) => requireRow(db, id),

    create: (title: string) =>
      guard(title, () =>
        database.transaction(async (trx) => {
          if ((await repo.titledByTitles(trx, table, [title])).length) throw duplicate(title);
          const id = await repo.insertTitled(trx, table, title, clock.now());
          return requireRow(trx, id);
        }),
      ),

    update: (id: number, title: string) =>
      guard(title, () =>
        database.transaction(async (trx) => {
          const current = await requireRow(trx, id);
          if (current.title === title) return current;
          if ((await repo.titledByTitles(trx, table, [title])).length) throw duplicate(title);
          const now = clock.now();
          await repo.updateTitled(trx, table, id, title, now);
          await onProducts?.(trx, await affected(trx, id), now);
          return requireRow(trx, id);
        }),
      ),

    delete: (id: number) =>
      database.transaction(async (trx) => {
        await requireRow(trx, id);
        const products = await affected(trx, id);
        await repo.deleteTitled(trx, table, id);
        await onProducts?.(trx, products, clock.now());
      }),
  };
}
