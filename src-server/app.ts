import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import packageJson from '../package.json';
import { registerAuth } from './core/auth';
import type { AppContext } from './core/context';
import type { AppDatabase } from './core/db';
import { ApiError, registerErrorHandling, sendError } from './core/errors';
import { registerHostGuard } from './core/host-guard';
import { systemClock, type Clock } from './core/time';
import { createShippingArea } from './modules/shippings';
import { createShopArea } from './modules/shops';

export const VERSION: string = packageJson.version;

export interface BuildServerOptions {
  database: AppDatabase;
  clock?: Clock;
  logger?: boolean;
  /** The host the server will listen on (requests must be addressed to it or to loopback). */
  host?: string;
  /** Built renderer to serve at `/`; null or a missing folder serves the API only. */
  rendererDir?: string | null;
}

export type AppAreas = Awaited<ReturnType<typeof buildServer>>['areas'];

/** Builds the whole app, ready for `inject` or `listen`; nothing is listening yet. */
export async function buildServer(options: BuildServerOptions) {
  const clock = options.clock ?? systemClock;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  });
  // The API speaks JSON only: a text body is 415, not a string handed to the validators.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerHostGuard(app, options.host ?? '127.0.0.1');

  const shops = createShopArea({ database: options.database, clock });
  const context: AppContext = { database: options.database, clock, timeZone: shops.shop.timeZone };
  registerAuth(app, shops.identity.resolver, () => clock.now());

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Shopdesk API',
        version: VERSION,
        description: 'The local shop administration API of Shopdesk.',
      },
      components: {
        securitySchemes: {
          staffToken: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: 'Token <staff token>',
          },
          applicationToken: { type: 'http', scheme: 'bearer' },
        },
      },
      security: [{ staffToken: [] }, { applicationToken: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  const shippings = createShippingArea(context);
  const areas = { shop: shops.shop, identity: shops.identity, shippings: shippings.shippings };

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/health',
    {
      config: { auth: { public: true } },
      schema: {
        tags: ['meta'],
        response: { 200: z.object({ status: z.literal('ok'), version: z.string() }) },
      },
    },
    async () => ({ status: 'ok' as const, version: VERSION }),
  );
  r.get(
    '/api/openapi.json',
    { config: { auth: { public: true } }, schema: { hide: true } },
    async () => app.swagger(),
  );
  shops.register(app);
  shippings.register(app);

  const rendererDir = options.rendererDir;
  const serveRenderer = rendererDir && existsSync(join(rendererDir, 'index.html'));
  if (serveRenderer) {
    await app.register(fastifyStatic, {
      root: rendererDir,
      wildcard: false,
      index: ['index.html'],
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    // Client-side routes of the single-page app all load its index page.
    if (
      serveRenderer &&
      !path.startsWith('/api') &&
      (request.method === 'GET' || request.method === 'HEAD')
    ) {
      return reply.type('text/html; charset=utf-8').sendFile('index.html');
    }
    const error = new ApiError(404, 'not_found', 'Not found.');
    return sendError(reply, error.status, { detail: error.message, code: error.code });
  });

  await app.ready();
  return Object.assign(app, { areas }) as FastifyInstance & { areas: typeof areas };
}
