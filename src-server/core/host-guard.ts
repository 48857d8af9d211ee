import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors';

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];

function hostParts(value: string): { hostname: string; port: string } | null {
  try {
    const url = new URL(`http://${value}`);
    if (url.username || url.password || url.pathname !== '/') return null;
    return { hostname: url.hostname, port: url.port || '80' };
  } catch {
    return null;
  }
}

/**
 * DNS-rebinding protection: the server answers only requests addressed to the loopback name and
 * port it listens on, and refuses browser requests whose Origin is another site. It sends no
 * CORS headers, so other origins cannot read its answers either.
 */
export function registerHostGuard(app: FastifyInstance, configuredHost: string) {
  const allowedNames = new Set([
    ...LOOPBACK_NAMES,
    configuredHost.includes(':') ? `[${configuredHost}]` : configuredHost,
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

  app.addHook('onRequest', async (request) => {
    const host = hostParts(request.headers.host ?? '');
    if (!host || !isOwn(host.hostname, host.port)) {
      throw new ApiError(
        400,
        'invalid_host',
        'This server only answers requests addressed to its loopback address.',
      );
    }
    const origin = request.headers.origin;
    if (origin === undefined) return;
    let allowed = false;
    try {
      const url = new URL(origin);
      allowed = url.protocol === 'http:' && isOwn(url.hostname, url.port || '80');
    } catch {
      allowed = false;
    }
    if (!allowed)
      throw new ApiError(403, 'cross_origin', 'Requests from other web sites are refused.');
  });
}
