import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { pageOf, paginate } from '../../http/paging';
import { idParams } from '../../http/params';
import {
  codeIssueBody,
  codeUpdateBody,
  couponCodeListQuery,
  couponCodeOut,
  couponCreate,
  couponListQuery,
  couponOut,
  presentCoupon,
  presentCouponCode,
  presentPriceRule,
  priceRuleBody,
  priceRuleListQuery,
  priceRuleOut,
} from './schemas';
import * as discounts from './service';

const read = { auth: { scope: 'discounts:read' } } as const;
const write = { auth: { scope: 'discounts:write' } } as const;

export function registerDiscountRoutes(app: FastifyInstance, ctx: AppContext) {
  registerPriceRuleRoutes(app, ctx);
  registerCouponRoutes(app, ctx);
  registerCouponCodeRoutes(app, ctx);
}

function registerPriceRuleRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['discounts'];

  r.get(
    '/api/discounts/price_rule/',
    {
      config: read,
      schema: { tags, querystring: priceRuleListQuery, response: { 200: pageOf(priceRuleOut) } },
    },
    async (request) => {
      const zone = await ctx.timeZone();
      const page = await discounts.rulePage(ctx, request.query);
      return paginate(request, request.query, page.count, page.load, (rule) =>
        presentPriceRule(rule, zone),
      );
    },
  );

  // Extension: the spec lists no single-rule read; the editor needs one.
  r.get(
    '/api/discounts/price_rule/:id/',
    { config: read, schema: { tags, params: idParams, response: { 200: priceRuleOut } } },
    async (request) =>
      presentPriceRule(await discounts.getRule(ctx, request.params.id), await ctx.timeZone()),
  );

  r.post(
    '/api/discounts/price_rule/',
    { config: write, schema: { tags, body: priceRuleBody, response: { 201: priceRuleOut } } },
    async (request, reply) => {
      const rule = await discounts.createRule(ctx, request.body);
      return reply.code(201).send(presentPriceRule(rule, await ctx.timeZone()));
    },
  );

  r.put(
    '/api/discounts/price_rule/:id/',
    {
      config: write,
      schema: { tags, params: idParams, body: priceRuleBody, response: { 200: priceRuleOut } },
    },
    async (request) =>
      presentPriceRule(
        await discounts.replaceRule(ctx, request.params.id, request.body),
        await ctx.timeZone(),
      ),
  );

  r.delete(
    '/api/discounts/price_rule/:id/',
    {
      config: { ...write, errors: [409] },
      schema: { tags, params: idParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await discounts.deleteRule(ctx, request.params.id);
      return reply.code(204).send(null);
    },
  );
}

function registerCouponRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['discounts'];

  r.get(
    '/api/discounts/coupon/',
    {
      config: read,
      schema: { tags, querystring: couponListQuery, response: { 200: pageOf(couponOut) } },
    },
    async (request) => {
      const zone = await ctx.timeZone();
      const page = await discounts.couponPage(ctx, request.query);
      return paginate(request, request.query, page.count, page.load, (coupon) =>
        presentCoupon(coupon, zone),
      );
    },
  );

  r.get(
    '/api/discounts/coupon/:id/',
    { config: read, schema: { tags, params: idParams, response: { 200: couponOut } } },
    async (request) =>
      presentCoupon(await discounts.getCoupon(ctx, request.params.id), await ctx.timeZone()),
  );

  r.post(
    '/api/discounts/coupon/',
    {
      config: { ...write, errors: [409] },
      schema: { tags, body: couponCreate, response: { 201: couponOut } },
    },
    async (request, reply) => {
      const coupon = await discounts.createCoupon(ctx, request.body);
      return reply.code(201).send(presentCoupon(coupon, await ctx.timeZone()));
    },
  );

  r.delete(
    '/api/discounts/coupon/:id/',
    { config: write, schema: { tags, params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await discounts.deleteCoupon(ctx, request.params.id);
      return reply.code(204).send(null);
    },
  );
}

function registerCouponCodeRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['discounts'];

  r.get(
    '/api/discounts/coupon_code/',
    {
      config: read,
      schema: {
        tags,
        querystring: couponCodeListQuery,
        response: { 200: pageOf(couponCodeOut) },
      },
    },
    async (request) => {
      const zone = await ctx.timeZone();
      const page = await discounts.codePage(ctx, request.query);
      return paginate(request, request.query, page.count, page.load, (code) =>
        presentCouponCode(code, zone),
      );
    },
  );

  // Extension: the spec lists no single-code read.
  r.get(
    '/api/discounts/coupon_code/:id/',
    { config: read, schema: { tags, params: idParams, response: { 200: couponCodeOut } } },
    async (request) =>
      presentCouponCode(await discounts.getCode(ctx, request.params.id), await ctx.timeZone()),
  );

  r.post(
    '/api/discounts/coupon_code/',
    {
      config: { ...write, errors: [409] },
      schema: { tags, body: codeIssueBody, response: { 201: pageOf(couponCodeOut) } },
    },
    async (request, reply) => {
      const codes = await discounts.issueCodes(ctx, request.body);
      const zone = await ctx.timeZone();
      // The created codes as one page (a bulk issue holds at most one page of them).
      return reply.code(201).send({
        count: codes.length,
        next: null,
        previous: null,
        results: codes.map((code) => presentCouponCode(code, zone)),
      });
    },
  );

  r.put(
    '/api/discounts/coupon_code/:id/',
    {
      config: { ...write, errors: [409] },
      schema: { tags, params: idParams, body: codeUpdateBody, response: { 200: couponCodeOut } },
    },
    async (request) =>
      presentCouponCode(
        await discounts.updateCode(ctx, request.params.id, request.body),
        await ctx.timeZone(),
      ),
  );

  r.delete(
    '/api/discounts/coupon_code/:id/',
    { config: write, schema: { tags, params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await discounts.deleteCode(ctx, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
