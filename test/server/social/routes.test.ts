import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  FAKE_COMPONENT,
  startFakeSocialPlatform,
  type FakeSocialPlatform,
} from '../../support/fake-social-platform';
import { createTestServer, testClock, type TestServer } from '../../support/server';

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+08:00$/;
const STATE = /^[A-Za-z0-9_-]{43}$/;
const SUCCESS_URL = 'https://shop.example.com/social/done?from=desk';
const ACCOUNT = 'wxauthorizer00000a1';
const MINUTE = 60_000;

let clock: ReturnType<typeof testClock>;
let fake: FakeSocialPlatform;
let s: TestServer;
let headers: Record<string, string>;

const envConfig = () => ({
  componentAppid: FAKE_COMPONENT.appid,
  componentSecret: FAKE_COMPONENT.secret,
  verifyTicket: FAKE_COMPONENT.ticket,
  apiBase: fake.apiBase,
  authPage: fake.authPage,
});

beforeEach(async () => {
  clock = testClock();
  fake = await startFakeSocialPlatform({ clock });
  s = await createTestServer({ clock, social: envConfig() });
  headers = s.auth(await s.login());
});
afterEach(async () => {
  await s.close();
  await fake.close();
});

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, payload?: unknown, h: object = headers) =>
  s.app.inject({
    method,
    url,
    headers: h as Record<string, string>,
    ...(payload !== undefined && { payload: payload as object }),
  });

/** Follows an absolute link of ours with inject, as a browser without credentials. */
const open = (link: string) => {
  const url = new URL(link);
  expect(url.origin).toBe('http://localhost');
  return s.app.inject({ method: 'GET', url: url.pathname + url.search });
};

