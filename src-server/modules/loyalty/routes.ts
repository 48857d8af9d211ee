import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { pageOf, pageQuery, paginate } from '../../http/paging';
import { idParams } from '../../http/params';
import {
  adjustBody,
  entryDetailOut,
  entryOut,
  historyListQuery,
  levelBody,
  levelOut,
  presentEntryDetail,
  presentLevel,
} from './schemas';
import * as levels from './repository';
import * as loyalty from './service';

// The spec lists no scope: the area's own (docs/DESIGN.md §3).
const read = { auth: { scope: 'loyalty:read' } } as const;
const write = { auth: { scope: 'loyalty:write' } } as const;

export function registerLoyaltyRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['loyalty'];

  // Levels.

  r.get(
    '/api/loyalty/level/',
    {
      config: read,
      schema: { tags, querystring: z.object(pageQuery), response: { 200: pageOf(levelOut) } },
    },
    async (request) =>
      paginate(
        request,
        request.query,
        () => levels.countLevels(db),
        (limit, offset) => levels.listLevels(db, limit, offset),
        presentLevel,
      ),
  );

  r.get(
    '/api/loyalty/level/:id/',
    { config: read, schema: { tags, params: idParams, response: { 200: levelOut } } },
    async (request) => presentLevel(await loyalty.getLevel(ctx, request.params.id)),
  );

  r.post(
    '/api/loyalty/level/',
    {
      config: { ...write, errors: [409] },
      schema: { tags, body: levelBody, response: { 201: levelOut } },
    },
    async (request, reply) =>
      reply.code(201).send(presentLevel(await loyalty.createLevel(ctx, request.body))),
  );

  r.put(
    '/api/loyalty/level/:id/',
    {
      config: { ...write, errors: [409] },
      schema: { tags, params: idParams, body: levelBody, response: { 200: levelOut } },
    },
    async (request) =>
      presentLevel(await loyalty.replaceLevel(ctx, request.params.id, request.body)),
  );

  r.delete(
    '/api/loyalty/level/:id/',
    {
      config: { ...write, errors: [409] },
      schema: { tags, params: idParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await loyalty.deleteLevel(ctx, request.params.id);
      return reply.code(204).send(null);
    },
  );

  // The point history.

  r.get(
    '/api/loyalty/point_history/',
    {
      config: read,
      schema: { tags, querystring: historyListQuery, response: { 200: pageOf(entryOut) } },
    },
    async (request) =>
      paginate(
        request,
        request.query,
        () => loyalty.countEntries(ctx, request.query),
        (limit, offset) => loyalty.listEntries(ctx, request.query, limit, offset),
        (entry) => entry,
      ),
  );

  r.get(
    '/api/loyalty/point_history/:id/',
    { config: read, schema: { tags, params: idParams, response: { 200: entryDetailOut } } },
    async (request) =>
      presentEntryDetail(await loyalty.getEntry(ctx, request.params.id), await ctx.timeZone()),
  );

  r.post(
    '/api/loyalty/point_history/adjust/',
    { config: write, schema: { tags, body: adjustBody, response: { 201: entryOut } } },
    async (request, reply) => {
      const [entry] = await loyalty.presentEntries(ctx, [await loyalty.adjust(ctx, request.body)]);
      return reply.code(201).send(entry!);
    },
  );
}
