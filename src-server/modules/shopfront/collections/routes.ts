import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageOf, paginate } from '../../../http/paging';
import { idParams } from '../../../http/params';
import type { AppContext } from '../../../context';
import { entryOut, presentEntry } from '../products/schemas';
import { readAccess, viewerOf, writeAccess } from '../shared/access';
import {
  collectionCreate,
  collectionDetailOut,
  collectionListQuery,
  collectionOut,
  collectionPatch,
  entryCreate,
  entryParams,
  entryPatch,
  presentCollection,
  presentCollectionDetail,
} from './schemas';
import * as collections from './service';
import type { EntryDetail } from './service';

const tags = ['shopfront'];

export function registerCollectionRoutes(app: FastifyInstance, ctx: AppContext) {
  registerCollectionReadRoutes(app, ctx);
  registerCollectionWriteRoutes(app, ctx);
  registerEntryRoutes(app, ctx);
}

function registerCollectionReadRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/shopfront/collection/',
    {
      config: readAccess,
      schema: { tags, querystring: collectionListQuery, response: { 200: pageOf(collectionOut) } },
    },
    async (request) => {
      const zone = await ctx.timeZone();
      const viewer = viewerOf(request);
      return paginate(
        request,
        request.query,
        () => collections.count(ctx, request.query, viewer),
        (limit, offset) => collections.list(ctx, request.query, viewer, limit, offset),
        ({ row, rules }) => presentCollection(row, rules, zone),
      );
    },
  );

  r.get(
    '/api/shopfront/collection/:id/',
    {
      config: readAccess,
      schema: { tags, params: idParams, response: { 200: collectionDetailOut } },
    },
    async (request) =>
      presentCollectionDetail(
        await collections.get(ctx, request.params.id, viewerOf(request)),
        await ctx.timeZone(),
      ),
  );
}

function registerCollectionWriteRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Writes answer the collection as the list shows it: with its rules.
  r.post(
    '/api/shopfront/collection/',
    {
      config: { ...writeAccess, errors: [409] },
      schema: { tags, body: collectionCreate, response: { 201: collectionOut } },
    },
    async (request, reply) => {
      const { row, rules } = await collections.create(ctx, request.body);
      return reply.code(201).send(presentCollection(row, rules, await ctx.timeZone()));
    },
  );

  r.patch(
    '/api/shopfront/collection/:id/',
    {
      config: { ...writeAccess, errors: [409] },
      schema: { tags, params: idParams, body: collectionPatch, response: { 200: collectionOut } },
    },
    async (request) => {
      const { row, rules } = await collections.update(ctx, request.params.id, request.body);
      return presentCollection(row, rules, await ctx.timeZone());
    },
  );

  r.delete(
    '/api/shopfront/collection/:id/',
    { config: writeAccess, schema: { tags, params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await collections.delete(ctx, request.params.id);
      return reply.code(204).send(null);
    },
  );
}

function registerEntryRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const entryView = async ({ entry, detail }: EntryDetail) =>
    presentEntry(entry, detail, await ctx.timeZone());

  // Entries are read with `GET product/?collection=ID`; these write them.
  r.post(
    '/api/shopfront/collection/:id/products/',
    {
      config: { ...writeAccess, errors: [409] },
      schema: {
        tags,
        operationId: 'shopfrontCollectionProductsCreate',
        summary: 'Add a product to a collection',
        params: idParams,
        body: entryCreate,
        response: { 201: entryOut },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await entryView(await collections.addEntry(ctx, request.params.id, request.body))),
  );

  r.patch(
    '/api/shopfront/collection/:id/products/:product_id/',
    {
      config: { ...writeAccess, errors: [409] },
      schema: { tags, params: entryParams, body: entryPatch, response: { 200: entryOut } },
    },
    async (request) =>
      entryView(
        await collections.updateEntry(
          ctx,
          request.params.id,
          request.params.product_id,
          request.body,
        ),
      ),
  );

  r.delete(
    '/api/shopfront/collection/:id/products/:product_id/',
    {
      config: { ...writeAccess, errors: [409] },
      schema: { tags, params: entryParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await collections.removeEntry(ctx, request.params.id, request.params.product_id);
      return reply.code(204).send(null);
    },
  );
}
