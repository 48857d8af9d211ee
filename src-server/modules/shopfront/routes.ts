import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageOf, pageQuery, paginate } from '../../http/paging';
import { idParams } from '../../http/params';
import { readAccess, viewerOf, writeAccess } from './access';
import { productExportRows } from './export-rows';
import { productTagFilters } from './queries';
import {
  pickFields,
  presentEntry,
  presentProduct,
  presentTitled,
  productCreate,
  productListOut,
  productListQuery,
  productOut,
  productPatch,
  productTagListQuery,
  titledBody,
  titledOut,
} from './schemas';
import type { CatalogService, ProductListQuery } from './service';
import type { TitledService } from './titled';

const tags = ['shopfront'];

/** GET one, POST, PATCH and DELETE of a titled thing (vendor, tag, category) at `base`. */
export function registerTitledRoutes(app: FastifyInstance, base: string, service: TitledService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${base}:id/`,
    { config: readAccess, schema: { tags, params: idParams, response: { 200: titledOut } } },
    async (request) => presentTitled(await service.get(request.params.id)),
  );

  r.post(
    base,
    {
      config: { ...writeAccess, errors: [409] },
      schema: { tags, body: titledBody, response: { 201: titledOut } },
    },
    async (request, reply) =>
      reply.code(201).send(presentTitled(await service.create(request.body.title))),
  );

  r.patch(
    `${base}:id/`,
    {
      config: { ...writeAccess, errors: [409] },
      schema: { tags, params: idParams, body: titledBody, response: { 200: titledOut } },
    },
    async (request) => presentTitled(await service.update(request.params.id, request.body.title)),
  );

  r.delete(
    `${base}:id/`,
    { config: writeAccess, schema: { tags, params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.delete(request.params.id);
      return reply.code(204).send(null);
    },
  );
}

/** A paged list of a titled thing (vendors, categories). */
function registerTitledPage(app: FastifyInstance, base: string, service: TitledService) {
  app.withTypeProvider<ZodTypeProvider>().get(
    base,
    {
      config: readAccess,
      schema: { tags, querystring: z.object(pageQuery), response: { 200: pageOf(titledOut) } },
    },
    async (request) =>
      paginate(
        request,
        request.query,
        () => service.count(),
        (limit, offset) => service.list([], limit, offset),
        presentTitled,
      ),
  );
}

export function registerCatalogRoutes(
  app: FastifyInstance,
  deps: { catalog: CatalogService; timeZone: () => Promise<string> },
) {
  const { catalog, timeZone } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/shopfront/product/',
    {
      // Its export is one row per variant (export-rows.ts), which the product import reads back.
      config: { ...readAccess, exportRows: productExportRows },
      schema: { tags, querystring: productListQuery, response: { 200: pageOf(productListOut) } },
    },
    async (request) => {
      const zone = await timeZone();
      const viewer = viewerOf(request);
      const query = request.query as ProductListQuery & { fields?: string[] };
      const { fields } = query;
      if (query.collection !== undefined) {
        const page = await catalog.entryPage(query.collection, query, viewer);
        return paginate(request, request.query, page.count, page.load, ({ entry, detail }) => {
          const shown = presentEntry(entry, detail, zone);
          return { ...shown, product: pickFields(shown.product, fields) };
        });
      }
      const page = await catalog.productPage(query, viewer);
      return paginate(request, request.query, page.count, page.load, (detail) =>
        pickFields(presentProduct(detail, zone), fields),
      );
    },
  );

  r.get(
    '/api/shopfront/product/:id/',
    { config: readAccess, schema: { tags, params: idParams, response: { 200: productOut } } },
    async (request) =>
      presentProduct(
        await catalog.getProduct(request.params.id, viewerOf(request)),
        await timeZone(),
      ),
  );

  r.post(
    '/api/shopfront/product/',
    {
      config: { ...writeAccess, errors: [409] },
      schema: { tags, body: productCreate, response: { 201: productOut } },
    },
    async (request, reply) => {
      const detail = await catalog.createProduct(request.body);
      return reply.code(201).send(presentProduct(detail, await timeZone()));
    },
  );

  r.patch(
    '/api/shopfront/product/:id/',
    {
      config: { ...writeAccess, errors: [409] },
      schema: { tags, params: idParams, body: productPatch, response: { 200: productOut } },
    },
    async (request) =>
      presentProduct(
        await catalog.updateProduct(request.params.id, request.body),
        await timeZone(),
      ),
  );

  r.delete(
    '/api/shopfront/product/:id/',
    { config: writeAccess, schema: { tags, params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await catalog.deleteProduct(request.params.id);
      return reply.code(204).send(null);
    },
  );

  registerTitledPage(app, '/api/shopfront/vendor/', catalog.vendors);
  registerTitledRoutes(app, '/api/shopfront/vendor/', catalog.vendors);

  // Product tags are listed as a plain array (docs/SPECIFICATION.md), filtered by `title`.
  r.get(
    '/api/shopfront/product_tag/',
    {
      config: readAccess,
      schema: { tags, querystring: productTagListQuery, response: { 200: z.array(titledOut) } },
    },
    async (request) => {
      const where = productTagFilters.conditions(request.query, { timeZone: await timeZone() });
      return (await catalog.productTags.all(where)).map(presentTitled);
    },
  );
  registerTitledRoutes(app, '/api/shopfront/product_tag/', catalog.productTags);

  registerTitledPage(app, '/api/shopfront/category/', catalog.categories);
  registerTitledRoutes(app, '/api/shopfront/category/', catalog.categories);
}
