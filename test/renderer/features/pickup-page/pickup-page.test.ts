// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import type { CustomerPickUp } from '@/features/pickup-page/api';
import { customerEn } from '@/features/pickup-page/locales/en';
import { customerZhCN } from '@/features/pickup-page/locales/zh-CN';
import PickUpPage from '@/features/pickup-page/views/PickUpPage.vue';
import { provideCredentials } from '@/shared/api/client';
import { createAppI18n, setLocale } from '@/shared/locale';
import { formatTime } from '@/shared/utils/shop-time';
import { json } from '../../support/api';

// The customer's pick-up page (docs/DESIGN.md §5 `fetch`), mounted as its own entry mounts it
// (main.ts): with only its own catalogue, no Element Plus, router or store. The key's images
// are drawn by a stand-in: happy-dom has no canvas.
vi.mock('@/shared/utils/barcodes', () => ({
  keyImages: async (key: string) => ({ qr: `data:qr,${key}`, code128: `data:code128,${key}` }),
}));

const TOKEN = 'tok-abc123';
const SHOP = 'shop.example';
const DAY = 24 * 3_600_000;

const ready = (changes: Partial<CustomerPickUp> = {}): CustomerPickUp => ({
  key: '294563185101',
  key_status: 'unused',
  stock_status: 'prepared',
  expires_at: new Date(Date.now() + 3 * DAY + 60_000).toISOString(),
  used_at: null,
  collected_by: null,
  order_number: 1009,
  lines: [{ title: '保温杯', variant_title: '黑', sku: 'SD-1', quantity: 2, image: null }],
  total_line_items_price: '198.00',
  total_discounts: '0.00',
  shipping_cost: '0.00',
  points_price: '0.00',
  total_price: '198.00',
  discounts: [],
  offline_shop: {
    id: 1,
    title: '南京西路店',
    address: '南京西路 1 号',
    phone: '021-5555 0101',
    business_hours: '10:00-22:00',
  },
  ...changes,
});

const fetchMock = vi.fn<(input: Request) => Promise<Response>>();
let wrapper: VueWrapper | null = null;

async function open(props = { token: TOKEN, shopDomain: SHOP }) {
  const i18n = createAppI18n({ 'zh-CN': customerZhCN, en: customerEn });
  setLocale('en');
  wrapper = mount(PickUpPage, { props, global: { plugins: [i18n] } });
  for (let i = 0; i < 4; i++) await flushPromises();
  return wrapper;
}

