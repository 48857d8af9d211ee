import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import { ApiError } from '@/shared/api/client';
import {
  checkPickUpCode,
  consumePickUpCode,
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
  verdictFromRolledBack,
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
  const code = ref<PickUpCode | CheckedPickUpCode | null>(null);
  const verdict = ref<Verdict | null>(null);
  const busy = ref<CounterAction | null>(null);
  const recent = ref<RecentVerdict[]>([]);
  /** Bumped with every verdict, so that the same verdict twice is announced twice. */
  const verdictNumber = ref(0);
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

  /** A used code of a store the clerk works at (a wrong-store code has no card). */
  const canRollback = computed(
    () =>
      code.value !== null &&
      code.value.key_status === 'used' &&
      verdict.value !== null &&
      verdict.value.key === code.value.key,
  );

  function settle(next: Verdict, record: PickUpCode | CheckedPickUpCode | null): Verdict {
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
      const result = await checkPickUpCode(key);
      if (current !== requestNumber) return null;
      return settle(verdictFromCheck(result), result);
    } catch (error) {
      if (current !== requestNumber) return null;
      return settle(verdictFromError(error, key, 'check'), null);
    } finally {
      if (current === requestNumber) busy.value = null;
    }
  }

  /**
   * Hands out the code on the card when it is ready, to `collectedBy` when someone else
   * collects it; null when there is nothing to do.
   */
  async function consume(collectedBy: CollectedBy | null = null): Promise<Verdict | null> {
    if (!canConsume.value || busy.value !== null || !code.value) return null;
    const key = code.value.key;
    const current = ++requestNumber;
    busy.value = 'consume';
    try {
      const record = await consumePickUpCode(key, collectedBy);
      if (current !== requestNumber) return null;
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
      const restored = await rollbackPickUpCode(record.key);
      if (current !== requestNumber) return null;
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
    busy.value = null;
    code.value = null;
    verdict.value = null;
  }

  return {
    code,
    verdict,
    busy,
    recent,
    verdictNumber,
    canConsume,
    canRollback,
    check,
    consume,
    rollback,
    clear,
  };
});
