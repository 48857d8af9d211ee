// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPinia, setActivePinia } from 'pinia';
import { ApiError, NETWORK_ERROR } from '@/shared/api/client';
import type { PickUpCode } from '@/features/pick-up/api';
import { closeOfflineDb, type QueuedHandOut } from '@/features/offline/offline-db';
import {
  countQueued,
  defaultMeta,
  dequeueHandOut,
  enqueueHandOut,
  listConflicts,
  queuedHandOut,
  replicaRow,
  saveChanges,
} from '@/features/offline/offline-storage';
import { sendQueue } from '@/features/offline/sync';
import { counterId } from '@/features/offline/counter-id';
import { REFRESH_MS, useOfflineStore } from '@/features/offline/store';
import { useConnectivityStore } from '@/features/connection/store';
import { verdictFromReplica } from '@/features/pick-up/pick-up-verdict';
import { PICK_UP_KEY, startClerkSession, unusedPickUpCode } from '../../support/pick-up-code';

const code = (key: string, changes: Partial<PickUpCode> = {}): PickUpCode => ({
  ...unusedPickUpCode,
  key,
  ...changes,
});

const handOut = (key: string, at: string): QueuedHandOut => ({
  idempotency_key: `idem-${key}`,
  key,
  offline_at: at,
  staff_id: 2,
  staff_username: 'clerk.a',
  counter_id: 'counter-0000abcd',
  record: code(key),
});

beforeEach(async () => {
  await closeOfflineDb();
  // A fresh, empty IndexedDB per case.
  vi.stubGlobal('indexedDB', new IDBFactory());
  localStorage.clear();
  setActivePinia(createPinia());
});

afterEach(async () => {
  await closeOfflineDb();
  vi.unstubAllGlobals();
});

describe('the offline storage', () => {
  it('queues a hand-out and marks its package used in the copy together', async () => {
    await saveChanges([code(PICK_UP_KEY)], defaultMeta('2:1'));
    await enqueueHandOut(handOut(PICK_UP_KEY, '2026-11-27T08:00:00.000Z'));
    const row = await replicaRow(PICK_UP_KEY);
    expect(row?.record).toMatchObject({
      key_status: 'used',
      used_at: '2026-11-27T08:00:00.000Z',
      used_by: { id: 2, username: 'clerk.a' },
    });
    expect(await countQueued()).toBe(1);
  });

  it('keeps a queued key used when the feed still says it waits (the server has not heard of it)', async () => {
    await saveChanges([code(PICK_UP_KEY)], defaultMeta('2:1'));
    await enqueueHandOut(handOut(PICK_UP_KEY, '2026-11-27T08:00:00.000Z'));
    await saveChanges([code(PICK_UP_KEY)], { ...defaultMeta('2:1'), cursor: '7' });
    expect((await replicaRow(PICK_UP_KEY))?.record.key_status).toBe('used');
  });

  it('a rollback of a queued hand-out takes it out of the queue and the package waits again', async () => {
    await saveChanges([code(PICK_UP_KEY)], defaultMeta('2:1'));
    await enqueueHandOut(handOut(PICK_UP_KEY, '2026-11-27T08:00:00.000Z'));
    const before = await dequeueHandOut(PICK_UP_KEY);
    expect(before?.key_status).toBe('unused');
    expect(await countQueued()).toBe(0);
    expect((await replicaRow(PICK_UP_KEY))?.record.key_status).toBe('unused');
    expect(await dequeueHandOut(PICK_UP_KEY)).toBeNull();
  });

  it('the queue survives closing and opening the database again (a reload, an app restart)', async () => {
    await enqueueHandOut(handOut('111111111111', '2026-11-27T08:00:00.000Z'));
    await closeOfflineDb();
    expect(await countQueued()).toBe(1);
    expect((await queuedHandOut('111111111111'))?.idempotency_key).toBe('idem-111111111111');
  });
});