async function start(authType = 1, successUrl = SUCCESS_URL) {
  const response = await call('POST', '/api/social/authorization/authorization_url/', {
    success_url: successUrl,
    auth_type: authType,
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { url: string; _url: string };
  const state = new URL(body.url).searchParams.get('state')!;
  return { ...body, state };
}

/** jump → platform page → the administrator approves → the platform's redirect to us. */
async function approveVia(jumpUrl: string, account = ACCOUNT) {
  const jump = await open(jumpUrl);
  expect(jump.statusCode, jump.body).toBe(302);
  const approved = await fake.approve(jump.headers.location as string, account);
  expect(approved.status, approved.text).toBe(302);
  return approved.location!;
}

async function authorize(account = ACCOUNT, authType = 1) {
  const started = await start(authType);
  const callback = await open(await approveVia(started.url, account));
  expect(callback.statusCode, callback.body).toBe(302);
  return { ...started, callback };
}

const check = (appid: string, h: object = headers) =>
  call('POST', '/api/social/authorization/check/', { appid }, h);

const pendingRows = () =>
  s.database.db
    .selectFrom('social_pending_authorization')
    .select(['state', 'used_at', 'authorizer_appid', 'pre_auth_expires_at'])
    .execute();

async function setPaymentMode(mode: 'own' | 'collected') {
  const response = await call('PATCH', '/api/shops/shop_settings/', { payment_mode: mode });
  expect(response.statusCode).toBe(200);
}

describe('the whole authorization flow against the platform', () => {
  it('authorization_url → jump → platform page → callback → success_url; check finds the account', async () => {
    const started = await start(1);
    expect(Object.keys(started).sort()).toEqual(['_url', 'state', 'url']);
    expect(started.state).toMatch(STATE);
    expect(started.url).toBe(
      `http://localhost/api/social/authorization/jump/?state=${started.state}`,
    );

    // _url is the platform page with the real parameters; redirect_uri is our callback.
    const page = new URL(started._url);
    expect(`${page.origin}${page.pathname}`).toBe(fake.authPage);
    expect(Object.fromEntries(page.searchParams)).toEqual({
      component_appid: FAKE_COMPONENT.appid,
      pre_auth_code: expect.stringMatching(/^preauthcode@@@/),
      redirect_uri: `http://localhost/api/social/authorization/callback/?state=${started.state}`,
      auth_type: '1',
    });
    expect(fake.calls).toMatchObject({ api_component_token: 1, api_create_preauthcode: 1 });
    const preauthRequest = fake.requests.find((r) => r.endpoint === 'api_create_preauthcode')!;
    expect(preauthRequest.body).toEqual({ component_appid: FAKE_COMPONENT.appid });
    expect(preauthRequest.query.component_access_token).toMatch(/^cat_/);

    // The jump link is public and leads to the platform page.
    const jump = await open(started.url);
    expect(jump.statusCode).toBe(302);
    expect(jump.headers.location).toBe(started._url);
    expect(jump.headers['cache-control']).toBe('no-store');

    // Until the administrator approves, the platform just shows its page.
    const shown = await fetch(started._url, { redirect: 'manual' });
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain('二维码');
  });

  it('completes: the callback stores the account with its tokens and redirects to success_url', async () => {
    const started = await start(2);
    const jump = await open(started.url);
    const approved = await fake.approve(jump.headers.location as string, ACCOUNT);
    expect(approved.status).toBe(302);
    const back = new URL(approved.location!);
    expect(back.pathname).toBe('/api/social/authorization/callback/');
    expect(back.searchParams.get('state')).toBe(started.state);
    expect(back.searchParams.get('auth_code')).toMatch(/^queryauthcode@@@/);

    const callback = await open(approved.location!);
    expect(callback.statusCode, callback.body).toBe(302);
    expect(callback.headers.location).toBe(`${SUCCESS_URL}&authorizer_appid=${ACCOUNT}`);
    const queryAuth = fake.requests.find((r) => r.endpoint === 'api_query_auth')!;
    expect(queryAuth.body).toEqual({
      component_appid: FAKE_COMPONENT.appid,
      authorization_code: back.searchParams.get('auth_code'),
    });

    const found = await check(ACCOUNT);
    expect(found.statusCode).toBe(200);
    const record = found.json();
    expect(Object.keys(record).sort()).toEqual(['authorizer_appid', 'created_at', 'updated_at']);
    expect(record.authorizer_appid).toBe(ACCOUNT);
    expect(record.created_at).toMatch(TIMESTAMP);
    expect(record.updated_at).toBe(record.created_at);

    // The tokens the platform issued are stored, and no endpoint shows them.
    const issued = fake.authorizerTokens.get(ACCOUNT)!;
    const stored = await s.database.db
      .selectFrom('social_authorization')
      .select(['authorizer_access_token', 'authorizer_refresh_token', 'auth_type', 'func_info'])
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      authorizer_access_token: issued.accessToken,
      authorizer_refresh_token: issued.refreshToken,
      auth_type: 2,
    });
    expect(JSON.parse(stored.func_info)).toHaveLength(3);
    const list = await call('GET', '/api/social/authorization/');
    expect(list.json()).toEqual({ count: 1, next: null, previous: null, results: [record] });
    for (const body of [found.body, list.body, callback.body, callback.headers.location]) {
      expect(body).not.toContain(issued.accessToken);
      expect(body).not.toContain(issued.refreshToken);
    }

    // The pending authorization is used: a second callback or jump with it is refused.
    expect(await pendingRows()).toMatchObject([
      { used_at: clock.now(), authorizer_appid: ACCOUNT },
    ]);
    const again = await open(approved.location!);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('authorization_used');
    expect((await open(started.url)).statusCode).toBe(409);
    expect(fake.calls.api_query_auth).toBe(1);
  });

  it('re-authorization updates updated_at and the tokens, keeps created_at', async () => {
    await authorize();
    const first = (await check(ACCOUNT)).json();
    const firstTokens = fake.authorizerTokens.get(ACCOUNT)!;

    clock.advance(5 * MINUTE);
    const second = await authorize(ACCOUNT, 3);
    expect(second.callback.headers.location).toBe(`${SUCCESS_URL}&authorizer_appid=${ACCOUNT}`);
    const record = (await check(ACCOUNT)).json();
    expect(record.created_at).toBe(first.created_at);
    expect(Date.parse(record.updated_at) - Date.parse(first.updated_at)).toBe(5 * MINUTE);

    const rows = await s.database.db
      .selectFrom('social_authorization')
      .select(['authorizer_access_token', 'auth_type'])
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.authorizer_access_token).not.toBe(firstTokens.accessToken);
    expect(rows[0]!.auth_type).toBe(3);
    expect((await call('GET', '/api/social/authorization/')).json().count).toBe(1);
  });

  it('adds authorizer_appid with ? or & and keeps a fragment of success_url', async () => {
    for (const [successUrl, expected] of [
      ['http://127.0.0.1:8080/done', `http://127.0.0.1:8080/done?authorizer_appid=${ACCOUNT}`],
      ['https://a.example/x?', `https://a.example/x?authorizer_appid=${ACCOUNT}`],
      ['https://a.example/x?a=1#tab', `https://a.example/x?a=1&authorizer_appid=${ACCOUNT}#tab`],
    ]) {
      const started = await start(1, successUrl);
      const callback = await open(await approveVia(started.url));
      expect(callback.headers.location).toBe(expected);
    }
  });

  it('lists authorized accounts paged', async () => {
    for (const account of ['wxa1', 'wxa2', 'wxa3']) await authorize(account);
    const page = (await call('GET', '/api/social/authorization/?page_size=2')).json();
    expect(page.count).toBe(3);
    expect(page.results.map((r: { authorizer_appid: string }) => r.authorizer_appid)).toEqual([
      'wxa1',
      'wxa2',
    ]);
    expect(page.next).toBe('http://localhost/api/social/authorization/?page_size=2&page=2');
    expect((await call('GET', '/api/social/authorization/?page=3&page_size=2')).statusCode).toBe(
      404,
    );
  });

  it('check of an unknown app id is 404', async () => {
    const response = await check('wxnobody');
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('not_found');
  });
});

