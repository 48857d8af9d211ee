// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPinia, setActivePinia } from 'pinia';
import type { OfflineVerifier } from '@shared/preload-api';
import {
  counterStore,
  offlineSignInAvailability,
  pruneVerifiers,
  rememberClerk,
  resetPruneClock,
  signInOffline,
} from '@/features/session/offline-sign-in';
import {
  FIRST_WAIT_MS,
  LONGEST_WAIT_MS,
  waitAfter,
  waitBeforeTry,
} from '@/features/session/offline-throttle';
import {
  makeVerifier,
  passwordMatches,
  PBKDF2_ITERATIONS,
  sameBytes,
} from '@/features/session/offline-verifier';
import { closeVerifierDb, verifierStore } from '@/features/session/offline-verifiers';
import type { Staff } from '@/features/session/api';

// Offline sign-in (docs/DESIGN.md §14 "Starting offline"): the verifier, the local throttle
// of wrong passwords, and the pruning by the server's list of the store's clerks.

/** Fewer rounds than the app's, so the cases run quickly; the app's count is measured below. */
const FAST = 1_000;
const PASSWORD = 'counter-pass-1';
const SERVER_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA';
const STORE = { id: 1, title: '南京西路店' };
const CLERK: Staff = { id: 2, username: 'clerk.a', role: 'staff', offline_shop: STORE };
const DAY = 24 * 3_600_000;

const fetchMock = vi.fn<(input: Request) => Promise<Response>>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const listCalls = () =>
  fetchMock.mock.calls
    .map(([request]) => new URL(request.url))
    .filter((url) => url.pathname === '/api/shops/offline_sign_in/');

/** The server's list of the store's clerks. */
function serveList(clerks: { id: number; username: string; stamp: string }[], days = 7) {
  fetchMock.mockImplementation(async (request) => {
    if (new URL(request.url).pathname === '/api/shops/offline_sign_in/')
      return json(200, { offline_sign_in_days: days, clerks });
    return json(404, { detail: 'not here', code: 'not_found' });
  });
}

beforeEach(async () => {
  await closeVerifierDb();
  vi.stubGlobal('indexedDB', new IDBFactory());
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  localStorage.clear();
  sessionStorage.clear();
  setActivePinia(createPinia());
  resetPruneClock();
});

afterEach(async () => {
  await closeVerifierDb();
  vi.unstubAllGlobals();
});

describe('the verifier', () => {
  it('passes the right password and fails a wrong one', async () => {
    const verifier = await makeVerifier(
      { staff_id: 2, username: 'clerk.a', store_id: 1 },
      PASSWORD,
      FAST,
    );
    expect(await passwordMatches(verifier, PASSWORD)).toBe(true);
    expect(await passwordMatches(verifier, 'counter-pass-2')).toBe(false);
    expect(await passwordMatches(verifier, '')).toBe(false);
    expect(await passwordMatches({ ...verifier, hash: 'not base64!' }, PASSWORD)).toBe(false);
  });

  it('takes a new random salt each time, and keeps neither the password nor the server’s hash', async () => {
    const subject = { staff_id: 2, username: 'clerk.a', store_id: 1 };
    const one = await makeVerifier(subject, PASSWORD, FAST);
    const two = await makeVerifier(subject, PASSWORD, FAST);
    expect(one.salt).not.toBe(two.salt);
    expect(one.hash).not.toBe(two.hash);
    expect(atob(one.salt)).toHaveLength(16);
    expect(atob(one.hash)).toHaveLength(32);
    expect(Object.keys(one).sort()).toEqual([
      'hash',
      'iterations',
      'salt',
      'signed_in_at',
      'staff_id',
      'stamp',
      'store_id',
      'username',
    ]);
    const text = JSON.stringify(one);
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toContain(btoa(PASSWORD));
    expect(text).not.toContain(SERVER_HASH);
  });

  it('compares every byte, whatever the lengths', () => {
    expect(sameBytes(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 3]))).toBe(true);
    expect(sameBytes(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 4]))).toBe(false);
    expect(sameBytes(new Uint8Array([1, 2]), new Uint8Array([1, 2, 0]))).toBe(false);
  });

  it('uses the app’s count of rounds by default (time printed, not asserted)', async () => {
    const started = performance.now();
    const verifier = await makeVerifier(
      { staff_id: 2, username: 'clerk.a', store_id: 1 },
      PASSWORD,
    );
    const took = performance.now() - started;
    expect(verifier.iterations).toBe(PBKDF2_ITERATIONS);
    console.info(`PBKDF2-SHA256 × ${PBKDF2_ITERATIONS} here: ${Math.round(took)} ms`);
  });
});

