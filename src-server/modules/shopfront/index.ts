import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerArticleRoutes } from './articles/routes';
import { createArticleRepository } from './articles/repository';
import { createArticleService } from './articles/service';
import { createCollectionRepository } from './collections/repository';
import { registerCollectionRoutes } from './collections/routes';
import { createCollectionService } from './collections/service';
import { registerDemoImages } from './demo-images';
import { createMembership } from './membership';
import { createCatalogRepository } from './repository';
import { registerCatalogRoutes } from './routes';
import { createCatalogService } from './service';

export { loadShopfrontDemo } from './demo';
export type { ProductWrite } from './product-batch';
export type { ProductDetail } from './repository';
export { parseJson, productCreate } from './schemas';
export type { CatalogService, ProductCreate } from './service';

/** The shop front (docs/DESIGN.md §8): catalog, collections, articles, and the demo pictures. */
export function createShopfrontArea(context: AppContext) {
  const { database, clock, timeZone } = context;
  const repo = createCatalogRepository();
  const collectionRepo = createCollectionRepository();
  const membership = createMembership({ catalog: repo, collections: collectionRepo });
  const catalog = createCatalogService({
    database,
    clock,
    timeZone,
    repo,
    collections: collectionRepo,
    membership,
  });
  const collections = createCollectionService({
    database,
    clock,
    timeZone,
    repo: collectionRepo,
    catalog: repo,
    membership,
  });
  const articles = createArticleService({
    database,
    clock,
    timeZone,
    repo: createArticleRepository(),
    catalog: repo,
  });
  const shopfront = { catalog, collections, articles };
  return {
    shopfront,
    register(app: FastifyInstance) {
      registerCatalogRoutes(app, { catalog, timeZone });
      registerCollectionRoutes(app, { collections, timeZone });
      registerArticleRoutes(app, { articles, timeZone });
      registerDemoImages(app);
    },
  };
}

export type ShopfrontServices = ReturnType<typeof createShopfrontArea>['shopfront'];