describe('tokens and codes that expire', () => {
  it('caches the component access token until shortly before it expires', async () => {
    await start();
    await start();
    await authorize();
    expect(fake.calls.api_component_token).toBe(1);
    expect(fake.calls.api_create_preauthcode).toBe(3);

    // Still good 114 minutes later (7200 s minus the 5-minute safety margin is the limit)…
    clock.advance(114 * MINUTE);
    await start();
    expect(fake.calls.api_component_token).toBe(1);
    // …renewed past it, before the platform's own expiry.
    clock.advance(1 * MINUTE + 1);
    await start();
    expect(fake.calls.api_component_token).toBe(2);
    const tokensUsed = new Set(
      fake.requests
        .filter((r) => r.endpoint === 'api_create_preauthcode')
        .map((r) => r.query.component_access_token),
    );
    expect(tokensUsed.size).toBe(2);
  });

  it('a token the platform no longer accepts is renewed once and the call repeated', async () => {
    await start();
    fake.revokeTokens();
    await start();
    expect(fake.calls.api_component_token).toBe(2);
    expect(fake.calls.api_create_preauthcode).toBe(3);
  });

  it('an expired pre-auth code: the platform refuses the old page; the jump link gets a fresh code', async () => {
    const started = await start();
    clock.advance(11 * MINUTE);
    const refused = await fake.approve(started._url, ACCOUNT);
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('pre_auth_code is expired');

    const jump = await open(started.url);
    expect(jump.statusCode).toBe(302);
    const renewed = jump.headers.location as string;
    expect(renewed).not.toBe(started._url);
    expect(new URL(renewed).searchParams.get('redirect_uri')).toBe(
      new URL(started._url).searchParams.get('redirect_uri'),
    );
    expect(fake.calls.api_create_preauthcode).toBe(2);
    // The renewed page is the one the jump link serves from now on.
    expect((await open(started.url)).headers.location).toBe(renewed);

    const approved = await fake.approve(renewed, ACCOUNT);
    expect(approved.status).toBe(302);
    expect((await open(approved.location!)).statusCode).toBe(302);
    expect((await check(ACCOUNT)).statusCode).toBe(200);
  });

  it('an expired auth code is a platform error and leaves the link usable', async () => {
    const started = await start();
    const location = await approveVia(started.url);
    clock.advance(11 * MINUTE);
    const expired = await open(location);
    expect(expired.statusCode).toBe(502);
    expect(expired.json().code).toBe('social_platform_error');
    expect(expired.json().detail).toContain('61010');
    expect(expired.json().detail).toContain('code is expired');
    expect((await pendingRows())[0]!.used_at).toBeNull();
    expect((await check(ACCOUNT)).statusCode).toBe(404);

    // Within the link's 30 minutes the administrator can approve again.
    const retried = await open(await approveVia(started.url));
    expect(retried.statusCode).toBe(302);
    expect((await check(ACCOUNT)).statusCode).toBe(200);
  });

  it('an expired state is refused at the jump and at the callback (400), before asking the platform', async () => {
    const started = await start();
    const location = await approveVia(started.url);
    clock.advance(30 * MINUTE);
    for (const link of [started.url, location]) {
      const response = await open(link);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('authorization_expired');
      expect(response.json().detail).toMatch(/expired.*30 minutes/);
    }
    expect(fake.calls.api_query_auth).toBe(0);
    expect(fake.calls.api_create_preauthcode).toBe(1);
  });

  it('an unknown state is 404 at the jump and at the callback; missing parameters are 400', async () => {
    const jump = await open('http://localhost/api/social/authorization/jump/?state=nope');
    expect(jump.statusCode).toBe(404);
    const callback = await open(
      'http://localhost/api/social/authorization/callback/?state=nope&auth_code=x',
    );
    expect(callback.statusCode).toBe(404);
    const missing = await open('http://localhost/api/social/authorization/callback/?state=x');
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toEqual(['auth_code']);
    expect((await open('http://localhost/api/social/authorization/jump/')).statusCode).toBe(400);
  });
});

