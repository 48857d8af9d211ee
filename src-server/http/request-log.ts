import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addressList } from '../lib/addresses';

/**
 * The request log and request ids (docs/DEPLOYMENT.md, "Logs"): one line per answered request, with
 * the route's pattern (never the URL, whose path or query may hold a pick-up key or a token),
 * and an `X-Request-Id` on every answer, so a clerk's screenshot of a 500 leads to its line.
 */

/** A proxy's id is kept only when it looks like one: no spaces, quotes or line breaks. */
const PROXY_ID = /^[\w.:@/+=-]{1,128}$/;

/**
 * Fastify's `genReqId`: the trusted proxy's `X-Request-Id` when the request came through it
 * (so its access log and ours share the id), else a new random id. A client elsewhere cannot
 * choose the id it is logged under.
 */
export function requestIdGenerator(trustedProxy: readonly string[] | undefined) {
  const isProxy = trustedProxy?.length ? addressList(trustedProxy) : () => false;
  return (raw: IncomingMessage): string => {
    const header = raw.headers['x-request-id'];
    const remote = raw.socket?.remoteAddress;
    if (typeof header === 'string' && PROXY_ID.test(header) && remote && isProxy(remote))
      return header;
    return randomUUID();
  };
}

/** Who made a request, as its log line says: never a name, a token or a password. */
function actorFields(request: FastifyRequest) {
  const principal = request.principal;
  if (!principal) return { actorKind: 'anonymous' };
  if (principal.kind === 'application')
    return { actorKind: 'application', actorId: principal.applicationId };
  return {
    actorKind: principal.role === 'manager' ? 'manager' : 'staff',
    actorId: principal.staffId,
    storeId: principal.storeId,
  };
}

/** The fields of a request's log line. */
export function requestLine(request: FastifyRequest, reply: FastifyReply) {
  return {
    method: request.method,
    // The pattern (`/api/orders/order/:id/`); a path no route matched is not written down.
    route: request.routeOptions.url ?? '(no route)',
    status: reply.statusCode,
    responseTime: Math.round(reply.elapsedTime * 10) / 10,
    ...actorFields(request),
  };
}

/**
 * Registered first, so that every answer (a refusal by a later hook, a 404 included) carries
 * the id. Fastify's own two lines per request are off (`disableRequestLogging`); this one
 * line replaces them.
 */
export function registerRequestLog(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    const line = requestLine(request, reply);
    if (reply.statusCode >= 500) request.log.warn(line, 'request failed');
    else if (isProbe(request.routeOptions.url, reply.statusCode))
      request.log.debug(line, 'request');
    else request.log.info(line, 'request');
  });
}

/** The liveness and readiness routes: every counter's heartbeat asks one every 1.5 s. */
const PROBES: ReadonlySet<string | undefined> = new Set(['/api/health', '/api/health/ready']);

/**
 * A probe that answered is logged at debug only: at info, one counter's heartbeat alone would
 * write some 57,600 lines a day and push the log's history out of its files
 * (docs/OFFLINE.md, "When is the counter offline?"); a refused or failed probe is logged as any request.
 */
const isProbe = (route: string | undefined, status: number) => PROBES.has(route) && status < 400;
