// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPinia, setActivePinia } from 'pinia';
import { getServerHealth } from '@/features/connection/api';
import {
  HEARTBEAT_MS,
  OFFLINE_PROBE_MS,
  PROBE_JITTER_MS,
  PROBE_TIMEOUT_MS,
  useConnectivityStore,
} from '@/features/connection/store';
import { setShopTimeZone, shopTimeZone } from '@/shared/utils/shop-time';
import { json, startManagerSession } from '../../support/api';

// Whether the shop server answers (docs/DESIGN.md §13 "Counters connect", §14): the heartbeat the
// screens share, the offline tries and what a probe counts as an answer. The counter's
// side of it (a scan going offline, the banner) is test/renderer/features/pick-up's.

const health = {
  status: 'ok',
  version: '0.1.0',
  public_url: null,
  shop_domain: 'shop.example',
  time_zone: null,
};
const fetchMock = vi.fn<(input: Request) => Promise<Response>>();
const unreachable = () => Promise.reject(new TypeError('Failed to fetch'));
const healthCalls = () =>
  fetchMock.mock.calls.filter(([request]) => new URL(request.url).pathname === '/api/health')
    .length;

beforeEach(() => {
  vi.useFakeTimers();
  setActivePinia(createPinia());
  startManagerSession();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => json(health));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  useConnectivityStore().$dispose();
  setShopTimeZone(null);
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the heartbeat', () => {
  it('runs while any screen watches, once for all of them, and stops with the last one', async () => {
    const connectivity = useConnectivityStore();
    const stopCounter = connectivity.watch();
    const stopPackages = connectivity.watch();
    // The first screen asks at once.
    await vi.advanceTimersByTimeAsync(0);
    expect(healthCalls()).toBe(1);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    // Two screens, one heartbeat.
    expect(healthCalls()).toBe(2);

    // One screen leaves (and says so twice): the other still hears of an outage.
    stopCounter();
    stopCounter();
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    expect(healthCalls()).toBe(3);

    stopPackages();
    await vi.advanceTimersByTimeAsync(10 * HEARTBEAT_MS);
    expect(healthCalls()).toBe(3);
  });

  it('learns the shop’s time zone from the health answer (staff cannot read the settings)', async () => {
    const connectivity = useConnectivityStore();
    fetchMock.mockImplementation(async () => json({ ...health, time_zone: 'Asia/Shanghai' }));
    const stop = connectivity.watch();
    await vi.advanceTimersByTimeAsync(0);
    expect(shopTimeZone()).toBe('Asia/Shanghai');
    stop();
  });

  it('does not ask while nobody watches', async () => {
    useConnectivityStore();
    await vi.advanceTimersByTimeAsync(10 * HEARTBEAT_MS);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('a probe', () => {
  it('asked while offline (the banner’s "retry now") replaces the try that was due', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const connectivity = useConnectivityStore();
    fetchMock.mockImplementation(unreachable);
    await connectivity.probe();
    expect(connectivity.online).toBe(false);
    expect(connectivity.retryDelay).toBe(OFFLINE_PROBE_MS);

    // Asked by hand half-way through the wait, the server slow to fail: the try that was due
    // is not sent beside it.
    await vi.advanceTimersByTimeAsync(500);
    fetchMock.mockImplementation(
      () =>
        new Promise((_, reject) =>
          setTimeout(() => reject(new TypeError('Failed to fetch')), 1000),
        ),
    );
    const probing = connectivity.probe();
    expect(connectivity.checking).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    await probing;
    expect(healthCalls()).toBe(2);
    expect(connectivity.checking).toBe(false);
    // Still away: the next try starts OFFLINE_PROBE_MS after this one began, never later.
    expect(connectivity.attempt).toBe(1);
    expect(connectivity.retryDelay).toBe(OFFLINE_PROBE_MS - 1000);
    fetchMock.mockImplementation(unreachable);
    await vi.advanceTimersByTimeAsync(OFFLINE_PROBE_MS - 1001);
    expect(healthCalls()).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(healthCalls()).toBe(3);
  });

  it('asked while another is on its way joins it', async () => {
    const connectivity = useConnectivityStore();
    fetchMock.mockImplementation(
      () => new Promise((resolve) => setTimeout(() => resolve(json(health)), 500)),
    );
    const first = connectivity.probe();
    const second = connectivity.probe();
    await vi.advanceTimersByTimeAsync(500);
    await Promise.all([first, second]);
    expect(healthCalls()).toBe(1);
  });

  it('is sent once: an outage is the connection’s to retry, not the client’s', async () => {
    const connectivity = useConnectivityStore();
    // A gateway in front of a stopped server answers 503 without the API's body.
    fetchMock.mockImplementation(async () => new Response('Service Unavailable', { status: 503 }));
    await connectivity.probe();
    expect(healthCalls()).toBe(1);
    expect(connectivity.online).toBe(false);
  });

  it('finds the server back: online, the retries stop', async () => {
    const connectivity = useConnectivityStore();
    fetchMock.mockImplementation(unreachable);
    await connectivity.probe();
    await vi.advanceTimersByTimeAsync(OFFLINE_PROBE_MS + PROBE_JITTER_MS);
    expect(connectivity.attempt).toBe(1);

    fetchMock.mockImplementation(async () => json(health));
    await connectivity.probe();
    expect(connectivity).toMatchObject({ online: true, attempt: 0, retryDelay: 0 });
    const calls = healthCalls();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(healthCalls()).toBe(calls);
  });
});

// docs/DESIGN.md §14 "Offline": an outage and the return are noticed within 3 s, by a light
// heartbeat, not at the next refresh; a server that hangs is as unreachable as one that refuses.
describe('an outage and the return, within 3 s', () => {
  /** What fetch does with a server that accepts and never answers. */
  const hung = () => new Promise<Response>(() => {});
  /** Advances the clock in small steps until `done`, answering how long it took (ms). */
  async function timeUntil(done: () => boolean, limit = 10_000): Promise<number> {
    const from = Date.now();
    while (!done() && Date.now() - from < limit) await vi.advanceTimersByTimeAsync(50);
    return Date.now() - from;
  }

  it('the heartbeat of a watched screen is light and frequent: health alone, every 1.5–2 s', async () => {
    const connectivity = useConnectivityStore();
    const stop = connectivity.watch();
    await vi.advanceTimersByTimeAsync(6_000);
    expect(HEARTBEAT_MS).toBeGreaterThanOrEqual(1_500);
    expect(HEARTBEAT_MS).toBeLessThanOrEqual(2_000);
    expect(healthCalls()).toBe(1 + Math.floor(6_000 / HEARTBEAT_MS));
    expect(fetchMock.mock.calls.length).toBe(healthCalls());
    // Health is public and checks no token: the heartbeat sends none.
    expect(fetchMock.mock.calls.every(([request]) => !request.headers.has('Authorization'))).toBe(
      true,
    );
    stop();
  });

  for (const [name, failure] of [
    ['refuses connections', unreachable],
    ['answers 502 (the proxy before a stopped server)', async () => json({}, 502)],
    ['hangs (a try never answered)', hung],
  ] as const)
    it(`a server that ${name}: offline within 3 s wherever the heartbeat was, online within 3 s of answering`, async () => {
      const connectivity = useConnectivityStore();
      const stop = connectivity.watch();
      // At several moments after a heartbeat was answered (the worst: just after it).
      for (const phase of [0, 700, HEARTBEAT_MS - 50]) {
        fetchMock.mockImplementation(async () => json(health));
        await timeUntil(() => connectivity.online);
        const before = healthCalls();
        await timeUntil(() => healthCalls() > before);
        await vi.advanceTimersByTimeAsync(phase);

        fetchMock.mockImplementation(failure as () => Promise<Response>);
        const down = await timeUntil(() => !connectivity.online);
        expect(connectivity.online).toBe(false);
        expect(down).toBeLessThanOrEqual(3_000);

        // Offline for a while (the tries go on, none of them growing longer apart)…
        await vi.advanceTimersByTimeAsync(20_000 + phase);
        const tries = healthCalls();
        await vi.advanceTimersByTimeAsync(10_000);
        expect(healthCalls() - tries).toBeGreaterThanOrEqual(4);
        expect(connectivity.online).toBe(false);

        // … then the server answers again.
        fetchMock.mockImplementation(async () => json(health));
        const up = await timeUntil(() => connectivity.online);
        expect(connectivity.online).toBe(true);
        expect(up).toBeLessThanOrEqual(3_000);
      }
      stop();
    });

  it('a hung heartbeat counts as unreachable after its timeout, not the client’s 30 s', async () => {
    const connectivity = useConnectivityStore();
    fetchMock.mockImplementation(hung);
    const probing = connectivity.probe();
    await vi.advanceTimersByTimeAsync(PROBE_TIMEOUT_MS - 1);
    expect(connectivity.online).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    await probing;
    expect(connectivity.online).toBe(false);
    expect(connectivity.checking).toBe(false);
  });

  it('a busy server is there: the heartbeat waits it out online', async () => {
    const connectivity = useConnectivityStore();
    const stop = connectivity.watch();
    fetchMock.mockImplementation(
      async () =>
        new Response(JSON.stringify({ code: 'busy', detail: 'Busy.' }), {
          status: 503,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '1' },
        }),
    );
    await vi.advanceTimersByTimeAsync(10_000);
    expect(connectivity.online).toBe(true);
    stop();
  });
});

describe('the store’s end', () => {
  it('stops its retries and no longer follows the client', async () => {
    const connectivity = useConnectivityStore();
    fetchMock.mockImplementation(unreachable);
    await connectivity.probe();
    connectivity.$dispose();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(healthCalls()).toBe(1);
    // The disposed store is not told about later calls any more.
    fetchMock.mockImplementation(async () => json(health));
    await getServerHealth();
    expect(connectivity.online).toBe(false);
  });
});

describe('getServerHealth', () => {
  it('answers the server’s public URL and the domain customer links carry', async () => {
    fetchMock.mockImplementation(async () =>
      json({ ...health, public_url: 'https://pickup.shop.example' }),
    );
    expect(await getServerHealth()).toMatchObject({
      public_url: 'https://pickup.shop.example',
      shop_domain: 'shop.example',
    });
  });
});
