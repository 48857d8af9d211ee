import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageOf, paginate } from '../../http/paging';
import { idParams } from '../../http/params';
import type { AppContext } from '../../context';
import { presentOrder } from './order-presenter';
import * as orders from './service';
import { render } from '../../lib/i18n';
import {
  cancelBody,
  fulfillBody,
  orderCreate,
  orderListQuery,
  orderOut,
  orderPreviewOut,
  payBody,
  refundBody,
} from './schemas';

const read = { auth: { scope: 'orders:read' } } as const;
const write = { auth: { scope: 'orders:write' } } as const;

/** The orders extension (docs/DESIGN.md §5), scope `orders`. */
export function registerOrderRoutes(app: FastifyInstance, ctx: AppContext) {
  registerOrderListRoutes(app, ctx);
  registerOneOrderRoutes(app, ctx);
}

/** `order/`: the list, create and its preview. */
function registerOrderListRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['orders'];

  r.get(
    '/api/orders/order/',
    {
      config: read,
      schema: { tags, querystring: orderListQuery, response: { 200: pageOf(orderOut) } },
    },
    async (request) => {
      const [zone, places] = await Promise.all([ctx.timeZone(), orders.places(ctx)]);
      return paginate(
        request,
        request.query,
        () => orders.count(ctx, request.query),
        (limit, offset) => orders.list(ctx, request.query, limit, offset),
        (detail) => presentOrder(detail, zone, places, request.lang),
      );
    },
  );

  r.post(
    '/api/orders/order/',
    {
      config: { ...write, errors: [409], idempotent: true },
      schema: { tags, body: orderCreate, response: { 201: orderOut } },
    },
    async (request, reply) => {
      const detail = await orders.create(ctx, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      });
      return reply.code(201).send(await orders.present(ctx, detail, request.lang));
    },
  );

  r.post(
    '/api/orders/order/preview/',
    { config: write, schema: { tags, body: orderCreate, response: { 200: orderPreviewOut } } },
    async (request) => {
      const origin = { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
      const { order, rejected, displaced } = await orders.preview(
        ctx,
        request.body,
        origin,
        request.lang,
      );
      return {
        ...order,
        customer: order.customer.id === 0 ? null : order.customer,
        rejected_coupon_codes: rejected.map((r) => ({
          ...r,
          detail: render(r.detail, request.lang),
        })),
        displaced_discounts: displaced.map((x) => ({
          price_rule_id: x.priceRuleId,
          title: x.title,
          reason: x.reason,
          coupon_codes: x.couponCodes,
        })),
      };
    },
  );
}

/** `order/{id}/`: one order, and what is done to it (pay, fulfil, refund, cancel). */
function registerOneOrderRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['orders'];

  r.get(
    '/api/orders/order/:id/',
    { config: read, schema: { tags, params: idParams, response: { 200: orderOut } } },
    async (request) => orders.present(ctx, await orders.get(ctx, request.params.id), request.lang),
  );

  r.post(
    '/api/orders/order/:id/pay/',
    {
      config: { ...write, errors: [409], idempotent: true },
      schema: { tags, params: idParams, body: payBody.nullish(), response: { 200: orderOut } },
    },
    async (request) =>
      orders.present(
        ctx,
        await orders.pay(ctx, request.params.id, request.body ?? undefined),
        request.lang,
      ),
  );

  r.post(
    '/api/orders/order/:id/fulfill/',
    {
      config: { ...write, errors: [409] },
      schema: { tags, params: idParams, body: fulfillBody, response: { 200: orderOut } },
    },
    async (request) =>
      orders.present(ctx, await orders.fulfill(ctx, request.params.id, request.body), request.lang),
  );

  r.post(
    '/api/orders/order/:id/refund/',
    {
      config: { ...write, errors: [409] },
      schema: { tags, params: idParams, body: refundBody, response: { 200: orderOut } },
    },
    async (request) =>
      orders.present(ctx, await orders.refund(ctx, request.params.id, request.body), request.lang),
  );

  r.post(
    '/api/orders/order/:id/cancel/',
    {
      config: { ...write, errors: [409] },
      schema: { tags, params: idParams, body: cancelBody.nullish(), response: { 200: orderOut } },
    },
    async (request) =>
      orders.present(
        ctx,
        await orders.cancel(ctx, request.params.id, request.body?.reason),
        request.lang,
      ),
  );
}