describe('sending the queue', () => {
  const keys = ['111111111111', '222222222222', '333333333333'];

  async function queueThree(): Promise<void> {
    for (const [index, key] of keys.entries())
      await enqueueHandOut(handOut(key, `2026-11-27T08:0${index}:00.000Z`));
  }

  it('sends oldest first, one at a time, with each idempotency key; a refusal goes to the list', async () => {
    await queueThree();
    const sent: string[] = [];
    let inFlight = 0;
    const outcome = await sendQueue({
      send: async (item) => {
        inFlight += 1;
        expect(inFlight).toBe(1);
        sent.push(item.idempotency_key);
        await Promise.resolve();
        inFlight -= 1;
        if (item.key === keys[1])
          throw new ApiError(409, 'code_already_used', 'used', {}, null, {
            used_at: '2026-11-27T07:59:00.000Z',
            used_by: { id: 4, username: 'clerk.b' },
            store: { id: 1, title: '南京西路店' },
          });
        return code(item.key, { key_status: 'used', used_at: item.offline_at });
      },
    });
    expect(outcome).toBe('done');
    expect(sent).toEqual(keys.map((key) => `idem-${key}`));
    expect(await countQueued()).toBe(0);
    expect((await replicaRow(keys[0]!))?.record.used_at).toBe('2026-11-27T08:00:00.000Z');
    const conflicts = await listConflicts();
    expect(conflicts).toHaveLength(1);
    expect(conflicts[0]).toMatchObject({
      key: keys[1],
      code: 'code_already_used',
      customer: '王芳',
      staff_username: 'clerk.a',
      offline_at: '2026-11-27T08:01:00.000Z',
    });
  });

  it('stops when the server goes away and sends the same hand-out with the same key next time', async () => {
    await queueThree();
    const sent: string[] = [];
    // The first answer is lost on the way back: the server may have applied it.
    const first = await sendQueue({
      send: (item) => {
        sent.push(item.idempotency_key);
        return Promise.reject(new ApiError(0, NETWORK_ERROR, ''));
      },
    });
    expect(first).toBe('unreachable');
    expect(await countQueued()).toBe(3);
    const second = await sendQueue({
      send: (item) => {
        sent.push(item.idempotency_key);
        return Promise.resolve(code(item.key, { key_status: 'used', used_at: item.offline_at }));
      },
    });
    expect(second).toBe('done');
    expect(sent).toEqual(['idem-111111111111', ...keys.map((key) => `idem-${key}`)]);
  });

  it('keeps a hand-out the server asks to send again (busy key, throttled, 500) and one of an ended session', async () => {
    await queueThree();
    for (const [error, outcome] of [
      [new ApiError(409, 'code_busy', ''), 'retry'],
      [new ApiError(429, 'throttled', ''), 'retry'],
      [new ApiError(500, 'server_error', ''), 'retry'],
      [new ApiError(401, 'not_authenticated', ''), 'signed_out'],
      [new ApiError(503, 'server_error', ''), 'unreachable'],
    ] as const) {
      expect(await sendQueue({ send: () => Promise.reject(error) })).toBe(outcome);
      expect(await countQueued()).toBe(3);
    }
    expect(await listConflicts()).toEqual([]);
  });

  it('keeps a hand-out the server asks to wait for (busy, the database away) and says how long', async () => {
    await queueThree();
    for (const error of [
      new ApiError(503, 'busy', '', {}, 1, { retry_after: 1 }),
      new ApiError(503, 'unavailable', '', {}, 2),
      new ApiError(503, 'database_unavailable', '', {}, 2, { retry_after: 2 }),
    ]) {
      const told: ApiError[] = [];
      const outcome = await sendQueue({
        send: () => Promise.reject(error),
        busy: (answer) => told.push(answer),
      });
      expect(outcome).toBe('busy');
      expect(told).toEqual([error]);
      expect(await countQueued()).toBe(3);
    }
    expect(await listConflicts()).toEqual([]);
  });
});

