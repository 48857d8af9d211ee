// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import ElementPlus from 'element-plus';
import type { OfflineShop } from '@/features/staff/api';
import { i18n } from '@/i18n';
import StoreListView from '@/features/staff/views/StoreListView.vue';
import { json, startManagerSession } from '../../support/api';

const TIME = '2026-11-21T19:30:00.123+08:00';

const STORE: OfflineShop = {
  id: 3,
  title: 'Riverside',
  address: '1 River Road',
  phone: '',
  business_hours: '',
  place_code: '110101',
  is_active: true,
  created_at: TIME,
  updated_at: TIME,
} as OfflineShop;

const PLACES = [
  {
    code: '110000',
    name: '北京市',
    short_name: '北京',
    pinyin: 'bei jing',
    children: [
      { code: '110101', name: '东城区', short_name: '东城', pinyin: 'dong cheng', children: [] },
    ],
  },
  { code: '310000', name: '上海市', short_name: '上海', pinyin: 'shang hai', children: [] },
];

const requests: { method: string; path: string; body: unknown }[] = [];
let wrapper: VueWrapper | null = null;

async function fakeApi(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname;
  const text = await request.clone().text();
  const body = text ? JSON.parse(text) : undefined;
  requests.push({ method: request.method, path, body });
  if (path === '/api/shops/offline_shop/' && request.method === 'GET')
    return json({ count: 1, next: null, previous: null, results: [STORE] });
  if (path === '/api/shops/offline_shop/3/' && request.method === 'PATCH')
    return json({ ...STORE, ...body });
  if (path === '/api/shippings/all_place/') return json(PLACES);
  return json({ detail: 'Not found.', code: 'not_found' }, 404);
}

function treeNode(label: string): HTMLElement {
  const node = [...document.querySelectorAll<HTMLElement>('.el-tree-node')].find(
    (n) => n.querySelector('.el-tree-node__label')?.textContent?.trim() === label,
  );
  if (!node) throw new Error(`no tree node ${label}`);
  return node;
}

beforeEach(() => {
  sessionStorage.clear();
  setActivePinia(createPinia());
  startManagerSession('tok-stores');
  requests.length = 0;
  vi.stubGlobal('fetch', vi.fn(fakeApi));
});

afterEach(() => {
  wrapper?.unmount();
  wrapper = null;
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe.each([
  ['en', 'Choose region'],
  ['zh-CN', '选择地区'],
] as const)('a store’s region (%s)', (locale, chooseLabel) => {
  it('is shown by name and chosen with the place picker, not typed as a code', async () => {
    i18n.global.locale.value = locale;
    wrapper = mount(StoreListView, {
      global: { plugins: [ElementPlus, i18n] },
      attachTo: document.body,
    });
    await flushPromises();
    await flushPromises();
    expect(wrapper.find('[data-testid="store-table"]').text()).toContain('北京市 / 东城区');

    await wrapper.find('[data-testid="store-edit"]').trigger('click');
    await flushPromises();
    const dialog = document.querySelector<HTMLElement>('[data-testid="store-dialog"]')!;
    // No code box any more: the region is a summary with a "choose" button.
    expect(dialog.querySelector('[data-testid="store-place-code"]')).toBeNull();
    const region = dialog.querySelector<HTMLElement>('[data-testid="store-region"]')!;
    expect(region.textContent).toContain('北京市 / 东城区');
    const choose = region.querySelector<HTMLButtonElement>('[data-testid="places-choose"]')!;
    expect(choose.textContent?.trim()).toBe(chooseLabel);

    choose.click();
    await flushPromises();
    const upper = treeNode('上海市').querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    upper.click();
    await flushPromises();
    document.querySelector<HTMLButtonElement>('[data-testid="places-confirm"]')!.click();
    await flushPromises();
    expect(region.textContent).toContain('上海市');
    expect(region.textContent).not.toContain('东城区');

    dialog.querySelector<HTMLButtonElement>('[data-testid="store-save"]')!.click();
    await flushPromises();
    await flushPromises();
    const patch = requests.find((r) => r.method === 'PATCH');
    expect(patch?.path).toBe('/api/shops/offline_shop/3/');
    expect(patch?.body).toMatchObject({ place_code: '310000' });
  });
});
