import { answer, api, withoutOutageRetries, type Body, type Schemas } from '@/shared/api/client';

// The pick-up code as every counter screen shares it (docs/DESIGN.md §5): the counter
// (features/pick-up), its offline copy and queue (features/offline), the order's page and the
// history. Here, below all of them, so that the counter's stores go one way: pick-up → offline.

/** A code (`key` 12 digits; the customer's `mobile` is masked by the server: `138****1234`). */
export type PickUpCode = Schemas['PickUpCode'];
export type KeyStatus = PickUpCode['key_status'];
export type StockStatus = PickUpCode['stock_status'];
export type PickUpLine = PickUpCode['lines'][number];

/** Who collects a package for the customer (docs/API.md "Collected by someone else"). */
export type CollectedBy = NonNullable<PickUpCode['collected_by']>;

/** Who collects it, as a hand-out sends it (the queue keeps it as the clerk typed it). */
type CollectorBody = NonNullable<Body<'/api/orders/pick_up_code/consume/', 'post'>['collected_by']>;

/** A hand-out made offline, sent again as it was queued (docs/OFFLINE.md, "Sending the queue"). */
export interface OfflineHandOut {
  /** The queued hand-out's own key: sent again, it is answered as the first time. */
  idempotencyKey: string;
  /** When the clerk handed the package out. */
  offlineAt: string;
  counterId: string;
  /**
   * The clerk who handed it out (docs/DESIGN.md §14): one signed in offline has no token of
   * their own, so the queue goes out with the next online clerk's; the server takes it only if
   * this clerk was active and of the store at `offlineAt`.
   */
  staffId?: number;
}

/**
 * Hands a package out: 409 `code_already_used` (when and by whom in the detail),
 * `code_expired`, `code_canceled`. `collectedBy`: someone other than the customer takes it.
 * One `Idempotency-Key` per hand-out: the client sends the call again after a busy answer, and
 * a repeat the server already did is answered, not done twice. A hand-out made offline
 * (`offline`) keeps the key it was queued with, and says when and on which counter it was made.
 * The counter hears of an outage at once (it answers from its copy; the queue waits for the
 * server's return by itself); a busy server is waited for.
 */
export function consumePickUpCode(
  key: string,
  collectedBy: CollectorBody | null = null,
  offline: OfflineHandOut | null = null,
): Promise<PickUpCode> {
  const body = offline
    ? {
        key,
        offline_at: offline.offlineAt,
        counter_id: offline.counterId,
        ...(offline.staffId !== undefined && { staff_id: offline.staffId }),
        ...(collectedBy && { collected_by: collectedBy }),
      }
    : collectedBy
      ? { key, collected_by: collectedBy }
      : { key };
  return answer(
    api.POST('/api/orders/pick_up_code/consume/', {
      params: { header: { 'Idempotency-Key': offline?.idempotencyKey ?? crypto.randomUUID() } },
      body,
      ...withoutOutageRetries,
    }),
  );
}
