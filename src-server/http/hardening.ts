import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Message, msg, render } from '../lib/i18n';
import { ApiError, type ErrorCode, sendError } from './errors';

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
 * file name may be, 404 (docs/API.md, "Limits"). The target's limit holds a list filter at its
 * documented 10,000 characters, percent-encoded, whatever its script (9 bytes a character).
 */
export const MAX_TARGET_LENGTH = 128 * 1024;
/**
 * What Node's parser reads of a request's head (request line and headers together) before it
 * refuses it with 431 (`maxHeaderSize`, app.ts): room for a target at MAX_TARGET_LENGTH and
 * headers, so that a target past the app's limit is the app's 414 with its request id.
 */
export const MAX_HEAD_BYTES = MAX_TARGET_LENGTH + 64 * 1024;
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
    return new ApiError(414, 'uri_too_long', msg('request.target_too_long'));
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
    return new ApiError(414, 'uri_too_long', msg('request.path_too_long'));
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

/** The answer of a client error Node's parser raised, by its code (docs/API.md, "Limits"). */
function clientErrorAnswer(code: string | undefined): [number, ErrorCode, Message] {
  if (code === 'HPE_HEADER_OVERFLOW')
    return [431, 'headers_too_large', msg('request.head_too_large', { n: MAX_HEAD_BYTES / 1024 })];
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, 'invalid', msg('request.too_slow')];
  return [400, 'invalid', msg('request.unreadable')];
}

/**
 * Fastify's `clientErrorHandler`: a request Node's parser refused (a head past MAX_HEAD_BYTES,
 * bytes that are no HTTP) never reaches Fastify, so it is answered here with the API's error
 * body and a request id of its own, as every other answer (docs/DESIGN.md §2). In English:
 * the request's headers were not read.
 */
export function answerClientError(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, detail] = clientErrorAnswer(error.code);
  const id = randomUUID();
  this.log.debug({ err: error, reqId: id }, 'a request the HTTP parser refused');
  if (socket.writable) {
    const body = JSON.stringify({ detail: render(detail, 'en'), code });
    socket.end(
      [
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        `X-Request-Id: ${id}`,
        'X-Content-Type-Options: nosniff',
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  }
  // The rest of what the client sends is not read: the socket goes once the answer is out.
  setTimeout(() => socket.destroy(), 1000).unref();
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
