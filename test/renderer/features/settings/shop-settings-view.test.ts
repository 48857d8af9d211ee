// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { h } from 'vue';
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import ElementPlus from 'element-plus';
import { createMemoryHistory, createRouter, RouterView } from 'vue-router';
import type { ShopSettings } from '@/features/settings/api';
import { i18n } from '@/i18n';
import ShopSettingsView from '@/features/settings/views/ShopSettingsView.vue';
import { json, startManagerSession } from '../../support/api';

const TIME = '2026-11-21T19:30:00.123+08:00';
const SETTINGS: ShopSettings = {
  id: 1,
  name: 'Shopdesk',
  domain: 'shop.example.com',
  timezone: 'Asia/Shanghai',
  currency: 'CNY',
  webhook_secret: 'A'.repeat(64),
  payment_mode: 'own',
  pick_up_expire_days: 7,
  pick_up_rollback_hours: 24,
  webhook_private_targets: false,
  offline_hand_out: true,
  offline_hand_out_hours: 24,
  offline_sign_in_days: 7,
  created_at: TIME,
  updated_at: TIME,
};

let settings: ShopSettings;
/** The next GET's answer instead of the settings (a failure). */
let failGet: Response | null = null;
let patchAnswer: ((body: Record<string, unknown>) => Response) | null = null;
const patches: Record<string, unknown>[] = [];
let wrapper: VueWrapper | null = null;

async function fakeApi(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname;
  if (path !== '/api/shops/shop_settings/') return json({ detail: 'Not found.' }, 404);
  if (request.method === 'GET') {
    const failure = failGet;
    failGet = null;
    return failure ?? json(settings);
  }
  const body = (await request.json()) as Record<string, unknown>;
  patches.push(body);
  if (patchAnswer) return patchAnswer(body);
  settings = { ...settings, ...body };
  return json(settings);
}

async function mountView() {
  const router = createRouter({
    history: createMemoryHistory(),
    routes: [
      { path: '/', name: 'home', component: { render: () => h('p', 'home') } },
      { path: '/settings', component: ShopSettingsView },
    ],
  });
  await router.push('/settings');
  wrapper = mount(
    { render: () => h(RouterView) },
    { global: { plugins: [router, i18n, ElementPlus] }, attachTo: document.body },
  );
  await flushPromises();
  return wrapper;
}

async function submit(view: VueWrapper): Promise<void> {
  await view.find('form').trigger('submit');
  await flushPromises();
  await flushPromises();
}

beforeEach(() => {
  sessionStorage.clear();
  setActivePinia(createPinia());
  startManagerSession('tok-settings');
  settings = { ...SETTINGS };
  failGet = null;
  patchAnswer = null;
  patches.length = 0;
  i18n.global.locale.value = 'en';
  vi.stubGlobal('fetch', vi.fn(fakeApi));
});

afterEach(() => {
  wrapper?.unmount();
  wrapper = null;
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('shop settings page', () => {
  it('sends only the changed fields, trimmed, and is clean after saving', async () => {
    const view = await mountView();
    const name = view.find<HTMLInputElement>('input[data-testid="settings-name"]');
    expect(name.element.value).toBe('Shopdesk');
    await name.setValue('  Tea house ');
    expect(view.find('[data-testid="settings-unsaved"]').exists()).toBe(true);
    await submit(view);
    expect(patches).toEqual([{ name: 'Tea house' }]);
    expect(view.find('[data-testid="settings-unsaved"]').exists()).toBe(false);
  });

  it('edits offline sign-in’s days (0 turns it off, docs/DESIGN.md §14)', async () => {
    const view = await mountView();
    const days = view.find<HTMLInputElement>('[data-testid="settings-offline-sign-in-days"] input');
    expect(days.element.value).toBe('7');
    await days.setValue('0');
    await days.trigger('change');
    await submit(view);
    expect(patches).toEqual([{ offline_sign_in_days: 0 }]);
  });

  it('sends nothing when nothing changed', async () => {
    const view = await mountView();
    await submit(view);
    expect(patches).toEqual([]);
  });

  it('shows the server’s field error at its field', async () => {
    const view = await mountView();
    await view.find('input[data-testid="settings-domain"]').setValue('bad domain');
    patchAnswer = () =>
      json(
        {
          code: 'invalid',
          detail: 'The request body has invalid fields.',
          errors: { domain: ['Not a domain name.'] },
        },
        400,
      );
    await submit(view);
    const item = view.find('[data-testid="settings-domain"]').element.closest('.el-form-item');
    // Element Plus shows a form item's error after a 100 ms debounce.
    await vi.waitFor(() => expect(item?.textContent).toContain('Not a domain name.'));
    expect(item?.classList.contains('is-error')).toBe(true);
  });

  it('offers a retry when loading failed, and the retry shows the form', async () => {
    failGet = json({ code: 'not_initialised', detail: 'The shop has not been set up yet.' }, 503);
    const view = await mountView();
    expect(view.find('[data-testid="settings-name"]').exists()).toBe(false);
    await view.find('.el-result .el-button').trigger('click');
    await flushPromises();
    expect(view.find<HTMLInputElement>('input[data-testid="settings-name"]').element.value).toBe(
      'Shopdesk',
    );
  });
});
