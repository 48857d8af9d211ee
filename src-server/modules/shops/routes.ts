import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../http/auth';
import { idParams } from '../../http/params';
import { formatTimestamp } from '../../lib/time';
import type { AppContext } from '../../context';
import * as identity from './identity';
import { listApplications } from './repository';
import {
  applicationCreateBody,
  applicationCreatedOut,
  applicationOut,
  loginBody,
  loginOut,
  presentApplication,
  presentSettings,
  shopSettingsOut,
  shopSettingsPatch,
} from './schemas';
import * as shop from './service';

const tags = ['shops'];

export function registerShopRoutes(app: FastifyInstance, ctx: AppContext) {
  registerSettingsRoutes(app, ctx);
  registerLoginRoutes(app, ctx);
  registerApplicationRoutes(app, ctx);
}

/** The shop's settings and its webhook secret. */
function registerSettingsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/shops/shop_settings/',
    {
      config: { auth: { scope: 'shops:read' }, noStore: true },
      schema: { tags, response: { 200: shopSettingsOut } },
    },
    async () => presentSettings(await shop.settings(ctx)),
  );

  r.patch(
    '/api/shops/shop_settings/',
    {
      config: { auth: { scope: 'shops:write' }, noStore: true },
      schema: { tags, body: shopSettingsPatch, response: { 200: shopSettingsOut } },
    },
    async (request) => presentSettings(await shop.updateSettings(ctx, request.body)),
  );

  r.post(
    '/api/shops/shop_settings/rotate_webhook_secret/',
    {
      config: { auth: { scope: 'shops:write' }, noStore: true },
      schema: { tags, response: { 200: shopSettingsOut } },
    },
    async () => presentSettings(await shop.rotateWebhookSecret(ctx)),
  );
}

/** A staff member's sign-in and sign-out. */
function registerLoginRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/shops/staff_login/',
    {
      config: { auth: { public: true }, errors: [401, 429], noStore: true },
      schema: {
        tags,
        operationId: 'shopsStaffLogin',
        summary: 'Sign a staff member in',
        body: loginBody,
        response: { 200: loginOut },
      },
    },
    async (request) => {
      const device = request.headers['x-device-token'];
      const result = await identity.login(ctx, {
        ...request.body,
        ip: request.ip,
        deviceToken: typeof device === 'string' && device ? device : undefined,
      });
      const zone = await ctx.timeZone();
      return {
        token: result.token,
        device_token: result.deviceToken,
        expires_at: formatTimestamp(result.expiresAt, zone),
        staff: result.staff,
      };
    },
  );

  r.post(
    '/api/shops/staff_logout/',
    {
      config: { auth: { staff: true } },
      schema: {
        tags,
        operationId: 'shopsStaffLogout',
        summary: 'Revoke the calling staff token',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      if (principal.kind === 'staff')
        await identity.logout(ctx, principal.tokenId, { ...principal, ip: request.ip });
      return reply.code(204).send(null);
    },
  );
}

/** The applications (API clients) and their tokens, for managers. */
function registerApplicationRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/shops/application/',
    {
      config: { auth: { manager: true } },
      schema: { tags, response: { 200: z.object({ results: z.array(applicationOut) }) } },
    },
    async () => {
      const zone = await ctx.timeZone();
      return {
        results: (await listApplications(ctx.database.db)).map((row) =>
          presentApplication(row, zone),
        ),
      };
    },
  );

  r.post(
    '/api/shops/application/',
    {
      config: { auth: { manager: true }, noStore: true },
      schema: { tags, body: applicationCreateBody, response: { 201: applicationCreatedOut } },
    },
    async (request, reply) => {
      const { application, token } = await identity.createApplication(ctx, request.body);
      return reply
        .code(201)
        .send({ ...presentApplication(application, await ctx.timeZone()), token });
    },
  );

  r.delete(
    '/api/shops/application/:id/',
    {
      config: { auth: { manager: true }, errors: [409] },
      schema: { tags, params: idParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await identity.revokeApplication(ctx, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
