import { lockRows, type Db } from '../../db';
import type { CollectionRepository, SmartCollection } from './collections/repository';
import type { CatalogRepository } from './repository';
import { matchesRules } from './rules';
import { productSearch } from './search';

const CHUNK = 500;

const chunks = <T>(list: T[]) =>
  Array.from({ length: Math.ceil(list.length / CHUNK) }, (_, i) =>
    list.slice(i * CHUNK, (i + 1) * CHUNK),
  );

export type Membership = ReturnType<typeof createMembership>;

/**
 * What follows a product write in the same transaction: the product's search entry and its
 * entries in smart collections (new members go last, leavers close their gap). A rule change
 * recomputes a whole smart collection.
 */
export function createMembership(deps: {
  catalog: CatalogRepository;
  collections: CollectionRepository;
}) {
  const { catalog, collections } = deps;

  async function applyMembers(
    db: Db,
    collection: SmartCollection,
    facts: Awaited<ReturnType<CatalogRepository['productFacts']>>,
    current: Set<number>,
    now: number,
  ) {
    const joining: number[] = [];
    const leaving: number[] = [];
    for (const product of facts) {
      const belongs = matchesRules(product, collection.rules, collection.disjunctive);
      if (belongs && !current.has(product.id)) joining.push(product.id);
      if (!belongs && current.has(product.id)) leaving.push(product.id);
    }
    // The positions of a collection are renumbered from its last one: one writer at a time.
    if (joining.length > 0 || leaving.length > 0) await lockRows(db, 'collection', [collection.id]);
    await collections.removeEntries(db, collection.id, leaving);
    await collections.appendEntries(db, collection.id, joining, now);
  }

  return {
    /**
     * After products were created or changed (not deleted). Products joining a smart collection
     * join in the order given (an import's rows, in the file's order).
     */
    async productsChanged(
      db: Db,
      productIds: number[],
      now: number,
      options: { search?: boolean } = {},
    ) {
      if (productIds.length === 0) return;
      const search = options.search ?? true;
      const smart = await collections.smartCollections(db);
      if (!search && smart.length === 0) return;
      // Two orders of one product rewrite its search entry and memberships: the product's row
      // is locked first, in id order (docs/RELIABILITY.md).
      const parts = chunks([...new Set(productIds)].sort((a, b) => a - b));
      const facts: Awaited<ReturnType<CatalogRepository['productFacts']>> = [];
      for (const ids of parts) {
        await lockRows(db, 'product', ids);
        if (search) await productSearch.indexAll(db, await catalog.searchDocuments(db, ids));
        if (smart.length > 0) facts.push(...(await catalog.productFacts(db, ids)));
      }
      if (smart.length === 0) return;
      const rank = new Map(productIds.map((id, index) => [id, index]));
      facts.sort((a, b) => rank.get(a.id)! - rank.get(b.id)!);
      for (const collection of smart) {
        const current = new Set<number>();
        for (const ids of parts)
          for (const id of await collections.entryProductIds(db, collection.id, ids))
            current.add(id);
        await applyMembers(db, collection, facts, current, now);
      }
    },

    /** After a product is deleted: its search entry goes, and the gaps it leaves close. */
    async productDeleted(db: Db, productId: number) {
      await productSearch.remove(db, productId);
      for (const collectionId of await collections.collectionIdsOfProduct(db, productId))
        await collections.removeEntry(db, collectionId, productId);
    },

    /** After a smart collection's rules changed: every product is matched again. */
    async collectionChanged(db: Db, collection: SmartCollection, now: number) {
      const facts = await catalog.productFacts(db, null);
      const current = await collections.entryProductIds(db, collection.id);
      await applyMembers(db, collection, facts, current, now);
    },
  };
}
