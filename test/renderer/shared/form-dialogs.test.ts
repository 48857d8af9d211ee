// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import ElementPlus from 'element-plus';
import type { OfflineShop } from '@/features/staff/api';
import type { Webhook } from '@/features/webhooks/api';
import { i18n } from '@/i18n';
import { useStaffStore } from '@/features/staff/store';
import StaffCreateDialog from '@/features/staff/components/StaffCreateDialog.vue';
import StaffMoveDialog from '@/features/staff/components/StaffMoveDialog.vue';
import StoreFormDialog from '@/features/staff/components/StoreFormDialog.vue';
import WebhookFormDialog from '@/features/webhooks/components/WebhookFormDialog.vue';
import { json, startManagerSession } from '../support/api';

// The dialogs that send through FormDialog's `sending` (shared/composables/use-form-submit.ts): the
// server's field errors land on their fields, errors for no field of the form in one alert, and
// the dialog stays open with what was typed.

const TIME = '2026-11-21T19:30:00.123+08:00';
const STORE = {
  id: 3,
  title: 'Riverside',
  address: '',
  phone: '',
  business_hours: '',
  place_code: null,
  is_active: true,
  created_at: TIME,
  updated_at: TIME,
} as unknown as OfflineShop;

let answer: () => Response;
const requests: { method: string; path: string; body: unknown }[] = [];
let wrapper: VueWrapper | null = null;

async function fakeApi(request: Request): Promise<Response> {
  const text = await request.clone().text();
  requests.push({
    method: request.method,
    path: new URL(request.url).pathname,
    body: text ? JSON.parse(text) : undefined,
  });
  return answer();
}

function dialog(testid: string): HTMLElement {
  return document.querySelector<HTMLElement>(`[data-testid="${testid}"]`)!;
}

function type(testid: string, value: string): void {
  const input = document.querySelector<HTMLInputElement>(
    `input[data-testid="${testid}"], [data-testid="${testid}"] input`,
  )!;
  input.value = value;
  input.dispatchEvent(new Event('input'));
}

function itemOf(testid: string): Element {
  return document.querySelector(`[data-testid="${testid}"]`)!.closest('.el-form-item')!;
}

async function open(component: object, props: Record<string, unknown> = {}) {
  wrapper = mount(component, {
    props: { modelValue: false, ...props },
    global: { plugins: [ElementPlus, i18n] },
    attachTo: document.body,
  });
  await wrapper.setProps({ modelValue: true });
  await flushPromises();
}

async function submit(testid: string): Promise<void> {
  document.querySelector<HTMLButtonElement>(`[data-testid="${testid}"]`)!.click();
  await vi.waitFor(() => expect(requests).toHaveLength(1));
  for (let i = 0; i < 4; i++) await flushPromises();
}

beforeEach(() => {
  sessionStorage.clear();
  setActivePinia(createPinia());
  startManagerSession('tok-dialogs');
  useStaffStore().offlineShops = [STORE];
  i18n.global.locale.value = 'en';
  requests.length = 0;
  vi.stubGlobal('fetch', vi.fn(fakeApi));
});

