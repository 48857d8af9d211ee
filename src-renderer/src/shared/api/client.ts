import ky, { isHTTPError, isNetworkError, isTimeoutError, type Options } from 'ky';
import createClient from 'openapi-fetch';
import type { ErrorParams, ErrorParamsMap, FieldErrors } from '@shared/errors';
import { isOutageStatus, isServerBusy, isServerOutage } from '@shared/outage';
import { currentLocale } from '@/shared/locale';
import type { components, paths } from '@/api/schema';
import { isRetrySafe, withRetries, type Failure } from './retry';

export type { FieldErrors };

/** A page of a list endpoint (docs/DESIGN.md §2). */
export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

export interface PageQuery {
  page?: number;
  page_size?: number;
}

/** The largest page the server hands out. */
export const MAX_PAGE_SIZE = 100;

/** Codes the client gives failures that never reached the server. */
export const NETWORK_ERROR = 'network_error';
export const TIMEOUT_ERROR = 'timeout';

const CODE_BY_STATUS: Record<number, string> = {
  400: 'invalid',
  401: 'not_authenticated',
  403: 'permission_denied',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'throttled',
};

/**
 * Every failed call ends as one of these: the server's error body, or a network failure (status
 * 0). Screens read `code` and `params` (`paramsOf`); `detail` is the server's sentence for people,
 * shown as written only for a code this app does not know.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly detail: string;
  readonly errors: FieldErrors;
  /** Seconds from `Retry-After` (429, 503), else null. */
  readonly retryAfter: number | null;
  /** The facts the refusal names (`params` of the body, typed per code in src-shared/errors.ts). */
  readonly params: Readonly<Record<string, unknown>> | null;

  constructor(
    status: number,
    code: string,
    detail: string,
    errors: FieldErrors = {},
    retryAfter: number | null = null,
    params: Readonly<Record<string, unknown>> | null = null,
  ) {
    super(detail || code);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.detail = detail;
    this.errors = errors;
    this.retryAfter = retryAfter;
    this.params = params;
  }
}

/**
 * The params of a refusal with this code, typed as src-shared/errors.ts says the server sends
 * them; null for another error, or an answer without params (a server older than them).
 */
export function paramsOf<C extends keyof ErrorParamsMap>(
  error: unknown,
  code: C,
): ErrorParams<C> | null {
  if (!(error instanceof ApiError) || error.code !== code || !error.params) return null;
  return error.params as unknown as ErrorParams<C>;
}

/**
 * Whether a failure means the shop server cannot be reached (no answer, a gateway's 502/503/504,
 * `database_unavailable`) or cannot work just now (`busy` still, once the client stopped sending
 * it again) rather than a refusal: src-shared/outage.ts.
 */
export function isOutage(error: unknown): boolean {
  return error instanceof ApiError && isServerOutage(error);
}

/**
 * Where the client reads the session's token, and how it ends a session the server no longer
 * accepts. The session store registers itself (`provideCredentials`): the client imports no
 * store, so the store may import this client's types without a cycle.
 */
export interface SessionCredentials {
  token(): string | null;
  /** The server refused the current token (401): forget the session. */
  expire(): void;
}

let credentials: SessionCredentials | null = null;

/** Registers the session the client signs its calls with (null: calls go without one). */
export function provideCredentials(source: SessionCredentials | null): void {
  credentials = source;
}

/**
 * Whether a session is signed in now: the registered one holds a token (the store sets its
 * token and its staff together). shared/ asks this, not the session store, a feature's.
 */
export function isSignedIn(): boolean {
  return Boolean(credentials?.token());
}

/** Told the 401's code: `account_deactivated` or `not_authenticated` (expired, revoked). */
type ExpiryListener = (code: string) => void;
const expiryListeners = new Set<ExpiryListener>();

/** Called after an authenticated call was refused with 401 and the session was cleared. */
export function onSessionExpired(listener: ExpiryListener): () => void {
  expiryListeners.add(listener);
  return () => expiryListeners.delete(listener);
}

/** Told after every call whether the server answered (any status) or could not be reached. */
type ReachabilityListener = (reachable: boolean) => void;
const reachabilityListeners = new Set<ReachabilityListener>();

/**
 * Follows whether the API's server can be reached: `false` after a try that got no answer
 * (network failure or timeout) or an outage's answer (a proxy's 502/503/504, the database
 * down: src-shared/outage.ts), `true` after any other answer, even a refusal or `busy`.
 */
export function onReachability(listener: ReachabilityListener): () => void {
  reachabilityListeners.add(listener);
  return () => reachabilityListeners.delete(listener);
}

function reportReachability(reachable: boolean): void {
  for (const listener of reachabilityListeners) listener(reachable);
}

