import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerArticleRoutes } from './articles/routes';
import { registerCollectionRoutes } from './collections/routes';
import { loadShopfrontDemo } from './demo/catalog';
import { registerDemoImages } from './demo/images';
import { findProductIdsBySku, findProducts } from './products/repository';
import { registerProductRoutes } from './products/routes';
import { registerTaxonomyRoutes } from './taxonomy/routes';

/**
 * The shop front (docs/DESIGN.md §8), in parts: products/ (with smart collections'
 * membership, which follows every product write), collections/, articles/ and taxonomy/
 * (vendors, tags, categories), each with its routes, schemas, service and repository; shared/
 * holds what they all use (access, names, common inputs, the smart rules, the collections'
 * entries, the titled tables). The parts import one way — collections/ and taxonomy/ build on
 * products/, all on shared/ — never each other both ways. This file is what other modules use.
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
  countAll as countProducts,
  findStoredTitles,
  productPage,
  rebuildSearch,
  stockChanged,
  writeProductsWith,
} from './products/service';
/** Whether a stored product already is what an import's row describes. */
export { PRODUCT_TEXT_FIELDS, productUnchanged } from './products/unchanged';

/** The shop front's routes and the demo catalog's pictures. */
export function registerShopfront(app: FastifyInstance, ctx: AppContext) {
  registerProductRoutes(app, ctx);
  registerTaxonomyRoutes(app, ctx);
  registerCollectionRoutes(app, ctx);
  registerArticleRoutes(app, ctx);
  registerDemoImages(app);
}

/** The demo catalog (docs/DESIGN.md §11). */
export { loadShopfrontDemo };
