import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { scrape } from './service';

/**
 * `GET /api/metrics`: for Prometheus, with a manager's token or an application's holding
 * `metrics:read` (docs/DEPLOYMENT.md, "Metrics").
 */
export function registerMetricsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/metrics',
    {
      config: { auth: { scope: 'metrics:read' }, noStore: true },
      schema: {
        tags: ['meta'],
        summary: 'Request, database, webhook and pick-up figures in the Prometheus text format',
        response: {
          200: z.string().meta({ description: 'Prometheus text exposition format 0.0.4' }),
        },
      },
    },
    async (_request, reply) => {
      const { text, contentType } = await scrape(ctx);
      return reply.type(contentType).send(text);
    },
  );
}
