// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { createMemoryHistory, createRouter } from 'vue-router';
import ElementPlus from 'element-plus';
import { i18n } from '@/i18n';
import ShippingGroupsView from '@/features/shippings/views/ShippingGroupsView.vue';
import { json, startManagerSession } from '../../support/api';

// The templates screen's "add method": a button of each template's header (a real <button>,
// reached with Tab), a name prompt, POST shippingmethod/ and the new row in that template.

const TIME = '2026-11-21T19:30:00.123+08:00';
const method = (id: number, title: string, isEnabled = true) => ({
  id,
  group_id: 7,
  title,
  rate_type: 'fixed',
  is_enabled: isEnabled,
  normal_price: '10.00',
  normal_unit: '1.00',
  over_price: '5.00',
  over_unit: '1.00',
  free_shipping_policy: 'nope',
  free_shipping_price: '0.00',
  metafield: {},
  shipping_zones: [],
  unsold_place_codes: [],
  updated_at: TIME,
});
const GROUP = {
  id: 7,
  title: '中国大陆',
  rate_type: 'fixed',
  is_default: true,
  shipping_methods: [method(1, '普通快递')],
};

const requests: { method: string; path: string; body: unknown }[] = [];
let wrapper: VueWrapper | null = null;

async function fakeApi(request: Request): Promise<Response> {
  const text = await request.clone().text();
  const path = new URL(request.url).pathname;
  requests.push({ method: request.method, path, body: text ? JSON.parse(text) : undefined });
  if (request.method === 'POST') return json(method(9, '顺丰'), 201);
  return json({ count: 1, next: null, previous: null, results: [GROUP] });
}

beforeEach(() => {
  sessionStorage.clear();
  setActivePinia(createPinia());
  startManagerSession();
  requests.length = 0;
  vi.stubGlobal('fetch', vi.fn(fakeApi));
});

afterEach(() => {
  wrapper?.unmount();
  wrapper = null;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  i18n.global.locale.value = 'zh-CN';
});

async function mountView() {
  const router = createRouter({
    history: createMemoryHistory(),
    routes: [{ path: '/', component: ShippingGroupsView }],
  });
  await router.push('/');
  wrapper = mount(ShippingGroupsView, {
    global: { plugins: [ElementPlus, i18n, router] },
    attachTo: document.body,
  });
  await flushPromises();
}

describe('adding a shipping method', () => {
  for (const [language, label] of [
    ['zh-CN', '添加配送方式'],
    ['en', 'Add method'],
  ] as const)
    it(`a template's "${label}" asks a name and adds the method to that template (${language})`, async () => {
      i18n.global.locale.value = language;
      await mountView();
      const button = document.querySelector<HTMLButtonElement>('[data-testid="method-add"]')!;
      // Reachable from the keyboard: a native, enabled button in the tab order.
      expect(button.tagName).toBe('BUTTON');
      expect(button.disabled).toBe(false);
      expect(button.tabIndex).not.toBe(-1);
      expect(button.textContent!.trim()).toBe(label);
      button.focus();
      expect(document.activeElement).toBe(button);

      button.click();
      await vi.waitFor(() =>
        expect(document.querySelector('.el-message-box__input input')).not.toBeNull(),
      );
      const input = document.querySelector<HTMLInputElement>('.el-message-box__input input')!;
      input.value = ' 顺丰 ';
      input.dispatchEvent(new Event('input'));
      await flushPromises();
      document
        .querySelector<HTMLButtonElement>('.el-message-box__btns .el-button--primary')!
        .click();
      await vi.waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
      expect(requests.find((r) => r.method === 'POST')).toEqual({
        method: 'POST',
        path: '/api/shippings/shippingmethod/',
        body: { group_id: 7, title: '顺丰' },
      });
      await vi.waitFor(() =>
        expect(
          [...document.querySelectorAll('[data-testid="method-title"]')].map((cell) =>
            cell.textContent!.trim(),
          ),
        ).toEqual(['普通快递', '顺丰']),
      );
    });
});
