import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../src-server/http/errors';
import {
  authorizationPageUrl,
  componentToken,
  createPreAuthCode,
  newPlatformClient,
  PlatformError,
  type PlatformConfig,
} from '../../../src-server/modules/social/platform-client';
import {
  FAKE_COMPONENT,
  startFakeSocialPlatform,
  type FakeSocialPlatform,
} from '../../support/fake-social-platform';
import { testClock } from '../../support/server';

let clock: ReturnType<typeof testClock>;
let fake: FakeSocialPlatform;
let config: PlatformConfig;

beforeEach(async () => {
  clock = testClock();
  fake = await startFakeSocialPlatform({ clock });
  config = {
    componentAppid: FAKE_COMPONENT.appid,
    componentSecret: FAKE_COMPONENT.secret,
    verifyTicket: FAKE_COMPONENT.ticket,
    apiBase: fake.apiBase,
    authPage: fake.authPage,
  };
});
afterEach(() => fake.close());

/** A fetch that answers one fixed body, for answers the fake never gives. */
const answering =
  (body: string, status = 200): typeof fetch =>
  async () =>
    new Response(body, { status, headers: { 'content-type': 'application/json' } });

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('the platform adapter', () => {
  it('asks for one component token for concurrent callers and reuses it', async () => {
    const client = newPlatformClient({ clock });
    const tokens = await Promise.all([
      componentToken(client, config),
      componentToken(client, config),
      createPreAuthCode(client, config),
    ]);
    expect(fake.calls.api_component_token).toBe(1);
    expect(tokens[0]).toBe(tokens[1]);
    expect(tokens[2]).toEqual({
      preAuthCode: expect.stringMatching(/^preauthcode@@@/),
      expiresAt: clock.now() + 600_000,
    });
  });

  it('a token belongs to its credentials: other credentials get their own', async () => {
    const client = newPlatformClient({ clock });
    await componentToken(client, config);
    const refused = await refusal(componentToken(client, { ...config, verifyTicket: 'old' }));
    expect(refused).toBeInstanceOf(PlatformError);
    expect((refused as PlatformError).errcode).toBe(61006);
    expect(refused.status).toBe(502);
    expect(fake.calls.api_component_token).toBe(2);
  });

  it('builds the authorization page URL with every parameter encoded', () => {
    const url = authorizationPageUrl(config, {
      preAuthCode: 'preauthcode@@@a b',
      redirectUri: 'http://127.0.0.1:4350/api/social/authorization/callback/?state=s1&x=2',
      authType: 3,
    });
    expect(url.startsWith(`${fake.authPage}?`)).toBe(true);
    expect(Object.fromEntries(new URL(url).searchParams)).toEqual({
      component_appid: FAKE_COMPONENT.appid,
      pre_auth_code: 'preauthcode@@@a b',
      redirect_uri: 'http://127.0.0.1:4350/api/social/authorization/callback/?state=s1&x=2',
      auth_type: '3',
    });
  });

  it('does not retry errors other than a stale token', async () => {
    const client = newPlatformClient({ clock });
    fake.answerError('api_create_preauthcode', { errcode: 45009, errmsg: 'api freq out of limit' });
    const refused = await refusal(createPreAuthCode(client, config));
    expect(refused.code).toBe('social_platform_error');
    expect(refused.message).toContain('45009');
    expect(fake.calls).toMatchObject({ api_component_token: 1, api_create_preauthcode: 1 });
  });

  it('accepts errcode 0 next to the data; refuses bodies that are not the expected JSON', async () => {
    const ok = newPlatformClient({
      clock,
      fetch: answering(
        '{"errcode":0,"errmsg":"ok","component_access_token":"t1","expires_in":7200}',
      ),
    });
    expect(await componentToken(ok, config)).toBe('t1');

    for (const [body, status] of [
      ['<html>busy</html>', 200],
      ['{"component_access_token":""}', 200],
      ['{}', 503],
    ] as const) {
      const client = newPlatformClient({ clock, fetch: answering(body, status) });
      const refused = await refusal(componentToken(client, config));
      expect(refused.status, body).toBe(502);
      expect(refused.code, body).toBe('social_platform_bad_response');
    }
  });

  it('gives up after its timeout with 504', async () => {
    const hanging: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => {
        init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason));
      });
    const client = newPlatformClient({ clock, timeoutMs: 50, fetch: hanging });
    const refused = await refusal(componentToken(client, config));
    expect(refused.status).toBe(504);
    expect(refused.code).toBe('social_platform_timeout');
    expect(refused.message).toContain('0.05 s');
  });
});