describe('the queue and a busy server', () => {
  const fetchMock = vi.fn<(input: Request) => Promise<Response>>();
  const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    });
  const consumeCalls = () =>
    fetchMock.mock.calls
      .map(([request]) => request)
      .filter((request) => new URL(request.url).pathname.endsWith('/consume/'));

  beforeEach(() => {
    // Not setImmediate: fake-indexeddb runs on it.
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    startClerkSession();
  });

  afterEach(() => {
    useConnectivityStore().$dispose();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('a hand-out queued while the server is there (busy past the retries) goes out with the next refresh', async () => {
    fetchMock.mockImplementation(async (request) => {
      const path = new URL(request.url).pathname;
      if (path.endsWith('/consume/')) return json(200, code(PICK_UP_KEY, { key_status: 'used' }));
      if (path.endsWith('/changes/'))
        return json(200, { cursor: '1', results: [], has_more: false });
      return json(200, { status: 'ok', version: '0.1.0', public_url: null });
    });
    const offline = useOfflineStore();
    const stop = offline.use();
    try {
      // The counter's opening run (an empty queue, then the copy) is over.
      await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      await vi.waitFor(() => expect(offline.refreshedAt).not.toBeNull());
      await offline.handOut(code(PICK_UP_KEY));
      expect(useConnectivityStore().online).toBe(true);
      expect(consumeCalls()).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(REFRESH_MS);
      await vi.waitFor(async () => expect(await countQueued()).toBe(0));
      expect(consumeCalls()).toHaveLength(1);
    } finally {
      stop();
    }
  });

  it('never drops the hand-out: past the client’s retries it waits Retry-After plus jitter and sends it again with its key', async () => {
    await enqueueHandOut(handOut(PICK_UP_KEY, '2026-11-27T08:00:00.000Z'));
    let accepting = false;
    fetchMock.mockImplementation(async (request) => {
      const path = new URL(request.url).pathname;
      if (path.endsWith('/consume/'))
        return accepting
          ? json(200, code(PICK_UP_KEY, { key_status: 'used' }))
          : json(
              503,
              { detail: 'Busy.', code: 'busy', params: { retry_after: 3 } },
              { 'Retry-After': '3' },
            );
      if (path.endsWith('/changes/'))
        return json(200, { cursor: '1', results: [], has_more: false });
      return json(200, { status: 'ok', version: '0.1.0', public_url: null });
    });
    const offline = useOfflineStore();
    let outcome: string | null = null;
    void offline.sync().then((value) => (outcome = value));
    while (outcome === null) await vi.advanceTimersByTimeAsync(100);
    expect(outcome).toBe('busy');
    expect(await countQueued()).toBe(1);
    expect(await listConflicts()).toEqual([]);
    expect(useConnectivityStore().online).toBe(true);

    // Retry-After: 3 (+ 500 ms of jitter here): not sooner.
    accepting = true;
    const tries = consumeCalls().length;
    await vi.advanceTimersByTimeAsync(2800);
    expect(consumeCalls()).toHaveLength(tries);
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(async () => expect(await countQueued()).toBe(0));
    expect(consumeCalls()).toHaveLength(tries + 1);
    expect(
      new Set(consumeCalls().map((request) => request.headers.get('Idempotency-Key'))),
    ).toEqual(new Set([`idem-${PICK_UP_KEY}`]));
  });
});

describe('the offline check', () => {
  const copy = {
    since: '2026-11-27T07:55:00.000Z',
    handOutAllowed: true,
    now: Date.parse('2026-11-27T08:00:00Z'),
  };

  it('a key not in the copy is unknown here, never a hand-out', () => {
    expect(verdictFromReplica(PICK_UP_KEY, null, copy)).toMatchObject({
      kind: 'unknown_offline',
      sound: 'refusal',
      offline: { since: copy.since },
    });
  });

  it('answers from the copy, marked offline; an expired key by the clock, not the copy', () => {
    expect(verdictFromReplica(PICK_UP_KEY, code(PICK_UP_KEY), copy).kind).toBe('ready');
    expect(
      verdictFromReplica(PICK_UP_KEY, code(PICK_UP_KEY, { stock_status: 'unprepare' }), copy).kind,
    ).toBe('not_prepared');
    const expired = code(PICK_UP_KEY, { expires_at: '2026-11-27T07:00:00.000Z' });
    expect(verdictFromReplica(PICK_UP_KEY, expired, copy).kind).toBe('expired');
    const used = code(PICK_UP_KEY, {
      key_status: 'used',
      used_at: '2026-11-27T07:00:00.000Z',
      used_by: { id: 4, username: 'clerk.b' },
    });
    expect(verdictFromReplica(PICK_UP_KEY, used, copy)).toMatchObject({
      kind: 'used',
      params: { by: 'clerk.b' },
    });
  });

  it('with offline hand-out turned off a waiting package is only checked', () => {
    expect(
      verdictFromReplica(PICK_UP_KEY, code(PICK_UP_KEY), { ...copy, handOutAllowed: false }).kind,
    ).toBe('check_only');
  });
});

describe('the counter id', () => {
  it('is made once and kept', () => {
    const first = counterId();
    expect(first).toMatch(/^counter-[0-9a-f]{8}$/);
    expect(counterId()).toBe(first);
    expect(localStorage.getItem('shopdesk.counterId')).toBe(first);
  });
});