describe('keeping the verifier at an online sign-in', () => {
  it('keeps a clerk’s verifier with the server’s stamp in its own database, and the counter’s store', async () => {
    serveList([{ id: 2, username: 'clerk.a', stamp: 's-2' }], 5);
    await rememberClerk({ staff: CLERK }, PASSWORD, { iterations: FAST });
    expect(counterStore()).toEqual(STORE);
    const [kept, ...rest] = await verifierStore().list();
    expect(rest).toEqual([]);
    expect(kept).toMatchObject({ staff_id: 2, username: 'clerk.a', store_id: 1, stamp: 's-2' });
    expect(listCalls().map((url) => url.searchParams.get('offline_shop'))).toEqual(['1']);
    expect(await offlineSignInAvailability()).toBe('available');
    // Apart from the replica's database: clearing that one leaves it.
    const databases = await indexedDB.databases();
    expect(databases.map((db) => db.name)).toEqual(['shopdesk-offline-sign-in']);
  });

  it('keeps none for a manager, none when the shop turned it off, none for a clerk the server does not list', async () => {
    serveList([{ id: 2, username: 'clerk.a', stamp: 's-2' }]);
    await rememberClerk(
      { staff: { id: 1, username: 'boss', role: 'manager', offline_shop: STORE } },
      PASSWORD,
      { iterations: FAST },
    );
    expect(await verifierStore().list()).toEqual([]);
    serveList([], 7);
    await rememberClerk({ staff: CLERK }, PASSWORD, { iterations: FAST });
    expect(await verifierStore().list()).toEqual([]);
    serveList([{ id: 2, username: 'clerk.a', stamp: 's-2' }], 0);
    await rememberClerk({ staff: CLERK }, PASSWORD, { iterations: FAST });
    expect(await verifierStore().list()).toEqual([]);
    expect(await offlineSignInAvailability()).toBe('off');
  });
});

async function keep(verifier: Partial<OfflineVerifier> & { staff_id: number; username: string }) {
  const made = await makeVerifier(
    { staff_id: verifier.staff_id, username: verifier.username, store_id: verifier.store_id ?? 1 },
    PASSWORD,
    FAST,
  );
  await verifierStore().save({ ...made, stamp: 's-1', ...verifier });
}

describe('signing in offline', () => {
  beforeEach(async () => {
    serveList([{ id: 2, username: 'clerk.a', stamp: 's-2' }]);
    await rememberClerk({ staff: CLERK }, PASSWORD, { iterations: FAST });
    fetchMock.mockClear();
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
  });

  it('signs the clerk in with the right password, as staff of the counter’s store', async () => {
    expect(await signInOffline(' Clerk.A ', PASSWORD)).toEqual({ ok: true, staff: CLERK });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a wrong password, an unknown clerk, another store’s verifier and one older than the setting, alike', async () => {
    await keep({ staff_id: 3, username: 'other.store', store_id: 9 });
    await keep({
      staff_id: 4,
      username: 'old.clerk',
      signed_in_at: new Date(Date.now() - 8 * DAY).toISOString(),
    });
    for (const [username, password] of [
      ['clerk.a', 'wrong'],
      ['nobody', PASSWORD],
      ['other.store', PASSWORD],
      ['old.clerk', PASSWORD],
    ]) {
      expect(await signInOffline(username!, password!), username).toEqual({
        ok: false,
        reason: 'refused',
        waitMs: 0,
      });
    }
  });

  it('waits 30 s after the third wrong password, doubling up to 15 min; kept across a reload; the right one resets it', async () => {
    const start = Date.now();
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      expect((await signInOffline('clerk.a', 'wrong', { now: start })).waitMs).toBe(0);
    }
    expect(await signInOffline('clerk.a', 'wrong', { now: start })).toEqual({
      ok: false,
      reason: 'refused',
      waitMs: FIRST_WAIT_MS,
    });
    // Even the right password waits; the count lives in localStorage (a reload keeps it).
    expect(await signInOffline('clerk.a', PASSWORD, { now: start + 1_000 })).toEqual({
      ok: false,
      reason: 'throttled',
      waitMs: FIRST_WAIT_MS - 1_000,
    });
    expect(waitBeforeTry('CLERK.A', start + 10_000)).toBe(FIRST_WAIT_MS - 10_000);
    // Another username is not held up.
    expect((await signInOffline('nobody', 'x', { now: start + 1_000 })).waitMs).toBe(0);
    const later = start + FIRST_WAIT_MS;
    expect((await signInOffline('clerk.a', 'wrong', { now: later })).waitMs).toBe(
      2 * FIRST_WAIT_MS,
    );
    expect([3, 4, 5, 8, 20].map(waitAfter)).toEqual([
      30_000,
      60_000,
      120_000,
      LONGEST_WAIT_MS,
      LONGEST_WAIT_MS,
    ]);
    const after = later + 2 * FIRST_WAIT_MS;
    expect((await signInOffline('clerk.a', PASSWORD, { now: after })).ok).toBe(true);
    expect(waitBeforeTry('clerk.a', after)).toBe(0);
    expect((await signInOffline('clerk.a', 'wrong', { now: after })).waitMs).toBe(0);
  });

  it('is off when no clerk signed in online here, or the shop turned it off', async () => {
    localStorage.removeItem('shopdesk.counterStore');
    expect(await signInOffline('clerk.a', PASSWORD)).toMatchObject({
      ok: false,
      reason: 'no_store',
    });
    localStorage.setItem('shopdesk.counterStore', JSON.stringify(STORE));
    localStorage.setItem('shopdesk.offlineSignInDays', '0');
    expect(await signInOffline('clerk.a', PASSWORD)).toMatchObject({ ok: false, reason: 'off' });
  });
});

