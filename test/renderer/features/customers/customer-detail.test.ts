// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import ElementPlus from 'element-plus';
import { createMemoryHistory, createRouter } from 'vue-router';
import type { Customer } from '@/features/customers/api';
import { i18n } from '@/i18n';
import CustomerDetailView from '@/features/customers/views/CustomerDetailView.vue';
import { json, startManagerSession } from '../../support/api';

// The customer page is an editor like the others (use-record-editor): one not-found rule, only
// the changed fields sent, server field errors on their field, the way back with the list's query.

const TIME = '2026-11-21T19:30:00.123+08:00';
const CUSTOMER: Customer = {
  id: 7,
  mobile: '13800138001',
  full_name: '王芳',
  gender: 'female',
  email: null,
  birthday: null,
  note: '',
  accepts_marketing: false,
  openid: null,
  accepts_sms: true,
  created_at: TIME,
  updated_at: TIME,
  points: 120,
  level: { id: 2, title: 'Silver' },
};

const requests: { method: string; path: string; body: unknown }[] = [];
let patchAnswer: (body: Record<string, unknown>) => Response;
let wrapper: VueWrapper | null = null;

async function fakeApi(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname;
  const text = await request.clone().text();
  const body = text ? JSON.parse(text) : undefined;
  requests.push({ method: request.method, path, body });
  if (path === `/api/customers/customer/${CUSTOMER.id}/`)
    return request.method === 'PATCH' ? patchAnswer(body) : json(CUSTOMER);
  if (path === '/api/loyalty/point_history/')
    return json({ count: 0, next: null, previous: null, results: [] });
  return json({ detail: 'Not found.', code: 'not_found' }, 404);
}

async function settle() {
  for (let i = 0; i < 4; i++) await flushPromises();
}

async function open(path: string) {
  const Empty = { template: '<div data-testid="list-page" />' };
  const router = createRouter({
    history: createMemoryHistory(),
    routes: [
      { path: '/customers', name: 'customers', component: Empty },
      {
        path: '/customers/:id',
        name: 'customer',
        component: CustomerDetailView,
        props: (route) => ({ id: Number(route.params.id) }),
      },
    ],
  });
  await router.push(path);
  wrapper = mount(
    { template: '<router-view />' },
    { global: { plugins: [ElementPlus, i18n, router] }, attachTo: document.body },
  );
  await settle();
  return router;
}

function input(testId: string): HTMLInputElement {
  const root = document.querySelector(`[data-testid="${testId}"]`)!;
  return (root.tagName === 'INPUT' ? root : root.querySelector('input')) as HTMLInputElement;
}

async function type(testId: string, value: string) {
  const field = input(testId);
  field.value = value;
  field.dispatchEvent(new Event('input'));
  await settle();
}

async function save() {
  await wrapper!.find('[data-testid="customer-form"]').trigger('submit');
  await settle();
}

beforeEach(() => {
  sessionStorage.clear();
  setActivePinia(createPinia());
  startManagerSession('tok-customer');
  i18n.global.locale.value = 'en';
  requests.length = 0;
  patchAnswer = (body) => json({ ...CUSTOMER, ...body, updated_at: TIME });
  vi.stubGlobal('fetch', vi.fn(fakeApi));
});

afterEach(() => {
  wrapper?.unmount();
  wrapper = null;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('customer page', () => {
  it('sends only the changed field and is no longer unsaved afterwards', async () => {
    await open(`/customers/${CUSTOMER.id}`);
    expect(input('customer-mobile').value).toBe(CUSTOMER.mobile);
    expect(wrapper!.find('[data-testid="customer-unsaved"]').exists()).toBe(false);
    await type('customer-full-name', '王芳芳');
    expect(wrapper!.find('[data-testid="customer-unsaved"]').exists()).toBe(true);
    await save();
    const patches = requests.filter((r) => r.method === 'PATCH');
    expect(patches).toEqual([
      { method: 'PATCH', path: '/api/customers/customer/7/', body: { full_name: '王芳芳' } },
    ]);
    expect(wrapper!.find('[data-testid="customer-unsaved"]').exists()).toBe(false);
    expect(wrapper!.find('h1').text()).toContain('王芳芳');
  });

  it('puts a duplicate mobile on the mobile field', async () => {
    patchAnswer = () =>
      json({ detail: 'A customer with this mobile exists.', code: 'duplicate' }, 409);
    await open(`/customers/${CUSTOMER.id}`);
    await type('customer-mobile', '13800138002');
    await save();
    const item = input('customer-mobile').closest('.el-form-item')!;
    expect(item.classList.contains('is-error')).toBe(true);
    // Element Plus shows a form item's error after a 100 ms debounce.
    await vi.waitFor(() =>
      expect(item.querySelector('.el-form-item__error')?.textContent).toBeTruthy(),
    );
    // Still unsaved: nothing was lost.
    expect(input('customer-mobile').value).toBe('13800138002');
  });

  it('says a missing customer is not there and leads back to the list', async () => {
    const router = await open('/customers/999');
    expect(document.body.textContent).toContain(i18n.global.t('customers.notFound'));
    expect(wrapper!.find('[data-testid="customer-form"]').exists()).toBe(false);
    await wrapper!.find('[data-testid="customer-back"]').trigger('click');
    await settle();
    expect(router.currentRoute.value.name).toBe('customers');
  });
});
