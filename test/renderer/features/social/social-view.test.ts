// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import ElementPlus from 'element-plus';
import { i18n } from '@/i18n';
import SocialAuthorizationView from '@/features/social/views/SocialAuthorizationView.vue';
import { json, startManagerSession } from '../../support/api';

const RECORD = {
  authorizer_appid: 'wxaccount01',
  created_at: '2026-11-21T20:00:00.000+08:00',
  updated_at: '2026-11-21T20:05:00.000+08:00',
};
const LINKS = {
  url: 'http://localhost:3000/api/social/authorization/jump/?state=abc',
  _url: 'https://mp.weixin.qq.com/cgi-bin/componentloginpage?pre_auth_code=x',
};

let paymentMode: 'own' | 'collected' = 'own';
const requests: { method: string; path: string; body: unknown }[] = [];
const openMock = vi.fn();
let wrapper: VueWrapper | null = null;

async function fakeApi(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname;
  const text = await request.clone().text();
  requests.push({ method: request.method, path, body: text ? JSON.parse(text) : undefined });
  if (path === '/api/shops/shop_settings/') return json({ id: 1, payment_mode: paymentMode });
  if (path === '/api/social/settings/')
    return json({
      component_appid: 'wxcomponent01',
      component_secret_set: true,
      verify_ticket: 'ticket@@@1',
      api_base: null,
      auth_page: null,
      env_fields: [],
      configured: true,
      updated_at: null,
    });
  if (path === '/api/social/authorization/')
    return json({ count: 1, next: null, previous: null, results: [RECORD] });
  if (path === '/api/social/authorization/authorization_url/') return json(LINKS);
  return json({ detail: 'Not found.', code: 'not_found' }, 404);
}

async function mountView() {
  wrapper = mount(SocialAuthorizationView, {
    global: { plugins: [ElementPlus, i18n] },
    attachTo: document.body,
  });
  await flushPromises();
  await flushPromises();
  return wrapper;
}

beforeEach(() => {
  sessionStorage.clear();
  setActivePinia(createPinia());
  startManagerSession('tok-view');
  requests.length = 0;
  openMock.mockReset();
  i18n.global.locale.value = 'en';
  vi.stubGlobal('fetch', vi.fn(fakeApi));
  vi.stubGlobal('open', openMock);
});

afterEach(() => {
  wrapper?.unmount();
  wrapper = null;
  vi.unstubAllGlobals();
});

describe('messaging-platform screen', () => {
  it('own payment: lists accounts, and "authorize" opens the jump link in the browser', async () => {
    paymentMode = 'own';
    const view = await mountView();
    expect(view.find('[data-testid="social-payment-mode"]').text()).toContain('Payment mode');
    expect(view.find('[data-testid="social-collected"]').exists()).toBe(false);
    expect(view.find('[data-testid="social-accounts"]').text()).toContain('wxaccount01');

    await view.find('[data-testid="social-authorize"]').trigger('click');
    await flushPromises();
    const started = requests.find((r) => r.path.endsWith('/authorization_url/'));
    expect(started).toMatchObject({
      method: 'POST',
      body: { auth_type: 3, success_url: 'http://localhost:3000/social?authorized=1' },
    });
    expect(openMock).toHaveBeenCalledWith(LINKS.url, '_blank', 'noopener');
    expect(view.find('[data-testid="social-link"]').text()).toContain(LINKS.url);
  });

  it('collected payment: explains why and offers no authorization', async () => {
    paymentMode = 'collected';
    const view = await mountView();
    expect(view.find('[data-testid="social-collected"]').text()).toContain('collected payment');
    expect(view.find('[data-testid="social-authorize"]').exists()).toBe(false);
    expect(view.find('[data-testid="social-check"]').exists()).toBe(false);
    expect(requests.map((r) => r.path)).not.toContain('/api/social/authorization/');
  });

  it('explains the verify ticket in plain words, in both languages', async () => {
    paymentMode = 'own';
    for (const [locale, words] of [
      ['en', ['every 10 minutes', 'authorization event URL', 'Clerks need not do anything here']],
      ['zh-CN', ['每 10 分钟', '授权事件接收 URL', '店员无需处理']],
    ] as const) {
      i18n.global.locale.value = locale;
      const view = await mountView();
      const about = view.find('[data-testid="social-verify-ticket-about"]').text();
      for (const word of words) expect(about).toContain(word);
      view.unmount();
      wrapper = null;
    }
  });
});
