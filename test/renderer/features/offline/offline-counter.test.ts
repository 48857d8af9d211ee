// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushPromises } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import type { PickUpCode } from '@/features/pick-up/api';
import { closeOfflineDb } from '@/features/offline/offline-db';
import { countQueued, queuedHandOut, replicaRow } from '@/features/offline/offline-storage';
import { REFRESH_MS, useOfflineStore } from '@/features/offline/store';
import { useConnectivityStore } from '@/features/connection/store';
import { useCounterStore } from '@/features/pick-up/store';
import { useSessionStore } from '@/features/session/store';
import {
  PICK_UP_KEY,
  startClerkSession,
  unusedPickUpCode as fixture,
} from '../../support/pick-up-code';

// The copy answers by the clock: the package waits for a week from now, whenever this runs.
const unusedPickUpCode: PickUpCode = {
  ...fixture,
  expires_at: new Date(Date.now() + 7 * 24 * 3_600_000).toISOString(),
};

const OTHER_KEY = '873920145566';
const fetchMock = vi.fn<(input: Request) => Promise<Response>>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const unreachable = () => Promise.reject(new TypeError('Failed to fetch'));
const requests = () => fetchMock.mock.calls.map(([request]) => request);
const changesCalls = () =>
  requests().filter((request) => new URL(request.url).pathname.endsWith('/changes/'));

/** The changes feed in two pages, then nothing new. */
function serveFeed(records: PickUpCode[], extra: { offline_hand_out?: boolean } = {}) {
  fetchMock.mockImplementation(async (request) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/changes/')) {
      const cursor = url.searchParams.get('cursor');
      if (cursor === null)
        return json(200, { cursor: '1', results: records.slice(0, 1), has_more: true, ...extra });
      if (cursor === '1')
        return json(200, { cursor: '2', results: records.slice(1), has_more: false, ...extra });
      return json(200, { cursor, results: [], has_more: false, ...extra });
    }
    return json(404, { detail: 'not here', code: 'not_found' });
  });
}

beforeEach(async () => {
  await closeOfflineDb();
  vi.stubGlobal('indexedDB', new IDBFactory());
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  sessionStorage.clear();
  localStorage.clear();
  setActivePinia(createPinia());
  startClerkSession();
});

afterEach(async () => {
  useConnectivityStore().$dispose();
  vi.useRealTimers();
  await closeOfflineDb();
  vi.unstubAllGlobals();
});

async function goOffline(): Promise<void> {
  const connectivity = useConnectivityStore();
  fetchMock.mockImplementation(unreachable);
  await useConnectivityStore().probe();
  expect(connectivity.online).toBe(false);
}

describe('the copy of the store', () => {
  it('reads the feed to its end, keeps the cursor, and goes on from it', async () => {
    const offline = useOfflineStore();
    serveFeed([unusedPickUpCode, { ...unusedPickUpCode, key: OTHER_KEY }]);
    await offline.refresh();
    expect((await replicaRow(OTHER_KEY))?.record.key).toBe(OTHER_KEY);
    expect(offline.refreshedAt).not.toBeNull();
    await offline.refresh();
    expect(
      changesCalls().map((request) => new URL(request.url).searchParams.get('cursor')),
    ).toEqual([null, '1', '2']);
  });

  it('is refreshed every 30 s while a counter is shown and the server answers', async () => {
    vi.useFakeTimers();
    const offline = useOfflineStore();
    serveFeed([unusedPickUpCode]);
    const stop = offline.use();
    await vi.advanceTimersByTimeAsync(100);
    const first = changesCalls().length;
    await vi.advanceTimersByTimeAsync(REFRESH_MS);
    expect(changesCalls().length).toBeGreaterThan(first);
    stop();
    // Whatever run was under way ends; no new one starts.
    await vi.advanceTimersByTimeAsync(100);
    const after = changesCalls().length;
    await vi.advanceTimersByTimeAsync(REFRESH_MS * 2);
    expect(changesCalls().length).toBe(after);
  });

  it('stays across sign-outs for the store’s next clerk; another store’s starts afresh; the queue stays', async () => {
    const offline = useOfflineStore();
    const session = useSessionStore();
    serveFeed([unusedPickUpCode, { ...unusedPickUpCode, key: OTHER_KEY }]);
    await offline.refresh();
    await offline.handOut(unusedPickUpCode);
    session.clear();
    await flushPromises();
    // The next clerk of the store (here signed in offline) looks up the same copy.
    session.startOffline({
      id: 5,
      username: 'clerk.b',
      role: 'staff',
      offline_shop: { id: 1, title: '南京西路店' },
    });
    expect((await offline.lookup(OTHER_KEY))?.record.key).toBe(OTHER_KEY);
    // A clerk of another store: the copy is not theirs, and their first refresh replaces it.
    session.start({
      token: 'tok-2',
      expires_at: new Date(Date.now() + 3_600_000).toISOString(),
      staff: {
        id: 9,
        username: 'clerk.c',
        role: 'staff',
        offline_shop: { id: 4, title: '徐家汇店' },
      },
    });
    expect(await offline.lookup(OTHER_KEY)).toBeNull();
    serveFeed([]);
    await offline.refresh();
    expect(await replicaRow(OTHER_KEY)).toBeNull();
    expect(await countQueued()).toBe(1);
  });
});

