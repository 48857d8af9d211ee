// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPinia, setActivePinia } from 'pinia';
import { getServerHealth } from '@/features/connection/api';
import { HEARTBEAT_MS, useConnectivityStore } from '@/features/connection/store';
import { json, startManagerSession } from '../../support/api';

// Whether the shop server answers (docs/DESIGN.md §13 "Counters connect"): the heartbeat the
// screens share, the back-off's retries and what a probe counts as an answer. The counter's
// side of it (a scan going offline, the banner) is test/renderer/features/pick-up's.

const health = { status: 'ok', version: '0.1.0', public_url: null, shop_domain: 'shop.example' };
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
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the heartbeat', () => {
  it('runs while any screen watches, once for all of them, and stops with the last one', async () => {
    const connectivity = useConnectivityStore();
    const stopCounter = connectivity.watch();
    const stopPackages = connectivity.watch();
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    // Two screens, one heartbeat.
    expect(healthCalls()).toBe(1);

    // One screen leaves (and says so twice): the other still hears of an outage.
    stopCounter();
    stopCounter();
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    expect(healthCalls()).toBe(2);

    stopPackages();
    await vi.advanceTimersByTimeAsync(10 * HEARTBEAT_MS);
    expect(healthCalls()).toBe(2);
  });

  it('does not ask while nobody watches', async () => {
    useConnectivityStore();
    await vi.advanceTimersByTimeAsync(10 * HEARTBEAT_MS);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('a probe', () => {
  it('asked during the back-off (the banner’s "retry now") replaces the try that was due', async () => {
    const connectivity = useConnectivityStore();
    fetchMock.mockImplementation(unreachable);
    await connectivity.probe();
    expect(connectivity.online).toBe(false);
    expect(connectivity.retryDelay).toBe(1000);

    // Asked by hand half-way through the wait, the server slow to fail: the try that was due
    // at 1 s is not sent beside it.
    await vi.advanceTimersByTimeAsync(500);
    fetchMock.mockImplementation(
      () =>
        new Promise((_, reject) =>
          setTimeout(() => reject(new TypeError('Failed to fetch')), 3000),
        ),
    );
    const probing = connectivity.probe();
    expect(connectivity.checking).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(healthCalls()).toBe(2);
    await vi.advanceTimersByTimeAsync(2000);
    await probing;
    expect(connectivity.checking).toBe(false);
    // Still away: the wait doubles from the probe's answer on.
    expect(connectivity.attempt).toBe(1);
    expect(connectivity.retryDelay).toBe(2000);
    fetchMock.mockImplementation(unreachable);
    await vi.advanceTimersByTimeAsync(1999);
    expect(healthCalls()).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(healthCalls()).toBe(3);
  });

  it('is sent once: an outage is the back-off’s to retry, not the client’s', async () => {
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
    await vi.advanceTimersByTimeAsync(1000);
    expect(connectivity.attempt).toBe(1);

    fetchMock.mockImplementation(async () => json(health));
    await connectivity.probe();
    expect(connectivity).toMatchObject({ online: true, attempt: 0, retryDelay: 0 });
    const calls = healthCalls();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(healthCalls()).toBe(calls);
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
