import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { countBacklog } from './repository';
import { registerWebhookRoutes } from './routes';
import { closeWorker, onAttempt, startWorker } from './worker';

export type { WebhookTimers, WebhookWorkerOptions } from '../../options';
export type { AttemptReport } from './worker-state';
export { webhookSignature } from './sender';
// For metrics (the attempts' counter) and tests (`idle`: the worker has nothing in hand).
export { idle as webhookWorkerIdle, onAttempt as onWebhookAttempt } from './worker';

/**
 * Webhooks (docs/DESIGN.md §9): registration, the delivery log, and the worker that delivers the
 * outbox. The worker runs only in a started app (from `onReady` to `onClose`), never in the
 * CLI: events written there wait in the outbox for the next server start.
 */
export function registerWebhooks(app: FastifyInstance, ctx: AppContext) {
  registerWebhookRoutes(app, ctx);
  // A receiver that fails is the shop's business to know of: one line per failed attempt.
  onAttempt(ctx, (attempt) => {
    if (attempt.outcome !== 'succeeded') app.log.warn(attempt, 'webhook attempt failed');
  });
  app.addHook('onReady', async () => {
    startWorker(ctx, (error) => app.log.error({ err: error }, 'webhook delivery worker'));
  });
  app.addHook('onClose', () => closeWorker(ctx));
}

/** Deliveries waiting, and how long the oldest due one has waited (metrics). */
export async function webhookBacklog(ctx: AppContext) {
  const { pending, oldestDueAt } = await countBacklog(ctx.database.db);
  const now = ctx.clock.now();
  return { pending, oldestDueAgeMs: oldestDueAt === null ? 0 : Math.max(0, now - oldestDueAt) };
}
