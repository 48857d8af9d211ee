import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Clock } from '../../src-server/lib/time';

/**
 * A stand-in for WeChat's open platform on loopback. It speaks the real third-party
 * platform endpoints and JSON: `api_component_token` (checks app id, secret and verify
 * ticket), `api_create_preauthcode` and `api_query_auth` (check the component access token
 * it issued), and the `componentloginpage` authorization page. Tokens and codes expire on
 * the given clock; errors are answered the platform's way, HTTP 200 with a non-zero
 * `errcode`.
 */

export const FAKE_COMPONENT = {
  appid: 'wxcomponent0000001',
  secret: 'component-secret-1',
  ticket: 'ticket@@@verify-1',
};

export type FakeEndpoint =
  | 'api_component_token'
  | 'api_create_preauthcode'
  | 'api_query_auth'
  | 'api_authorizer_token'
  | 'componentloginpage'
  | 'send';

/**
 * A subscription message template of the mini program: its field names (`thing1`,
 * `character_string2`, `time3` …); the kind, from the name, limits the value.
 */
export type FakeTemplates = Record<string, string[]>;

export interface SubscribeMessage {
  appid: string;
  touser: string;
  template_id: string;
  page?: string;
  data: Record<string, { value: string }>;
}

export interface PlatformErrorAnswer {
  errcode: number;
  errmsg: string;
}

export interface FakePlatformOptions {
  clock: Clock;
  tokenTtlSeconds?: number;
  preAuthTtlSeconds?: number;
  authCodeTtlSeconds?: number;
}

export interface RecordedRequest {
  endpoint: FakeEndpoint;
  query: Record<string, string>;
  body: Record<string, unknown> | null;
}

