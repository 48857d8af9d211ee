import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageOf, paginate } from '../../http/paging';
import { idParams } from '../../http/params';
import { actorOf } from '../../http/auth';
import { parseTimestamp } from '../../lib/time';
import {
  changesOut,
  changesQuery,
  checkOut,
  consumeBody,
  fetchOut,
  fetchQuery,
  keyBody,
  keyQuery,
  pickUpCodeOut,
  pickUpListQuery,
  presentFetched,
  presentPickUpCode,
  stockPrepareBody,
} from './schemas';
import type { AppContext } from '../../context';
import * as pickUp from './service';
import { previewReceipt, receiptPreviewBody, receiptPreviewOut } from './receipt';
import { orderOut, presentOrderDetail } from '../orders';

const tags = ['pick-up'];
const staff = { auth: { staff: true } } as const;

/**
 * Offline pick-up (docs/SPECIFICATION.md "Offline pick-up and staff", docs/DESIGN.md §5): a staff token for every
 * endpoint but the customer's `fetch`; staff act on their store's codes, managers on all.
 */
export function registerPickUpRoutes(app: FastifyInstance, ctx: AppContext) {
  registerListRoutes(app, ctx);
  registerCounterRoutes(app, ctx);
  registerCodeRoutes(app, ctx);
}

/** The store's codes: the list, and the counter's replica of them. */
function registerListRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/orders/pick_up_code/',
    {
      config: staff,
      schema: { tags, querystring: pickUpListQuery, response: { 200: pageOf(pickUpCodeOut) } },
    },
    async (request) => {
      const viewer = actorOf(request);
      const zone = await ctx.timeZone();
      return paginate(
        request,
        request.query,
        () => pickUp.count(ctx, request.query, viewer),
        (limit, offset) => pickUp.list(ctx, request.query, viewer, limit, offset),
        (row) => presentPickUpCode(row, zone, request.lang),
      );
    },
  );

  // The counter's replica of its store's codes (docs/OFFLINE.md).
  r.get(
    '/api/orders/pick_up_code/changes/',
    {
      config: { ...staff, errors: [403] },
      schema: { tags, querystring: changesQuery, response: { 200: changesOut } },
    },
    async (request) => {
      const feed = await pickUp.changes(ctx, actorOf(request), request.query);
      const zone = await ctx.timeZone();
      return {
        ...feed,
        results: feed.results.map((row) => presentPickUpCode(row, zone, request.lang)),
      };
    },
  );
}

/** The counter: check, hand out, roll back, and its receipt preview. */
function registerCounterRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/orders/pick_up_code/check/',
    { config: staff, schema: { tags, querystring: keyQuery, response: { 200: checkOut } } },
    async (request) => {
      const { record, reason } = await pickUp.check(ctx, actorOf(request), request.query.key);
      return {
        ...presentPickUpCode(record, await ctx.timeZone(), request.lang),
        can_consume: reason === null,
        reason,
      };
    },
  );

  r.post(
    '/api/orders/pick_up_code/consume/',
    {
      config: { ...staff, errors: [404, 409], idempotent: true },
      schema: { tags, body: consumeBody, response: { 200: pickUpCodeOut } },
    },
    async (request) => {
      const { key, offline_at: offlineAt, counter_id: counterId, collected_by } = request.body;
      const zone = await ctx.timeZone();
      const offline =
        offlineAt === undefined
          ? undefined
          : {
              at: parseTimestamp(offlineAt, zone)!,
              counterId: counterId ?? null,
              staffId: request.body.staff_id ?? null,
            };
      return presentPickUpCode(
        await pickUp.consume(ctx, actorOf(request), key, offline, collected_by),
        zone,
        request.lang,
      );
    },
  );

  r.post(
    '/api/orders/pick_up_code/rollback/',
    {
      config: { ...staff, errors: [404, 409], idempotent: true },
      schema: { tags, body: keyBody, response: { 200: pickUpCodeOut } },
    },
    async (request) =>
      presentPickUpCode(
        await pickUp.rollback(ctx, actorOf(request), request.body.key),
        await ctx.timeZone(),
        request.lang,
      ),
  );

  // The counter's receipt preview (docs/PRINTING.md): staff only, nothing stored.
  r.post(
    '/api/orders/pick_up_code/receipt_preview/',
    {
      config: staff,
      schema: { tags, body: receiptPreviewBody, response: { 200: receiptPreviewOut } },
    },
    async (request) => previewReceipt(request.body.receipt, request.body.paper),
  );
}

/** One code: the customer's view, its order, its preparation. */
function registerCodeRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/orders/pick_up_code/fetch/',
    {
      config: { auth: { public: true }, errors: [404] },
      schema: { tags, querystring: fetchQuery, response: { 200: fetchOut } },
    },
    async (request) =>
      presentFetched(
        await pickUp.fetch(ctx, request.query.order_token, request.query.shop),
        await ctx.timeZone(),
        request.lang,
      ),
  );

  r.get(
    '/api/orders/pick_up_code/:id/order/',
    { config: staff, schema: { tags, params: idParams, response: { 200: orderOut } } },
    async (request) =>
      presentOrderDetail(
        ctx,
        await pickUp.order(ctx, actorOf(request), request.params.id),
        request.lang,
      ),
  );

  r.post(
    '/api/orders/pick_up_code/:id/stock_prepare/',
    {
      config: { ...staff, errors: [409] },
      schema: {
        tags,
        params: idParams,
        body: stockPrepareBody.nullish(),
        response: { 200: pickUpCodeOut },
      },
    },
    async (request) =>
      presentPickUpCode(
        await pickUp.stockPrepare(
          ctx,
          actorOf(request),
          request.params.id,
          request.body?.stock_status ?? 'prepared',
        ),
        await ctx.timeZone(),
        request.lang,
      ),
  );
}
