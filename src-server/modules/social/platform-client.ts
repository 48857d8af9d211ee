import { createHash } from 'node:crypto';
import { z } from 'zod';
import { ApiError } from '../../http/errors';
import type { Clock } from '../../lib/time';
import { msg } from '../../lib/i18n';

/**
 * The adapter for the messaging platform (WeChat's open platform, "third-party platform"
 * flow): the only code that knows its endpoints, its JSON and its error answers.
 */

export const DEFAULT_API_BASE = 'https://api.weixin.qq.com';
export const DEFAULT_AUTH_PAGE = 'https://mp.weixin.qq.com/cgi-bin/componentloginpage';
export const DEFAULT_TIMEOUT_MS = 10_000;
// A cached component token is renewed this long before the platform says it expires, so a
// request never goes out with a token that dies on the way.
export const TOKEN_SAFETY_MARGIN_MS = 5 * 60_000;

/** Everything needed to speak to the platform for one third-party platform account. */
export interface PlatformConfig {
  componentAppid: string;
  componentSecret: string;
  /** Pushed by the platform every 10 minutes in real life; a setting here. */
  verifyTicket: string;
  apiBase: string;
  authPage: string;
}

export interface PreAuthCode {
  preAuthCode: string;
  expiresAt: number;
}

export interface AuthorizationInfo {
  authorizerAppid: string;
  authorizerAccessToken: string;
  accessTokenExpiresAt: number;
  authorizerRefreshToken: string;
  funcInfo: unknown[];
}

/** The platform answered with a non-zero `errcode`. */
export class PlatformError extends ApiError {
  readonly errcode: number;
  readonly errmsg: string;

  constructor(what: string, errcode: number, errmsg: string) {
    super(502, 'social_platform_error', msg('social.refused', { what, errcode, errmsg }));
    this.errcode = errcode;
    this.errmsg = errmsg;
  }
}

// Answers that mean "this component access token is no longer good": get a new one, once.
const STALE_TOKEN_CODES = new Set([40001, 40014, 42001]);

const errorAnswer = z.object({ errcode: z.number(), errmsg: z.string().optional() });
const tokenAnswer = z.object({
  component_access_token: z.string().min(1),
  expires_in: z.number().positive(),
});
const preAuthAnswer = z.object({
  pre_auth_code: z.string().min(1),
  expires_in: z.number().positive(),
});
const queryAuthAnswer = z.object({
  authorization_info: z.object({
    authorizer_appid: z.string().min(1),
    authorizer_access_token: z.string(),
    expires_in: z.number().nonnegative(),
    authorizer_refresh_token: z.string(),
    func_info: z.array(z.unknown()).default([]),
  }),
});

const authorizerTokenAnswer = z.object({
  authorizer_access_token: z.string().min(1),
  expires_in: z.number().positive(),
  authorizer_refresh_token: z.string().min(1),
});

const badAnswer = (what: string, why: string) =>
  new ApiError(502, 'social_platform_bad_response', msg('social.bad_response', { what, why }));

/**
 * One client's settings and its component token cache, shared by its functions (one per app:
 * the social service keeps it with `perContext`).
 */
export interface PlatformClient {
  clock: Clock;
  timeoutMs: number;
  fetchImpl: typeof fetch;
  cached: { key: string; token: string; renewAt: number } | null;
  pending: { key: string; promise: Promise<string> } | null;
}

// A token belongs to one account on one platform: a settings change starts over.
const cacheKey = (config: PlatformConfig) =>
  createHash('sha256')
    .update(
      [config.apiBase, config.componentAppid, config.componentSecret, config.verifyTicket].join(
        '\n',
      ),
    )
    .digest('hex');

async function post<T extends z.ZodType>(
  client: PlatformClient,
  config: PlatformConfig,
  path: string,
  query: Record<string, string>,
  body: Record<string, string>,
  answer: T,
  what: string,
): Promise<z.output<T>> {
  const { fetchImpl, timeoutMs } = client;
  const url = new URL(config.apiBase.replace(/\/+$/, '') + path);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  let json: unknown;
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
    if (!response.ok) throw badAnswer(what, `HTTP ${response.status}`);
    const text = await response.text();
    try {
      json = JSON.parse(text);
    } catch {
      throw badAnswer(what, 'the body is not JSON');
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if ((error as Error).name === 'TimeoutError') {
      throw new ApiError(
        504,
        'social_platform_timeout',
        msg('social.timeout', { what, n: timeoutMs / 1000 }),
      );
    }
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    throw new ApiError(
      502,
      'social_platform_unreachable',
      msg('social.unreachable', {
        what,
        cause: cause?.code ?? cause?.message ?? (error as Error).message,
      }),
    );
  }
  // Errors come back as HTTP 200 with a non-zero errcode.
  const failure = errorAnswer.safeParse(json);
  if (failure.success && failure.data.errcode !== 0) {
    throw new PlatformError(what, failure.data.errcode, (failure.data.errmsg ?? '').slice(0, 300));
  }
  const parsed = answer.safeParse(json);
  if (!parsed.success) throw badAnswer(what, 'fields are missing or of the wrong type');
  return parsed.data;
}

