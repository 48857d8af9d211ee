// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import { createPinia, setActivePinia, type Pinia } from 'pinia';
import ElementPlus from 'element-plus';
import type { Router } from 'vue-router';
import { i18n, setLocale } from '@/i18n';
import { createAppRouter } from '@/router';
import { useSessionStore } from '@/features/session/store';
import LoginView from '@/features/session/views/LoginView.vue';

const fetchMock = vi.fn<(input: Request) => Promise<Response>>();
let router: Router;
let pinia: Pinia;
let wrapper: VueWrapper | null = null;

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

async function mountLogin(query = '') {
  await router.push(`/login${query}`);
  wrapper = mount(LoginView, {
    global: { plugins: [ElementPlus, i18n, pinia, router] },
    attachTo: document.body,
  });
  await flushPromises();
  return wrapper;
}

async function signIn(w: VueWrapper, username: string, password: string) {
  await w.find('[data-testid="login-username"]').setValue(username);
  await w.find('[data-testid="login-password"]').setValue(password);
  await w.find('form').trigger('submit');
  await flushPromises();
  await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
  await flushPromises();
}

beforeEach(() => {
  sessionStorage.clear();
  setLocale('zh-CN');
  pinia = createPinia();
  setActivePinia(pinia);
  window.history.replaceState(null, '', '/');
  router = createAppRouter();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  wrapper?.unmount();
  wrapper = null;
  vi.unstubAllGlobals();
});

describe('LoginView', () => {
  it('signs in, keeps the session and goes to the page first asked for', async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, {
        token: 'tok-1',
        expires_at: new Date(Date.now() + 3_600_000).toISOString(),
        staff: { id: 1, username: 'admin', role: 'manager', offline_shop: null },
      }),
    );
    const w = await mountLogin('?redirect=/settings');
    await signIn(w, ' admin ', 'secret-pass');

    const sent = fetchMock.mock.calls[0][0];
    expect(new URL(sent.url).pathname).toBe('/api/shops/staff_login/');
    expect(useSessionStore().token).toBe('tok-1');
    await vi.waitFor(() => expect(router.currentRoute.value.name).toBe('settings'));
  });

  it('keeps the device token of a sign-in and sends it on the next sign-in of that user', async () => {
    localStorage.clear();
    const answer = () =>
      json(200, {
        token: 'tok-1',
        device_token: 'device-1',
        expires_at: new Date(Date.now() + 3_600_000).toISOString(),
        staff: { id: 1, username: 'Admin', role: 'manager', offline_shop: null },
      });
    const sentDevice = async (username: string) => {
      useSessionStore().clear();
      wrapper?.unmount();
      fetchMock.mockReset();
      fetchMock.mockResolvedValueOnce(answer());
      await signIn(await mountLogin(), username, 'secret-pass');
      return fetchMock.mock.calls[0][0].headers.get('X-Device-Token');
    };
    expect(await sentDevice('admin')).toBeNull();
    expect(await sentDevice('ADMIN')).toBe('device-1');
    // Another user on this device has no token of its own yet.
    expect(await sentDevice('clerk')).toBeNull();
  });

  it('says wrong credentials in the user’s language and keeps the user there', async () => {
    fetchMock.mockResolvedValueOnce(
      json(401, { detail: 'The username or password is wrong.', code: 'invalid_credentials' }),
    );
    const w = await mountLogin();
    await signIn(w, 'admin', 'nope-nope');
    expect(w.find('[data-testid="login-error"]').text()).toContain(
      '用户名或密码错误，或账号已停用。',
    );
    expect(router.currentRoute.value.name).toBe('login');
    expect(useSessionStore().isAuthenticated).toBe(false);
  });

  it('shows how many minutes to wait when throttled', async () => {
    fetchMock.mockResolvedValueOnce(
      json(429, { detail: 'Too many attempts.', code: 'throttled' }, { 'Retry-After': '600' }),
    );
    const w = await mountLogin();
    await signIn(w, 'admin', 'nope-nope');
    const text = w.find('[data-testid="login-error"]').text();
    expect(text).toContain('尝试次数过多，请稍后再试。');
    expect(text).toContain('请在 10 分钟后再试');
  });

  it('says the session expired when sent back by the client', async () => {
    const w = await mountLogin('?expired=1');
    expect(w.text()).toContain('登录已过期');
  });
});
