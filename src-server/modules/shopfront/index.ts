import type { FastifyInstance } from 'fastify';
import { bindContext, type AppContext, type Bound } from '../../context';
import type { TitledTableName } from '../../db/tables/shopfront';
import * as articles from './articles/service';
import { registerArticleRoutes } from './articles/routes';
import { registerCollectionRoutes } from './collections/routes';
import * as collections from './collections/service';
import { loadShopfrontDemo as loadCatalogDemo } from './demo/catalog';
import { registerDemoImages } from './demo/images';
import { findProductIdsBySku, findProducts } from './products/repository';
import { registerProductRoutes } from './products/routes';
import * as products from './products/service';
import { registerTaxonomyRoutes } from './taxonomy/routes';
import * as titled from './taxonomy/service';

/**
 * The shop front (docs/DESIGN.md §8), in parts: products/, collections/ (with smart
 * collections' membership, which follows every product write), articles/ and taxonomy/
 * (vendors, tags, categories), each with its routes, schemas, service and repository; shared/
 * holds what they all use (access, names, common inputs). This file is what other modules use.
 */

export type { ProductWrite } from './products/batch';
export type { ProductDetail } from './products/repository';
export { productCreate } from './products/schemas';
export { parseJson } from './shared/schemas';
export type { ProductCreate, ProductPatch } from './products/types';
export type { Viewer } from './shared/access';
// For other modules: the product reads with the caller's handle, the writes an import's batch
// makes in its own transaction, and what follows another module's change of stock.
export { findProductIdsBySku, findProducts };
export {
  findStoredTitles,
  rebuildSearch,
  stockChanged,
  writeProductsWith,
} from './products/service';
/** Whether a stored product already is what an import's row describes. */
export { productUnchanged } from './products/unchanged';

/** The shop front's routes and the demo catalog's pictures. */
export function registerShopfront(app: FastifyInstance, ctx: AppContext) {
  registerProductRoutes(app, ctx);
  registerTaxonomyRoutes(app, ctx);
  registerCollectionRoutes(app, ctx);
  registerArticleRoutes(app, ctx);
  registerDemoImages(app);
}

// TRANSITION (issue 46): the functions with the context given, under their former names, for
// the modules that still take a `CatalogService` and for `app.areas.shopfront`.

/** The CRUD of one titled table with the context given. */
const titledService = (ctx: AppContext, table: TitledTableName) => ({
  count: () => titled.count(ctx, table),
  get: (id: number) => titled.get(ctx, table, id),
  create: (title: string) => titled.create(ctx, table, title),
  update: (id: number, title: string) => titled.update(ctx, table, id, title),
  delete: (id: number) => titled.delete(ctx, table, id),
});
export type TitledService = ReturnType<typeof titledService>;

const catalogFunctions = {
  productPage: products.productPage,
  entryPage: products.entryPage,
  getProduct: products.get,
  countProducts: products.countAll,
  createProduct: products.create,
  updateProduct: products.update,
  deleteProduct: products.delete,
  writeProductsWith: products.writeProductsWith,
  stockChanged: products.stockChanged,
  rebuildSearch: products.rebuildSearch,
};
const catalogReads = {
  storedTitles: products.findStoredTitles,
  loadProducts: findProducts,
  productIdsBySku: findProductIdsBySku,
};
export type CatalogService = Bound<typeof catalogFunctions> &
  typeof catalogReads &
  Record<'vendors' | 'productTags' | 'categories', TitledService>;
export type CollectionService = Bound<typeof collections>;
export type ArticleService = Bound<typeof articles>;

/** TRANSITION (issue 46): see `CatalogService`. */
export function shopfrontServices(ctx: AppContext) {
  const catalog: CatalogService = {
    ...bindContext(ctx, catalogFunctions),
    ...catalogReads,
    vendors: titledService(ctx, 'vendor'),
    productTags: titledService(ctx, 'product_tag'),
    categories: titledService(ctx, 'category'),
  };
  return {
    /** The context of these functions (the demo loader below takes it). */
    ctx,
    catalog,
    collections: bindContext(ctx, collections) as CollectionService,
    articles: bindContext(ctx, articles) as ArticleService,
  };
}
export type ShopfrontServices = ReturnType<typeof shopfrontServices>;

/**
 * The demo catalog (docs/DESIGN.md §11). TRANSITION (issue 46): given the bound services
 * (`app.areas.shopfront`) until the demo loader takes the context.
 */
export const loadShopfrontDemo = (shopfront: Pick<ShopfrontServices, 'ctx'>) =>
  loadCatalogDemo(shopfront.ctx);
