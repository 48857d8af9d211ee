import type { Expression, SqlBool } from 'kysely';
import type { Db } from '../../db';
import { parseProductOrder, productFilters, publishedOnly, type ProductOrder } from './queries';
import { writeProductsWith, type ProductWrite } from './product-batch';
import { createProduct } from './product-create';
import { guardName, loadProduct } from './product-save';
import type {
  CatalogDeps,
  ProductCreate,
  ProductListQuery,
  ProductPatch,
  Viewer,
} from './product-types';
import { updateProduct } from './product-update';
import { productSearch } from './search';
import { createTitledService } from './titled';

export type { ProductCreate, ProductListQuery, ProductPatch, Viewer } from './product-types';

const DEFAULT_ORDER: ProductOrder = { field: 'id', descending: false };

async function conditions(
  deps: CatalogDeps,
  query: ProductListQuery,
  viewer: Viewer,
  entries: boolean,
) {
  // In a collection's entry list the collection itself is the join, not a filter.
  const filters = entries ? { ...query, collection: undefined } : query;
  const where: Expression<SqlBool>[] = productFilters.conditions(filters, {
    timeZone: await deps.timeZone(),
  });
  const q = query.q?.trim();
  if (q) where.push(productSearch.matches(deps.database.dialect, q, 'product.id'));
  if (!viewer.seesUnpublished) where.push(publishedOnly('product'));
  return where;
}

/** The plain product list (no `collection`): count and page loaders for `paginate`. */
async function productPage(deps: CatalogDeps, query: ProductListQuery, viewer: Viewer) {
  const { repo } = deps;
  const { db } = deps.database;
  const where = await conditions(deps, query, viewer, false);
  const order = query.order_by ? parseProductOrder(query.order_by) : DEFAULT_ORDER;
  return {
    count: () => repo.countProducts(db, where),
    load: async (limit: number, offset: number) =>
      repo.loadProducts(db, await repo.listProductIds(db, where, order, limit, offset)),
  };
}

/**
 * `collection=ID`: that collection's entries, by position (or the collection's own
 * `order_by`, or the query's). A collection the caller may not see has no entries.
 */
async function entryPage(
  deps: CatalogDeps,
  collectionId: number,
  query: ProductListQuery,
  viewer: Viewer,
) {
  const { repo, collections } = deps;
  const { db } = deps.database;
  const collection = await collections.find(db, collectionId);
  const visible = collection && (viewer.seesUnpublished || collection.published === 1);
  const where = await conditions(deps, query, viewer, true);
  const stored = collection?.order_by ?? 'position';
  const order = query.order_by
    ? parseProductOrder(query.order_by)
    : stored === 'position'
      ? null
      : parseProductOrder(stored);
  return {
    count: async () => (visible ? collections.countEntries(db, collectionId, where) : 0),
    load: async (limit: number, offset: number) => {
      const entries = await collections.listEntries(db, collectionId, where, order, limit, offset);
      const details = new Map(
        (
          await repo.loadProducts(
            db,
            entries.map((entry) => entry.product_id),
          )
        ).map((detail) => [detail.row.id, detail]),
      );
      return entries.map((entry) => ({ entry, detail: details.get(entry.product_id)! }));
    },
  };
}

async function deleteProduct(deps: CatalogDeps, id: number) {
  await deps.database.transaction(async (trx) => {
    await loadProduct(deps, trx, id);
    await deps.membership.productDeleted(trx, id);
    await deps.repo.deleteProduct(trx, id);
  });
}

/** Rebuilds the search index from the products (after bulk imports). */
async function rebuildSearch(deps: CatalogDeps) {
  await deps.database.transaction(async (trx) => {
    await productSearch.clear(trx);
    await deps.membership.productsChanged(
      trx,
      await deps.repo.allProductIds(trx),
      deps.clock.now(),
    );
  });
}

export type CatalogService = ReturnType<typeof createCatalogService>;

/**
 * Products, vendors, product tags and categories. The writes live in product-create.ts and
 * product-update.ts, their checks in product-parts.ts and product-save.ts.
 */
export function createCatalogService(deps: CatalogDeps) {
  const { database, clock, repo, membership } = deps;
  const { db } = database;

  const vendors = createTitledService({
    database,
    clock,
    repo,
    table: 'vendor',
    productsOf: repo.productIdsOfVendor,
    onProducts: membership.productsChanged,
  });
  const productTags = createTitledService({
    database,
    clock,
    repo,
    table: 'product_tag',
    productsOf: repo.productIdsOfTag,
    onProducts: membership.productsChanged,
  });
  const categories = createTitledService({ database, clock, repo, table: 'category' });

  return {
    vendors,
    productTags,
    categories,

    productPage: (query: ProductListQuery, viewer: Viewer) => productPage(deps, query, viewer),
    entryPage: (collectionId: number, query: ProductListQuery, viewer: Viewer) =>
      entryPage(deps, collectionId, query, viewer),

    getProduct: (id: number, viewer: Viewer) => loadProduct(deps, db, id, viewer),
    /** All products, published or not. */
    countProducts: () => repo.countProducts(db, []),

    createProduct: (input: ProductCreate) => createProduct(deps, input),
    updateProduct: (id: number, patch: ProductPatch) => updateProduct(deps, id, patch),

    /**
     * Products created and changed as `createProduct` and `updateProduct` would one after the
     * other, with the caller's transaction, for bulk writers (imports; see product-batch.ts);
     * `zone` is the shop's time zone, read before the transaction.
     */
    writeProductsWith: (trx: Db, writes: ProductWrite[], zone: string) =>
      guardName(deps, () => writeProductsWith(deps, trx, writes, zone)),
    /** Which of these vendor and tag titles are stored (an import's batch names them). */
    storedTitles: async (handle: Db, vendors: string[], tags: string[]) => ({
      vendors: new Set((await repo.titledByTitles(handle, 'vendor', vendors)).map((r) => r.title)),
      tags: new Set((await repo.titledByTitles(handle, 'product_tag', tags)).map((r) => r.title)),
    }),
    /** The products with these ids (unknown ids are left out), published or not. */
    loadProducts: (handle: Db, ids: number[]) => repo.loadProducts(handle, ids),
    /** The ids of the products having a variant with one of these SKUs, by SKU. */
    productIdsBySku: (handle: Db, skus: string[]) => repo.productIdsBySku(handle, skus),

    deleteProduct: (id: number) => deleteProduct(deps, id),

    /**
     * After another area changed products' stock in its own transaction (orders take and give
     * back inventory): smart collections (and search) follow, with the caller's handle.
     */
    // The search entry names no stock: only smart collections (their rules may) follow it.
    stockChanged: (handle: Db, productIds: number[]) =>
      membership.productsChanged(handle, [...new Set(productIds)], clock.now(), {
        search: false,
      }),

    rebuildSearch: () => rebuildSearch(deps),
  };
}
