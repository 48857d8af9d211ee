// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPinia, setActivePinia } from 'pinia';
import { ApiError, call } from '@/shared/api/client';
import { BUSY_NOTICE_AFTER_MS, busyWaits } from '@/shared/api/busy-retries';
import { RETRY_WINDOW_MS } from '@/shared/api/retry';
import { login } from '@/features/session/api';
import { rollbackPickUpCode } from '@/features/pick-up/api';
import { consumePickUpCode } from '@/shared/api/pick-up-codes';
import { downloadExport } from '@/shared/api/exports';
import { startManagerSession } from '../support/api';
import { unusedPickUpCode } from '../support/pick-up-code';

const fetchMock = vi.fn<(input: Request) => Promise<Response>>();

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

/** The server's answer when a line is full (src-server/http/errors.ts). */
const busy = (seconds = 1) =>
  json(
    503,
    {
      detail: 'The server is busy: nothing was changed. Try again shortly.',
      code: 'busy',
      params: { retry_after: seconds },
    },
    { 'Retry-After': String(seconds) },
  );

/** Answers `busy` until `until` ms after the start, then `then()`. */
function busyUntil(until: number, then: () => Response, seconds = 1) {
  const start = Date.now();
  fetchMock.mockImplementation(async () => (Date.now() - start < until ? busy(seconds) : then()));
}

