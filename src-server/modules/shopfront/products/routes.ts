import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context';
import { pageOf, paginate } from '../../../http/paging';
import { idParams } from '../../../http/params';
import { readAccess, viewerOf, writeAccess } from '../shared/access';
import { pickFields } from '../shared/schemas';
import { productExportRows } from './export-rows';
import {
  presentEntry,
  presentProduct,
  productCreate,
  productListOut,
  productListQuery,
  productOut,
  productPatch,
} from './schemas';
import * as products from './service';
import type { ProductListQuery } from './types';

const tags = ['shopfront'];

export function registerProductRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/shopfront/product/',
    {
      // Its export is one row per variant (export-rows.ts), which the product import reads back.
      config: { ...readAccess, exportRows: productExportRows },
      schema: { tags, querystring: productListQuery, response: { 200: pageOf(productListOut) } },
    },
    async (request) => {
      const zone = await ctx.timeZone();
      const viewer = viewerOf(request);
      const query = request.query as ProductListQuery & { fields?: string[] };
      const { fields } = query;
      if (query.collection !== undefined) {
        const page = await products.entryPage(ctx, query.collection, query, viewer);
        return paginate(request, request.query, page.count, page.load, ({ entry, detail }) => {
          const shown = presentEntry(entry, detail, zone);
          return { ...shown, product: pickFields(shown.product, fields) };
        });
      }
      const page = await products.productPage(ctx, query, viewer);
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
        await products.get(ctx, request.params.id, viewerOf(request)),
        await ctx.timeZone(),
      ),
  );

  r.post(
    '/api/shopfront/product/',
    {
      config: { ...writeAccess, errors: [409] },
      schema: { tags, body: productCreate, response: { 201: productOut } },
    },
    async (request, reply) => {
      const detail = await products.create(ctx, request.body);
      return reply.code(201).send(presentProduct(detail, await ctx.timeZone()));
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
        await products.update(ctx, request.params.id, request.body),
        await ctx.timeZone(),
      ),
  );

  r.delete(
    '/api/shopfront/product/:id/',
    { config: writeAccess, schema: { tags, params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await products.delete(ctx, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
