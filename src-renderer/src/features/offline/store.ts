import type { CollectedBy } from '@shared/collected-by';
import { defineStore } from 'pinia';
import { computed, ref, watch } from 'vue';
import { backoffDelay } from '@shared/backoff';
import type { ApiError } from '@/shared/api/client';
import { retryWait } from '@/shared/api/retry';
import { setShopTimeZone, shopTimeZone } from '@/shared/utils/shop-time';
import type { PickUpCode } from '@/shared/api/pick-up-codes';
import { useConnectivityStore } from '@/features/connection';
import { pruneVerifiers, useSessionStore } from '@/features/session';
import { consumeOffline, fetchCodeChanges } from './api';
import { counterId } from './counter-id';
import type { OfflineConflict, QueuedHandOut, ReplicaRow } from './offline-db';
import {
  clearReplica,
  countQueued,
  defaultMeta,
  dequeueHandOut,
  enqueueHandOut,
  listConflicts,
  markConflictSeen,
  queuedHandOut,
  readMeta,
  replicaRow,
  saveChanges,
  saveRecord,
  saveTimeZone,
} from './offline-storage';
import { sendQueue, type SyncOutcome } from './sync';

/** While online the copy is brought up to date this often (and after each counter action). */
export const REFRESH_MS = 30_000;
/** The most pages of the changes feed read in one refresh (the next refresh goes on). */
const MAX_PAGES = 50;

/**
 * The counter's offline side (docs/OFFLINE.md): the store's copy of pick-up codes, the queue
 * of hand-outs made while the server could not be reached, sending it when it can, and the
 * hand-outs it refused. Everything lives in IndexedDB; this store holds what the screen shows.
 */