const byTestId = (testId: string) => wrapper!.find(`[data-testid="${testId}"]`);

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  wrapper?.unmount();
  wrapper = null;
  provideCredentials(null);
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("the customer's pick-up page", () => {
  it('reads the order by its token and the shop, sending no credential, and shows the key to show', async () => {
    // A browser profile a clerk also signed in with: the customer's page still goes without it.
    provideCredentials({ token: () => 'tok-clerk', expire: () => undefined });
    fetchMock.mockImplementation(async () => json(ready()));
    await open();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const request = fetchMock.mock.calls[0]![0];
    const url = new URL(request.url);
    expect(url.pathname).toBe('/api/orders/pick_up_code/fetch/');
    expect(Object.fromEntries(url.searchParams)).toEqual({ order_token: TOKEN, shop: SHOP });
    expect(request.headers.get('Authorization')).toBeNull();

    expect(byTestId('pickup-status').attributes('data-state')).toBe('ready');
    expect(byTestId('pickup-status').text()).toContain('Ready for pick-up');
    expect(byTestId('pickup-key').text()).toBe('2945 6318 5101');
    expect(byTestId('pickup-code-label').text()).toBe('Pick-up key: show it at the counter');
    expect(byTestId('pickup-expiry').text()).toMatch(/^Valid until .+ \(3 d left\)$/);
    expect(byTestId('key-qr').attributes('alt')).toBe('QR code of pick-up key 294563185101');
    expect(byTestId('pickup-address').text()).toBe('南京西路 1 号');
    expect(wrapper!.find('a[href="tel:021-5555 0101"]').exists()).toBe(true);
    expect(wrapper!.text()).toContain('Open 10:00-22:00');
    expect(wrapper!.text()).toContain('Order #1009');
    expect(byTestId('pickup-line').text()).toContain('保温杯');
    expect(wrapper!.text()).toContain('198.00');
  });

  it('says what to do for each state of the code', async () => {
    const usedAt = '2026-11-21T19:30:00.000+08:00';
    const cases: [Partial<CustomerPickUp>, string, string][] = [
      [{ stock_status: 'unprepare' }, 'preparing', 'Being prepared'],
      [{ key_status: 'used', used_at: usedAt }, 'used', 'Picked up'],
      [{ key_status: 'expired' }, 'expired', 'Key expired'],
      [{ key_status: 'canceled' }, 'canceled', 'Order canceled'],
    ];
    for (const [changes, state, title] of cases) {
      fetchMock.mockImplementation(async () => json(ready(changes)));
      await open();
      expect(byTestId('pickup-status').attributes('data-state')).toBe(state);
      expect(byTestId('pickup-status').text()).toContain(title);
      const usable = state === 'preparing';
      expect(byTestId('pickup-code-label').text()).toBe(
        usable ? 'Pick-up key: show it at the counter' : 'Pick-up key (no longer valid)',
      );
      expect(byTestId('pickup-key').classes('void')).toBe(!usable);
      // The validity matters while the key may be used, and to say when it ran out.
      expect(byTestId('pickup-expiry').exists()).toBe(state === 'preparing' || state === 'expired');
      wrapper!.unmount();
      wrapper = null;
    }
  });

  it('names who collected the package for the customer, else when it was picked up', async () => {
    const usedAt = '2026-11-21T19:30:00.000+08:00';
    fetchMock.mockImplementation(async () =>
      json(
        ready({
          key_status: 'used',
          used_at: usedAt,
          collected_by: { name: '李雷', relation: 'family' },
        }),
      ),
    );
    await open();
    expect(byTestId('pickup-collected-by').text()).toBe(
      `Collected by 李雷 (family) on ${formatTime(usedAt)}.`,
    );
    expect(byTestId('pickup-used-at').exists()).toBe(false);
    wrapper!.unmount();

    fetchMock.mockImplementation(async () => json(ready({ key_status: 'used', used_at: usedAt })));
    await open();
    expect(byTestId('pickup-collected-by').exists()).toBe(false);
    expect(byTestId('pickup-used-at').text()).toBe(`Picked up on ${formatTime(usedAt)}.`);
  });

  it('says an unknown or incomplete link was not found, without asking for an incomplete one', async () => {
    fetchMock.mockImplementation(async () => json({ code: 'not_found', detail: 'No.' }, 404));
    await open();
    expect(byTestId('pickup-error').text()).toContain(
      'This pick-up order was not found: check that the link is complete.',
    );
    wrapper!.unmount();

    fetchMock.mockClear();
    await open({ token: TOKEN, shopDomain: '' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(byTestId('pickup-error').text()).toContain('This pick-up order was not found');
  });

  it('says the shop cannot be reached when nothing answers, and shows the order after "Retry"', async () => {
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    await open();
    expect(byTestId('pickup-error').text()).toContain(
      'The shop cannot be reached just now. Please try again in a moment.',
    );
    // A person is in front of it: told at once, not retried behind his back.
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockImplementation(async () => json(ready()));
    await wrapper!.get('.retry').trigger('click');
    for (let i = 0; i < 4; i++) await flushPromises();
    expect(byTestId('pickup-error').exists()).toBe(false);
    expect(byTestId('pickup-status').attributes('data-state')).toBe('ready');
  });

  it('switches its language, the tab title too', async () => {
    fetchMock.mockImplementation(async () => json(ready()));
    await open();
    expect(document.title).toBe('Store pick-up · Shopdesk');
    await byTestId('language-switch').setValue('zh-CN');
    await flushPromises();
    expect(byTestId('pickup-status').text()).toContain(customerZhCN.pickupPage.state.ready.title);
    expect(document.title).toBe(`${customerZhCN.pickupPage.title} · Shopdesk`);
  });
});