const random = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`;

export async function startFakeSocialPlatform(options: FakePlatformOptions) {
  const { clock } = options;
  const tokenTtl = options.tokenTtlSeconds ?? 7200;
  const preAuthTtl = options.preAuthTtlSeconds ?? 600;
  const authCodeTtl = options.authCodeTtlSeconds ?? 600;

  const tokens = new Map<string, number>();
  const preAuthCodes = new Map<string, { expiresAt: number; used: boolean }>();
  const authCodes = new Map<string, { appid: string; expiresAt: number; used: boolean }>();
  const authorizerTokens = new Map<string, { accessToken: string; refreshToken: string }>();
  // Access token → its account and expiry (the subscription message call checks it).
  const accessTokens = new Map<string, { appid: string; expiresAt: number }>();
  const templates: FakeTemplates = {};
  const subscribers = new Set<string>();
  const messages: SubscribeMessage[] = [];
  const errors: { endpoint: FakeEndpoint | 'any'; answer: PlatformErrorAnswer; left: number }[] =
    [];
  const timers = new Set<NodeJS.Timeout>();
  const calls: Record<FakeEndpoint, number> = {
    api_component_token: 0,
    api_create_preauthcode: 0,
    api_query_auth: 0,
    api_authorizer_token: 0,
    componentloginpage: 0,
    send: 0,
  };
  const requests: RecordedRequest[] = [];
  let delayMs = 0;

  const json = (res: ServerResponse, body: unknown) => {
    res.writeHead(200, { 'content-type': 'application/json; encoding=utf-8' });
    res.end(JSON.stringify(body));
  };
  const fail = (res: ServerResponse, errcode: number, errmsg: string) =>
    json(res, { errcode, errmsg: `${errmsg} rid: ${randomBytes(4).toString('hex')}` });

  async function readJson(req: IncomingMessage): Promise<Record<string, unknown> | null> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    try {
      const value: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }

  function injectedError(endpoint: FakeEndpoint): PlatformErrorAnswer | null {
    const entry = errors.find(
      (e) => (e.endpoint === endpoint || e.endpoint === 'any') && e.left > 0,
    );
    if (!entry) return null;
    entry.left -= 1;
    return entry.answer;
  }

  /** The component access token check of every endpoint that takes one. */
  function tokenProblem(query: Record<string, string>): [number, string] | null {
    const token = query.component_access_token;
    if (!token) return [41001, 'access_token missing'];
    const expiresAt = tokens.get(token);
    if (expiresAt === undefined)
      return [40001, 'invalid credential, access_token is invalid or not latest'];
    if (clock.now() >= expiresAt) return [42001, 'access_token expired'];
    return null;
  }

  async function api(
    endpoint: FakeEndpoint,
    req: IncomingMessage,
    res: ServerResponse,
    query: Record<string, string>,
  ) {
    if (req.method !== 'POST') {
      res.writeHead(405).end();
      return;
    }
    const body = await readJson(req);
    requests.push({ endpoint, query, body });
    const injected = injectedError(endpoint);
    if (injected) return json(res, injected);
    if (!body) return fail(res, 47001, 'data format error');
    if (endpoint !== 'api_component_token') {
      const problem = tokenProblem(query);
      if (problem) return fail(res, ...problem);
    }
    if (body.component_appid !== FAKE_COMPONENT.appid) return fail(res, 40013, 'invalid appid');

    if (endpoint === 'api_component_token') {
      if (body.component_appsecret !== FAKE_COMPONENT.secret)
        return fail(res, 40125, 'invalid appsecret');
      if (body.component_verify_ticket !== FAKE_COMPONENT.ticket)
        return fail(res, 61006, 'component ticket is invalid');
      const token = random('cat_');
      tokens.set(token, clock.now() + tokenTtl * 1000);
      return json(res, { component_access_token: token, expires_in: tokenTtl });
    }
    if (endpoint === 'api_create_preauthcode') {
      const code = random('preauthcode@@@');
      preAuthCodes.set(code, { expiresAt: clock.now() + preAuthTtl * 1000, used: false });
      return json(res, { pre_auth_code: code, expires_in: preAuthTtl });
    }
    if (endpoint === 'api_authorizer_token') {
      const appid = String(body.authorizer_appid ?? '');
      const current = authorizerTokens.get(appid);
      if (!current || current.refreshToken !== body.authorizer_refresh_token)
        return fail(res, 61023, 'refresh_token is invalid');
      const issued = { accessToken: random('aat_'), refreshToken: current.refreshToken };
      authorizerTokens.set(appid, issued);
      accessTokens.set(issued.accessToken, { appid, expiresAt: clock.now() + 7200_000 });
      return json(res, {
        authorizer_access_token: issued.accessToken,
        expires_in: 7200,
        authorizer_refresh_token: issued.refreshToken,
      });
    }
    // api_query_auth
    const code = authCodes.get(String(body.authorization_code ?? ''));
    if (!code || code.used) return fail(res, 61009, 'code is invalid');
    if (clock.now() >= code.expiresAt) return fail(res, 61010, 'code is expired');
    code.used = true;
    const issued = { accessToken: random('aat_'), refreshToken: random('refreshtoken@@@') };
    authorizerTokens.set(code.appid, issued);
    accessTokens.set(issued.accessToken, { appid: code.appid, expiresAt: clock.now() + 7200_000 });
    return json(res, {
      authorization_info: {
        authorizer_appid: code.appid,
        authorizer_access_token: issued.accessToken,
        expires_in: 7200,
        authorizer_refresh_token: issued.refreshToken,
        func_info: [
          { funcscope_category: { id: 1 } },
          { funcscope_category: { id: 15 } },
          {
            funcscope_category: { id: 4 },
            confirm_info: { need_confirm: 0, already_confirm: 0, can_confirm: 0 },
          },
        ],
      },
    });
  }

  /** A value the field's kind accepts, or why not (the platform's 47003 argument check). */
  function valueProblem(field: string, value: unknown): string | null {
    if (typeof value !== 'string') return `${field}.value must be a string`;
    if (field.startsWith('thing') && [...value].length > 20) return `${field}.value too long`;
    if (field.startsWith('character_string') && !/^[\x21-\x7e]{1,32}$/.test(value))
      return `${field}.value invalid`;
    if (field.startsWith('time') && !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(value))
      return `${field}.value invalid`;
    if (field.startsWith('phone_number') && !/^[\d+-]{1,17}$/.test(value))
      return `${field}.value invalid`;
    return null;
  }

  /** `message/subscribe/send`: the authorizer token, the user's subscription, the fields. */
  async function subscribeSend(
    req: IncomingMessage,
    res: ServerResponse,
    query: Record<string, string>,
  ) {
    const body = await readJson(req);
    requests.push({ endpoint: 'send', query, body });
    const injected = injectedError('send');
    if (injected) return json(res, injected);
    const token = accessTokens.get(query.access_token ?? '');
    if (!token)
      return fail(res, 40001, 'invalid credential, access_token is invalid or not latest');
    if (clock.now() >= token.expiresAt) return fail(res, 42001, 'access_token expired');
    if (!body) return fail(res, 47001, 'data format error');
    const fields = templates[String(body.template_id ?? '')];
    if (!fields) return fail(res, 40037, 'invalid template_id');
    const touser = String(body.touser ?? '');
    if (!/^[A-Za-z0-9_-]{6,64}$/.test(touser)) return fail(res, 40003, 'invalid openid');
    if (!subscribers.has(touser)) return fail(res, 43101, 'user refuse to accept the msg');
    const data = (body.data ?? {}) as Record<string, { value?: unknown }>;
    const keys = Object.keys(data).sort();
    if (keys.join() !== [...fields].sort().join())
      return fail(res, 47003, `argument invalid! data fields ${keys} do not match the template`);
    for (const field of fields) {
      const problem = valueProblem(field, data[field]?.value);
      if (problem) return fail(res, 47003, `argument invalid! data.${problem}`);
    }
    messages.push({
      appid: token.appid,
      touser,
      template_id: String(body.template_id),
      ...(typeof body.page === 'string' && { page: body.page }),
      data: data as SubscribeMessage['data'],
    });
    return json(res, { errcode: 0, errmsg: 'ok', msgid: Date.now() });
  }

  /**
   * The authorization page. The real one shows a QR code that the account's administrator
   * scans; here the `x-fake-authorizer-appid` header says which account approves. A bad or
   * expired pre-auth code gets an error page, as on the platform.
   */
  function loginPage(req: IncomingMessage, res: ServerResponse, query: Record<string, string>) {
    requests.push({ endpoint: 'componentloginpage', query, body: null });
    const page = (status: number, text: string) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><title>授权</title><p>${text}</p>`);
    };
    const injected = injectedError('componentloginpage');
    if (injected) return page(400, `${injected.errcode} ${injected.errmsg}`);
    if (query.component_appid !== FAKE_COMPONENT.appid) return page(400, 'invalid component_appid');
    const preAuth = preAuthCodes.get(query.pre_auth_code ?? '');
    if (!preAuth || preAuth.used) return page(400, 'pre_auth_code is invalid');
    if (clock.now() >= preAuth.expiresAt) return page(400, 'pre_auth_code is expired');
    if (!['1', '2', '3'].includes(query.auth_type ?? '')) return page(400, 'invalid auth_type');
    let redirect: URL;
    try {
      redirect = new URL(query.redirect_uri ?? '');
    } catch {
      return page(400, 'invalid redirect_uri');
    }
    const authorizer = req.headers['x-fake-authorizer-appid'];
    if (typeof authorizer !== 'string' || authorizer === '')
      return page(200, '请使用微信扫描二维码授权');
    preAuth.used = true;
    const code = random('queryauthcode@@@');
    authCodes.set(code, {
      appid: authorizer,
      expiresAt: clock.now() + authCodeTtl * 1000,
      used: false,
    });
    redirect.searchParams.set('auth_code', code);
    redirect.searchParams.set('expires_in', String(authCodeTtl));
    res.writeHead(302, { location: redirect.toString() });
    res.end();
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const query = Object.fromEntries(url.searchParams);
    const endpoint = url.pathname.split('/').pop() as FakeEndpoint;
    if (url.pathname === '/cgi-bin/message/subscribe/send' && req.method === 'POST') {
      calls.send += 1;
      void subscribeSend(req, res, query).catch(() => {
        if (!res.headersSent) res.writeHead(500).end();
      });
      return;
    }
    const known =
      url.pathname === '/cgi-bin/componentloginpage' ||
      (url.pathname.startsWith('/cgi-bin/component/') && endpoint in calls);
    if (!known) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    calls[endpoint] += 1;
    const handle = () => {
      if (endpoint === 'componentloginpage') return loginPage(req, res, query);
      void api(endpoint, req, res, query).catch(() => {
        if (!res.headersSent) res.writeHead(500).end();
      });
    };
    if (delayMs > 0 && endpoint !== 'componentloginpage') {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!res.destroyed) handle();
      }, delayMs);
      timers.add(timer);
    } else handle();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    apiBase: origin,
    authPage: `${origin}/cgi-bin/componentloginpage`,
    calls,
    requests,
    /** Authorizer tokens the platform issued, by account app id. */
    authorizerTokens,
    /** Subscription messages accepted. */
    messages,
    /** Adds a subscription message template of the mini program with these fields. */
    addTemplate(id: string, fields: string[]) {
      templates[id] = fields;
    },
    /** The user accepted the shop's messages (in the mini program's subscription prompt). */
    subscribe(openid: string) {
      subscribers.add(openid);
    },
    /** Expires the authorizer access tokens issued so far (their refresh tokens stay good). */
    expireAuthorizerTokens() {
      for (const token of accessTokens.values()) token.expiresAt = 0;
    },

    /** Answers `answer` on `endpoint` ('any' for all) the next `times` times. */
    answerError(endpoint: FakeEndpoint | 'any', answer: PlatformErrorAnswer, times = Infinity) {
      errors.push({ endpoint, answer, left: times });
    },
    /** Invalidates every component access token issued so far (as a newer token does). */
    revokeTokens() {
      tokens.clear();
    },
    clearErrors() {
      errors.length = 0;
    },
    /** Makes the API endpoints wait this long before answering. */
    setDelay(ms: number) {
      delayMs = ms;
    },

    /**
     * Opens the platform page as the account's administrator who approves: answers the
     * platform's redirect location (our callback with `auth_code`), or the error page.
     */
    async approve(pageUrl: string, authorizerAppid: string) {
      const response = await fetch(pageUrl, {
        redirect: 'manual',
        headers: { 'x-fake-authorizer-appid': authorizerAppid },
      });
      return {
        status: response.status,
        location: response.headers.get('location'),
        text: await response.text(),
      };
    },

    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeSocialPlatform = Awaited<ReturnType<typeof startFakeSocialPlatform>>;