function parseRetryAfter(value: string | null): number | null {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

function asFieldErrors(value: unknown): FieldErrors {
  if (typeof value !== 'object' || value === null) return {};
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(value)) {
    if (Array.isArray(messages)) errors[field] = messages.map(String);
    else if (typeof messages === 'string') errors[field] = [messages];
  }
  return errors;
}

function toApiError(error: Error, request: Request): Error {
  if (error instanceof ApiError) return error;
  if (isTimeoutError(error) || isNetworkError(error)) {
    reportReachability(false);
    return new ApiError(0, isTimeoutError(error) ? TIMEOUT_ERROR : NETWORK_ERROR, '');
  }
  if (!isHTTPError(error)) return error;

  const { response } = error;
  const body: Record<string, unknown> =
    typeof error.data === 'object' && error.data !== null
      ? (error.data as Record<string, unknown>)
      : {};
  const code =
    typeof body.code === 'string'
      ? body.code
      : (CODE_BY_STATUS[response.status] ??
        (response.status >= 500 ? 'server_error' : 'http_error'));
  const detail = typeof body.detail === 'string' ? body.detail : '';
  const params =
    typeof body.params === 'object' && body.params !== null && !Array.isArray(body.params)
      ? (body.params as Record<string, unknown>)
      : null;
  const apiError = new ApiError(
    response.status,
    code,
    detail,
    asFieldErrors(body.errors),
    parseRetryAfter(response.headers.get('Retry-After')),
    params,
  );
  // A busy server is there: it answered, and the call is sent again after its Retry-After
  // (./retry.ts). Were it an outage, a peak's second or two of `busy` would put every counter
  // offline (docs/OFFLINE.md, "When is the counter offline?") when waiting is what the server
  // asked for (docs/DESIGN.md §13). The database away, a gateway's 502/503/504 and no answer
  // stay outages, noticed at once; a call still busy when it gives up is one (src-shared/outage.ts).
  if (isServerBusy(apiError)) reportReachability(true);
  else if (isServerOutage(apiError)) reportReachability(false);

  // A 401 on a call that carried the current token means the token is gone (expired or
  // revoked); a 401 without one (a failed login), or for an older token, is just an answer.
  if (response.status === 401 && credentials) {
    const token = credentials.token();
    if (token && request.headers.get('Authorization') === `Token ${token}`) {
      credentials.expire();
      for (const listener of expiryListeners) listener(code);
    }
  }
  return apiError;
}

// In the desktop app the preload names the API's origin (a shared service later, docs/DESIGN.md §13);
// in a browser the API is on the page's own origin.
const apiBaseUrl = (typeof window !== 'undefined' && window.shopdesk?.apiBaseUrl) || undefined;

/**
 * The one HTTP client of the renderer. Only the areas' `api.ts` files (and `shared/api/`) use it.
 * It sends nothing again by itself: `call`, `api` and `readRetrying` do, where it is safe.
 */
export const http = ky.create({
  prefix: '/api/',
  baseUrl: apiBaseUrl,
  // One try per call of ky: the retries (which writes may be repeated, Retry-After, jitter,
  // the busy notice) are retry.ts's, around it.
  retry: 0,
  timeout: 30_000,
  headers: { Accept: 'application/json' },
  hooks: {
    beforeRequest: [
      ({ request, options }) => {
        // The server writes its sentences (details, field messages, timelines) in this language.
        request.headers.set('Accept-Language', currentLocale());
        if (options.context.anonymous) return;
        const token = credentials?.token();
        if (token) request.headers.set('Authorization', `Token ${token}`);
      },
    ],
    // An outage's answer (a gateway's 502) is not the server answering: beforeError says so.
    afterResponse: [
      ({ response }) => {
        if (!isOutageStatus(response.status)) reportReachability(true);
      },
    ],
    beforeError: [({ error, request }) => toApiError(error, request)],
  },
});

type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';

export interface CallOptions {
  json?: unknown;
  searchParams?: Record<string, string | number | boolean | undefined>;
  /** Send no credential even when signed in (login). */
  anonymous?: boolean;
  headers?: Record<string, string>;
  /**
   * False: an outage is the caller's to handle at once (it has a fallback of its own), only a
   * busy server is waited for (`RetryRules.outages`).
   */
  outageRetries?: boolean;
}

const failureOf = (error: unknown): Failure | null => (error instanceof ApiError ? error : null);

/** Sends a request and returns the parsed JSON body, or undefined for 204 / an empty body. */
export async function call<T>(method: Method, path: string, options: CallOptions = {}): Promise<T> {
  const kyOptions: Options = { method, context: { anonymous: options.anonymous ?? false } };
  if (options.json !== undefined) kyOptions.json = options.json;
  if (options.searchParams) kyOptions.searchParams = options.searchParams;
  if (options.headers) kyOptions.headers = options.headers;
  const hasKey = Object.keys(options.headers ?? {}).some(
    (name) => name.toLowerCase() === 'idempotency-key',
  );
  const response = await withRetries(
    () => http(path, kyOptions),
    {
      safe: isRetrySafe(method, `/api/${path}`, hasKey),
      outages: options.outageRetries ?? true,
    },
    failureOf,
  );
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  if (text === '') return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError(response.status, 'invalid_response', '');
  }
}

