import type { OfflineVerifier } from '@shared/preload-api';
import {
  fetchOfflineSignIn,
  type LoginResponse,
  type OfflineShopRef,
  type OfflineSignInList,
  type Staff,
} from './api';
import { clearFailures, recordFailure, waitBeforeTry } from './offline-throttle';
import {
  HASH_BYTES,
  makeVerifier,
  passwordMatches,
  PBKDF2_ITERATIONS,
  SALT_BYTES,
} from './offline-verifier';
import { verifierStore, type VerifierStore } from './offline-verifiers';

// Offline sign-in (docs/DESIGN.md §14 "Starting offline"): a clerk who signed in online on this
// counter within the shop's `offline_sign_in_days` may sign in while the server is away, against
// the verifier made then. The server's list of the store's clerks (and their stamps) prunes the
// verifiers after every online sign-in and replica refresh: a password change, a deactivation
// or a move to another store removes a clerk's at the next sync.

// localStorage: the counter's store (the last clerk's online sign-in said it) and the setting as
// last heard; neither is a secret, both must be known while the server is away.
const COUNTER_STORE_KEY = 'shopdesk.counterStore';
const DAYS_KEY = 'shopdesk.offlineSignInDays';
/** The shop setting's default (docs/DESIGN.md §14), until the server said otherwise. */
export const DEFAULT_OFFLINE_SIGN_IN_DAYS = 7;
/** Pruning after a replica refresh asks the server at most this often. */
export const PRUNE_EVERY_MS = 5 * 60_000;
const DAY_MS = 24 * 3_600_000;

/** The store this counter works for, as the last clerk's online sign-in said. */
export function counterStore(): OfflineShopRef | null {
  try {
    const saved = JSON.parse(localStorage.getItem(COUNTER_STORE_KEY) ?? 'null') as unknown;
    if (typeof saved !== 'object' || saved === null) return null;
    const { id, title } = saved as Partial<OfflineShopRef>;
    return typeof id === 'number' && typeof title === 'string' ? { id, title } : null;
  } catch {
    return null;
  }
}

/** The shop setting `offline_sign_in_days` as last heard. */
export function offlineSignInDays(): number {
  const saved = Number(localStorage.getItem(DAYS_KEY));
  return localStorage.getItem(DAYS_KEY) !== null && Number.isInteger(saved) && saved >= 0
    ? saved
    : DEFAULT_OFFLINE_SIGN_IN_DAYS;
}

function isFresh(verifier: OfflineVerifier, days: number, now: number): boolean {
  const signedIn = Date.parse(verifier.signed_in_at);
  return days > 0 && !Number.isNaN(signedIn) && now - signedIn < days * DAY_MS;
}

/**
 * Keeps only what the server's list allows: a verifier of this store's listed clerk with the
 * same stamp (one made while the list could not be read has none, and goes), younger than the
 * setting (0 drops them all).
 */
async function applyList(
  list: OfflineSignInList,
  storeId: number,
  store: VerifierStore,
  now: number,
): Promise<void> {
  localStorage.setItem(DAYS_KEY, String(list.offline_sign_in_days));
  const stamps = new Map(list.clerks.map((clerk) => [clerk.id, clerk.stamp]));
  const gone = (await store.list())
    .filter(
      (verifier) =>
        verifier.store_id !== storeId ||
        verifier.stamp === null ||
        stamps.get(verifier.staff_id) !== verifier.stamp ||
        !isFresh(verifier, list.offline_sign_in_days, now),
    )
    .map((verifier) => verifier.staff_id);
  if (gone.length > 0) await store.remove(gone);
}

let lastPruned = 0;

/**
 * Asks the server for the store's clerks and deletes the verifiers it no longer allows; at most
 * every PRUNE_EVERY_MS unless `force`. Failures leave the verifiers as they are.
 */
export async function pruneVerifiers(
  options: { force?: boolean; store?: VerifierStore; now?: number } = {},
): Promise<void> {
  const now = options.now ?? Date.now();
  const counter = counterStore();
  if (!counter || (!options.force && now - lastPruned < PRUNE_EVERY_MS)) return;
  lastPruned = now;
  const store = options.store ?? verifierStore();
  try {
    if (!(await store.available())) return;
    await applyList(await fetchOfflineSignIn(counter.id), counter.id, store, now);
  } catch {
    // The next refresh tries again.
    lastPruned = 0;
  }
}

/**
 * After a clerk's online sign-in (role staff, of a store): this counter is that store's, and
 * the clerk gets a fresh verifier of the password just typed; then the server's list prunes
 * them all (and gives the clerk's stamp). Never throws: offline sign-in is a fallback.
 */
