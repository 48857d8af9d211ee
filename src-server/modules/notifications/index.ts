import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { NotificationEnv } from '../../options';
import { registerNotificationRoutes } from './routes';
import { onHandedOut, onHandOutRolledBack, onPrepared } from './service';
import { closeWorker, startWorker } from './worker';

export type { NotificationEnv, NotificationTimers, NotificationWorkerOptions } from '../../options';
export type { HandedOutCode, PickUpNotices, PreparedCode } from '../../plugins';

/** The SHOPDESK_SMS_* variables of an environment (the entry points pass theirs in). */
export function readNotificationEnv(env: Record<string, string | undefined>): NotificationEnv {
  return { smsEndpoint: env.SHOPDESK_SMS_ENDPOINT };
}

/**
 * The pick-up notices plug-in (plugins.ts `PickUpNotices`): the jobs written in the pick-up
 * module's transactions where a package is prepared, handed out or rolled back.
 */
export const pickUpNotices = { onPrepared, onHandedOut, onHandOutRolledBack };

/**
 * Pick-up notices to customers on WeChat and SMS (docs/NOTIFICATIONS.md): the jobs written
 * with their cause, the worker that sends them (only in a started app, like the webhook
 * worker), the log, "send again" and the channels' settings.
 */
export function registerNotifications(app: FastifyInstance, ctx: AppContext) {
  registerNotificationRoutes(app, ctx);
  app.addHook('onReady', async () => {
    startWorker(ctx, (error) => app.log.error({ err: error }, 'notification worker'));
  });
  app.addHook('onClose', () => closeWorker(ctx));
}