describe('pruning', () => {
  it('drops the verifiers of clerks not listed, with another stamp, of another store or too old', async () => {
    serveList([{ id: 2, username: 'clerk.a', stamp: 's-2' }]);
    await rememberClerk({ staff: CLERK }, PASSWORD, { iterations: FAST });
    await keep({ staff_id: 3, username: 'moved', stamp: 's-3' });
    await keep({ staff_id: 4, username: 'password.changed', stamp: 's-4' });
    await keep({ staff_id: 5, username: 'deactivated', stamp: 's-5' });
    await keep({ staff_id: 6, username: 'other.store', store_id: 9, stamp: 's-6' });
    await keep({
      staff_id: 7,
      username: 'old',
      stamp: 's-7',
      signed_in_at: new Date(Date.now() - 4 * DAY).toISOString(),
    });
    await keep({ staff_id: 8, username: 'no.stamp', stamp: null });
    await keep({ staff_id: 9, username: 'kept', stamp: 's-9' });
    serveList(
      [
        { id: 2, username: 'clerk.a', stamp: 's-2' },
        { id: 4, username: 'password.changed', stamp: 's-4b' },
        { id: 6, username: 'other.store', stamp: 's-6' },
        { id: 7, username: 'old', stamp: 's-7' },
        { id: 8, username: 'no.stamp', stamp: 's-8' },
        { id: 9, username: 'kept', stamp: 's-9' },
      ],
      3,
    );
    await pruneVerifiers({ force: true });
    const left = (await verifierStore().list()).map((verifier) => verifier.username).sort();
    expect(left).toEqual(['clerk.a', 'kept']);
  });

  it('asks at most every few minutes unless forced; 0 days drops them all; an outage keeps them', async () => {
    serveList([{ id: 2, username: 'clerk.a', stamp: 's-2' }]);
    await rememberClerk({ staff: CLERK }, PASSWORD, { iterations: FAST });
    const asked = listCalls().length;
    await pruneVerifiers();
    expect(listCalls().length).toBe(asked);
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    await pruneVerifiers({ force: true });
    expect(await verifierStore().list()).toHaveLength(1);
    serveList([{ id: 2, username: 'clerk.a', stamp: 's-2' }], 0);
    await pruneVerifiers({ now: Date.now() + 10 * 60_000 });
    expect(await verifierStore().list()).toEqual([]);
  });
});

describe('the desktop app', () => {
  it('keeps them through the preload’s vault, and is off when the vault cannot encrypt', async () => {
    const kept: OfflineVerifier[] = [];
    let available = true;
    vi.stubGlobal('shopdesk', {
      apiBaseUrl: '',
      offlineVerifiers: {
        read: async () =>
          available ? { available: true, verifiers: [...kept] } : { available: false },
        save: async (verifier: OfflineVerifier) => {
          if (!available) return { saved: false, reason: 'unavailable' };
          kept.push(verifier);
          return { saved: true };
        },
        remove: async () => ({ saved: true }),
      },
    });
    serveList([{ id: 2, username: 'clerk.a', stamp: 's-2' }]);
    await rememberClerk({ staff: CLERK }, PASSWORD, { iterations: FAST });
    expect(kept).toHaveLength(1);
    expect(JSON.stringify(kept)).not.toContain(PASSWORD);
    expect(await indexedDB.databases()).toEqual([]);
    expect((await signInOffline('clerk.a', PASSWORD)).ok).toBe(true);
    available = false;
    expect(await offlineSignInAvailability()).toBe('unavailable');
    expect(await signInOffline('clerk.a', PASSWORD)).toMatchObject({
      ok: false,
      reason: 'unavailable',
    });
  });
});
