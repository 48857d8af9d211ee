import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import { ApiError, isOutage, NETWORK_ERROR } from '@/shared/api/client';
import { useConnectivityStore } from '@/features/connection';
import { useOfflineStore } from '@/features/offline';
import { useSessionStore } from '@/features/session';
import { consumePickUpCode } from '@/shared/api/pick-up-codes';
import {
  checkPickUpCode,
  rollbackPickUpCode,
  type CheckedPickUpCode,
  type CollectedBy,
  type PickUpCode,
} from './api';
import { keyOf } from '@shared/pick-up-key';
import {
  verdictForInvalidKey,
  verdictFromCheck,
  verdictFromConsumed,
  verdictFromError,
  verdictForOfflineRollback,
  verdictFromQueued,
  verdictFromReplica,
  verdictFromRolledBack,
  verdictFromTakenBack,
  type Verdict,
} from './pick-up-verdict';

export type CounterAction = 'check' | 'consume' | 'rollback';

/** A line of the counter's recent verdicts (this window only). */
export interface RecentVerdict {
  id: number;
  key: string;
  kind: Verdict['kind'];
  orderNumber: number | null;
  at: number;
}

const RECENT_LIMIT = 8;
/** Refusals after which the record on the card is read again (it changed under us). */
const STALE_CODES = new Set(['code_already_used', 'code_expired', 'code_canceled', 'code_busy']);

/**
 * The counter (docs/DESIGN.md §12): the code on the card and the verdict about it. A key is checked at
 * once; a ready code is consumed by Enter or the big button; a used one may be rolled back.
 */