describe('platform errors and failures', () => {
  it('an error answer is 502 social_platform_error with the errcode and errmsg; nothing is stored', async () => {
    fake.answerError('api_create_preauthcode', { errcode: 40001, errmsg: 'invalid credential' });
    const response = await call('POST', '/api/social/authorization/authorization_url/', {
      success_url: SUCCESS_URL,
      auth_type: 1,
    });
    expect(response.statusCode).toBe(502);
    const body = response.json();
    expect(body.code).toBe('social_platform_error');
    expect(body.detail).toContain('errcode 40001');
    expect(body.detail).toContain('invalid credential');
    expect(await pendingRows()).toEqual([]);
  });

  it('an error answer at the code exchange is 502 and stores nothing', async () => {
    const started = await start();
    const location = await approveVia(started.url);
    fake.answerError('api_query_auth', { errcode: 61023, errmsg: 'refresh_token is invalid' }, 1);
    const response = await open(location);
    expect(response.statusCode).toBe(502);
    expect(response.json().detail).toContain('61023');
    expect((await check(ACCOUNT)).statusCode).toBe(404);
  });

  it('credentials the platform refuses are reported with its errcode (settings win over env)', async () => {
    const patched = await call('PATCH', '/api/social/settings/', { component_secret: 'wrong' });
    expect(patched.statusCode).toBe(200);
    const response = await call('POST', '/api/social/authorization/authorization_url/', {
      success_url: SUCCESS_URL,
      auth_type: 1,
    });
    expect(response.statusCode).toBe(502);
    expect(response.json().detail).toContain('40125');
    expect(fake.requests[0]!.body).toMatchObject({ component_appsecret: 'wrong' });
  });

  it('a platform that does not answer in time is 504; one that cannot be reached is 502', async () => {
    await s.close();
    s = await createTestServer({ clock, social: { ...envConfig(), timeoutMs: 100 } });
    headers = s.auth(await s.login());
    fake.setDelay(1000);
    const slow = await call('POST', '/api/social/authorization/authorization_url/', {
      success_url: SUCCESS_URL,
      auth_type: 1,
    });
    expect(slow.statusCode).toBe(504);
    expect(slow.json().code).toBe('social_platform_timeout');

    const patched = await call('PATCH', '/api/social/settings/', {
      api_base: 'http://127.0.0.1:1',
    });
    expect(patched.statusCode).toBe(200);
    const down = await call('POST', '/api/social/authorization/authorization_url/', {
      success_url: SUCCESS_URL,
      auth_type: 1,
    });
    expect(down.statusCode).toBe(502);
    expect(down.json().code).toBe('social_platform_unreachable');
  });

  it('an answer that is not the platform JSON is 502 social_platform_bad_response', async () => {
    await call('PATCH', '/api/social/settings/', { api_base: `${fake.origin}/elsewhere` });
    const response = await call('POST', '/api/social/authorization/authorization_url/', {
      success_url: SUCCESS_URL,
      auth_type: 1,
    });
    expect(response.statusCode).toBe(502);
    expect(response.json().code).toBe('social_platform_bad_response');
    expect(response.json().detail).toContain('HTTP 404');
  });
});