describe('the counter offline', () => {
  it('checks from the copy, queues the hand-out before saying so, and takes it back', async () => {
    const counter = useCounterStore();
    const offline = useOfflineStore();
    serveFeed([unusedPickUpCode]);
    await offline.refresh();
    await goOffline();

    const checked = await counter.check(PICK_UP_KEY);
    expect(checked).toMatchObject({ kind: 'ready', offline: { since: offline.refreshedAt } });
    expect(counter.canConsume).toBe(true);

    const handedOut = await counter.consume();
    expect(handedOut?.kind).toBe('handed_out_offline');
    // Written before the verdict came back.
    const queued = await queuedHandOut(PICK_UP_KEY);
    expect(queued).toMatchObject({ key: PICK_UP_KEY, staff_id: 2, staff_username: 'clerk.a' });
    expect(queued?.counter_id).toMatch(/^counter-/);
    expect(queued?.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
    expect(offline.waiting).toBe(1);
    // A second scan of the same key: used here.
    expect((await counter.check(PICK_UP_KEY))?.kind).toBe('used');
    expect(counter.canRollback).toBe(true);

    expect((await counter.rollback())?.kind).toBe('taken_back');
    expect(await countQueued()).toBe(0);
    expect(offline.waiting).toBe(0);
    expect((await counter.check(PICK_UP_KEY))?.kind).toBe('ready');
    // Nothing was sent while offline but the health probe.
    expect(
      requests().filter((request) => new URL(request.url).pathname.includes('/consume/')),
    ).toEqual([]);
  });

  it('a key not in the copy is unknown here and cannot be handed out', async () => {
    const counter = useCounterStore();
    serveFeed([unusedPickUpCode]);
    await useOfflineStore().refresh();
    await goOffline();
    expect((await counter.check(OTHER_KEY))?.kind).toBe('unknown_offline');
    expect(counter.canConsume).toBe(false);
    expect(await counter.consume()).toBeNull();
    expect(await countQueued()).toBe(0);
  });

  it('with offline hand-out turned off it only checks', async () => {
    const counter = useCounterStore();
    serveFeed([unusedPickUpCode], { offline_hand_out: false });
    await useOfflineStore().refresh();
    await goOffline();
    expect((await counter.check(PICK_UP_KEY))?.kind).toBe('check_only');
    expect(counter.canConsume).toBe(false);
    expect(await counter.consume()).toBeNull();
    expect(await countQueued()).toBe(0);
  });

  it('back online, the queue is sent with its idempotency key, offline_at and counter id', async () => {
    const counter = useCounterStore();
    const offline = useOfflineStore();
    serveFeed([unusedPickUpCode]);
    await offline.refresh();
    await goOffline();
    await counter.check(PICK_UP_KEY);
    await counter.consume();
    const queued = (await queuedHandOut(PICK_UP_KEY))!;

    const consumed: { headers: string | null; body: unknown }[] = [];
    fetchMock.mockImplementation(async (request) => {
      const path = new URL(request.url).pathname;
      if (path.endsWith('/consume/')) {
        consumed.push({
          headers: request.headers.get('Idempotency-Key'),
          body: await request.json(),
        });
        return json(200, {
          ...unusedPickUpCode,
          key_status: 'used',
          used_at: queued.offline_at,
          used_by: { id: 2, username: 'clerk.a' },
        });
      }
      if (path.endsWith('/changes/'))
        return json(200, { cursor: '3', results: [], has_more: false });
      return json(200, { status: 'ok', version: '0.1.0', public_url: null });
    });
    await useConnectivityStore().probe();
    await vi.waitFor(() => expect(offline.waiting).toBe(0));
    expect(consumed).toEqual([
      {
        headers: queued.idempotency_key,
        body: {
          key: PICK_UP_KEY,
          offline_at: queued.offline_at,
          counter_id: queued.counter_id,
          staff_id: 2,
        },
      },
    ]);
    expect((await replicaRow(PICK_UP_KEY))?.record.used_at).toBe(queued.offline_at);
  });
});
