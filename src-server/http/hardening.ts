import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Message, msg } from '../lib/i18n';
import { ApiError, sendError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer carries secrets or tokens: `Cache-Control: no-store`. */
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

/**
 * A request target (query included) longer than MAX_TARGET_LENGTH, or a path longer than
 * MAX_PATH_LENGTH (far below what the file system takes), is 414; a path segment longer than a
 * file name may be, 404.
 */
export const MAX_TARGET_LENGTH = 64 * 1024;
export const MAX_PATH_LENGTH = 1024;
const MAX_SEGMENT_BYTES = 255;

const refuse = (detail: Message) => new ApiError(400, 'invalid', detail);

/**
 * Why a request target is refused before any route or static file sees it (docs/SECURITY.md),
 * or null. Only the origin form (`/path?query`) is read: the absolute form would let the
 * target name another host, and `//` or `.` segments would reach files by other names.
 */
function targetProblem(target: string): ApiError | null {
  if (!target.startsWith('/')) return refuse(msg('request.target_not_path'));
  if (target.length > MAX_TARGET_LENGTH)
    return new ApiError(414, 'invalid', msg('request.target_too_long'));
  const query = target.indexOf('?');
  const rawPath = query >= 0 ? target.slice(0, query) : target;
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return refuse(msg('request.path_invalid'));
  }
  if (path.includes('\0')) return refuse(msg('request.path_invalid'));
  if (Buffer.byteLength(path) > MAX_PATH_LENGTH)
    return new ApiError(414, 'invalid', msg('request.path_too_long'));
  const segments = path.split(/[/\\]/).slice(1);
  // `/a//b`, `/./`, `/../`: a trailing slash (an empty last segment) is the only empty one.
  if (segments.slice(0, -1).includes('') || segments.some((s) => s === '.' || s === '..'))
    return refuse(msg('request.path_invalid'));
  if (segments.some((s) => Buffer.byteLength(s) > MAX_SEGMENT_BYTES))
    return new ApiError(404, 'not_found', msg('request.not_found'));
  return null;
}

/** How many times the request names its Host (Node keeps the first of several). */
function hostHeaders(rawHeaders: string[]): number {
  let count = 0;
  for (let i = 0; i < rawHeaders.length; i += 2)
    if (rawHeaders[i]!.toLowerCase() === 'host') count++;
  return count;
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
  return sendError(reply, status, { detail: msg('request.path_invalid'), code: 'invalid' });
}

/**
 * Headers of every response (docs/DESIGN.md §2), and the refusal of odd request
 * targets (traversal, `//`, the absolute form, NUL bytes, two Host headers) with a 400 before
 * any route or static file sees them. Registered before the host guard.
 */
export function registerHardening(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (hostHeaders(request.raw.rawHeaders) > 1) throw refuse(msg('request.host_twice'));
    const problem = targetProblem(request.raw.url ?? '');
    if (problem) throw problem;
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
