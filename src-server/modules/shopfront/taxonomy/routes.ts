import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context';
import type { TitledTableName } from '../../../db/tables/shopfront';
import { pageOf, pageQuery, paginate } from '../../../http/paging';
import { idParams } from '../../../http/params';
import { readAccess, writeAccess } from '../shared/access';
import * as repo from '../shared/titled-repository';
import { productTagFilters } from './queries';
import { presentTitled, titledOut } from '../shared/schemas';
import { productTagListQuery, titledBody } from './schemas';
import * as titled from './service';

const tags = ['shopfront'];

/** GET one, POST, PATCH and DELETE of a titled thing (vendor, tag, category) at `base`. */
export function registerTitledRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  base: string,
  table: TitledTableName,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${base}:id/`,
    { config: readAccess, schema: { tags, params: idParams, response: { 200: titledOut } } },
    async (request) => presentTitled(await titled.get(ctx, table, request.params.id)),
  );

  r.post(
    base,
    {
      config: { ...writeAccess, errors: [409] },
      schema: { tags, body: titledBody, response: { 201: titledOut } },
    },
    async (request, reply) =>
      reply.code(201).send(presentTitled(await titled.create(ctx, table, request.body.title))),
  );

  r.patch(
    `${base}:id/`,
    {
      config: { ...writeAccess, errors: [409] },
      schema: { tags, params: idParams, body: titledBody, response: { 200: titledOut } },
    },
    async (request) =>
      presentTitled(await titled.update(ctx, table, request.params.id, request.body.title)),
  );

  r.delete(
    `${base}:id/`,
    { config: writeAccess, schema: { tags, params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await titled.delete(ctx, table, request.params.id);
      return reply.code(204).send(null);
    },
  );
}

/** A paged list of a titled thing (vendors, categories, article tags). */
export function registerTitledPage(
  app: FastifyInstance,
  ctx: AppContext,
  base: string,
  table: TitledTableName,
) {
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
        () => titled.count(ctx, table),
        (limit, offset) => titled.list(ctx, table, [], limit, offset),
        presentTitled,
      ),
  );
}

/** Vendors, product tags and categories. */
export function registerTaxonomyRoutes(app: FastifyInstance, ctx: AppContext) {
  registerTitledPage(app, ctx, '/api/shopfront/vendor/', 'vendor');
  registerTitledRoutes(app, ctx, '/api/shopfront/vendor/', 'vendor');

  // Product tags are listed as a plain array (docs/SPECIFICATION.md), filtered by `title`.
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/shopfront/product_tag/',
    {
      config: readAccess,
      schema: { tags, querystring: productTagListQuery, response: { 200: z.array(titledOut) } },
    },
    async (request) => {
      const where = productTagFilters.conditions(request.query, { timeZone: await ctx.timeZone() });
      return (await repo.listTitled(ctx.database.db, 'product_tag', where)).map(presentTitled);
    },
  );
  registerTitledRoutes(app, ctx, '/api/shopfront/product_tag/', 'product_tag');

  registerTitledPage(app, ctx, '/api/shopfront/category/', 'category');
  registerTitledRoutes(app, ctx, '/api/shopfront/category/', 'category');
}
