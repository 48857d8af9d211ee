// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import { createPinia, setActivePinia, type Pinia } from 'pinia';
import ElementPlus from 'element-plus';
import type { CheckedPickUpCode } from '@/features/pick-up/api';
import OfflineBanner from '@/features/offline/components/OfflineBanner.vue';
import ServerBusyNotice from '@/shared/components/ServerBusyNotice.vue';
import CounterView from '@/features/pick-up/views/CounterView.vue';
import { i18n, setLocale } from '@/i18n';
import { createAppRouter } from '@/router';
import { useConnectivityStore } from '@/features/connection/store';
import { useCounterStore } from '@/features/pick-up/store';
import { PICK_UP_KEY, startClerkSession, unusedPickUpCode } from '../../support/pick-up-code';

const ready: CheckedPickUpCode = { ...unusedPickUpCode, can_consume: true, reason: null };
const fetchMock = vi.fn<(input: Request) => Promise<Response>>();
let pinia: Pinia;
let wrappers: VueWrapper[] = [];

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
const busy = () =>
  json(503, { detail: 'Busy.', code: 'busy', params: { retry_after: 1 } }, { 'Retry-After': '1' });

/** The server: every call answered busy for `busyMs` from now, then as it would. */
function serveBusyFor(busyMs: number) {
  const until = Date.now() + busyMs;
  fetchMock.mockImplementation(async (request) => {
    if (Date.now() < until) return busy();
    const path = new URL(request.url).pathname;
    if (path.endsWith('/check/')) return json(200, ready);
    if (path.endsWith('/changes/')) return json(200, { cursor: '0', results: [], has_more: false });
    return json(200, { status: 'ok', version: '0.1.0', public_url: null });
  });
}

beforeEach(() => {
  sessionStorage.clear();
  setLocale('en');
  pinia = createPinia();
  setActivePinia(pinia);
  startClerkSession();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.useFakeTimers();
  vi.spyOn(Math, 'random').mockReturnValue(0.5);
});

afterEach(() => {
  for (const wrapper of wrappers) wrapper.unmount();
  wrappers = [];
  useConnectivityStore().$dispose();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  setLocale('zh-CN');
});

async function mountCounter() {
  serveBusyFor(0);
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
  const router = createAppRouter();
  await router.push('/counter');
  const global = { plugins: [ElementPlus, i18n, pinia, router] };
  const banner = mount(OfflineBanner, { global, attachTo: document.body });
  const view = mount(CounterView, { global, attachTo: document.body });
  wrappers.push(banner, view);
  await flushPromises();
  return { banner, view };
}

describe('the counter while the server is busy', () => {
  it('waits for it online, says so only after 5 s, and shows the answer once it comes', async () => {
    const { banner, view } = await mountCounter();
    const connectivity = useConnectivityStore();
    const went: boolean[] = [];
    connectivity.$subscribe(() => went.push(connectivity.online));
    const notice = () => view.find('[data-testid="counter-busy-notice"]');

    serveBusyFor(8000);
    const checked = useCounterStore().check(PICK_UP_KEY);
    await vi.advanceTimersByTimeAsync(4900);
    await flushPromises();
    expect(notice().exists()).toBe(false);
    expect(banner.find('[data-testid="offline-banner"]').exists()).toBe(false);

    await vi.advanceTimersByTimeAsync(100);
    await flushPromises();
    expect(notice().exists()).toBe(true);
    expect(notice().text()).toContain('The server is busy, retrying…');
    // A busy server is there: never offline, the copy is not what answers.
    expect(banner.find('[data-testid="offline-banner"]').exists()).toBe(false);

    await vi.advanceTimersByTimeAsync(4000);
    expect(await checked).toMatchObject({ kind: 'ready' });
    await flushPromises();
    expect(notice().exists()).toBe(false);
    expect(went).not.toContain(false);
    expect(connectivity.online).toBe(true);
    expect(useCounterStore().verdict?.offline).toBeFalsy();
  });

  it('a database away is an outage at once: offline, and the check is not sent again', async () => {
    await mountCounter();
    const connectivity = useConnectivityStore();
    fetchMock.mockReset();
    fetchMock.mockImplementation(async () =>
      json(
        503,
        { detail: 'Down.', code: 'database_unavailable', params: { retry_after: 2 } },
        { 'Retry-After': '2' },
      ),
    );
    const verdict = await useCounterStore().check(PICK_UP_KEY);
    expect(verdict?.kind).toBe('unknown_offline');
    expect(connectivity.online).toBe(false);
    expect(
      fetchMock.mock.calls.filter(([request]) => request.url.includes('/check/')),
    ).toHaveLength(1);
  });
});

describe('the busy notice of the other screens', () => {
  it('speaks both languages, and only after 5 s of waiting', async () => {
    for (const [locale, words] of [
      ['en', 'The server is busy, retrying…'],
      ['zh-CN', '服务器繁忙，正在重试…'],
    ] as const) {
      setLocale(locale);
      const notice = mount(ServerBusyNotice, { global: { plugins: [ElementPlus, i18n] } });
      wrappers.push(notice);
      serveBusyFor(7000);
      const { call } = await import('@/shared/api/client');
      const read = call('get', 'things/');
      await vi.advanceTimersByTimeAsync(4900);
      expect(notice.find('[data-testid="server-busy-notice"]').exists()).toBe(false);
      await vi.advanceTimersByTimeAsync(200);
      expect(notice.text()).toContain(words);
      await vi.advanceTimersByTimeAsync(3000);
      await read;
      await flushPromises();
      expect(notice.find('[data-testid="server-busy-notice"]').exists()).toBe(false);
    }
  });
});
