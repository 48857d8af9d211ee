import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { APP_ORIGIN } from '../../src-shared/app-origin';
import { msg } from '../lib/i18n';
import { ApiError } from './errors';

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];

declare module 'fastify' {
  interface FastifyInstance {
    /** The origin the shop is reached at from outside (`--public-url`); null: loopback only. */
    publicOrigin: string | null;
  }
}

export interface HostGuardOptions {
  /** The host the server listens on. */
  host: string;
  /** `--public-url`: its origin is accepted besides loopback, and absolute links use it. */
  publicUrl?: string;
  /** The server speaks HTTPS itself (`--tls-cert`). */
  secure?: boolean;
}

/** A Host header value read as the host part of a URL with the given scheme. */
function parseHost(value: string, protocol: string): URL | null {
  try {
    const url = new URL(`${protocol}//${value}`);
    return url.username || url.password || url.pathname !== '/' ? null : url;
  } catch {
    return null;
  }
}

/**
 * This server's origin for absolute links (`next`, `previous`, callback URLs): the public URL
 * when one is configured, else the origin the caller used (the guard has checked its Host).
 */
export function requestOrigin(request: FastifyRequest): string {
  return request.server.publicOrigin ?? new URL(`${request.protocol}://${request.host}`).origin;
}

/**
 * What the desktop app's pages send beside the safelisted headers: the token, JSON bodies, the
 * retry key and the language of the answer's sentences (src-renderer/src/shared/api/client.ts).
 */
const APP_REQUEST_HEADERS = 'Authorization, Content-Type, Idempotency-Key, Accept-Language, Accept';
/** The answer's headers the app reads besides the safelisted ones. */
const APP_EXPOSED_HEADERS =
  'Retry-After, X-Request-Id, Content-Disposition, X-Export-Count, Idempotent-Replayed';
const APP_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE';
/** How long Chromium may keep a preflight's answer (it caps it at 2 h). */
const APP_PREFLIGHT_MAX_AGE = '600';

/**
 * CORS for the desktop app's own pages (src-shared/app-origin.ts): they are served by the app,
 * not by this server, and read its API from there (docs/DESIGN.md §13 "Counters connect").
 * Tokens travel in a header, never in a cookie, so no credentials are allowed. A preflight is
 * answered here (204) before any route, authentication or body handling; true when it was.
 */
function allowAppOrigin(request: FastifyRequest, reply: FastifyReply): boolean {
  reply.header('Access-Control-Allow-Origin', APP_ORIGIN);
  reply.header('Access-Control-Expose-Headers', APP_EXPOSED_HEADERS);
  reply.header('Vary', 'Origin');
  if (request.method !== 'OPTIONS' || !request.headers['access-control-request-method'])
    return false;
  reply.header('Access-Control-Allow-Methods', APP_METHODS);
  reply.header('Access-Control-Allow-Headers', APP_REQUEST_HEADERS);
  reply.header('Access-Control-Max-Age', APP_PREFLIGHT_MAX_AGE);
  // Chromium's private network access asks this of a page reaching a server on the shop's LAN.
  if (request.headers['access-control-request-private-network'] === 'true')
    reply.header('Access-Control-Allow-Private-Network', 'true');
  return true;
}

/**
 * DNS-rebinding protection: the server answers only requests addressed to its loopback name
 * and port, or to its public URL, and refuses browser requests whose Origin is another site
 * than its own or the desktop app's. It sends CORS headers to the desktop app's origin only, so
 * other origins cannot read its answers either. Behind a trusted proxy `request.host` is the
 * forwarded host (Fastify's trustProxy decides whom to believe).
 */
export function registerHostGuard(app: FastifyInstance, options: HostGuardOptions) {
  const configuredHost = options.host;
  const ownProtocol = options.secure ? 'https:' : 'http:';
  const publicUrl = options.publicUrl ? new URL(options.publicUrl) : null;
  app.decorate('publicOrigin', publicUrl?.origin ?? null);
  const allowedNames = new Set([
    ...LOOPBACK_NAMES,
    // With a public URL the listening address (often 0.0.0.0) is not a name to be reached by.
    ...(publicUrl ? [] : [configuredHost.includes(':') ? `[${configuredHost}]` : configuredHost]),
  ]);

  const listeningPort = (): string | null => {
    const address = app.server.address() as AddressInfo | string | null;
    return address && typeof address === 'object' ? String(address.port) : null;
  };

  const isOwn = (hostname: string, port: string) => {
    const own = listeningPort();
    // Requests injected in tests reach a server that is not listening: only the name counts.
    return allowedNames.has(hostname) && (own === null || own === port);
  };

  const isPublicHost = (value: string) =>
    publicUrl !== null && parseHost(value, publicUrl.protocol)?.host === publicUrl.host;

  const isOwnHost = (value: string) => {
    const url = parseHost(value, ownProtocol);
    return url !== null && isOwn(url.hostname, url.port || (options.secure ? '443' : '80'));
  };

  app.addHook('onRequest', async (request, reply) => {
    const host = request.host ?? '';
    if (!isPublicHost(host) && !isOwnHost(host)) {
      throw new ApiError(
        403,
        'invalid_host',
        publicUrl
          ? msg('host.host_or_loopback', { host: publicUrl.host })
          : msg('host.loopback_only'),
      );
    }
    const origin = request.headers.origin;
    if (origin === undefined) return;
    if (origin === APP_ORIGIN) {
      if (allowAppOrigin(request, reply)) return reply.code(204).send();
      return;
    }
    let allowed = false;
    try {
      const url = new URL(origin);
      allowed =
        url.origin === publicUrl?.origin || (url.protocol === ownProtocol && isOwnHost(url.host));
    } catch {
      allowed = false;
    }
    if (!allowed) throw new ApiError(403, 'cross_origin', msg('host.cross_origin'));
  });
}