async function fetchComponentToken(
  client: PlatformClient,
  config: PlatformConfig,
  key: string,
): Promise<string> {
  const asked = client.clock.now();
  const data = await post(
    client,
    config,
    '/cgi-bin/component/api_component_token',
    {},
    {
      component_appid: config.componentAppid,
      component_appsecret: config.componentSecret,
      component_verify_ticket: config.verifyTicket,
    },
    tokenAnswer,
    'the component access token request',
  );
  client.cached = {
    key,
    token: data.component_access_token,
    renewAt: asked + data.expires_in * 1000 - TOKEN_SAFETY_MARGIN_MS,
  };
  return data.component_access_token;
}

/** The component access token, from the cache while it is good; one request at a time. */
export async function componentToken(
  client: PlatformClient,
  config: PlatformConfig,
): Promise<string> {
  const key = cacheKey(config);
  const { cached, pending } = client;
  if (cached && cached.key === key && client.clock.now() < cached.renewAt) return cached.token;
  if (pending && pending.key === key) return pending.promise;
  const promise = fetchComponentToken(client, config, key).finally(() => {
    if (client.pending?.promise === promise) client.pending = null;
  });
  client.pending = { key, promise };
  return promise;
}

/** Calls an endpoint that takes the component token; a token the platform rejects is renewed once. */
async function withToken<T>(
  client: PlatformClient,
  config: PlatformConfig,
  call: (token: string) => Promise<T>,
): Promise<T> {
  const token = await componentToken(client, config);
  try {
    return await call(token);
  } catch (error) {
    if (!(error instanceof PlatformError) || !STALE_TOKEN_CODES.has(error.errcode)) throw error;
    if (client.cached?.token === token) client.cached = null;
    return call(await componentToken(client, config));
  }
}

export async function createPreAuthCode(
  client: PlatformClient,
  config: PlatformConfig,
): Promise<PreAuthCode> {
  return withToken(client, config, async (token) => {
    const asked = client.clock.now();
    const data = await post(
      client,
      config,
      '/cgi-bin/component/api_create_preauthcode',
      { component_access_token: token },
      { component_appid: config.componentAppid },
      preAuthAnswer,
      'the pre-auth code request',
    );
    return { preAuthCode: data.pre_auth_code, expiresAt: asked + data.expires_in * 1000 };
  });
}

/** The platform page where the account's administrator authorizes us. */
export function authorizationPageUrl(
  config: PlatformConfig,
  input: { preAuthCode: string; redirectUri: string; authType: number },
): string {
  const url = new URL(config.authPage);
  url.searchParams.set('component_appid', config.componentAppid);
  url.searchParams.set('pre_auth_code', input.preAuthCode);
  url.searchParams.set('redirect_uri', input.redirectUri);
  url.searchParams.set('auth_type', String(input.authType));
  return url.toString();
}

/** A new authorizer access token for an account, from its refresh token. */
export async function refreshAuthorizerToken(
  client: PlatformClient,
  config: PlatformConfig,
  authorizerAppid: string,
  refreshToken: string,
) {
  return withToken(client, config, async (token) => {
    const asked = client.clock.now();
    const data = await post(
      client,
      config,
      '/cgi-bin/component/api_authorizer_token',
      { component_access_token: token },
      {
        component_appid: config.componentAppid,
        authorizer_appid: authorizerAppid,
        authorizer_refresh_token: refreshToken,
      },
      authorizerTokenAnswer,
      'the authorizer token refresh',
    );
    return {
      accessToken: data.authorizer_access_token,
      expiresAt: asked + data.expires_in * 1000,
      refreshToken: data.authorizer_refresh_token,
    };
  });
}

/** Exchanges the `auth_code` of the platform's redirect for the account and its tokens. */
export async function queryAuth(
  client: PlatformClient,
  config: PlatformConfig,
  authCode: string,
): Promise<AuthorizationInfo> {
  return withToken(client, config, async (token) => {
    const asked = client.clock.now();
    const data = await post(
      client,
      config,
      '/cgi-bin/component/api_query_auth',
      { component_access_token: token },
      { component_appid: config.componentAppid, authorization_code: authCode },
      queryAuthAnswer,
      'the authorization code exchange',
    );
    const info = data.authorization_info;
    return {
      authorizerAppid: info.authorizer_appid,
      authorizerAccessToken: info.authorizer_access_token,
      accessTokenExpiresAt: asked + info.expires_in * 1000,
      authorizerRefreshToken: info.authorizer_refresh_token,
      funcInfo: info.func_info,
    };
  });
}

/** A client with an empty token cache. */
export function newPlatformClient(options: {
  clock: Clock;
  timeoutMs?: number;
  fetch?: typeof fetch;
}): PlatformClient {
  return {
    clock: options.clock,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    fetchImpl: options.fetch ?? fetch,
    cached: null,
    pending: null,
  };
}

/** Drops the cached component token (settings changed). */
export function forgetToken(client: PlatformClient) {
  client.cached = null;
}