beforeEach(() => {
  sessionStorage.clear();
  setActivePinia(createPinia());
  startManagerSession();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.useFakeTimers();
  // The jitter in the middle of its range: waits are Retry-After + 500 ms.
  vi.spyOn(Math, 'random').mockReturnValue(0.5);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** Starts a call and keeps its outcome, so that timers can be moved meanwhile. */
function started<T>(promise: Promise<T>) {
  const outcome: { value?: T; error?: unknown; settled: boolean } = { settled: false };
  promise.then(
    (value) => Object.assign(outcome, { value, settled: true }),
    (error: unknown) => Object.assign(outcome, { error, settled: true }),
  );
  return outcome;
}

describe('a read answered busy', () => {
  it('is sent again after Retry-After plus jitter, not before, and answers what the server then says', async () => {
    fetchMock.mockResolvedValueOnce(busy(2)).mockResolvedValueOnce(json(200, { id: 7 }));
    const result = started(call<{ id: number }>('get', 'things/7/'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Retry-After: 2 is honoured: nothing is sent again within 2 s.
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(result.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(500);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(result).toMatchObject({ settled: true, value: { id: 7 } });
  });

  it('goes on for the retry window, then fails with the busy answer', async () => {
    fetchMock.mockImplementation(async () => busy(1));
    const result = started(call('get', 'things/'));
    await vi.advanceTimersByTimeAsync(RETRY_WINDOW_MS - 2000);
    expect(result.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(2000);
    expect(result.settled).toBe(true);
    expect(result.error).toBeInstanceOf(ApiError);
    expect(result.error).toMatchObject({ status: 503, code: 'busy', retryAfter: 1 });
    // Every 1.5 s for 30 s: about twenty tries, then none.
    const tries = fetchMock.mock.calls.length;
    expect(tries).toBeGreaterThan(15);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(tries);
  });
});

describe('an export', () => {
  it('is asked for again after a busy answer, and the file is the one that came then', async () => {
    const csv = 'key,order\n294563185101,1009\n';
    fetchMock
      .mockResolvedValueOnce(busy(1))
      .mockResolvedValueOnce(
        new Response(csv, { status: 200, headers: { 'Content-Type': 'text/csv' } }),
      );
    const result = started(downloadExport('orders/pick_up_code/', {}, 'csv', () => {}));
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(result.settled).toBe(true);
    expect(await result.value!.blob.text()).toBe(csv);
  });
});

describe('writes', () => {
  it('a POST without an Idempotency-Key is not sent again: the busy answer is the caller’s', async () => {
    fetchMock.mockImplementation(async () => busy(1));
    const result = started(call('post', 'things/', { json: { title: 'x' } }));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(result.error).toMatchObject({ code: 'busy' });
  });

  it('a consume is sent again with the same Idempotency-Key and body until it is answered', async () => {
    const sent: { key: string | null; body: string }[] = [];
    let tries = 0;
    fetchMock.mockImplementation(async (request) => {
      sent.push({ key: request.headers.get('Idempotency-Key'), body: await request.text() });
      tries += 1;
      return tries < 3 ? busy(1) : json(200, { ...unusedPickUpCode, key_status: 'used' });
    });
    const result = started(consumePickUpCode(unusedPickUpCode.key));
    await vi.advanceTimersByTimeAsync(5000);
    expect(result.value).toMatchObject({ key_status: 'used' });
    expect(sent).toHaveLength(3);
    expect(sent[0]!.key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(new Set(sent.map((one) => one.key)).size).toBe(1);
    expect(new Set(sent.map((one) => one.body)).size).toBe(1);
    expect(JSON.parse(sent[0]!.body)).toEqual({ key: unusedPickUpCode.key });
  });

  it('each hand-out and rollback the clerk asks for carries a key of its own', async () => {
    const keys: (string | null)[] = [];
    fetchMock.mockImplementation(async (request) => {
      keys.push(request.headers.get('Idempotency-Key'));
      return json(200, unusedPickUpCode);
    });
    await consumePickUpCode(unusedPickUpCode.key);
    await rollbackPickUpCode(unusedPickUpCode.key);
    await consumePickUpCode(unusedPickUpCode.key);
    expect(keys.every((key) => key !== null)).toBe(true);
    expect(new Set(keys).size).toBe(3);
  });

  it('the sign-in is sent again, also for the hashing line’s older answer `unavailable` with Retry-After', async () => {
    const signedIn = {
      token: 't',
      expires_at: '2030-01-01T00:00:00.000+08:00',
      staff: { id: 1, username: 'a', role: 'staff', offline_shop: null },
    };
    fetchMock
      .mockResolvedValueOnce(
        json(503, { code: 'unavailable', detail: 'Too many sign-ins.' }, { 'Retry-After': '1' }),
      )
      .mockResolvedValueOnce(busy(1))
      .mockResolvedValueOnce(json(200, signedIn));
    const result = started(login({ username: 'a', password: 'b' }));
    await vi.advanceTimersByTimeAsync(4000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(result.value).toMatchObject({ token: 't' });
  });

  it('a sign-in answered `unavailable` without Retry-After (shutting down) is not sent again', async () => {
    fetchMock.mockResolvedValue(json(503, { code: 'unavailable', detail: 'Shutting down.' }));
    const result = started(login({ username: 'a', password: 'b' }));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(result.error).toMatchObject({ code: 'unavailable' });
  });
});

describe('outages', () => {
  it('a read rides out the database away and a gateway’s 502; a refusal is answered at once', async () => {
    fetchMock
      .mockResolvedValueOnce(
        json(
          503,
          { code: 'database_unavailable', detail: 'Down.', params: { retry_after: 2 } },
          { 'Retry-After': '2' },
        ),
      )
      .mockResolvedValueOnce(new Response('<html>502</html>', { status: 502 }))
      .mockResolvedValueOnce(json(404, { code: 'not_found', detail: 'No.' }));
    const result = started(call('get', 'things/'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(result.error).toMatchObject({ status: 404, code: 'not_found' });
  });
});

describe('the busy notice', () => {
  it('counts a call only once it has waited 5 s for a busy server, and no longer once it is answered', async () => {
    busyUntil(7000, () => json(200, { id: 1 }));
    const result = started(call('get', 'things/1/'));
    await vi.advanceTimersByTimeAsync(BUSY_NOTICE_AFTER_MS - 100);
    expect(busyWaits.value).toBe(0);
    await vi.advanceTimersByTimeAsync(100);
    expect(busyWaits.value).toBe(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(result.settled).toBe(true);
    expect(busyWaits.value).toBe(0);
  });

  it('never counts a call answered within 5 s', async () => {
    busyUntil(3000, () => json(200, { id: 1 }));
    const seen: number[] = [];
    const result = started(call('get', 'things/1/'));
    for (let at = 0; at < 10_000; at += 250) {
      await vi.advanceTimersByTimeAsync(250);
      seen.push(busyWaits.value);
    }
    expect(result.settled).toBe(true);
    expect(fetchMock.mock.calls.length).toBeGreaterThan(1);
    expect(seen.every((count) => count === 0)).toBe(true);
  });

  it('ends when the call gives up', async () => {
    fetchMock.mockImplementation(async () => busy(1));
    const result = started(call('get', 'things/'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(busyWaits.value).toBe(1);
    await vi.advanceTimersByTimeAsync(RETRY_WINDOW_MS);
    expect(result.settled).toBe(true);
    expect(busyWaits.value).toBe(0);
  });
});
