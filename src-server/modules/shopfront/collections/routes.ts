import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageOf, paginate } from '../../../http/paging';
import { idParams } from '../../../http/params';
import { readAccess, viewerOf, writeAccess } from '../access';
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
import type { CollectionService, EntryDetail } from './service';
import { entryOut, presentEntry } from '../schemas';

const tags = ['shopfront'];

type CollectionRouteDeps = { collections: CollectionService; timeZone: () => Promise<string> };

export function registerCollectionRoutes(app: FastifyInstance, deps: CollectionRouteDeps) {
  registerCollectionReadRoutes(app, deps);
  registerCollectionWriteRoutes(app, deps);
  registerEntryRoutes(app, deps);
}

function registerCollectionReadRoutes(app: FastifyInstance, deps: CollectionRouteDeps) {
  const { collections, timeZone } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/shopfront/collection/',
    {
      config: readAccess,
      schema: { tags, querystring: collectionListQuery, response: { 200: pageOf(collectionOut) } },
    },
    async (request) => {
      const zone = await timeZone();
      const viewer = viewerOf(request);
      return paginate(
        request,
        request.query,
        () => collections.count(request.query, viewer),
        (limit, offset) => collections.list(request.query, viewer, limit, offset),
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
        await collections.get(request.params.id, viewerOf(request)),
        await timeZone(),
      ),
  );
}

function registerCollectionWriteRoutes(app: FastifyInstance, deps: CollectionRouteDeps) {
  const { collections, timeZone } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Writes answer the collection as the list shows it: with its rules.
  r.post(
    '/api/shopfront/collection/',
    {
      config: { ...writeAccess, errors: [409] },
      schema: { tags, body: collectionCreate, response: { 201: collectionOut } },
    },
    async (request, reply) => {
      const { row, rules } = await collections.create(request.body);
      return reply.code(201).send(presentCollection(row, rules, await timeZone()));
    },
  );

  r.patch(
    '/api/shopfront/collection/:id/',
    {
      config: { ...writeAccess, errors: [409] },
      schema: { tags, params: idParams, body: collectionPatch, response: { 200: collectionOut } },
    },
    async (request) => {
      const { row, rules } = await collections.update(request.params.id, request.body);
      return presentCollection(row, rules, await timeZone());
    },
  );

  r.delete(
    '/api/shopfront/collection/:id/',
    { config: writeAccess, schema: { tags, params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await collections.delete(request.params.id);
      return reply.code(204).send(null);
    },
  );
}

function registerEntryRoutes(app: FastifyInstance, deps: CollectionRouteDeps) {
  const { collections, timeZone } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const entryView = async ({ entry, detail }: EntryDetail) =>
    presentEntry(entry, detail, await timeZone());

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
        .send(await entryView(await collections.addEntry(request.params.id, request.body))),
  );

  r.patch(
    '/api/shopfront/collection/:id/products/:product_id/',
    {
      config: { ...writeAccess, errors: [409] },
      schema: { tags, params: entryParams, body: entryPatch, response: { 200: entryOut } },
    },
    async (request) =>
      entryView(
        await collections.updateEntry(request.params.id, request.params.product_id, request.body),
      ),
  );

  r.delete(
    '/api/shopfront/collection/:id/products/:product_id/',
    {
      config: { ...writeAccess, errors: [409] },
      schema: { tags, params: entryParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await collections.removeEntry(request.params.id, request.params.product_id);
      return reply.code(204).send(null);
    },
  );
}
