import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import packageJson from '../package.json';
import { registerAuth } from './http/auth';
import type { AppDatabase } from './db';
import { ApiError, registerErrorHandling, sendError } from './http/errors';
import { msg } from './lib/i18n';
import {
  answerClientError,
  answerFrameworkError,
  MAX_HEAD_BYTES,
  registerHardening,
} from './http/hardening';
import { type MethodTable, registerMethodTable } from './http/methods';
import { registerExports } from './http/exports';
import { registerHostGuard } from './http/host-guard';
import {
  OPENAPI_SERVERS,
  OPENAPI_TAGS,
  openApiTransform,
  openApiTransformObject,
  registerOpenApiConventions,
  SECURITY_SCHEMES,
} from './http/openapi';
import { parseQueryString } from './http/query-string';
import { registerWellFormedText } from './http/json';
import { registerRequestLog, requestIdGenerator } from './http/request-log';
import { registerIdSpelling } from './http/params';
import { registerLanguage } from './http/language';
import { systemClock, type Clock } from './lib/time';
import { createAreas } from './areas';
import type { AppContext } from './context';
import { idempotencyRetentionMs, registerIdempotency } from './http/idempotency';
import { credentialResolver, lastSettings } from './modules/shops';
import type { SocialEnvConfig } from './modules/social';
import type { WebhookWorkerOptions } from './modules/webhooks';
import type { NotificationEnv, NotificationWorkerOptions } from './modules/notifications';

export const VERSION: string = packageJson.version;
/** `GET /api/health/ready`: how long `select 1` may take before the database counts as down. */
const READY_TIMEOUT_MS = 1_000;

export interface BuildServerOptions {
  database: AppDatabase;
  clock?: Clock;
  /** Off (false, the default), on (JSON lines on stdout), or where and how much to log. */
  logger?: boolean | LogOptions;
  /** The host the server will listen on (requests must be addressed to it or to loopback). */
  host?: string;
  /** Built renderer to serve at `/`; null or a missing folder serves the API only. */
  rendererDir?: string | null;
  /** Messaging-platform settings from the environment (the social settings win over them). */
  social?: SocialEnvConfig;
  /** Webhook delivery: clock, timeout, retry delay, timers (defaults: the spec's 10 s and 5 min). */
  webhooks?: WebhookWorkerOptions;
  /**
   * Addresses or CIDR ranges of a reverse proxy in front of the service: its
   * `X-Forwarded-For` gives the client address, and it is not one client (docs/DESIGN.md §3).
   */
  trustedProxy?: string[];
  /** Where the shop is reached from outside (docs/DESIGN.md §13): accepted Host, absolute links. */
  publicUrl?: string;
  /** PEM certificate and key: the server speaks HTTPS itself. */
  https?: { cert: Buffer; key: Buffer };
  /** Pick-up notices: SHOPDESK_SMS_ENDPOINT, and the worker's clock and timers for tests. */
  notifications?: NotificationWorkerOptions & { env?: NotificationEnv };
}

/** The log's level and destination (a pino destination: stdout, pino-pretty, a file). */
export interface LogOptions {
  level?: string;
  stream?: NodeJS.WritableStream;
}

/** Whatever a value might hold that looks like a secret is never written (docs/DEPLOYMENT.md). */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.password',
  '*.token',
  '*.key',
];

function loggerOptions(logger: BuildServerOptions['logger']) {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return {
    level: options.level ?? 'info',
    ...(options.stream && { stream: options.stream }),
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { req: loggedRequest },
  };
}

/**
 * Query parameters whose values the request log leaves out: credentials sent where they do
 * not belong (`?token=`, `?password=`; refused anyway), pick-up keys, order tokens.
 */
const SECRET_QUERY_NAME = /token|pass|secret|key|auth|code|sign/i;

