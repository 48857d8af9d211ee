import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { principalOf } from '../../http/auth';
import { pageOf, paginate } from '../../http/paging';
import { idParams } from '../../http/params';
import {
  deliveryListQuery,
  deliveryOut,
  presentDelivery,
  presentWebhook,
  webhookCreate,
  webhookListQuery,
  webhookOut,
  webhookPatch,
} from './schemas';
import * as webhooks from './service';
import { MANAGER_APPLICATION_ID, type WebhookViewer } from './service';

// docs/SPECIFICATION.md §5: the list is written `webhook:read`; docs/DESIGN.md §3 accepts `webhooks:read` too.
const read = { auth: { scope: ['webhook:read', 'webhooks:read'] } } as const;
const write = { auth: { scope: 'webhooks:write' } } as const;

/** A manager's staff token acts as application 1 (only managers pass the scope rules). */
function viewerOf(request: FastifyRequest): WebhookViewer {
  const principal = principalOf(request);
  return principal.kind === 'application'
    ? { applicationId: principal.applicationId, manager: false }
    : { applicationId: MANAGER_APPLICATION_ID, manager: principal.role === 'manager' };
}

export function registerWebhookRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['webhooks'];

  r.get(
    '/api/webhooks/webhook/',
    {
      config: read,
      schema: { tags, querystring: webhookListQuery, response: { 200: pageOf(webhookOut) } },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const zone = await ctx.timeZone();
      return paginate(
        request,
        request.query,
        () => webhooks.countWebhooks(ctx, viewer),
        (limit, offset) => webhooks.listWebhooks(ctx, viewer, limit, offset),
        (row) => presentWebhook(row, zone),
      );
    },
  );

  r.post(
    '/api/webhooks/webhook/',
    {
      config: { ...write, errors: [409] },
      schema: { tags, body: webhookCreate, response: { 201: webhookOut } },
    },
    async (request, reply) => {
      const row = await webhooks.create(ctx, viewerOf(request), request.body);
      return reply.code(201).send(presentWebhook(row, await ctx.timeZone()));
    },
  );

  r.get(
    '/api/webhooks/webhook/:id/',
    { config: read, schema: { tags, params: idParams, response: { 200: webhookOut } } },
    async (request) =>
      presentWebhook(
        await webhooks.get(ctx, viewerOf(request), request.params.id),
        await ctx.timeZone(),
      ),
  );

  r.patch(
    '/api/webhooks/webhook/:id/',
    {
      config: { ...write, errors: [409] },
      schema: { tags, params: idParams, body: webhookPatch, response: { 200: webhookOut } },
    },
    async (request) =>
      presentWebhook(
        await webhooks.update(ctx, viewerOf(request), request.params.id, request.body),
        await ctx.timeZone(),
      ),
  );

  r.delete(
    '/api/webhooks/webhook/:id/',
    { config: write, schema: { tags, params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await webhooks.remove(ctx, viewerOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  r.get(
    '/api/webhooks/webhook/:id/deliveries/',
    {
      config: read,
      schema: {
        tags,
        params: idParams,
        querystring: deliveryListQuery,
        response: { 200: pageOf(deliveryOut) },
      },
    },
    async (request) => {
      const page = await webhooks.deliveryPage(ctx, viewerOf(request), request.params.id);
      const zone = await ctx.timeZone();
      return paginate(request, request.query, page.count, page.load, (entry) =>
        presentDelivery(entry.row, entry.attempts, zone),
      );
    },
  );

  r.get(
    '/api/webhooks/delivery/:id/',
    { config: read, schema: { tags, params: idParams, response: { 200: deliveryOut } } },
    async (request) => {
      const entry = await webhooks.getDelivery(ctx, viewerOf(request), request.params.id);
      return presentDelivery(entry.row, entry.attempts, await ctx.timeZone());
    },
  );

  r.post(
    '/api/webhooks/delivery/:id/redeliver/',
    { config: write, schema: { tags, params: idParams, response: { 200: deliveryOut } } },
    async (request) => {
      const entry = await webhooks.redeliver(ctx, viewerOf(request), request.params.id);
      return presentDelivery(entry.row, entry.attempts, await ctx.timeZone());
    },
  );
}
