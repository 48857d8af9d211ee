import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { createNotificationRepository } from './repository';
import { registerNotificationRoutes } from './routes';
import { createNotificationService } from './service';
import type { NotificationEnv } from './settings';
import {
  createNotificationWorker,
  type AuthorizerAccess,
  type NotificationWorkerOptions,
} from './worker';

export type { NotificationEnv } from './settings';
export type { NotificationTimers, NotificationWorkerOptions } from './worker';
export type { HandedOutCode, PickUpNotices, PreparedCode } from '../../plugins';
import type { PickUpNotices } from '../../plugins';

/** The SHOPDESK_SMS_* variables of an environment (the entry points pass theirs in). */
export function readNotificationEnv(env: Record<string, string | undefined>): NotificationEnv {
  return { smsEndpoint: env.SHOPDESK_SMS_ENDPOINT };
}

/**
 * Pick-up notices to customers on WeChat and SMS (docs/NOTIFICATIONS.md): the jobs written
 * with their cause, the worker that sends them (only in a started app, like the webhook
 * worker), the log, "send again" and the channels' settings.
 */
export function createNotificationArea(
  context: AppContext,
  deps: {
    env?: NotificationEnv;
    publicUrl?: string;
    /** The social area's access to the authorized mini program. */
    authorizerAccess: AuthorizerAccess;
    options?: NotificationWorkerOptions;
  },
) {
  const repo = createNotificationRepository();
  const env = deps.env ?? {};
  const worker = createNotificationWorker({
    database: context.database,
    repo,
    clock: context.clock,
    timeZone: context.timeZone,
    env,
    publicUrl: deps.publicUrl,
    authorizerAccess: deps.authorizerAccess,
    options: deps.options,
  });
  const notifications = createNotificationService({
    database: context.database,
    clock: deps.options?.clock ?? context.clock,
    timeZone: context.timeZone,
    repo,
    env,
    worker,
  });
  const notices: PickUpNotices = {
    onPrepared: (_ctx, trx, code, now) => notifications.onPrepared(trx, code, now),
    onHandedOut: (_ctx, trx, code, now) => notifications.onHandedOut(trx, code, now),
    onHandOutRolledBack: (_ctx, trx, codeId, now) =>
      notifications.onHandOutRolledBack(trx, codeId, now),
  };
  return {
    notifications,
    notices,
    worker,
    register(app: FastifyInstance) {
      registerNotificationRoutes(app, { notifications, timeZone: context.timeZone });
      app.addHook('onReady', async () => {
        worker.start((error) => app.log.error({ err: error }, 'notification worker'));
      });
      app.addHook('onClose', () => worker.close());
    },
  };
}
