// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPinia, setActivePinia } from 'pinia';
import { ApiError } from '@/shared/api/client';
import type { SocialSettings } from '@/features/social/api';
import {
  settingsForm,
  settingsPatch,
  successUrlFor,
  useSocialStore,
} from '@/features/social/store';
import { startManagerSession } from '../../support/api';

const fetchMock = vi.fn<(input: Request) => Promise<Response>>();
const openMock = vi.fn();
const sentBodies: unknown[] = [];

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function answer(status: number, body: unknown) {
  fetchMock.mockImplementationOnce(async (request) => {
    const text = await request.clone().text();
    sentBodies.push(text ? JSON.parse(text) : undefined);
    return json(status, body);
  });
}

function lastRequest(): Request {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('no request was made');
  return call[0];
}

const SETTINGS: SocialSettings = {
  component_appid: 'wxcomponent01',
  component_secret_set: true,
  verify_ticket: 'ticket@@@1',
  api_base: null,
  auth_page: null,
  env_fields: ['api_base'],
  configured: true,
  updated_at: '2026-11-21T20:00:00.000+08:00',
};

const RECORD = {
  authorizer_appid: 'wxaccount01',
  created_at: '2026-11-21T20:00:00.000+08:00',
  updated_at: '2026-11-21T20:05:00.000+08:00',
};

beforeEach(() => {
  sessionStorage.clear();
  setActivePinia(createPinia());
  startManagerSession('tok-social');
  fetchMock.mockReset();
  openMock.mockReset();
  sentBodies.length = 0;
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('open', openMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('social store', () => {
  it('loads the settings from GET /api/social/settings/ with the session token', async () => {
    answer(200, SETTINGS);
    const store = useSocialStore();
    await store.loadSettings();
    expect(new URL(lastRequest().url).pathname).toBe('/api/social/settings/');
    expect(lastRequest().method).toBe('GET');
    expect(lastRequest().headers.get('Authorization')).toBe('Token tok-social');
    expect(store.settings).toEqual(SETTINGS);
  });

  it('saves the settings with PATCH and keeps the answer', async () => {
    answer(200, { ...SETTINGS, verify_ticket: 'ticket@@@2' });
    const store = useSocialStore();
    await store.saveSettings({ verify_ticket: 'ticket@@@2' });
    expect(lastRequest().method).toBe('PATCH');
    expect(sentBodies).toEqual([{ verify_ticket: 'ticket@@@2' }]);
    expect(store.settings?.verify_ticket).toBe('ticket@@@2');
  });

  it('starts an authorization and opens our jump link (not the platform page) in a new window', async () => {
    const links = {
      url: 'http://127.0.0.1:4350/api/social/authorization/jump/?state=abc',
      _url: 'https://mp.weixin.qq.com/cgi-bin/componentloginpage?pre_auth_code=x',
    };
    answer(200, links);
    const store = useSocialStore();
    await expect(store.authorize(2, 'http://127.0.0.1:4350/social?authorized=1')).resolves.toEqual(
      links,
    );
    expect(new URL(lastRequest().url).pathname).toBe(
      '/api/social/authorization/authorization_url/',
    );
    expect(lastRequest().method).toBe('POST');
    expect(sentBodies).toEqual([
      { success_url: 'http://127.0.0.1:4350/social?authorized=1', auth_type: 2 },
    ]);
    expect(openMock).toHaveBeenCalledWith(links.url, '_blank', 'noopener');
    expect(store.lastLinks).toEqual(links);
  });

  it('does not open anything when the service refuses (collected-payment shop)', async () => {
    answer(403, {
      detail: 'Only for shops with their own payment.',
      code: 'collected_payment_shop',
    });
    const store = useSocialStore();
    const error = await store.authorize(1, 'https://x.example/').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('collected_payment_shop');
    expect(openMock).not.toHaveBeenCalled();
  });

  it('check maps a record to the result and 404 to "not authorized"; other errors are thrown', async () => {
    const store = useSocialStore();
    answer(200, RECORD);
    await expect(store.check('  wxaccount01 ')).resolves.toEqual(RECORD);
    expect(sentBodies[0]).toEqual({ appid: 'wxaccount01' });
    expect(new URL(lastRequest().url).pathname).toBe('/api/social/authorization/check/');
    expect(store.checked).toEqual(RECORD);

    answer(404, { detail: 'No authorized account with this app id.', code: 'not_found' });
    await expect(store.check('wxnobody')).resolves.toBeNull();
    expect(store.checked).toBeNull();

    answer(503, { detail: 'Not configured.', code: 'social_not_configured' });
    await expect(store.check('wx')).rejects.toMatchObject({ code: 'social_not_configured' });
  });

  it('lists authorized accounts page by page', async () => {
    answer(200, {
      count: 12,
      next: 'http://x/api/social/authorization/?page=3',
      previous: null,
      results: [RECORD],
    });
    const store = useSocialStore();
    await store.loadAccounts(2);
    const url = new URL(lastRequest().url);
    expect(url.pathname).toBe('/api/social/authorization/');
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('page_size')).toBe('10');
    expect(store.accounts).toEqual([RECORD]);
    expect(store.accountCount).toBe(12);
    expect(store.page).toBe(2);
  });
});

describe('settings form mapping', () => {
  it('fills the form without the secret', () => {
    expect(settingsForm(SETTINGS)).toEqual({
      component_appid: 'wxcomponent01',
      component_secret: '',
      verify_ticket: 'ticket@@@1',
      api_base: '',
      auth_page: '',
    });
  });

  it('sends only changes; an emptied field is null; the secret only when typed or cleared', () => {
    const form = settingsForm(SETTINGS);
    expect(settingsPatch(form, SETTINGS)).toEqual({});

    form.api_base = '  http://127.0.0.1:9000 ';
    form.verify_ticket = '';
    expect(settingsPatch(form, SETTINGS)).toEqual({
      api_base: 'http://127.0.0.1:9000',
      verify_ticket: null,
    });

    form.component_secret = 'new-secret';
    expect(settingsPatch(form, SETTINGS)).toMatchObject({ component_secret: 'new-secret' });
    form.component_secret = '';
    expect(settingsPatch(form, SETTINGS, { clearSecret: true })).toMatchObject({
      component_secret: null,
    });
    expect(settingsPatch(form, SETTINGS)).not.toHaveProperty('component_secret');
  });

  it('builds the return page from the service origin', () => {
    expect(successUrlFor('http://127.0.0.1:4350/')).toBe(
      'http://127.0.0.1:4350/social?authorized=1',
    );
  });
});
