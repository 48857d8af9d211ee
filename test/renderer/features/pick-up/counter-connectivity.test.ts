// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import { createPinia, setActivePinia, type Pinia } from 'pinia';
import ElementPlus from 'element-plus';
import type { Router } from 'vue-router';
import { ApiError, NETWORK_ERROR, TIMEOUT_ERROR } from '@/shared/api/client';
import type { CheckedPickUpCode } from '@/features/pick-up/api';
import OfflineBanner from '@/features/offline/components/OfflineBanner.vue';
import { i18n, setLocale } from '@/i18n';
import { createAppRouter } from '@/router';
import {
  HEARTBEAT_MS,
  OFFLINE_PROBE_MS,
  PROBE_JITTER_MS,
  useConnectivityStore,
} from '@/features/connection/store';
import { useCounterStore } from '@/features/pick-up/store';
import { BACKOFF_MAX_MS, backoffDelay } from '@shared/backoff';
import { verdictFromError } from '@/features/pick-up/pick-up-verdict';
import CounterView from '@/features/pick-up/views/CounterView.vue';
import { PICK_UP_KEY, startClerkSession, unusedPickUpCode } from '../../support/pick-up-code';

const KEY = PICK_UP_KEY;
const code = unusedPickUpCode;
const ready: CheckedPickUpCode = { ...code, can_consume: true, reason: null };
const health = { status: 'ok', version: '0.1.0', public_url: null };

const fetchMock = vi.fn<(input: Request) => Promise<Response>>();
let pinia: Pinia;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
/** What fetch does when nothing answers. */
const unreachable = () => Promise.reject(new TypeError('Failed to fetch'));
const paths = () => fetchMock.mock.calls.map(([request]) => new URL(request.url).pathname);

beforeEach(() => {
  sessionStorage.clear();
  setLocale('en');
  pinia = createPinia();
  setActivePinia(pinia);
  startClerkSession();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  useConnectivityStore().$dispose();
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setLocale('zh-CN');
});

describe('backoffDelay', () => {
  it('doubles from 1 s up to 30 s and stays there', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((attempt) => backoffDelay(attempt))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
    expect(backoffDelay(10_000)).toBe(BACKOFF_MAX_MS);
    expect(backoffDelay(-3)).toBe(1000);
    expect(backoffDelay(2, 500, 1500)).toBe(1500);
  });
});

