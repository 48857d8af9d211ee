import type { Expression, SqlBool } from 'kysely';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db';
import type { Viewer } from '../shared/access';
import * as collections from '../shared/entry-repository';
import { publishedOnly } from '../shared/queries';
import { listTitledByTitles } from '../shared/titled-repository';
import { requireProduct } from './checks';
import { productDeleted, productsChanged } from './membership';
import { parseProductOrder, productFilters, productSortKeys, type ProductOrder } from './queries';
import * as repo from './repository';
import { clearIndex, searchMatches } from './search';
import type { ProductListQuery } from './types';
import { deleteProduct } from './write-repository';

/**
 * Products (docs/DESIGN.md §8). The writes live in create.ts, update.ts and batch.ts (an
 * import's), their checks in parts.ts and checks.ts; what follows them (search, smart
 * collections) in membership.ts.
 */

export { create } from './create';
export { update } from './update';
export { writeProductsWith } from './batch';

const DEFAULT_ORDER: ProductOrder = { field: 'id', descending: false };

async function conditions(
  ctx: AppContext,
  query: ProductListQuery,
  viewer: Viewer,
  entries: boolean,
) {
  // In a collection's entry list the collection itself is the join, not a filter.
  const filters = entries ? { ...query, collection: undefined } : query;
  const where: Expression<SqlBool>[] = productFilters.conditions(filters, {
    timeZone: await ctx.timeZone(),
  });
  const q = query.q?.trim();
  if (q) where.push(searchMatches(ctx.database.db, q, 'product.id'));
  if (!viewer.seesUnpublished) where.push(publishedOnly('product'));
  return where;
}

/** The plain product list (no `collection`): count and page loaders for `paginate`. */
export async function productPage(ctx: AppContext, query: ProductListQuery, viewer: Viewer) {
  const { db } = ctx.database;
  const where = await conditions(ctx, query, viewer, false);
  const order = query.order_by ? parseProductOrder(query.order_by) : DEFAULT_ORDER;
  return {
    count: () => repo.countProducts(db, where),
    load: async (limit: number, offset: number) =>
      repo.findProducts(db, await repo.listProductIds(db, where, order, limit, offset)),
  };
}

/**
 * `collection=ID`: that collection's entries, by position (or the collection's own
 * `order_by`, or the query's). A collection the caller may not see has no entries.
 */
export async function entryPage(
  ctx: AppContext,
  collectionId: number,
  query: ProductListQuery,
  viewer: Viewer,
) {
  const { db } = ctx.database;
  const collection = await collections.findEntryListing(db, collectionId);
  const visible = collection && (viewer.seesUnpublished || collection.published === 1);
  const where = await conditions(ctx, query, viewer, true);
  const stored = collection?.order_by ?? 'position';
  const order = query.order_by
    ? parseProductOrder(query.order_by)
    : stored === 'position'
      ? null
      : parseProductOrder(stored);
  const sorted = order && { key: productSortKeys[order.field], descending: order.descending };
  return {
    count: async () => (visible ? collections.countEntries(db, collectionId, where) : 0),
    load: async (limit: number, offset: number) => {
      const entries = await collections.listEntries(db, collectionId, where, sorted, limit, offset);
      const details = new Map(
        (
          await repo.findProducts(
            db,
            entries.map((entry) => entry.product_id),
          )
        ).map((detail) => [detail.row.id, detail]),
      );
      return entries.map((entry) => ({ entry, detail: details.get(entry.product_id)! }));
    },
  };
}

/** One product; 404 when there is none or the viewer may not see it. */
export const get = (ctx: AppContext, id: number, viewer: Viewer) =>
  requireProduct(ctx.database.db, id, viewer);

/** All products, published or not. */
export const countAll = (ctx: AppContext) => repo.countProducts(ctx.database.db, []);

async function remove(ctx: AppContext, id: number) {
  await ctx.database.transaction(async (trx) => {
    await requireProduct(trx, id);
    await productDeleted(trx, id);
    await deleteProduct(trx, id);
  });
}
export { remove as delete };

/** Which of these vendor and tag titles are stored (an import's batch names them). */
export async function findStoredTitles(handle: Db, vendors: string[], tags: string[]) {
  return {
    vendors: new Set((await listTitledByTitles(handle, 'vendor', vendors)).map((r) => r.title)),
    tags: new Set((await listTitledByTitles(handle, 'product_tag', tags)).map((r) => r.title)),
  };
}

/**
 * After another area changed products' stock in its own transaction (orders take and give
 * back inventory): smart collections follow, with the caller's handle. The search entry names
 * no stock: only smart collections (their rules may) follow it.
 */
export const stockChanged = (ctx: AppContext, handle: Db, productIds: number[]) =>
  productsChanged(handle, [...new Set(productIds)], ctx.clock.now(), { search: false });

/** Rebuilds the search index from the products (after bulk imports, a copied shop). */
export async function rebuildSearch(ctx: AppContext) {
  await ctx.database.transaction(async (trx) => {
    await clearIndex(trx);
    await productsChanged(trx, await repo.listAllProductIds(trx), ctx.clock.now());
  });
}
