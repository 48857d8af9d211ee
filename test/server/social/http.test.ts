import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { systemClock } from '../../../src-server/lib/time';
import { readSocialEnv } from '../../../src-server/modules/social';
import { startServer, type RunningServer } from '../../../src-server/server';
import {
  FAKE_COMPONENT,
  startFakeSocialPlatform,
  type FakeSocialPlatform,
} from '../../support/fake-social-platform';

let dir: string;
let fake: FakeSocialPlatform;
let server: RunningServer | null = null;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'shopdesk-social-'));
  fake = await startFakeSocialPlatform({ clock: systemClock });
});
afterEach(async () => {
  await server?.close();
  server = null;
  await fake.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('over real HTTP, configured by SHOPDESK_SOCIAL_* variables', () => {
  it('reads the variables and runs the flow with the redirect back to the listening port', async () => {
    const env = {
      SHOPDESK_SOCIAL_COMPONENT_APPID: FAKE_COMPONENT.appid,
      SHOPDESK_SOCIAL_COMPONENT_SECRET: FAKE_COMPONENT.secret,
      SHOPDESK_SOCIAL_VERIFY_TICKET: FAKE_COMPONENT.ticket,
      SHOPDESK_SOCIAL_API_BASE: fake.apiBase,
      SHOPDESK_SOCIAL_AUTH_PAGE: fake.authPage,
      SHOPDESK_PORT: '1',
    };
    expect(readSocialEnv(env)).toEqual({
      componentAppid: FAKE_COMPONENT.appid,
      componentSecret: FAKE_COMPONENT.secret,
      verifyTicket: FAKE_COMPONENT.ticket,
      apiBase: fake.apiBase,
      authPage: fake.authPage,
    });
    server = await startServer({
      dataDir: join(dir, 'data'),
      port: 0,
      managerUsername: 'boss',
      managerPassword: 'boss-password',
      social: readSocialEnv(env),
    });
    const login = await fetch(`${server.url}/api/shops/staff_login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'boss', password: 'boss-password' }),
    });
    const { token } = (await login.json()) as { token: string };

    const started = await fetch(`${server.url}/api/social/authorization/authorization_url/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Token ${token}` },
      body: JSON.stringify({ success_url: 'https://shop.example.com/ok', auth_type: 3 }),
    });
    expect(started.status).toBe(200);
    const { url, _url } = (await started.json()) as { url: string; _url: string };
    expect(url.startsWith(`${server.url}/api/social/authorization/jump/?state=`)).toBe(true);
    expect(new URL(_url).searchParams.get('redirect_uri')).toMatch(
      new RegExp(`^${server.url}/api/social/authorization/callback/\\?state=`),
    );

    const jump = await fetch(url, { redirect: 'manual' });
    expect(jump.status).toBe(302);
    const approved = await fake.approve(jump.headers.get('location')!, 'wxhttp0001');
    expect(approved.location!.startsWith(server.url)).toBe(true);
    const callback = await fetch(approved.location!, { redirect: 'manual' });
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe(
      'https://shop.example.com/ok?authorizer_appid=wxhttp0001',
    );

    const check = await fetch(`${server.url}/api/social/authorization/check/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Token ${token}` },
      body: JSON.stringify({ appid: 'wxhttp0001' }),
    });
    expect(check.status).toBe(200);
    expect(((await check.json()) as { authorizer_appid: string }).authorizer_appid).toBe(
      'wxhttp0001',
    );
  });
});