describe('connectivity store', () => {
  it('goes offline at once when a call gets no answer, and asks /api/health every 2 s until it answers', async () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const connectivity = useConnectivityStore();
    const counter = useCounterStore();
    expect(connectivity.online).toBe(true);

    fetchMock.mockImplementation(unreachable);
    await counter.check(KEY);
    expect(connectivity.online).toBe(false);
    expect(connectivity.retryDelay).toBe(OFFLINE_PROBE_MS);
    expect(paths()).toEqual(['/api/orders/pick_up_code/check/']);

    // Nothing is asked before the wait is over; then health, failing again: the wait stays
    // (no back-off: the return must be seen within 3 s, docs/DESIGN.md §14).
    await vi.advanceTimersByTimeAsync(OFFLINE_PROBE_MS - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(paths().at(-1)).toBe('/api/health');
    expect(connectivity.online).toBe(false);
    expect(connectivity.attempt).toBe(1);
    expect(connectivity.retryDelay).toBe(OFFLINE_PROBE_MS);
    await vi.advanceTimersByTimeAsync(OFFLINE_PROBE_MS);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(connectivity.retryDelay).toBe(OFFLINE_PROBE_MS);

    // The server is back: the next try finds it, and the retries stop.
    fetchMock.mockImplementation(async () => json(200, health));
    await vi.advanceTimersByTimeAsync(OFFLINE_PROBE_MS);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(connectivity.online).toBe(true);
    expect(connectivity.attempt).toBe(0);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('counts any answer, even a refusal, as reachable; a timeout as unreachable', async () => {
    vi.useFakeTimers();
    const connectivity = useConnectivityStore();
    fetchMock.mockImplementation(unreachable);
    await connectivity.probe();
    expect(connectivity.online).toBe(false);
    fetchMock.mockImplementation(async () => json(404, { code: 'not_found', detail: 'No code.' }));
    await useCounterStore().check(KEY);
    expect(connectivity.online).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('notices an outage of an idle counter through its heartbeat', async () => {
    vi.useFakeTimers();
    const connectivity = useConnectivityStore();
    const stop = connectivity.watch();
    fetchMock.mockImplementation(async () => json(200, health));
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    // Once as the screen opens, once a heartbeat later.
    expect(paths()).toEqual(['/api/health', '/api/health']);
    expect(connectivity.online).toBe(true);

    fetchMock.mockImplementation(unreachable);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    expect(connectivity.online).toBe(false);

    // While offline the offline tries ask, not the heartbeat; once stopped, nothing asks at all.
    fetchMock.mockImplementation(async () => json(200, health));
    await vi.advanceTimersByTimeAsync(OFFLINE_PROBE_MS + PROBE_JITTER_MS);
    expect(connectivity.online).toBe(true);
    stop();
    const calls = fetchMock.mock.calls.length;
    await vi.advanceTimersByTimeAsync(5 * HEARTBEAT_MS);
    expect(fetchMock).toHaveBeenCalledTimes(calls);
  });
});

describe('a scan while the server cannot be reached is never reported as handed out', () => {
  it('a check without an answer of a key not in the copy is "unknown here", with nothing to hand out', async () => {
    const counter = useCounterStore();
    fetchMock.mockImplementation(unreachable);
    const verdict = await counter.check(KEY);
    // No offline copy here (this environment has no IndexedDB): unknown, never a hand-out.
    expect(verdict).toMatchObject({ kind: 'unknown_offline', tone: 'danger', sound: 'refusal' });
    expect(counter.canConsume).toBe(false);
    expect(await counter.consume()).toBeNull();
    expect(paths()).toEqual(['/api/orders/pick_up_code/check/']);
  });

  it('a hand-out without an answer says "not handed out" and cannot be repeated blindly', async () => {
    const connectivity = useConnectivityStore();
    const counter = useCounterStore();
    fetchMock.mockResolvedValueOnce(json(200, ready));
    expect((await counter.check(KEY))?.kind).toBe('ready');
    fetchMock.mockImplementation(unreachable);
    const verdict = await counter.consume();
    expect(verdict).toMatchObject({ kind: 'not_confirmed', tone: 'danger', sound: 'refusal' });
    expect(i18n.global.t(`counter.verdict.${verdict!.kind}.title`)).toBe('Not handed out');
    // Until the key is checked again, there is no hand-out button.
    expect(counter.canConsume).toBe(false);
    expect(counter.recent.map((item) => item.kind)).toEqual(['not_confirmed', 'ready']);
    expect(connectivity.online).toBe(false);
  });

  it('reads a timed-out hand-out the same way', () => {
    for (const errorCode of [NETWORK_ERROR, TIMEOUT_ERROR]) {
      const error = new ApiError(0, errorCode, '');
      expect(verdictFromError(error, KEY, 'consume').kind).toBe('not_confirmed');
      expect(verdictFromError(error, KEY, 'check').kind).toBe('error');
    }
  });
});

describe('counter screen while offline', () => {
  let router: Router;
  let wrappers: VueWrapper[] = [];

  beforeEach(async () => {
    // The counter reads its store's changes feed when it opens.
    fetchMock.mockImplementation(async () =>
      json(200, { cursor: '0', results: [], has_more: false }),
    );
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
    router = createAppRouter();
    await router.push('/counter');
  });

  afterEach(() => {
    for (const wrapper of wrappers) wrapper.unmount();
    wrappers = [];
  });

  function mountAll() {
    const global = { plugins: [ElementPlus, i18n, pinia, router] };
    const banner = mount(OfflineBanner, { global, attachTo: document.body });
    const view = mount(CounterView, { global, attachTo: document.body });
    wrappers.push(banner, view);
    return { banner, view };
  }

  it('shows the offline banner at once, keeps the scan field for offline checks, and recovers by itself', async () => {
    vi.useFakeTimers();
    const { banner, view } = mountAll();
    const field = () => view.find<HTMLInputElement>('input[data-testid="counter-key-input"]');
    expect(banner.find('[data-testid="offline-banner"]').exists()).toBe(false);
    expect(field().element.disabled).toBe(false);

    fetchMock.mockImplementation(unreachable);
    await field().setValue(KEY);
    await field().trigger('keydown', { key: 'Enter' });
    await flushPromises();
    expect(banner.find('[data-testid="offline-banner"]').exists()).toBe(true);
    expect(banner.text()).toContain(
      'Offline — hand-outs are saved on this computer and sent when the server is back',
    );
    expect(banner.find('[data-testid="offline-waiting"]').text()).toContain('0');
    expect(banner.find('[data-testid="offline-status"]').text()).toContain('2 s');
    expect(field().element.disabled).toBe(false);
    expect(view.find('[data-testid="counter-verdict"]').attributes('data-kind')).toBe(
      'unknown_offline',
    );

    fetchMock.mockImplementation(async () => json(200, health));
    await vi.advanceTimersByTimeAsync(OFFLINE_PROBE_MS + PROBE_JITTER_MS);
    await flushPromises();
    expect(banner.find('[data-testid="offline-banner"]').exists()).toBe(false);
    expect(field().element.disabled).toBe(false);
  });
});
