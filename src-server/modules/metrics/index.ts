import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../db';
import { registerMetricsRoutes } from './routes';
import { createMetrics, type WebhookFigures } from './service';

export type { Metrics } from './service';

/** The pick-up counter's operations, by their routes' patterns. */
const PICK_UP_OPERATIONS: Record<string, string> = {
  '/api/orders/pick_up_code/check/': 'check',
  '/api/orders/pick_up_code/consume/': 'consume',
  '/api/orders/pick_up_code/rollback/': 'rollback',
};

/**
 * The service's figures (docs/DEPLOYMENT.md, "Metrics"): every answered request is counted
 * by its route's pattern; the pool and the webhook backlog are read when scraped.
 */
export function createMetricsArea(deps: {
  database: AppDatabase;
  webhooks: WebhookFigures & {
    onAttempt(listener: (attempt: { kind: string; outcome: string }) => void): unknown;
  };
}) {
  const metrics = createMetrics(deps);
  deps.webhooks.onAttempt((attempt) => metrics.webhookAttempt(attempt.kind, attempt.outcome));
  return {
    metrics,
    register(app: FastifyInstance) {
      app.addHook('onResponse', async (request, reply) => {
        const route = request.routeOptions.url ?? '(no route)';
        metrics.request(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
        const operation = PICK_UP_OPERATIONS[route];
        if (operation)
          metrics.pickUp(operation, reply.statusCode < 300 ? 'ok' : (reply.errorCode ?? 'error'));
      });
      registerMetricsRoutes(app, { metrics });
    },
  };
}