/** The request as Fastify logs it, with secret-looking query values replaced. */
function loggedRequest(request: FastifyRequest) {
  let url = request.url;
  const query = url.indexOf('?');
  if (query >= 0) {
    const params = new URLSearchParams(url.slice(query + 1));
    for (const name of new Set(params.keys()))
      if (SECRET_QUERY_NAME.test(name)) params.set(name, '[redacted]');
    url = `${url.slice(0, query)}?${params}`;
  }
  return {
    method: request.method,
    url,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Builds the whole app, ready for `inject` or `listen`; nothing is listening yet. */
export async function buildServer(options: BuildServerOptions) {
  const clock = options.clock ?? systemClock;
  const app = createApp(options);
  // Before any route: the 405 of a known path asked with another method reads it.
  const methods = registerMethodTable(app);

  const { ctx, register } = createAreas({
    log: app.log,
    database: options.database,
    clock,
    social: options.social,
    webhooks: options.webhooks,
    trustedProxy: options.trustedProxy,
    notifications: options.notifications,
    publicUrl: options.publicUrl,
  });
  registerAuth(app, credentialResolver(ctx), () => clock.now());
  registerIdempotency(app, {
    database: options.database,
    now: () => clock.now(),
    retentionMs: async () => idempotencyRetentionMs((await ctx.settings()).offline_hand_out_hours),
  });
  registerOpenApiConventions(app);
  // Before the routes (and the OpenAPI document) are made: every paged list gains `format`.
  registerExports(app);

  await registerApiDocs(app);
  registerMetaRoutes(app, ctx);
  register(app);

  await registerRenderer(app, options.rendererDir, methods);

  await app.ready();
  return Object.assign(app, { ctx }) as FastifyInstance & { ctx: AppContext };
}

/** Fastify with the server's options and the hooks every request passes, before any route. */
function createApp(options: BuildServerOptions) {
  const app = Fastify({
    logger: loggerOptions(options.logger),
    // Fastify's two lines per request are replaced by one (http/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: false,
    genReqId: requestIdGenerator(options.trustedProxy),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, querystringParser: parseQueryString },
    frameworkErrors: answerFrameworkError,
    // A request line up to the app's own limit reaches the app (its 414); a head past this
    // is Node's 431, answered by answerClientError (docs/API.md, "Limits").
    http: { maxHeaderSize: MAX_HEAD_BYTES },
    clientErrorHandler: answerClientError,
    ...(options.trustedProxy?.length && { trustProxy: options.trustedProxy }),
    ...(options.https && { https: { ...options.https, maxHeaderSize: MAX_HEAD_BYTES } }),
  });
  // The API speaks JSON only: a text body is 415, not a string handed to the validators.
  app.removeContentTypeParser('text/plain');
  registerRequestLog(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerLanguage(app);
  registerErrorHandling(app);
  registerHardening(app);
  registerHostGuard(app, {
    host: options.host ?? '127.0.0.1',
    publicUrl: options.publicUrl,
    secure: options.https !== undefined,
  });
  registerWellFormedText(app);
  registerIdSpelling(app);
  return app;
}

/** The OpenAPI document (`/api/openapi.json`) and its pages at `/api/docs`. */
async function registerApiDocs(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Shopdesk API',
        version: VERSION,
        description: 'The local shop administration API of Shopdesk.',
        contact: { name: 'Shopdesk' },
      },
      servers: OPENAPI_SERVERS,
      tags: OPENAPI_TAGS,
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: openApiTransform,
    transformObject: openApiTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
}

/** Health, readiness and the OpenAPI document: public, outside every area. */
function registerMetaRoutes(app: FastifyInstance, ctx: AppContext) {
  const { database } = ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/health',
    {
      config: { auth: { public: true } },
      schema: {
        tags: ['meta'],
        summary: 'Health of the service',
        response: {
          200: z.object({
            status: z.literal('ok'),
            version: z.string(),
            // Where customers and other counters reach the shop; null: this computer only.
            public_url: z.string().nullable(),
            // The shop's domain, as every customer link carries it (`?shop=`), so that staff,
            // who cannot read the shop's settings, can give one; null before the shop exists.
            shop_domain: z.string().nullable(),
            // The shop's IANA time zone, for the same staff: every time a counter shows is in
            // it, also offline (docs/DESIGN.md §14); null before the shop exists.
            time_zone: z.string().nullable(),
          }),
        },
      },
    },
    async () => {
      // Liveness answers at once, also while every connection is busy (docs/DESIGN.md §13):
      // the settings last read; only the very first health check waits for them.
      const shop = lastSettings(ctx) ?? (await ctx.settings().catch(() => null));
      return {
        status: 'ok' as const,
        version: VERSION,
        public_url: app.publicOrigin,
        shop_domain: shop?.domain ?? null,
        time_zone: shop?.timezone ?? null,
      };
    },
  );
  // One line when the database goes away, one when it is back (docs/RELIABILITY.md).
  const stopWatching = database.onAvailability?.((available, reason) => {
    if (available) app.log.info('the database answers again');
    else app.log.error({ reason }, 'the database is unavailable: requests answer 503');
  });
  app.addHook('onClose', async () => stopWatching?.());
  r.get(
    '/api/health/ready',
    {
      config: { auth: { public: true } },
      schema: {
        tags: ['meta'],
        summary: 'Readiness: whether the database answers',
        description:
          "For a load balancer or a counter: 200 `{status: 'ready'}` when `select 1` on the database answers within 1 s, otherwise 503 `{status: 'unavailable', reason}` with `Retry-After` within 2 s. `/api/health` stays the process's liveness. Both recover by themselves when the database comes back.",
        response: {
          // The 503 `{status: "unavailable", reason}` is not an error body (see the description).
          200: z.object({ status: z.literal('ready') }),
        },
      },
    },
    async (_request, reply) => {
      const reason = await database.ping(READY_TIMEOUT_MS);
      if (reason === null) return { status: 'ready' as const };
      // Not an error body: the reply is widened past the documented 200.
      return (reply as FastifyReply)
        .code(503)
        .header('Retry-After', '2')
        .send({ status: 'unavailable' as const, reason });
    },
  );
  r.get(
    '/api/openapi.json',
    { config: { auth: { public: true } }, schema: { hide: true } },
    async () => app.swagger(),
  );
}

