// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import ElementPlus from 'element-plus';
import type { Notice } from '@/features/notifications/api';
import { i18n, setLocale } from '@/i18n';
import NoticeLogPanel from '@/features/notifications/components/NoticeLogPanel.vue';
import NoticeSummary from '@/features/notifications/components/NoticeSummary.vue';
import PackageNoticesButton from '@/features/notifications/components/PackageNoticesButton.vue';
import { json, startManagerSession } from '../../support/api';

// The notices other pages show (docs/NOTIFICATIONS.md): a customer's or a package's log, the
// dashboard's line of today's figures, and a package's "send the ready notice again".

const TIME = '2026-11-21T19:30:00.123+08:00';
const notice = (changes: Partial<Notice>): Notice => ({
  id: 1,
  kind: 'ready',
  channel: 'sms',
  status: 'sent',
  resend: false,
  pick_up_code: { id: 5, key_last4: '5101' },
  customer: 3,
  attempts: [],
  response_excerpt: null,
  detail: null,
  next_attempt_at: null,
  finished_at: TIME,
  created_at: TIME,
  ...changes,
});

const NOTICES = [
  notice({ id: 1, response_excerpt: '{"Code":"OK"}' }),
  notice({
    id: 2,
    kind: 'reminder',
    channel: null,
    status: 'failed',
    pick_up_code: null,
    detail: 'no channel configured',
  }),
];

const fetchMock = vi.fn<(input: Request) => Promise<Response>>();
const requests = () =>
  fetchMock.mock.calls.map(([request]) => {
    const url = new URL(request.url);
    return `${request.method} ${url.pathname}${url.search}`;
  });
let wrapper: VueWrapper | null = null;

const global = { plugins: [ElementPlus, i18n] };

async function settle() {
  for (let i = 0; i < 4; i++) await flushPromises();
}

const texts = (testId: string) =>
  [...document.querySelectorAll(`[data-testid="${testId}"]`)].map((node) =>
    node.textContent?.trim(),
  );

beforeEach(() => {
  setLocale('en');
  setActivePinia(createPinia());
  startManagerSession();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  wrapper?.unmount();
  wrapper = null;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  setLocale('zh-CN');
});

describe('the notice log panel', () => {
  it("lists the notices of its query, each row's status and the provider's last answer", async () => {
    fetchMock.mockImplementation(async () =>
      json({ count: 2, next: null, previous: null, results: NOTICES }),
    );
    wrapper = mount(NoticeLogPanel, {
      props: { query: { customer: 3 } },
      global,
      attachTo: document.body,
    });
    await settle();

    expect(requests()).toEqual(['GET /api/notifications/notification/?customer=3&page_size=20']);
    expect(texts('notice-status')).toEqual(['Sent', 'Failed']);
    // The answer is the provider's excerpt, else the server's reason.
    expect(texts('notice-answer')).toEqual(['{"Code":"OK"}', 'no channel configured']);
    const rows = wrapper.findAll('.el-table__row').map((row) => row.text());
    expect(rows[0]).toContain('Ready');
    expect(rows[0]).toContain('SMS');
    expect(rows[0]).toContain('…5101');
    expect(rows[1]).toContain('Reminder');
  });

  it('asks again when its query changes (another customer, another package)', async () => {
    fetchMock.mockImplementation(async () =>
      json({ count: 0, next: null, previous: null, results: [] }),
    );
    wrapper = mount(NoticeLogPanel, { props: { query: { customer: 3 } }, global });
    await settle();
    await wrapper.setProps({ query: { customer: 4 } });
    await settle();
    expect(requests()).toEqual([
      'GET /api/notifications/notification/?customer=3&page_size=20',
      'GET /api/notifications/notification/?customer=4&page_size=20',
    ]);
    expect(wrapper.text()).toContain('No notices yet');
  });
});

describe("the dashboard's notice summary", () => {
  it("shows today's sent and failed notices, the failed ones marked when there are any", async () => {
    fetchMock.mockImplementation(async () => json({ sent_today: 12, failed_today: 2 }));
    wrapper = mount(NoticeSummary, { global });
    await settle();
    expect(wrapper.get('[data-testid="notice-sent-today"]').text()).toBe('Notices sent today: 12');
    const failed = wrapper.get('[data-testid="notice-failed-today"]');
    expect(failed.text()).toBe('Notices failed today: 2');
    expect(failed.classes()).toContain('danger');
  });

  it('stays empty when the summary cannot be read (the dashboard reports its own errors)', async () => {
    fetchMock.mockImplementation(async () => json({ detail: 'No.', code: 'server_error' }, 500));
    wrapper = mount(NoticeSummary, { global });
    await settle();
    expect(wrapper.find('[data-testid="notice-summary"]').exists()).toBe(false);
    expect(document.querySelector('.el-message')).toBeNull();
  });
});

describe("a package's notices", () => {
  const waiting = { id: 5, order_number: 1009, stock_status: 'prepared', key_status: 'unused' };

  function answerWith(results: Notice[]) {
    fetchMock.mockImplementation(async (request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/notifications/pick_up_code/5/resend/' && request.method === 'POST')
        return json(notice({ id: 9, resend: true }), 201);
      return json({ count: results.length, next: null, previous: null, results });
    });
  }

  it("opens the package's log, and sends the ready notice again while the package waits", async () => {
    answerWith([NOTICES[0]!]);
    wrapper = mount(PackageNoticesButton, {
      props: { code: waiting },
      global,
      attachTo: document.body,
    });
    expect(fetchMock).not.toHaveBeenCalled();
    await wrapper.get('[data-testid="package-notices"]').trigger('click');
    await settle();
    expect(document.body.textContent).toContain('Pick-up notices of order 1009');
    expect(requests()).toEqual([
      'GET /api/notifications/notification/?pick_up_code=5&page_size=20',
    ]);

    (document.querySelector('[data-testid="package-resend-notice"]') as HTMLElement).click();
    await settle();
    // Sent, said so, and the log read again to show it.
    expect(requests()).toEqual([
      'GET /api/notifications/notification/?pick_up_code=5&page_size=20',
      'POST /api/notifications/pick_up_code/5/resend/',
      'GET /api/notifications/notification/?pick_up_code=5&page_size=20',
    ]);
    expect(document.querySelector('.el-message')?.textContent).toContain('Sent again');
  });

  it('offers no resend for a package that no longer waits (handed out, or not prepared)', async () => {
    answerWith([]);
    for (const code of [
      { ...waiting, key_status: 'used' },
      { ...waiting, stock_status: 'unprepare' },
    ]) {
      wrapper = mount(PackageNoticesButton, { props: { code }, global, attachTo: document.body });
      await wrapper.get('[data-testid="package-notices"]').trigger('click');
      await settle();
      expect(document.querySelector('[data-testid="notice-log-panel"]')).not.toBeNull();
      expect(document.querySelector('[data-testid="package-resend-notice"]')).toBeNull();
      wrapper.unmount();
      wrapper = null;
      document.body.innerHTML = '';
    }
  });
});
