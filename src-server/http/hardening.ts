import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, sendError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer carries secrets or tokens: `Cache-Control: no-store` (issue 15). */
    noStore?: true;
  }
}

/**
 * The policy of every page served to a browser (the renderer, the API docs): only this
 * server's scripts, no framing by other sites. Element Plus sets inline styles; product images
 * may be absolute http(s) URLs; the counter's camera is a media stream.
 */
export const PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: http: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "media-src 'self' blob: mediastream:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Whether a request path, once decoded, climbs out of its folder or carries a NUL byte. */
function isUnsafePath(rawPath: string): boolean {
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return true;
  }
  return path.includes('\0') || path.split(/[/\\]/).includes('..');
}

/**
 * Fastify's `frameworkErrors`: a URL the router cannot decode (`/%E0%A4%A`) is answered
 * before any hook runs, so it gets the API's error body and the headers here.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('X-Request-Id', request.id);
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  return sendError(reply, status, { detail: 'The request path is not valid.', code: 'invalid' });
}

/**
 * Headers of every response (DESIGN §2, issue 15 item 6), and the refusal of traversal paths
 * (`..`, encoded or not, NUL bytes) with a 400 before any route or static file sees them.
 */
export function registerHardening(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    const query = request.url.indexOf('?');
    const path = query >= 0 ? request.url.slice(0, query) : request.url;
    if (isUnsafePath(path)) throw new ApiError(400, 'invalid', 'The request path is not valid.');
  });
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    if (request.routeOptions.config?.noStore) reply.header('Cache-Control', 'no-store');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html') && !reply.hasHeader('content-security-policy'))
      reply.header('Content-Security-Policy', PAGE_CSP);
    return payload;
  });
}
