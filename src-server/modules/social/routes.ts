import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestOrigin } from '../../http/host-guard';
import { pageOf, pageQuery, paginate } from '../../http/paging';
import {
  authorizationOut,
  authorizationUrlBody,
  authorizationUrlOut,
  callbackQuery,
  checkBody,
  jumpQuery,
  presentAuthorization,
  presentSettings,
  redirectOut,
  socialSettingsOut,
  socialSettingsPatch,
} from './schemas';
import type { AppContext } from '../../context';
import * as accounts from './repository';
import * as social from './service';

const read = { auth: { scope: 'social:read' } } as const;
const write = { auth: { scope: 'social:write' } } as const;
// The browser reaches these from the platform's pages, with no credential (docs/DESIGN.md §3).
const open = { auth: { public: true } } as const;

// The links carry the state and the platform's code: not cached, not sent on as a referrer.
const redirect = (reply: FastifyReply, location: string) =>
  reply
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .redirect(location, 302);

export function registerSocialRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['social'];

  r.get(
    '/api/social/settings/',
    {
      config: { ...read, noStore: true },
      schema: { tags, response: { 200: socialSettingsOut } },
    },
    async () => presentSettings(await social.settings(ctx), await ctx.timeZone()),
  );

  r.patch(
    '/api/social/settings/',
    {
      config: { ...write, noStore: true },
      schema: { tags, body: socialSettingsPatch, response: { 200: socialSettingsOut } },
    },
    async (request) =>
      presentSettings(await social.updateSettings(ctx, request.body), await ctx.timeZone()),
  );

  r.get(
    '/api/social/authorization/',
    {
      config: read,
      schema: {
        tags,
        querystring: z.object(pageQuery),
        response: { 200: pageOf(authorizationOut) },
      },
    },
    async (request) => {
      await social.requireOwnPayment(ctx);
      const zone = await ctx.timeZone();
      return paginate(
        request,
        request.query,
        () => accounts.countAuthorizations(ctx.database.db),
        (limit, offset) => accounts.listAuthorizations(ctx.database.db, limit, offset),
        (row) => presentAuthorization(row, zone),
      );
    },
  );

  r.post(
    '/api/social/authorization/authorization_url/',
    {
      config: { ...write, errors: [502, 503, 504] },
      schema: { tags, body: authorizationUrlBody, response: { 200: authorizationUrlOut } },
    },
    async (request) => {
      const started = await social.startAuthorization(ctx, {
        successUrl: request.body.success_url,
        authType: request.body.auth_type,
        origin: requestOrigin(request),
      });
      return { url: started.url, _url: started.platformUrl };
    },
  );

  r.get(
    '/api/social/authorization/jump/',
    {
      config: { ...open, errors: [404, 409, 503] },
      schema: { tags, querystring: jumpQuery, response: { 302: redirectOut } },
    },
    async (request, reply) =>
      redirect(reply, await social.jump(ctx, request.query.state, requestOrigin(request))),
  );

  r.get(
    '/api/social/authorization/callback/',
    {
      config: { ...open, errors: [404, 409, 502, 503, 504] },
      schema: { tags, querystring: callbackQuery, response: { 302: redirectOut } },
    },
    async (request, reply) =>
      redirect(
        reply,
        await social.completeAuthorization(ctx, {
          state: request.query.state,
          authCode: request.query.auth_code,
        }),
      ),
  );

  r.post(
    '/api/social/authorization/check/',
    // Looking an account up changes nothing: reading is enough.
    {
      config: { ...read, errors: [404, 502, 503, 504] },
      schema: { tags, body: checkBody, response: { 200: authorizationOut } },
    },
    async (request) =>
      presentAuthorization(await social.check(ctx, request.body.appid), await ctx.timeZone()),
  );
}
