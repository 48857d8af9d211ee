// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import { createPinia, setActivePinia, type Pinia } from 'pinia';
import ElementPlus from 'element-plus';
import type { Router } from 'vue-router';
import type {
  ConnectionBridge,
  ConnectionCheck,
  ConnectionSaveResult,
  ConnectionState,
} from '@shared/preload-api';
import { i18n, setLocale } from '@/i18n';
import { createAppRouter } from '@/router';
import ConnectionView from '@/features/connection/views/ConnectionView.vue';

// The bridge is the edge to the main process (whose side test/main/connection.test.ts runs
// against real servers): here it answers as the main process would.
const bridge = {
  get: vi.fn<() => Promise<ConnectionState>>(),
  check: vi.fn<(url: string) => Promise<ConnectionCheck>>(),
  save: vi.fn<ConnectionBridge['save']>(),
};
const SHOP = 'http://192.168.1.20:4350';
let pinia: Pinia;
let router: Router;
let wrapper: VueWrapper | null = null;

async function mountView(path: string) {
  await router.push(path);
  wrapper = mount(ConnectionView, {
    global: { plugins: [ElementPlus, i18n, pinia, router] },
    attachTo: document.body,
  });
  await flushPromises();
  return wrapper;
}

async function chooseServer(w: VueWrapper, url: string) {
  await w.find('[data-testid="connection-server"] input').setValue(true);
  await w.find('input[data-testid="connection-url"]').setValue(url);
}

beforeEach(() => {
  setLocale('en');
  pinia = createPinia();
  setActivePinia(pinia);
  window.history.replaceState(null, '', '/');
  router = createAppRouter();
  bridge.get.mockReset().mockResolvedValue({ settings: null, origin: 'http://127.0.0.1:4350' });
  bridge.check.mockReset();
  bridge.save.mockReset();
  vi.stubGlobal('shopdesk', { connection: bridge });
});

afterEach(() => {
  wrapper?.unmount();
  wrapper = null;
  vi.unstubAllGlobals();
  setLocale('zh-CN');
});

describe('ConnectionView', () => {
  it('in a plain browser says the connection is chosen in the desktop app', async () => {
    vi.stubGlobal('shopdesk', undefined);
    const w = await mountView('/connection');
    expect(w.find('[data-testid="connection-desktop-only"]').exists()).toBe(true);
    expect(w.find('[data-testid="connection-save"]').exists()).toBe(false);
  });

  it('checks a shop server address and says why it does not do; nothing is saved then', async () => {
    const w = await mountView('/connection?first=1');
    expect(w.text()).toContain('Welcome to Shopdesk');
    await chooseServer(w, '192.168.1.20:4350');
    bridge.check.mockResolvedValue({ ok: false, reason: 'unreachable', url: SHOP });
    await w.find('[data-testid="connection-check"]').trigger('click');
    await flushPromises();
    expect(bridge.check).toHaveBeenCalledWith('192.168.1.20:4350');
    expect(w.find('[data-testid="connection-result"]').text()).toContain(
      `Nothing answers at ${SHOP}`,
    );

    bridge.check.mockResolvedValue({
      ok: false,
      reason: 'other_address',
      url: SHOP,
      publicUrl: 'https://shop.lan',
    });
    await w.find('form').trigger('submit');
    await flushPromises();
    expect(w.find('[data-testid="connection-result"]').text()).toContain('https://shop.lan');
    expect(bridge.save).not.toHaveBeenCalled();
  });

  it('saves the checked origin of a shop server; the app then starts again', async () => {
    const w = await mountView('/connection?first=1');
    await chooseServer(w, ' 192.168.1.20:4350/ ');
    bridge.check.mockResolvedValue({ ok: true, url: SHOP, version: '0.1.0' });
    bridge.save.mockResolvedValue({ saved: true, restarting: true } as ConnectionSaveResult);
    await w.find('form').trigger('submit');
    await flushPromises();
    expect(bridge.save).toHaveBeenCalledWith({ mode: 'server', url: SHOP });
    expect(w.find('[data-testid="connection-result"]').text()).toContain(
      `Shopdesk 0.1.0 answers at ${SHOP}`,
    );
    expect(document.body.textContent).toContain('Shopdesk starts again');
    expect(router.currentRoute.value.path).toBe('/connection');
  });

  it('shows the saved shop server, and "this computer" on a first start goes on to sign in', async () => {
    bridge.get.mockResolvedValue({ settings: { mode: 'server', url: SHOP }, origin: SHOP });
    let w = await mountView('/connection');
    expect(w.find('[data-testid="connection-current"]').text()).toContain(SHOP);
    expect(w.find<HTMLInputElement>('input[data-testid="connection-url"]').element.value).toBe(
      SHOP,
    );
    w.unmount();

    bridge.get.mockResolvedValue({ settings: null, origin: 'http://127.0.0.1:4350' });
    w = await mountView('/connection?first=1');
    expect(w.find('input[data-testid="connection-url"]').exists()).toBe(false);
    bridge.save.mockResolvedValue({ saved: true, restarting: false });
    await w.find('form').trigger('submit');
    await flushPromises();
    expect(bridge.check).not.toHaveBeenCalled();
    expect(bridge.save).toHaveBeenCalledWith({ mode: 'local' });
    await vi.waitFor(() => expect(router.currentRoute.value.name).toBe('login'));
  });
});
