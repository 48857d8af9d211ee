import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { createWebhookRepository } from './repository';
import { registerWebhookRoutes } from './routes';
import { createWebhookService } from './service';
import { createWebhookWorker, type WebhookWorkerOptions } from './worker';

export type { WebhookTimers, WebhookWorkerOptions } from './worker';
export type { AttemptReport } from './worker-context';
export { webhookSignature } from './sender';

/**
 * Webhooks (docs/DESIGN.md §9): registration, the delivery log, and the worker that delivers the
 * outbox. The worker runs only in a started app (from `onReady` to `onClose`), never in the
 * CLI: events written there wait in the outbox for the next server start.
 */
export function createWebhookArea(context: AppContext, options: WebhookWorkerOptions = {}) {
  const repo = createWebhookRepository();
  const worker = createWebhookWorker({
    database: context.database,
    repo,
    clock: context.clock,
    options,
  });
  const webhooks = createWebhookService({
    database: context.database,
    // Registration times share the app's clock with the events they are matched against.
    clock: context.clock,
    repo,
    worker,
  });
  return {
    webhooks,
    worker,
    /** Deliveries waiting, and how long the oldest due one has waited (metrics). */
    backlog: async () => {
      const { pending, oldestDueAt } = await repo.backlog(context.database.db);
      const now = context.clock.now();
      return { pending, oldestDueAgeMs: oldestDueAt === null ? 0 : Math.max(0, now - oldestDueAt) };
    },
    register(app: FastifyInstance) {
      registerWebhookRoutes(app, { webhooks, timeZone: context.timeZone });
      // A receiver that fails is the shop's business to know of: one line per failed attempt.
      worker.onAttempt((attempt) => {
        if (attempt.outcome !== 'succeeded') app.log.warn(attempt, 'webhook attempt failed');
      });
      app.addHook('onReady', async () => {
        worker.start((error) => app.log.error({ err: error }, 'webhook delivery worker'));
      });
      app.addHook('onClose', () => worker.close());
    },
  };
}
