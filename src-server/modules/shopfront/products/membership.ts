import { lockRows, type Db } from '../../../db';
import { chunksOf } from '../../../db/row-batches';
import * as collections from '../shared/entry-repository';
import type { SmartCollection } from '../shared/entry-repository';
import { matchesRules, type ProductFacts } from '../shared/rules';
import * as products from './repository';
import { indexProducts, removeProducts } from './search';

/**
 * What follows a product write in the same transaction: the product's search entry and its
 * entries in smart collections (new members go last, leavers close their gap). A rule change
 * recomputes a whole smart collection.
 */

const CHUNK = 500;

async function applyMembers(
  db: Db,
  collection: SmartCollection,
  facts: ProductFacts[],
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
  await collections.deleteEntries(db, collection.id, leaving);
  await collections.insertEntriesLast(db, collection.id, joining, now);
}

/**
 * After products were created or changed (not deleted). Products joining a smart collection
 * join in the order given (an import's rows, in the file's order). `search: false`: their
 * search entries stay (a change the entry does not show, such as stock).
 */
export async function productsChanged(
  db: Db,
  productIds: number[],
  now: number,
  options: { search?: boolean } = {},
) {
  if (productIds.length === 0) return;
  const search = options.search ?? true;
  const smart = await collections.listSmartCollections(db);
  if (!search && smart.length === 0) return;
  // Two orders of one product rewrite its search entry and memberships: the product's row
  // is locked first, in id order (docs/RELIABILITY.md).
  const parts = chunksOf(
    [...new Set(productIds)].sort((a, b) => a - b),
    CHUNK,
  );
  const facts: ProductFacts[] = [];
  for (const ids of parts) {
    await lockRows(db, 'product', ids);
    if (search) await indexProducts(db, await products.findSearchDocuments(db, ids));
    if (smart.length > 0) facts.push(...(await products.findProductFacts(db, ids)));
  }
  if (smart.length === 0) return;
  const rank = new Map(productIds.map((id, index) => [id, index]));
  facts.sort((a, b) => rank.get(a.id)! - rank.get(b.id)!);
  for (const collection of smart) {
    const current = new Set<number>();
    for (const ids of parts)
      for (const id of await collections.listEntryProductIds(db, collection.id, ids))
        current.add(id);
    await applyMembers(db, collection, facts, current, now);
  }
}

/** After a product is deleted: its search entry goes, and the gaps it leaves close. */
export async function productDeleted(db: Db, productId: number) {
  await removeProducts(db, [productId]);
  for (const collectionId of await collections.listCollectionIdsOfProduct(db, productId))
    await collections.deleteEntry(db, collectionId, productId);
}

/** After a smart collection's rules changed: every product is matched again. */
export async function collectionChanged(db: Db, collection: SmartCollection, now: number) {
  const facts = await products.findProductFacts(db, null);
  const current = await collections.listEntryProductIds(db, collection.id);
  await applyMembers(db, collection, facts, current, now);
}
