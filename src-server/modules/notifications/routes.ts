import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageOf, paginate } from '../../http/paging';
import { idParams } from '../../http/params';
import { actorOf } from '../../http/auth';
import {
  notificationListQuery,
  notificationOut,
  presentNotification,
  settingsOut,
  settingsPatch,
  summaryOut,
  testBody,
} from './schemas';
import type { AppContext } from '../../context';
import * as notifications from './service';

/**
 * Pick-up notices (docs/NOTIFICATIONS.md): the log and "send again" for the counter's staff
 * (their store's packages), the channels' settings and "send a test" for the manager.
 */
export function registerNotificationRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];
  const staff = { auth: { staff: true } } as const;
  const manager = { auth: { manager: true } } as const;

  r.get(
    '/api/notifications/notification/',
    {
      config: staff,
      schema: {
        tags,
        querystring: notificationListQuery,
        response: { 200: pageOf(notificationOut) },
      },
    },
    async (request) => {
      const viewer = actorOf(request);
      const zone = await ctx.timeZone();
      return paginate(
        request,
        request.query,
        () => notifications.count(ctx, request.query, viewer),
        (limit, offset) => notifications.list(ctx, request.query, viewer, limit, offset),
        (entry) => presentNotification(entry.row, entry.attempts, zone, request.lang),
      );
    },
  );

  r.get(
    '/api/notifications/notification/:id/',
    { config: staff, schema: { tags, params: idParams, response: { 200: notificationOut } } },
    async (request) => {
      const entry = await notifications.get(ctx, request.params.id, actorOf(request));
      return presentNotification(entry.row, entry.attempts, await ctx.timeZone(), request.lang);
    },
  );

  r.post(
    '/api/notifications/pick_up_code/:id/resend/',
    {
      config: { ...staff, errors: [409] },
      schema: { tags, params: idParams, response: { 201: notificationOut } },
    },
    async (request, reply) => {
      const viewer = actorOf(request);
      const id = await notifications.resend(ctx, viewer, request.params.id);
      const entry = await notifications.get(ctx, id, viewer);
      return reply
        .code(201)
        .send(presentNotification(entry.row, entry.attempts, await ctx.timeZone(), request.lang));
    },
  );

  r.get(
    '/api/notifications/summary/',
    { config: staff, schema: { tags, response: { 200: summaryOut } } },
    async () => notifications.summary(ctx),
  );

  r.get(
    '/api/notifications/settings/',
    { config: { ...manager, noStore: true }, schema: { tags, response: { 200: settingsOut } } },
    async () => notifications.settings(ctx),
  );

  r.patch(
    '/api/notifications/settings/',
    {
      config: { ...manager, noStore: true },
      schema: { tags, body: settingsPatch, response: { 200: settingsOut } },
    },
    async (request) => notifications.updateSettings(ctx, request.body),
  );

  r.post(
    '/api/notifications/settings/test/',
    { config: manager, schema: { tags, body: testBody, response: { 200: notificationOut } } },
    async (request) => {
      const viewer = actorOf(request);
      const id = await notifications.sendTest(ctx, request.body);
      const entry = await notifications.get(ctx, id, viewer);
      return presentNotification(entry.row, entry.attempts, await ctx.timeZone(), request.lang);
    },
  );
}