export const useCounterStore = defineStore('counter', () => {
  const connectivity = useConnectivityStore();
  const offline = useOfflineStore();
  const session = useSessionStore();
  /**
   * The counter answers from its copy: the server is away, or the clerk signed in offline (no
   * token: the copy and the queue until a clerk signs in online, docs/DESIGN.md §14).
   */
  const fromCopy = computed(() => !connectivity.online || session.isOffline);
  const code = ref<PickUpCode | CheckedPickUpCode | null>(null);
  const verdict = ref<Verdict | null>(null);
  const busy = ref<CounterAction | null>(null);
  const recent = ref<RecentVerdict[]>([]);
  /** Bumped with every verdict, so that the same verdict twice is announced twice. */
  const verdictNumber = ref(0);
  /** The card's key has a hand-out queued on this counter (it may be taken back). */
  const queued = ref(false);
  let requestNumber = 0;
  let recentId = 0;

  // A package not prepared yet is handed out the same way once the clerk has fetched it.
  const canConsume = computed(
    () =>
      (verdict.value?.kind === 'ready' || verdict.value?.kind === 'not_prepared') &&
      code.value !== null &&
      code.value.key === verdict.value.key &&
      code.value.key_status === 'unused',
  );

  /**
   * A used code of a store the clerk works at (a wrong-store code has no card); offline, only a
   * hand-out queued here (it leaves the queue).
   */
  const canRollback = computed(
    () =>
      code.value !== null &&
      code.value.key_status === 'used' &&
      verdict.value !== null &&
      verdict.value.key === code.value.key &&
      (!fromCopy.value || queued.value),
  );

  function settle(
    next: Verdict,
    record: PickUpCode | CheckedPickUpCode | null,
    isQueued = false,
  ): Verdict {
    queued.value = isQueued;
    verdict.value = next;
    code.value = record;
    verdictNumber.value += 1;
    recent.value = [
      {
        id: ++recentId,
        key: next.key,
        kind: next.kind,
        orderNumber: record?.order_number ?? null,
        at: Date.now(),
      },
      ...recent.value,
    ].slice(0, RECENT_LIMIT);
    return next;
  }

  /** Checks a scanned or typed key; answers the verdict (null when a newer request won). */
  async function check(text: string): Promise<Verdict | null> {
    const key = keyOf(text);
    const current = ++requestNumber;
    if (key === null) return settle(verdictForInvalidKey(text.trim()), null);
    busy.value = 'check';
    try {
      if (fromCopy.value) {
        // The copy answers at once; the scan is also a cue to see whether the server is back.
        if (!connectivity.online && !connectivity.checking) void connectivity.probe();
        return await checkOffline(key, current);
      }
      const result = await checkPickUpCode(key);
      if (current !== requestNumber) return null;
      void offline.remember(result);
      return settle(verdictFromCheck(result), result, await offline.isQueued(key));
    } catch (error) {
      if (current !== requestNumber) return null;
      // The server just went away: the copy answers (docs/OFFLINE.md).
      if (isOutage(error)) return await checkOffline(key, current);
      return settle(verdictFromError(error, key, 'check'), null);
    } finally {
      if (current === requestNumber) busy.value = null;
    }
  }

  /** The verdict from the counter's copy (offline). */
  async function checkOffline(key: string, current: number): Promise<Verdict | null> {
    const row = await offline.lookup(key);
    const isQueued = await offline.isQueued(key);
    if (current !== requestNumber) return null;
    const next = verdictFromReplica(key, row?.record ?? null, {
      since: offline.refreshedAt,
      handOutAllowed: offline.handOutAllowed,
    });
    return settle(next, row?.record ?? null, isQueued);
  }

  /**
   * Offline: the hand-out is written to the queue (and the copy marks the package used) before
   * the counter says "Handed out (offline)".
   */
  async function consumeOffline(
    record: PickUpCode,
    current: number,
    collectedBy: CollectedBy | null,
  ): Promise<Verdict | null> {
    if (!offline.handOutAllowed) return null;
    let handOut;
    try {
      handOut = await offline.handOut(record, collectedBy);
    } catch {
      // Not written to the queue: never said handed out.
      if (current !== requestNumber) return null;
      return settle(
        verdictFromError(new ApiError(0, NETWORK_ERROR, ''), record.key, 'consume'),
        record,
      );
    }
    if (current !== requestNumber) return null;
    const used: PickUpCode = {
      ...record,
      key_status: 'used',
      used_at: handOut.offline_at,
      used_by: { id: handOut.staff_id, username: handOut.staff_username },
    };
    return settle(verdictFromQueued(record, handOut.offline_at), used, true);
  }

  /**
   * Hands out the code on the card when it is ready, to `collectedBy` when someone else
   * collects it; null when there is nothing to do.
   */
  async function consume(collectedBy: CollectedBy | null = null): Promise<Verdict | null> {
    if (!canConsume.value || busy.value !== null || !code.value) return null;
    const key = code.value.key;
    if (verdict.value?.offline || fromCopy.value) {
      const current = ++requestNumber;
      busy.value = 'consume';
      try {
        return await consumeOffline(code.value, current, collectedBy);
      } finally {
        if (current === requestNumber) busy.value = null;
      }
    }
    const current = ++requestNumber;
    busy.value = 'consume';
    try {
      const record = await consumePickUpCode(key, collectedBy);
      if (current !== requestNumber) return null;
      void offline.remember(record);
      return settle(verdictFromConsumed(record), record);
    } catch (error) {
      if (current !== requestNumber) return null;
      const refused = verdictFromError(error, key, 'consume');
      const errorCode = error instanceof ApiError ? error.code : '';
      // Someone else changed the code since the check: show it as it is now.
      const fresh = STALE_CODES.has(errorCode)
        ? await checkPickUpCode(key).catch(() => null)
        : null;
      if (current !== requestNumber) return null;
      if (fresh && !fresh.can_consume) return settle(verdictFromCheck(fresh), fresh);
      return settle(refused, fresh);
    } finally {
      if (current === requestNumber) busy.value = null;
    }
  }

  /** Rolls back the used code on the card (the view asks for confirmation first). */
  async function rollback(): Promise<Verdict | null> {
    if (!canRollback.value || busy.value !== null || !code.value) return null;
    const record = code.value;
    const current = ++requestNumber;
    busy.value = 'rollback';
    try {
      // A hand-out still queued here leaves the queue: the server never heard of it.
      const before = queued.value ? await offline.takeBack(record.key) : null;
      if (current !== requestNumber) return null;
      if (before) return settle(verdictFromTakenBack(before), before);
      if (fromCopy.value) return settle(verdictForOfflineRollback(record.key), record);
      const restored = await rollbackPickUpCode(record.key);
      if (current !== requestNumber) return null;
      void offline.remember(restored);
      return settle(verdictFromRolledBack(restored), restored);
    } catch (error) {
      if (current !== requestNumber) return null;
      // The card stays: the code is still used.
      return settle(verdictFromError(error, record.key, 'rollback'), record);
    } finally {
      if (current === requestNumber) busy.value = null;
    }
  }

  function clear(): void {
    requestNumber += 1;
    queued.value = false;
    busy.value = null;
    code.value = null;
    verdict.value = null;
  }

  return {
    code,
    verdict,
    busy,
    recent,
    queued,
    verdictNumber,
    canConsume,
    canRollback,
    fromCopy,
    check,
    consume,
    rollback,
    clear,
  };
});
