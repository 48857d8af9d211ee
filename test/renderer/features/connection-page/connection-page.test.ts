// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import ElementPlus from 'element-plus';
import type {
  ConnectionBridge,
  ConnectionCheck,
  ConnectionSaveResult,
  ConnectionState,
} from '@shared/preload-api';
import { createAppI18n, setLocale } from '@/shared/locale';
import { connectionPageEn } from '@/features/connection-page/locales/en';
import { connectionPageZhCN } from '@/features/connection-page/locales/zh-CN';
import ConnectionPage from '@/features/connection-page/views/ConnectionPage.vue';
import { createAppRouter } from '@/router';

// The bridge is the edge to the main process (whose side test/main/connection.test.ts runs
// against real servers): here it answers as the main process would.
const bridge = {
  get: vi.fn<() => Promise<ConnectionState>>(),
  check: vi.fn<(url: string) => Promise<ConnectionCheck>>(),
  save: vi.fn<ConnectionBridge['save']>(),
};
const SHOP = 'http://192.168.1.20:4350';
let wrapper: VueWrapper | null = null;
const i18n = createAppI18n({ 'zh-CN': connectionPageZhCN, en: connectionPageEn });

// The app's own page (connection.html, its own entry: no router, no API client).
async function mountView(firstStart: boolean) {
  wrapper = mount(ConnectionPage, {
    props: { firstStart },
    global: { plugins: [ElementPlus, i18n] },
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
  bridge.get.mockReset().mockResolvedValue({ settings: null, origin: 'http://127.0.0.1:4350' });
  bridge.check.mockReset();
  bridge.save.mockReset();
  vi.stubGlobal('shopdeskConnection', bridge);
});

afterEach(() => {
  wrapper?.unmount();
  wrapper = null;
  vi.unstubAllGlobals();
  setLocale('zh-CN');
});

describe('ConnectionPage', () => {
  it('in a plain browser says the connection is chosen in the desktop app', async () => {
    vi.stubGlobal('shopdeskConnection', undefined);
    const w = await mountView(false);
    expect(w.find('[data-testid="connection-desktop-only"]').exists()).toBe(true);
    expect(w.find('[data-testid="connection-save"]').exists()).toBe(false);
  });

  it('checks a shop server address and says why it does not do; nothing is saved then', async () => {
    const w = await mountView(true);
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
    const w = await mountView(true);
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
  });

  it('says nothing changed when the clerk cancels the native dialog', async () => {
    const w = await mountView(false);
    await chooseServer(w, SHOP);
    bridge.check.mockResolvedValue({ ok: true, url: SHOP, version: '0.1.0' });
    bridge.save.mockResolvedValue({ saved: false, canceled: true });
    await w.find('form').trigger('submit');
    await flushPromises();
    expect(w.find('[data-testid="connection-canceled"]').text()).toContain('Not changed');
  });

  it('warns that anyone on the network reads a plain http address of another computer', async () => {
    const w = await mountView(false);
    await chooseServer(w, '192.168.1.20:4350');
    expect(w.find('[data-testid="connection-insecure"]').text()).toContain('an https address');
    await w.find('input[data-testid="connection-url"]').setValue('https://pickup.example.com');
    expect(w.find('[data-testid="connection-insecure"]').exists()).toBe(false);
    await w.find('input[data-testid="connection-url"]').setValue('127.0.0.1:4350');
    expect(w.find('[data-testid="connection-insecure"]').exists()).toBe(false);
  });

  it('shows the saved shop server, and "this computer" on a first start is saved as is', async () => {
    bridge.get.mockResolvedValue({ settings: { mode: 'server', url: SHOP }, origin: SHOP });
    let w = await mountView(false);
    expect(w.find('[data-testid="connection-current"]').text()).toContain(SHOP);
    expect(w.find<HTMLInputElement>('input[data-testid="connection-url"]').element.value).toBe(
      SHOP,
    );
    w.unmount();

    bridge.get.mockResolvedValue({ settings: null, origin: 'http://127.0.0.1:4350' });
    w = await mountView(true);
    expect(w.find('input[data-testid="connection-url"]').exists()).toBe(false);
    bridge.save.mockResolvedValue({ saved: true, restarting: false });
    await w.find('form').trigger('submit');
    await flushPromises();
    expect(bridge.check).not.toHaveBeenCalled();
    expect(bridge.save).toHaveBeenCalledWith({ mode: 'local' });
    expect(document.body.textContent).toContain('Saved.');
  });
});

describe('the served app', () => {
  it('has no connection route any more: a server page cannot show the chooser', () => {
    const router = createAppRouter();
    expect(router.hasRoute('connection')).toBe(false);
    expect(router.resolve('/connection').name).not.toBe('connection');
  });
});
