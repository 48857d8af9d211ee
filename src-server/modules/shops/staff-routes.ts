import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf, grants } from '../../http/auth';
import { notFound } from '../../http/errors';
import { pageOf, paginate } from '../../http/paging';
import { idParams } from '../../http/params';
import type { AppContext } from '../../context';
import * as actions from './action-history';
import * as stores from './stores';
import * as staff from './staff';
import { offlineSignIn } from './offline-sign-in';
import {
  actionListQuery,
  actionOut,
  offlineSignInOut,
  offlineSignInQuery,
  presentAction,
  presentStaffMember,
  presentStore,
  staffCreate,
  staffListQuery,
  staffMemberOut,
  staffPatch,
  storeCreate,
  storeListQuery,
  storeOut,
  storePatch,
} from './staff-schemas';
import { msg } from '../../lib/i18n';

const tags = ['shops'];
const manager = { auth: { manager: true } } as const;

/** Offline stores, staff administration and the action history (docs/DESIGN.md §3–§5). */
export function registerStaffRoutes(app: FastifyInstance, ctx: AppContext) {
  registerStoreRoutes(app, ctx);
  registerStaffMemberRoutes(app, ctx);
  registerActionHistoryRoutes(app, ctx);
  registerOfflineSignInRoutes(app, ctx);
}

/** The offline stores: listed publicly by the shop's domain, managed with `shops:*` scopes. */
function registerStoreRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/shops/offline_shop/',
    {
      config: { auth: { public: true, identify: true } },
      schema: { tags, querystring: storeListQuery, response: { 200: pageOf(storeOut) } },
    },
    async (request) => {
      const { shop: domain, include_inactive } = request.query;
      const settings = await ctx.settings();
      const admin = grants(request.principal, 'shops:read');
      // Public callers name the shop by its domain (docs/DESIGN.md §4); any other value is 404.
      if (domain === undefined ? !admin : domain.trim().toLowerCase() !== settings.domain)
        throw notFound(msg('shops.shop_not_found'));
      const activeOnly = !(admin && include_inactive);
      return paginate(
        request,
        request.query,
        () => stores.count(ctx, activeOnly),
        (limit, offset) => stores.list(ctx, activeOnly, limit, offset),
        (row) => presentStore(row, settings.timezone),
      );
    },
  );

  r.get(
    '/api/shops/offline_shop/:id/',
    {
      config: { auth: { scope: 'shops:read' } },
      schema: { tags, params: idParams, response: { 200: storeOut } },
    },
    async (request) => presentStore(await stores.get(ctx, request.params.id), await ctx.timeZone()),
  );

  r.post(
    '/api/shops/offline_shop/',
    {
      config: { auth: { scope: 'shops:write' } },
      schema: { tags, body: storeCreate, response: { 201: storeOut } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(presentStore(await stores.create(ctx, request.body), await ctx.timeZone())),
  );

  r.patch(
    '/api/shops/offline_shop/:id/',
    {
      config: { auth: { scope: 'shops:write' } },
      schema: { tags, params: idParams, body: storePatch, response: { 200: storeOut } },
    },
    async (request) =>
      presentStore(await stores.update(ctx, request.params.id, request.body), await ctx.timeZone()),
  );
}

/** Staff accounts, administered by managers. */
function registerStaffMemberRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/shops/staff/',
    {
      config: manager,
      schema: { tags, querystring: staffListQuery, response: { 200: pageOf(staffMemberOut) } },
    },
    async (request) => {
      const zone = await ctx.timeZone();
      return paginate(
        request,
        request.query,
        () => staff.count(ctx, request.query),
        (limit, offset) => staff.list(ctx, request.query, limit, offset),
        (row) => presentStaffMember(row, zone),
      );
    },
  );

  r.post(
    '/api/shops/staff/',
    {
      config: { ...manager, errors: [409] },
      schema: { tags, body: staffCreate, response: { 201: staffMemberOut } },
    },
    async (request, reply) => {
      const member = await staff.create(ctx, actorOf(request), request.body);
      return reply.code(201).send(presentStaffMember(member, await ctx.timeZone()));
    },
  );

  r.get(
    '/api/shops/staff/:id/',
    { config: manager, schema: { tags, params: idParams, response: { 200: staffMemberOut } } },
    async (request) =>
      presentStaffMember(await staff.get(ctx, request.params.id), await ctx.timeZone()),
  );

  r.patch(
    '/api/shops/staff/:id/',
    {
      config: { ...manager, errors: [409] },
      schema: { tags, params: idParams, body: staffPatch, response: { 200: staffMemberOut } },
    },
    async (request) =>
      presentStaffMember(
        await staff.update(ctx, actorOf(request), request.params.id, request.body),
        await ctx.timeZone(),
      ),
  );
}

/** The action history, as far as the viewer may see it. */
function registerActionHistoryRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/shops/action_history/',
    {
      config: { auth: { staff: true } },
      schema: { tags, querystring: actionListQuery, response: { 200: pageOf(actionOut) } },
    },
    async (request) => {
      const viewer = actorOf(request);
      const zone = await ctx.timeZone();
      return paginate(
        request,
        request.query,
        () => actions.count(ctx, request.query, viewer),
        (limit, offset) => actions.list(ctx, request.query, viewer, limit, offset),
        (row) => presentAction(row, zone, request.lang),
      );
    },
  );
}

/** What a counter checks its offline sign-in verifiers against (docs/DESIGN.md §14). */
function registerOfflineSignInRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/shops/offline_sign_in/',
    {
      config: { auth: { staff: true }, errors: [403], noStore: true },
      schema: {
        tags,
        summary: "List a store's clerks for offline sign-in",
        querystring: offlineSignInQuery,
        response: { 200: offlineSignInOut },
      },
    },
    async (request) => offlineSignIn(ctx, actorOf(request), request.query.offline_shop),
  );
}