/** The built UI at `/` (when there is one), compressed, and the answer to unknown paths. */
async function registerRenderer(
  app: FastifyInstance,
  rendererDir: string | null | undefined,
  methods: MethodTable,
) {
  // Brotli or gzip for the UI's pages and scripts (registered after the API: it compresses
  // the routes made after it), what a phone on a slow network waits for.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'] });

  const serveRenderer = rendererDir && existsSync(join(rendererDir, 'index.html'));
  if (serveRenderer) {
    // Files are looked up per request (wildcard), so a rebuilt renderer is served without a
    // restart; a missing file falls through to the not-found handler below.
    await app.register(fastifyStatic, {
      root: rendererDir,
      wildcard: true,
      index: ['index.html'],
      // Vite names every file under assets/ by its content's hash: a phone keeps it for good.
      // The pages naming them are checked each time, so a new build is picked up at once.
      cacheControl: false,
      setHeaders: (res, path) =>
        res.header(
          'cache-control',
          /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
        ),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    // Client-side routes of the single-page app all load its index page.
    if (
      serveRenderer &&
      // Only page loads get it: a missing script or image stays a 404.
      (request.headers.accept ?? '').includes('text/html') &&
      !path.startsWith('/api') &&
      (request.method === 'GET' || request.method === 'HEAD')
    ) {
      // The customer's pick-up page (the link the shop sends) is its own small page.
      const page = /^\/pickup\/[^/]+$/.test(path) ? 'pickup.html' : 'index.html';
      return reply.type('text/html; charset=utf-8').sendFile(page);
    }
    // A known path asked with a method it does not have (docs/API.md, "Errors").
    const allowed = methods.allowed(path);
    if (allowed && !allowed.includes(request.method)) {
      reply.header('Allow', allowed.join(', '));
      return sendError(reply, 405, {
        detail: msg('request.method_not_allowed', {
          method: request.method,
          allowed: allowed.join(', '),
        }),
        code: 'method_not_allowed',
      });
    }
    const error = new ApiError(404, 'not_found', msg('request.not_found'));
    return sendError(reply, error.status, { detail: error.detail, code: error.code });
  });
}
