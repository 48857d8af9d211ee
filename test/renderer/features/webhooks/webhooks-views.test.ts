// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import ElementPlus from 'element-plus';
import { createMemoryHistory, createRouter } from 'vue-router';
import type { Webhook, WebhookAttempt, WebhookDelivery } from '@/features/webhooks/api';
import { i18n } from '@/i18n';
import { DELIVERY_REFRESH_MS } from '@/features/webhooks/webhook-delivery';
import WebhookDeliveriesView from '@/features/webhooks/views/WebhookDeliveriesView.vue';
import WebhooksView from '@/features/webhooks/views/WebhooksView.vue';
import { json, startManagerSession } from '../../support/api';

const TIME = '2026-11-21T19:30:00.123+08:00';

const WEBHOOK: Webhook = {
  id: 4,
  application_id: 2,
  event: 'product_published',
  url: 'https://hooks.example.com/products',
  metafield: {},
  created_at: TIME,
  updated_at: TIME,
};

function attempt(overrides: Partial<WebhookAttempt> = {}): WebhookAttempt {
  return {
    id: 1,
    kind: 'initial',
    attempted_at: TIME,
    duration_ms: 30,
    status_code: 500,
    succeeded: false,
    error: 'The receiver answered HTTP 500; only 2xx counts as delivered.',
    response_excerpt: 'boom',
    ...overrides,
  };
}

let deliveries: WebhookDelivery[] = [];
let redeliverAnswer: Promise<WebhookDelivery> | null = null;
const requests: { method: string; path: string; body: unknown }[] = [];
let wrapper: VueWrapper | null = null;

async function fakeApi(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname;
  const text = await request.clone().text();
  requests.push({ method: request.method, path, body: text ? JSON.parse(text) : undefined });
  if (path === '/api/shops/shop_settings/') return json({ id: 1, webhook_secret: 'A'.repeat(64) });
  if (path === '/api/shops/application/')
    return json({
      results: [
        {
          id: 1,
          name: 'Shopdesk desktop',
          scopes: 'read write',
          created_at: TIME,
          revoked_at: null,
        },
        {
          id: 2,
          name: 'ERP connector',
          scopes: 'webhooks:write',
          created_at: TIME,
          revoked_at: null,
        },
      ],
    });
  if (path === '/api/webhooks/webhook/' && request.method === 'GET')
    return json({ count: 1, next: null, previous: null, results: [WEBHOOK] });
  if (path === '/api/webhooks/webhook/' && request.method === 'POST')
    return json({ ...WEBHOOK, id: 5, application_id: 1, ...JSON.parse(text) }, 201);
  if (path === '/api/webhooks/webhook/4/') return json(WEBHOOK);
  if (path === '/api/webhooks/webhook/4/deliveries/')
    return json({ count: deliveries.length, next: null, previous: null, results: deliveries });
  if (path === '/api/webhooks/delivery/9/redeliver/' && redeliverAnswer)
    return json(await redeliverAnswer);
  return json({ detail: 'Not found.', code: 'not_found' }, 404);
}

async function testRouter() {
  const blank = { template: '<div />' };
  const router = createRouter({
    history: createMemoryHistory(),
    routes: [
      { path: '/webhooks', name: 'webhooks', component: blank },
      { path: '/webhooks/:id/deliveries', name: 'webhook-deliveries', component: blank },
    ],
  });
  await router.push('/webhooks');
  return router;
}

async function settle(): Promise<void> {
  await flushPromises();
  await flushPromises();
}

function count(path: string): number {
  return requests.filter((r) => r.method === 'GET' && r.path === path).length;
}

