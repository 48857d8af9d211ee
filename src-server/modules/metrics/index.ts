import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { onWebhookAttempt } from '../webhooks';
import { registerMetricsRoutes } from './routes';
import { countPickUp, countRequest, countWebhookAttempt, metricsOf } from './service';

/** The pick-up counter's operations, by their routes' patterns. */
const PICK_UP_OPERATIONS: Record<string, string> = {
  '/api/orders/pick_up_code/check/': 'check',
  '/api/orders/pick_up_code/consume/': 'consume',
  '/api/orders/pick_up_code/rollback/': 'rollback',
};

/**
 * The service's figures (docs/DEPLOYMENT.md, "Metrics"): every answered request is counted
 * by its route's pattern; the pool and the webhook backlog are read when scraped. Registered
 * first, so that its hook counts every request.
 */
export function registerMetrics(app: FastifyInstance, ctx: AppContext) {
  // Made now, not at the first answer: the figures (the hashing line's refusals) count from here.
  metricsOf(ctx);
  onWebhookAttempt(ctx, (attempt) => countWebhookAttempt(ctx, attempt.kind, attempt.outcome));
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? '(no route)';
    countRequest(ctx, request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    const operation = PICK_UP_OPERATIONS[route];
    if (operation)
      countPickUp(ctx, operation, reply.statusCode < 300 ? 'ok' : (reply.errorCode ?? 'error'));
  });
  registerMetricsRoutes(app, ctx);
}