describe('configuration', () => {
  it('unconfigured is 503 social_not_configured; the settings make it work', async () => {
    await s.close();
    s = await createTestServer({ clock });
    headers = s.auth(await s.login());
    const body = { success_url: SUCCESS_URL, auth_type: 1 };
    const refused = await call('POST', '/api/social/authorization/authorization_url/', body);
    expect(refused.statusCode).toBe(503);
    expect(refused.json().code).toBe('social_not_configured');
    expect(refused.json().detail).toContain('component_appid, component_secret, verify_ticket');
    // Looking up stored accounts needs no platform.
    expect((await check(ACCOUNT)).statusCode).toBe(404);

    const before = (await call('GET', '/api/social/settings/')).json();
    expect(before).toEqual({
      component_appid: null,
      component_secret_set: false,
      verify_ticket: null,
      api_base: null,
      auth_page: null,
      env_fields: [],
      configured: false,
      updated_at: null,
    });

    const patched = await call('PATCH', '/api/social/settings/', {
      component_appid: FAKE_COMPONENT.appid,
      component_secret: FAKE_COMPONENT.secret,
      verify_ticket: FAKE_COMPONENT.ticket,
      api_base: fake.apiBase,
      auth_page: fake.authPage,
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      component_appid: FAKE_COMPONENT.appid,
      component_secret_set: true,
      configured: true,
      updated_at: expect.stringMatching(TIMESTAMP),
    });
    // The secret is write-only.
    expect(patched.body).not.toContain(FAKE_COMPONENT.secret);
    expect((await call('GET', '/api/social/settings/')).body).not.toContain(FAKE_COMPONENT.secret);

    await authorize();
    expect((await check(ACCOUNT)).statusCode).toBe(200);
  });

  it('shows which fields the environment supplies; clearing a setting falls back to it', async () => {
    const settings = (await call('GET', '/api/social/settings/')).json();
    expect(settings).toMatchObject({
      configured: true,
      component_secret_set: false,
      env_fields: ['component_appid', 'component_secret', 'verify_ticket', 'api_base', 'auth_page'],
    });
    await call('PATCH', '/api/social/settings/', { component_secret: 'wrong', verify_ticket: 'x' });
    const cleared = await call('PATCH', '/api/social/settings/', { component_secret: '' });
    expect(cleared.json()).toMatchObject({ component_secret_set: false, verify_ticket: 'x' });
    await call('PATCH', '/api/social/settings/', { verify_ticket: null });
    await authorize();
    expect(fake.requests[0]!.body).toMatchObject({
      component_appsecret: FAKE_COMPONENT.secret,
      component_verify_ticket: FAKE_COMPONENT.ticket,
    });
  });

  it('refuses bad settings with the fields named, changing nothing', async () => {
    const response = await call('PATCH', '/api/social/settings/', {
      component_appid: 'not an id!',
      api_base: 'ftp://files.example.com',
      auth_page: 'mp.weixin.qq.com/cgi-bin/componentloginpage',
      verify_ticket: 5,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual([
      'api_base',
      'auth_page',
      'component_appid',
      'verify_ticket',
    ]);
    expect((await call('GET', '/api/social/settings/')).json().updated_at).toBeNull();
  });
});

describe('collected-payment shops', () => {
  it('are refused with 403 collected_payment_shop on authorization_url, check and the list', async () => {
    await authorize();
    await setPaymentMode('collected');
    const before = { ...fake.calls };
    const responses = [
      await call('POST', '/api/social/authorization/authorization_url/', {
        success_url: SUCCESS_URL,
        auth_type: 1,
      }),
      await check(ACCOUNT),
      await call('GET', '/api/social/authorization/'),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('collected_payment_shop');
    }
    expect(fake.calls).toEqual(before);

    await setPaymentMode('own');
    expect((await check(ACCOUNT)).statusCode).toBe(200);
  });

  it('a link started before the switch cannot complete', async () => {
    const started = await start();
    const location = await approveVia(started.url);
    await setPaymentMode('collected');
    for (const link of [started.url, location]) {
      const response = await open(link);
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('collected_payment_shop');
    }
    expect(fake.calls.api_query_auth).toBe(0);
  });
});

describe('input and scopes', () => {
  it('authorization_url refuses a bad success_url or auth_type with the fields named', async () => {
    const cases: [unknown, string[]][] = [
      [{ success_url: 'not a url', auth_type: 4 }, ['auth_type', 'success_url']],
      [{ success_url: 'javascript:alert(1)', auth_type: 1 }, ['success_url']],
      [{ success_url: 'ftp://example.com/x', auth_type: 1 }, ['success_url']],
      [{ success_url: '/relative/path', auth_type: 2 }, ['success_url']],
      [{ success_url: SUCCESS_URL, auth_type: '1' }, ['auth_type']],
      [{ success_url: SUCCESS_URL, auth_type: 1.5 }, ['auth_type']],
      [{ success_url: SUCCESS_URL, auth_type: 0 }, ['auth_type']],
      [{ success_url: SUCCESS_URL }, ['auth_type']],
      [{ auth_type: 3 }, ['success_url']],
    ];
    for (const [payload, fields] of cases) {
      const response = await call('POST', '/api/social/authorization/authorization_url/', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe('invalid');
      expect(Object.keys(response.json().errors).sort(), JSON.stringify(payload)).toEqual(fields);
    }
    const message = (
      await call('POST', '/api/social/authorization/authorization_url/', {
        success_url: SUCCESS_URL,
        auth_type: 9,
      })
    ).json().errors.auth_type[0];
    expect(message).toContain('1 (official account)');
    expect(fake.calls.api_create_preauthcode).toBe(0);
    expect(await pendingRows()).toEqual([]);
  });

  it('check needs an appid', async () => {
    for (const payload of [{}, { appid: '' }, { appid: 7 }, { appid: 'x'.repeat(65) }]) {
      const response = await call('POST', '/api/social/authorization/check/', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual(['appid']);
    }
  });

  it('scopes: social:read may check and list but not start; social:write may start', async () => {
    await authorize();
    const reader = s.bearer(await s.appToken('social:read'));
    const writer = s.bearer(await s.appToken('social:write'));
    const other = s.bearer(await s.appToken('shippings:read shippings:write'));
    const body = { success_url: SUCCESS_URL, auth_type: 1 };

    const denied = await call('POST', '/api/social/authorization/authorization_url/', body, reader);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe('permission_denied');
    expect((await check(ACCOUNT, reader)).statusCode).toBe(200);
    expect((await call('GET', '/api/social/authorization/', undefined, reader)).statusCode).toBe(
      200,
    );
    expect((await call('GET', '/api/social/settings/', undefined, reader)).statusCode).toBe(200);
    expect(
      (await call('PATCH', '/api/social/settings/', { verify_ticket: 'x' }, reader)).statusCode,
    ).toBe(403);

    expect(
      (await call('POST', '/api/social/authorization/authorization_url/', body, writer)).statusCode,
    ).toBe(200);
    expect((await check(ACCOUNT, other)).statusCode).toBe(403);
    expect(
      (await call('POST', '/api/social/authorization/authorization_url/', body, {})).statusCode,
    ).toBe(401);
    expect((await check(ACCOUNT, {})).statusCode).toBe(401);
  });

  it('the endpoints are in the OpenAPI document', async () => {
    const doc = (await s.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const path of [
      '/api/social/authorization/authorization_url/',
      '/api/social/authorization/check/',
      '/api/social/authorization/jump/',
      '/api/social/authorization/callback/',
      '/api/social/authorization/',
      '/api/social/settings/',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });
});