afterEach(() => {
  wrapper?.unmount();
  wrapper = null;
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('dialogs that send themselves', () => {
  it('staff: a taken username shows at the username, an unknown field in the alert', async () => {
    await open(StaffCreateDialog);
    type('staff-username', 'lina');
    type('staff-password', 'counter-pass-9');
    answer = () => json({ detail: 'A staff account named "lina" exists.', code: 'duplicate' }, 409);
    await submit('staff-create-submit');
    expect(requests[0]).toMatchObject({
      method: 'POST',
      body: { username: 'lina', password: 'counter-pass-9', role: 'staff' },
    });
    // Element Plus shows a form item's error after a 100 ms debounce.
    await vi.waitFor(() =>
      expect(itemOf('staff-username').textContent).toContain(
        'Something with this value already exists',
      ),
    );
    expect(wrapper!.emitted('update:modelValue')).toBeUndefined();

    requests.length = 0;
    answer = () =>
      json(
        {
          detail: 'The request body has invalid fields.',
          code: 'invalid',
          errors: { password: ['Too common.'], mystery: ['Not allowed here.'] },
        },
        400,
      );
    await submit('staff-create-submit');
    await vi.waitFor(() => expect(itemOf('staff-password').textContent).toContain('Too common.'));
    expect(itemOf('staff-username').textContent).not.toContain('already exists');
    const alert = dialog('staff-create-dialog').querySelector('.other-errors')!;
    expect(alert.textContent).toContain('mystery: Not allowed here.');
    expect(alert.textContent).not.toContain('Too common.');
  });

  it('staff move: the store error shows at the store field', async () => {
    await open(StaffMoveDialog, {
      member: { id: 5, username: 'lina', role: 'staff', offline_shop: { id: 3, title: 'R' } },
    });
    answer = () =>
      json(
        {
          detail: 'The request body has invalid fields.',
          code: 'invalid',
          errors: { offline_shop_id: ['This store is closed.'] },
        },
        400,
      );
    await submit('staff-move-submit');
    expect(requests[0]).toMatchObject({
      method: 'PATCH',
      path: '/api/shops/staff/5/',
      body: { offline_shop_id: 3 },
    });
    await vi.waitFor(() =>
      expect(itemOf('staff-move-store').textContent).toContain('This store is closed.'),
    );
    expect(dialog('staff-move-dialog').querySelector('.other-errors')).toBeNull();
  });

  it('store: a title error shows at the title and the typed values stay', async () => {
    await open(StoreFormDialog, { store: STORE });
    type('store-phone', '021-5555');
    answer = () =>
      json(
        {
          detail: 'The request body has invalid fields.',
          code: 'invalid',
          errors: { title: ['Another store has this title.'] },
        },
        400,
      );
    await submit('store-save');
    expect(requests[0]).toMatchObject({
      method: 'PATCH',
      path: '/api/shops/offline_shop/3/',
      body: { phone: '021-5555' },
    });
    await vi.waitFor(() =>
      expect(itemOf('store-title').textContent).toContain('Another store has this title.'),
    );
    expect(
      document.querySelector<HTMLInputElement>(
        'input[data-testid="store-phone"], [data-testid="store-phone"] input',
      )!.value,
    ).toBe('021-5555');
  });
  it('webhook: an unchanged one sends nothing; a URL error shows at the URL', async () => {
    const webhook: Webhook = {
      id: 4,
      application_id: 1,
      event: 'order_paid',
      url: 'https://hooks.example.com/orders',
      metafield: {},
      created_at: TIME,
      updated_at: TIME,
    };
    await open(WebhookFormDialog, {
      editing: webhook,
      eventLabel: (event: string) => event,
      ownerName: (id: number) => `#${id}`,
    });
    document.querySelector<HTMLButtonElement>('[data-testid="webhook-submit"]')!.click();
    await vi.waitFor(() => expect(document.body.textContent).toContain('Nothing to save'));
    expect(requests).toHaveLength(0);
    expect(wrapper!.emitted('update:modelValue')).toEqual([[false]]);

    await wrapper!.setProps({ modelValue: true });
    await flushPromises();
    type('webhook-url-input', 'http://localhost/hook');
    answer = () =>
      json(
        {
          detail: 'The request body has invalid fields.',
          code: 'invalid',
          errors: { url: ['Use an https address.'] },
        },
        400,
      );
    await submit('webhook-submit');
    expect(requests[0]).toMatchObject({
      method: 'PATCH',
      path: '/api/webhooks/webhook/4/',
      body: { url: 'http://localhost/hook' },
    });
    await vi.waitFor(() =>
      expect(itemOf('webhook-url-input').textContent).toContain('Use an https address.'),
    );
    expect(document.querySelector('.el-message--error')).toBeNull();
  });
});