beforeEach(() => {
  sessionStorage.clear();
  setActivePinia(createPinia());
  startManagerSession('tok-view');
  requests.length = 0;
  deliveries = [];
  redeliverAnswer = null;
  i18n.global.locale.value = 'en';
  vi.stubGlobal('fetch', vi.fn(fakeApi));
  // Only the page's own timers: the HTTP client and the test utilities keep real ones.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});

afterEach(() => {
  wrapper?.unmount();
  wrapper = null;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('webhooks list', () => {
  it('shows each webhook with its owner application’s name, and the signing secret', async () => {
    wrapper = mount(WebhooksView, {
      global: { plugins: [ElementPlus, i18n, await testRouter()] },
      attachTo: document.body,
    });
    await settle();
    expect(wrapper.find('[data-testid="webhook-url"]').text()).toBe(WEBHOOK.url);
    expect(wrapper.find('[data-testid="webhook-owner"]').text()).toBe('ERP connector');
    expect(wrapper.find('[data-testid="webhook-event-label"]').text()).toContain(
      'Product published',
    );
    expect(wrapper.find('[data-testid="webhook-secret"]').text()).toMatch(/^•+AAAA$/);
    expect(wrapper.find('[data-testid="webhook-verify-example"]').text()).toContain(
      ".update(secret, 'utf8')",
    );
  });

  // (Element Plus's form validation does not run under happy-dom: the URL and metafield rules
  // are tested on their own in webhooks-form.test.ts, and in the browser by webhooks.spec.ts.)
  it('sends the dialog’s event, trimmed URL and parsed metafield', async () => {
    wrapper = mount(WebhooksView, {
      global: { plugins: [ElementPlus, i18n, await testRouter()] },
      attachTo: document.body,
    });
    await settle();
    await wrapper.find('[data-testid="webhook-create"]').trigger('click');
    await settle();
    const dialog = document.querySelector('[data-testid="webhook-dialog"]')!;
    const url = dialog.querySelector<HTMLInputElement>('[data-testid="webhook-url-input"]')!;
    const metafield = dialog.querySelector<HTMLTextAreaElement>(
      '[data-testid="webhook-metafield"]',
    )!;
    url.value = ' https://hooks.example.com/orders ';
    url.dispatchEvent(new Event('input'));
    metafield.value = '{"team": "ops"}';
    metafield.dispatchEvent(new Event('input'));
    dialog.querySelector<HTMLButtonElement>('[data-testid="webhook-submit"]')!.click();
    await vi.waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    expect(requests.filter((r) => r.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/webhooks/webhook/',
        body: {
          event: 'product_published',
          url: 'https://hooks.example.com/orders',
          metafield: { team: 'ops' },
        },
      },
    ]);
    // The desktop application owns it already: no PATCH follows.
    await settle();
    expect(requests.filter((r) => r.method === 'PATCH')).toEqual([]);
  });
});

describe('deliveries page', () => {
  async function mountDeliveries() {
    wrapper = mount(WebhookDeliveriesView, {
      props: { id: 4 },
      global: { plugins: [ElementPlus, i18n, await testRouter()] },
      attachTo: document.body,
    });
    await settle();
    return wrapper;
  }

  it('reloads every few seconds while a delivery is pending, and stops once none is', async () => {
    deliveries = [
      {
        id: 9,
        webhook_id: 4,
        event: 'product_published',
        status: 'pending',
        next_attempt_at: '2026-11-21T19:35:00.123+08:00',
        created_at: TIME,
        updated_at: TIME,
        attempts: [attempt()],
      },
    ];
    const view = await mountDeliveries();
    const path = '/api/webhooks/webhook/4/deliveries/';
    expect(count(path)).toBe(1);
    expect(view.find('[data-testid="delivery-status"]').attributes('data-status')).toBe('pending');
    expect(view.find('[data-testid="deliveries-auto-refresh"]').exists()).toBe(true);

    await vi.advanceTimersByTimeAsync(DELIVERY_REFRESH_MS);
    await settle();
    expect(count(path)).toBe(2);

    // The retry succeeded meanwhile.
    deliveries = [
      {
        ...deliveries[0]!,
        status: 'succeeded',
        next_attempt_at: null,
        attempts: [attempt(), attempt({ id: 2, kind: 'retry', status_code: 200, succeeded: true })],
      },
    ];
    await vi.advanceTimersByTimeAsync(DELIVERY_REFRESH_MS);
    await settle();
    expect(count(path)).toBe(3);
    expect(view.find('[data-testid="delivery-status"]').text()).toBe('Succeeded');
    expect(view.find('[data-testid="deliveries-auto-refresh"]').exists()).toBe(false);

    await vi.advanceTimersByTimeAsync(DELIVERY_REFRESH_MS * 3);
    await settle();
    expect(count(path)).toBe(3);
  });

  it('shows the redelivery in progress, then the delivery with its new attempt', async () => {
    const failed: WebhookDelivery = {
      id: 9,
      webhook_id: 4,
      event: 'product_published',
      status: 'failed',
      next_attempt_at: null,
      created_at: TIME,
      updated_at: TIME,
      attempts: [attempt(), attempt({ id: 2, kind: 'retry' })],
    };
    deliveries = [failed];
    let finish!: (value: WebhookDelivery) => void;
    redeliverAnswer = new Promise((resolve) => (finish = resolve));
    const view = await mountDeliveries();
    expect(view.find('[data-testid="delivery-attempts-toggle"]').text()).toBe(
      '2 tried · last HTTP 500 · 30 ms',
    );

    const button = view.find('[data-testid="delivery-redeliver"]');
    await button.trigger('click');
    await settle();
    expect(requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/webhooks/delivery/9/redeliver/',
    });
    expect(button.classes()).toContain('is-loading');
    expect(button.text()).toBe('Sending… 0 s');
    await vi.advanceTimersByTimeAsync(2000);
    expect(button.text()).toBe('Sending… 2 s');

    finish({
      ...failed,
      status: 'succeeded',
      attempts: [
        ...failed.attempts,
        attempt({
          id: 3,
          kind: 'redelivery',
          status_code: 200,
          succeeded: true,
          error: null,
          duration_ms: 12,
          response_excerpt: 'ok',
        }),
      ],
    });
    await settle();
    expect(button.classes()).not.toContain('is-loading');
    expect(button.text()).toBe('Redeliver');
    expect(view.find('[data-testid="delivery-status"]').attributes('data-status')).toBe(
      'succeeded',
    );
    // The row opens on its attempts, the new one last.
    const codes = view.findAll('[data-testid="attempt-status-code"]').map((tag) => tag.text());
    expect(codes).toEqual(['HTTP 500', 'HTTP 500', 'HTTP 200']);
    expect(view.findAll('[data-testid="attempt-kind"]').at(-1)!.text()).toBe('Redelivery');
  });
});