export async function rememberClerk(
  login: Pick<LoginResponse, 'staff'>,
  password: string,
  options: { store?: VerifierStore; iterations?: number; now?: number } = {},
): Promise<void> {
  const { staff } = login;
  clearFailures(staff.username);
  if (staff.role !== 'staff' || !staff.offline_shop) return;
  const shop = staff.offline_shop;
  localStorage.setItem(COUNTER_STORE_KEY, JSON.stringify({ id: shop.id, title: shop.title }));
  const store = options.store ?? verifierStore();
  const now = options.now ?? Date.now();
  try {
    if (!(await canKeep(store))) return;
    const verifier = await makeVerifier(
      { staff_id: staff.id, username: staff.username, store_id: shop.id },
      password,
      options.iterations ?? PBKDF2_ITERATIONS,
      new Date(now),
    );
    let list: OfflineSignInList | null = null;
    try {
      list = await fetchOfflineSignIn(shop.id);
    } catch {
      // Kept without a stamp: usable offline until the next list is read (which drops it).
    }
    const stamp = list?.clerks.find((clerk) => clerk.id === staff.id)?.stamp ?? null;
    if (!list || (list.offline_sign_in_days > 0 && stamp !== null)) {
      await store.save({ ...verifier, stamp });
    }
    if (list) {
      await applyList(list, shop.id, store, now);
      lastPruned = now;
    }
  } catch (error) {
    console.warn('Shopdesk: offline sign-in not kept for this clerk', error);
  }
}

/** Whether a clerk could sign in offline on this counter at all, and if not why. */
export type OfflineSignInAvailability = 'available' | 'no_store' | 'off' | 'unavailable';

export async function offlineSignInAvailability(
  store: VerifierStore = verifierStore(),
): Promise<OfflineSignInAvailability> {
  if (!counterStore()) return 'no_store';
  if (offlineSignInDays() === 0) return 'off';
  return (await canKeep(store)) ? 'available' : 'unavailable';
}

/** WebCrypto (a secure context: https or the desktop app's scheme) and somewhere to keep them. */
async function canKeep(store: VerifierStore): Promise<boolean> {
  if (typeof crypto === 'undefined' || !('subtle' in crypto) || !crypto.subtle) return false;
  return store.available().catch(() => false);
}

export type OfflineSignInResult =
  | { ok: true; staff: Staff; waitMs?: undefined }
  | { ok: false; reason: OfflineSignInAvailability | 'refused' | 'throttled'; waitMs: number };

/** A verifier nobody has: an unknown username costs the same PBKDF2 as a known one. */
const NOBODY: OfflineVerifier = {
  staff_id: 0,
  username: '',
  store_id: 0,
  salt: btoa('\0'.repeat(SALT_BYTES)),
  iterations: PBKDF2_ITERATIONS,
  hash: btoa('\0'.repeat(HASH_BYTES)),
  stamp: null,
  signed_in_at: new Date(0).toISOString(),
};

/**
 * Checks `password` against the verifier of `username` for this counter's store, young enough;
 * a wrong one (or a clerk without a verifier here, said the same way) counts for the throttle.
 */
export async function signInOffline(
  username: string,
  password: string,
  options: { store?: VerifierStore; now?: number } = {},
): Promise<OfflineSignInResult> {
  const now = options.now ?? Date.now();
  const store = options.store ?? verifierStore();
  const wait = waitBeforeTry(username, now);
  if (wait > 0) return { ok: false, reason: 'throttled', waitMs: wait };
  const availability = await offlineSignInAvailability(store);
  const counter = counterStore();
  if (availability !== 'available' || !counter) {
    return { ok: false, reason: availability, waitMs: 0 };
  }
  const name = username.trim().toLowerCase();
  const days = offlineSignInDays();
  const verifier = (await store.list()).find(
    (entry) =>
      entry.username.toLowerCase() === name &&
      entry.store_id === counter.id &&
      isFresh(entry, days, now),
  );
  const matches = await passwordMatches(verifier ?? NOBODY, password);
  if (!verifier || !matches) {
    const waitMs = recordFailure(username, now);
    return { ok: false, reason: 'refused', waitMs };
  }
  clearFailures(username);
  return {
    ok: true,
    staff: {
      id: verifier.staff_id,
      username: verifier.username,
      role: 'staff',
      offline_shop: counter,
    },
  };
}

/** Tests: the next prune asks the server whatever the last one did. */
export function resetPruneClock(): void {
  lastPruned = 0;
}
