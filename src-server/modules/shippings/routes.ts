import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { formatDecimalOrNull } from '../../lib/money';
import { pageOf, pageQuery, paginate } from '../../http/paging';
import { idParams } from '../../http/params';
import type { PlaceTreeNode } from './places';
import * as shippings from './service';
import type { MethodDetail } from './service';
import {
  forAreaQuery,
  groupOut,
  groupPatch,
  methodCreate,
  methodOut,
  methodPatch,
  placeListQuery,
  placeOut,
  placeTreeNode,
  presentGroup,
  presentMethod,
  presentPlace,
  quoteBody,
  quoteOut,
} from './schemas';
import { msg } from '../../lib/i18n';

const read = { auth: { scope: 'shippings:read' } } as const;
const write = { auth: { scope: 'shippings:write' } } as const;

const tags = ['shippings'];

const methodView = (zone: string) => (detail: MethodDetail) =>
  presentMethod(detail.row, zone, detail);
const groupView = (zone: string) => (entry: Awaited<ReturnType<typeof shippings.getGroup>>) =>
  presentGroup(entry.group, entry.methods.map(methodView(zone)));

export function registerShippingRoutes(app: FastifyInstance, ctx: AppContext) {
  registerGroupRoutes(app, ctx);
  registerMethodRoutes(app, ctx);
  registerPlaceRoutes(app, ctx);
}

function registerGroupRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/shippings/shippingmethodgroup/',
    {
      config: read,
      schema: { tags, querystring: z.object(pageQuery), response: { 200: pageOf(groupOut) } },
    },
    async (request) =>
      paginate(
        request,
        request.query,
        () => shippings.countGroups(ctx),
        (limit, offset) => shippings.listGroups(ctx, limit, offset),
        groupView(await ctx.timeZone()),
      ),
  );

  r.get(
    '/api/shippings/shippingmethodgroup/:id/',
    { config: read, schema: { tags, params: idParams, response: { 200: groupOut } } },
    async (request) =>
      groupView(await ctx.timeZone())(await shippings.getGroup(ctx, request.params.id)),
  );

  r.post(
    '/api/shippings/shippingmethodgroup/',
    { config: write, schema: { tags, response: { 201: groupOut } } },
    async (_request, reply) =>
      reply.code(201).send(groupView(await ctx.timeZone())(await shippings.createGroup(ctx))),
  );

  r.patch(
    '/api/shippings/shippingmethodgroup/:id/',
    {
      config: write,
      schema: { tags, params: idParams, body: groupPatch, response: { 200: groupOut } },
    },
    async (request) =>
      groupView(await ctx.timeZone())(
        await shippings.updateGroup(ctx, request.params.id, request.body),
      ),
  );

  r.delete(
    '/api/shippings/shippingmethodgroup/:id/',
    { config: write, schema: { tags, params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await shippings.deleteGroup(ctx, request.params.id);
      return reply.code(204).send(null);
    },
  );
}

function registerMethodRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/shippings/shippingmethod/',
    {
      config: read,
      schema: { tags, querystring: z.object(pageQuery), response: { 200: pageOf(methodOut) } },
    },
    async (request) =>
      paginate(
        request,
        request.query,
        () => shippings.countMethods(ctx),
        (limit, offset) => shippings.listMethods(ctx, limit, offset),
        methodView(await ctx.timeZone()),
      ),
  );

  r.post(
    '/api/shippings/shippingmethod/',
    { config: write, schema: { tags, body: methodCreate, response: { 201: methodOut } } },
    async (request, reply) => {
      const detail = await shippings.createMethod(ctx, request.body);
      return reply.code(201).send(methodView(await ctx.timeZone())(detail));
    },
  );

  r.get(
    '/api/shippings/shippingmethod/:id/',
    { config: read, schema: { tags, params: idParams, response: { 200: methodOut } } },
    async (request) =>
      methodView(await ctx.timeZone())(await shippings.getMethod(ctx, request.params.id)),
  );

  r.patch(
    '/api/shippings/shippingmethod/:id/',
    {
      config: write,
      schema: { tags, params: idParams, body: methodPatch, response: { 200: methodOut } },
    },
    async (request) =>
      methodView(await ctx.timeZone())(
        await shippings.updateMethod(ctx, request.params.id, request.body),
      ),
  );

  r.post(
    '/api/shippings/shippingmethod/:id/quote/',
    // A quote changes nothing: reading shipping data is enough.
    {
      config: read,
      schema: { tags, params: idParams, body: quoteBody, response: { 200: quoteOut } },
    },
    async (request) => {
      const quote = await shippings.quote(ctx, request.params.id, request.body);
      return { available: quote.available, shipping_cost: formatDecimalOrNull(quote.shippingCost) };
    },
  );
}

function registerPlaceRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/shippings/place/',
    {
      config: read,
      schema: { tags, querystring: placeListQuery, response: { 200: pageOf(placeOut) } },
    },
    async (request) => {
      const directory = await shippings.places(ctx);
      let list = directory.topLevel;
      if (request.query.parent_code !== undefined) {
        const parent = directory.findByCode(request.query.parent_code);
        if (!parent) throw notFound(msg('shipping.parent_not_found'));
        list = directory.childrenOf(parent.id);
      }
      return paginate(
        request,
        request.query,
        async () => list.length,
        async (limit, offset) => list.slice(offset, offset + limit),
        presentPlace,
      );
    },
  );

  r.get(
    '/api/shippings/place/for_area/',
    {
      config: read,
      schema: {
        tags,
        querystring: forAreaQuery,
        response: { 200: z.object({ results: z.array(placeOut) }) },
      },
    },
    async (request) => {
      const { area } = request.query;
      const top = (await shippings.places(ctx)).topLevel;
      return {
        results: (area === undefined ? top : top.filter((place) => place.area === area)).map(
          presentPlace,
        ),
      };
    },
  );

  r.get(
    '/api/shippings/place/:id/',
    { config: read, schema: { tags, params: idParams, response: { 200: placeOut } } },
    async (request) => {
      const place = (await shippings.places(ctx)).findById(request.params.id);
      if (!place) throw notFound(msg('shipping.place_not_found'));
      return presentPlace(place);
    },
  );

  r.get(
    '/api/shippings/all_place/',
    { config: read, schema: { tags, response: { 200: z.array(placeTreeNode) } } },
    // The whole directory is static: its JSON is built once and sent as is (strings skip serialization).
    async (_request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send((await shippings.places(ctx)).allTreesJson() as unknown as PlaceTreeNode[]),
  );

  r.get(
    '/api/shippings/all_place/:id/',
    { config: read, schema: { tags, params: idParams, response: { 200: placeTreeNode } } },
    async (request) => {
      const directory = await shippings.places(ctx);
      if (!directory.findById(request.params.id)) throw notFound(msg('shipping.place_not_found'));
      return directory.tree(request.params.id);
    },
  );
}