/** A read through `http` itself (an export's stream), sent again as `call` sends one. */
export function readRetrying(send: () => Promise<Response>): Promise<Response> {
  return withRetries(send, { safe: true, outages: true }, failureOf);
}

/** Fetches every page of a list endpoint (for short lists such as shipping groups). */
export async function fetchAllPages<T>(
  path: string,
  query: Record<string, string | number | undefined> = {},
): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const result = await call<Page<T>>('get', path, {
      searchParams: { ...query, page, page_size: MAX_PAGE_SIZE },
    });
    items.push(...result.results);
    if (!result.next || result.results.length === 0 || items.length >= result.count) return items;
  }
}

/**
 * The shapes the server answers, named as in its OpenAPI document: `schema.d.ts` is generated
 * from the served document (`npm run api:types`), so a server change that breaks a screen
 * fails `npm run typecheck`.
 */
export type Schemas = components['schemas'];

/** The JSON answer of an operation with status 200 or 201. */
export type Answer<P extends keyof paths, M extends 'get' | 'post' | 'put' | 'patch'> =
  NonNullable<paths[P][M]> extends {
    responses: infer R;
  }
    ? R extends { 200: { content: { 'application/json': infer T } } }
      ? T
      : R extends { 201: { content: { 'application/json': infer T } } }
        ? T
        : never
    : never;

/** The query parameters of a GET operation. */
export type Query<P extends keyof paths> = NonNullable<
  NonNullable<paths[P]['get']>['parameters']['query']
>;

/** The JSON body of an operation. */
export type Body<P extends keyof paths, M extends 'post' | 'put' | 'patch'> =
  NonNullable<paths[P][M]> extends {
    requestBody?: { content: { 'application/json': infer T } };
  }
    ? T
    : never;

/**
 * Sends a typed call through the one client, again after a busy answer (or an outage, unless
 * `outages` is false) when that is safe (./retry.ts). A try sends a copy of the
 * request, so the body and the `Idempotency-Key` are the same each time.
 */
const viaHttp =
  ({ anonymous, outages, timeout }: { anonymous: boolean; outages: boolean; timeout?: number }) =>
  (request: Request) => {
    const path = new URL(request.url, 'http://localhost').pathname;
    const safe = isRetrySafe(request.method, path, request.headers.has('Idempotency-Key'));
    return withRetries(
      () =>
        http(safe ? request.clone() : request, {
          context: { anonymous },
          ...(timeout !== undefined && { timeout }),
        }),
      { safe, outages },
      failureOf,
    );
  };

/**
 * The typed API (openapi-fetch) over the one HTTP client: paths, path parameters, queries,
 * bodies and answers come from the OpenAPI document; the client's hooks add the credential and
 * turn failures into `ApiError`s, so a call that returns has the success answer.
 */
export const api = createClient<paths>({
  baseUrl: (apiBaseUrl ?? '').replace(/\/+$/, ''),
  fetch: viaHttp({ anonymous: false, outages: true }),
});

/**
 * Per-call option of `api` calls that must not carry the session's credential: the sign-in and
 * the customer's page. A person is in front of them and is told of an outage at once (and may
 * try again); a busy server, the peak of a shift start, is waited for.
 */
export const anonymously = { fetch: viaHttp({ anonymous: true, outages: false }) };

/**
 * Per-call option of `api` calls whose caller handles an outage at once (the counter answers
 * from its copy, the connection probe backs off by itself): only a busy server is waited for.
 */
export const withoutOutageRetries = { fetch: viaHttp({ anonymous: false, outages: false }) };

/**
 * Per-call option of the connection's heartbeat: a try unanswered after `timeoutMs` counts as
 * no answer (`timeout`), so a server that hangs is noticed as soon as one that refuses
 * (docs/DESIGN.md §14: an outage is noticed within 3 s); only a busy server is waited for. It
 * carries no token: `/api/health` is public and checks none, and every 1.5 s a token would be
 * one more copy on the wire (and, in the desktop app, a CORS preflight).
 */
export function asHeartbeat(timeoutMs: number) {
  return { fetch: viaHttp({ anonymous: true, outages: false, timeout: timeoutMs }) };
}

/** The answer of a typed call (failures have thrown already; a 204 is undefined). */
export async function answer<T>(result: Promise<{ data?: T }>): Promise<T> {
  return (await result).data as T;
}
