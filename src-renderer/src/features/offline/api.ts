import type { CollectedBy } from '@shared/collected-by';
import { answer, api, withoutOutageRetries } from '@/shared/api/client';
import { consumePickUpCode, type PickUpCode } from '@/shared/api/pick-up-codes';

/** A page of the store's changes feed (docs/OFFLINE.md, "The copy on the counter"). */
export interface CodeChanges {
  /** Where the next call starts; changes made later come after it. */
  cursor: string;
  results: PickUpCode[];
  has_more: boolean;
  /** The shop setting `offline_hand_out`, when the server tells staff about it. */
  offline_hand_out?: boolean;
}

/** Every code of the caller's store changed after `cursor` (none: every unused code). */
export async function fetchCodeChanges(
  cursor: string | null,
  shopId?: number,
): Promise<CodeChanges> {
  const query = {
    ...(cursor !== null && { cursor }),
    ...(shopId !== undefined && { offline_shop: shopId }),
  };
  // Offline the copy waits for the connection's probe: the client does not send it again then.
  return answer(
    api.GET('/api/orders/pick_up_code/changes/', { params: { query }, ...withoutOutageRetries }),
  );
}

export interface OfflineConsume {
  idempotency_key: string;
  key: string;
  offline_at: string;
  counter_id: string;
  /** Who handed it out (an offline session's clerk too). */
  staff_id: number;
  collected_by?: CollectedBy | null;
}

/**
 * Sends a hand-out made offline: the same `Idempotency-Key` and body again (a retry after a
 * lost answer) is answered as the first time and applied once. The queue waits for the
 * server's return by itself (sync.ts); a busy server is waited for.
 */
export function consumeOffline(handOut: OfflineConsume): Promise<PickUpCode> {
  return consumePickUpCode(handOut.key, handOut.collected_by ?? null, {
    idempotencyKey: handOut.idempotency_key,
    offlineAt: handOut.offline_at,
    counterId: handOut.counter_id,
    staffId: handOut.staff_id,
  });
}