export const useOfflineStore = defineStore('offline', () => {
  const connectivity = useConnectivityStore();
  const session = useSessionStore();
  /** Hand-outs waiting to be sent. */
  const waiting = ref(0);
  const conflicts = ref<OfflineConflict[]>([]);
  /** When the copy last matched the server (ISO 8601), null when there is none. */
  const refreshedAt = ref<string | null>(null);
  /** The shop setting `offline_hand_out` as last heard. */
  const handOutAllowed = ref(true);
  const syncing = ref(false);
  /** The hand-out being sent right now (it cannot be rolled back from the queue meanwhile). */
  const sending = ref<string | null>(null);
  let refreshing: Promise<void> | null = null;
  let syncRun: Promise<SyncOutcome> | null = null;
  let refreshTimer: ReturnType<typeof setInterval> | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let retryAttempt = 0;
  let users = 0;

  // The copy is the store's, not the clerk's (docs/DESIGN.md §14 "Starting offline"): the next
  // clerk of the store, online or offline, works from it; another store's starts afresh.
  const owner = computed(() => {
    const staff = session.staff;
    return staff ? `store:${staff.offline_shop?.id ?? `all-${staff.id}`}` : '';
  });

  async function loadState(): Promise<void> {
    const read = await Promise.all([countQueued(), listConflicts(), readMeta()]).catch(() => null);
    // No IndexedDB (a locked-down profile): nothing offline to show; a hand-out is then refused.
    if (!read) return;
    const [count, listed, meta] = read;
    waiting.value = count;
    conflicts.value = listed;
    const mine = meta && meta.owner === owner.value ? meta : null;
    refreshedAt.value = mine?.refreshed_at ?? null;
    handOutAllowed.value = mine?.offline_hand_out ?? true;
    // The shop's zone (whoever's copy it is): a counter opened offline shows its times in it.
    if (meta?.time_zone && !shopTimeZone()) setShopTimeZone(meta.time_zone);
  }

  /** Reads the changes feed from the copy's cursor to the end (a new clerk starts afresh). */
  async function pull(): Promise<void> {
    if (!session.isAuthenticated) return;
    const me = owner.value;
    let meta = await readMeta();
    if (!meta || meta.owner !== me) {
      await clearReplica();
      meta = { id: 'replica', ...defaultMeta(me) };
    }
    let { cursor, offline_hand_out } = meta;
    for (let page = 0; page < MAX_PAGES; page += 1) {
      // A manager names the store he works at (staff always get their own).
      const changes = await fetchCodeChanges(
        cursor,
        session.isManager ? session.staff?.offline_shop?.id : undefined,
      );
      if (owner.value !== me) return;
      cursor = changes.cursor;
      offline_hand_out = changes.offline_hand_out ?? offline_hand_out;
      const done = !changes.has_more;
      await saveChanges(changes.results, {
        owner: me,
        cursor,
        offline_hand_out,
        refreshed_at: done ? new Date().toISOString() : meta.refreshed_at,
        time_zone: shopTimeZone() ?? meta.time_zone ?? null,
      });
      if (done) break;
    }
    await loadState();
    // The store's clerks as the server lists them now prune the offline sign-in verifiers
    // (at most every few minutes; a password change or deactivation removes one).
    void pruneVerifiers();
  }

  /** Brings the copy up to date (one run at a time); failures leave the copy as it was. */
  function refresh(): Promise<void> {
    refreshing ??= pull()
      .catch(() => undefined)
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  /** Sends the queue again later: after the server's `Retry-After` (plus jitter) when it named one. */
  function scheduleRetry(waitAnswer: ApiError | null = null): void {
    if (retryTimer !== null) clearTimeout(retryTimer);
    const wait =
      (waitAnswer && retryWait(waitAnswer, retryAttempt, true)) ?? backoffDelay(retryAttempt);
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void sync();
    }, wait);
    retryAttempt += 1;
  }

  /** The answer that asked the last run to wait (busy, the database away). */
  let waitAnswer: ApiError | null = null;

  async function runQueue(): Promise<SyncOutcome> {
    syncing.value = true;
    waitAnswer = null;
    try {
      return await sendQueue({
        busy: (answer) => {
          waitAnswer = answer;
        },
        send: async (handOut) => {
          sending.value = handOut.key;
          try {
            return await consumeOffline(handOut);
          } finally {
            sending.value = null;
          }
        },
        settled: () => void loadState(),
      });
    } finally {
      syncing.value = false;
      await loadState();
    }
  }

  /**
   * Sends the waiting hand-outs, oldest first; retried with back-off until the queue is empty
   * (an outage leaves the retries to the connection's own probe: back online, it runs again).
   * A server that asks to wait is asked again after its `Retry-After`: the counter may stay
   * online all along (a busy server is there), and no entry is dropped for it.
   */
  function sync(): Promise<SyncOutcome> {
    // An offline session has no token: the queue waits for a clerk's online sign-in.
    if (!session.isAuthenticated) return Promise.resolve('signed_out');
    syncRun ??= runQueue()
      .catch((): SyncOutcome => 'retry')
      .then(async (outcome) => {
        if (outcome === 'done') {
          retryAttempt = 0;
          await refresh();
        } else if (outcome === 'retry') scheduleRetry();
        else if (outcome === 'busy') scheduleRetry(waitAnswer);
        return outcome;
      })
      .finally(() => {
        syncRun = null;
      });
    return syncRun;
  }

  /** The copy's row for a key (null: not in the copy). */
  async function lookup(key: string): Promise<ReplicaRow | null> {
    const read = await Promise.all([replicaRow(key), readMeta()]).catch(() => null);
    return read && read[1]?.owner === owner.value ? read[0] : null;
  }

  /** Queues a hand-out of a code the copy says is waiting; written before it is shown. */
  async function handOut(
    record: PickUpCode,
    collectedBy: CollectedBy | null = null,
  ): Promise<QueuedHandOut> {
    const staff = session.staff;
    if (!staff) throw new Error('handOut() without a session');
    const queued = await enqueueHandOut({
      idempotency_key: crypto.randomUUID(),
      key: record.key,
      offline_at: new Date().toISOString(),
      staff_id: staff.id,
      staff_username: staff.username,
      counter_id: counterId(),
      collected_by: collectedBy && { ...collectedBy },
      // A plain copy: IndexedDB cannot store the screen's reactive proxy.
      record: JSON.parse(JSON.stringify(record)) as PickUpCode,
    });
    await loadState();
    return queued;
  }

  /** Whether the key has a hand-out queued here that may still be taken back. */
  async function isQueued(key: string): Promise<boolean> {
    if (sending.value === key) return false;
    return (await queuedHandOut(key).catch(() => null)) !== null;
  }

  /** Takes a queued hand-out back; the record as it was before, or null when none was queued. */
  async function takeBack(key: string): Promise<PickUpCode | null> {
    if (sending.value === key) return null;
    const record = await dequeueHandOut(key);
    await loadState();
    return record;
  }

  /** Keeps the server's answer about a code in the copy. */
  async function remember(record: PickUpCode): Promise<void> {
    try {
      if ((await readMeta())?.owner === owner.value) await saveRecord(record);
    } catch {
      // The copy stays as it was; the next refresh brings the record.
    }
  }

  async function markSeen(idempotencyKey: string): Promise<void> {
    await markConflictSeen(idempotencyKey);
    await loadState();
  }

  /** Starts the refresh timer while a counter is shown; the returned function stops it. */
  function use(): () => void {
    users += 1;
    if (refreshTimer === null) {
      // A hand-out queued while the server was there (busy past the client's retries) goes out
      // with the next refresh, not only when the counter comes back from offline.
      refreshTimer = setInterval(() => {
        if (connectivity.online) void (waiting.value > 0 ? sync() : refresh());
      }, REFRESH_MS);
    }
    void loadState().then(() => (connectivity.online ? sync() : undefined));
    let stopped = false;
    return () => {
      if (stopped) return;
      stopped = true;
      users -= 1;
      if (users === 0 && refreshTimer !== null) {
        clearInterval(refreshTimer);
        refreshTimer = null;
      }
    };
  }

  // Back online: the queue goes first, then the copy is refreshed (sync() does both).
  watch(
    () => connectivity.online,
    (online) => {
      if (online && session.isAuthenticated) void sync();
    },
  );
  // The shop's zone heard (or changed) after the copy was made goes into it.
  watch(shopTimeZone, (zone) => {
    if (zone) void saveTimeZone(zone).catch(() => undefined);
  });
  // Signed out (or the session ended): the copy stays for the store's next clerk, who may sign
  // in offline (docs/DESIGN.md §14); another store's clerk starts afresh (pull()).
  watch(
    () => session.staff,
    () => void loadState(),
  );

  return {
    waiting,
    conflicts,
    refreshedAt,
    handOutAllowed,
    syncing,
    sending,
    refresh,
    sync,
    lookup,
    handOut,
    isQueued,
    takeBack,
    remember,
    markSeen,
    use,
    loadState,
  };
});
