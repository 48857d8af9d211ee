// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import ElementPlus from 'element-plus';
import type { ShopdeskBridge } from '@shared/preload-api';
import type { CheckedPickUpCode, PickUpCode } from '@/features/pick-up/api';
import { i18n, setLocale } from '@/i18n';
import { createAppRouter } from '@/router';
import CounterView from '@/features/pick-up/views/CounterView.vue';
import { PICK_UP_KEY, startClerkSession, unusedPickUpCode } from '../../support/pick-up-code';

// A hand-out to a proxy collector, with auto-print on a network printer that never answers
// (docs/PRINTING.md): the consume carries `collected_by`, the hand-out receipt is sent through
// the desktop bridge, and its failure is told without touching the hand-out.

const ready: CheckedPickUpCode = { ...unusedPickUpCode, can_consume: true, reason: null };
const used: PickUpCode = {
  ...unusedPickUpCode,
  key_status: 'used',
  used_at: '2026-11-21T14:02:00.000+08:00',
  used_by: { id: 2, username: 'clerk.a' },
  collected_by: { name: '王芳', relation: 'family', note: null },
};

const fetchMock = vi.fn<(input: Request) => Promise<Response>>();
const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
const printReceipt = vi.fn<ShopdeskBridge['printReceipt']>();
let wrapper: VueWrapper | null = null;

beforeEach(() => {
  document.body.innerHTML = '';
  setLocale('en');
  setActivePinia(createPinia());
  startClerkSession();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  printReceipt.mockResolvedValue({
    success: false,
    reason: 'timeout',
    message: 'The printer 10.0.0.9:9100 did not answer within 4 s.',
  });
  window.shopdesk = {
    apiBaseUrl: '',
    appVersion: async () => '0.1.0',
    print: async () => ({ success: true }),
    printerSettings: async () => ({
      mode: 'network',
      host: '10.0.0.9',
      port: 9100,
      paper: 58,
      autoPrint: true,
    }),
    savePrinterSettings: async (settings) => ({ saved: true, settings }),
    printReceipt,
  };
});

afterEach(() => {
  wrapper?.unmount();
  wrapper = null;
  delete window.shopdesk;
  vi.unstubAllGlobals();
  setLocale('zh-CN');
});

describe('a hand-out to a proxy with auto-print', () => {
  it('sends collected_by, prints the hand-out receipt, and a silent printer leaves the hand-out done', async () => {
    const bodies: Record<string, unknown> = {};
    fetchMock.mockImplementation(async (request) => {
      const path = new URL(request.url).pathname;
      if (request.method === 'POST') bodies[path] = await request.clone().json();
      if (path.endsWith('/check/')) return json(ready);
      if (path.endsWith('/consume/')) return json(used);
      if (path.endsWith('/order/')) return json({ token: 'tok' });
      return json({ status: 'ok', version: '0.1.0', public_url: null, shop_domain: null });
    });
    const router = createAppRouter();
    await router.push('/counter');
    wrapper = mount(CounterView, {
      global: { plugins: [ElementPlus, i18n, router] },
      attachTo: document.body,
    });
    const field = wrapper.find<HTMLInputElement>('input[data-testid="counter-key-input"]');
    await field.setValue(PICK_UP_KEY);
    await field.trigger('keydown', { key: 'Enter' });
    await flushPromises();

    await wrapper.find('[data-testid="collector-toggle"] input').setValue(true);
    await wrapper.find('input[data-testid="collector-name"]').setValue('王芳');
    await wrapper.find('input[data-testid="collector-name"]').trigger('keydown', { key: 'Enter' });
    await flushPromises();
    await vi.waitFor(() => expect(printReceipt).toHaveBeenCalledTimes(1));
    await flushPromises();

    expect(bodies['/api/orders/pick_up_code/consume/']).toEqual({
      key: PICK_UP_KEY,
      collected_by: { name: '王芳', relation: null, note: null },
    });
    expect(printReceipt.mock.calls[0]![0]).toMatchObject({
      kind: 'hand_out',
      key: PICK_UP_KEY,
      handedOutBy: 'clerk.a',
      collectedBy: '王芳 (family)',
      link: null,
    });
    expect(wrapper.find('[data-testid="counter-verdict"]').attributes('data-kind')).toBe(
      'handed_out',
    );
    expect(wrapper.find('[data-testid="counter-card-collected-by"]').text()).toContain(
      '王芳 (family)',
    );
    await vi.waitFor(() =>
      expect(document.body.textContent).toContain(
        'The receipt was not printed: the printer did not answer (The printer 10.0.0.9:9100 did not answer within 4 s.). The hand-out itself is done.',
      ),
    );
  });
});
