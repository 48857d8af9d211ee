import type { CollectedBy } from '@shared/collected-by';
import { answer, api, call, withoutOutageRetries } from '@/shared/api/client';
import type { PickUpCode } from '@/features/pick-up/api';

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
  collected_by?: CollectedBy | null;
}

/**
 * Sends a hand-out made offline: the same `Idempotency-Key` and body again (a retry after a
 * lost answer) is answered as the first time and applied once.
 */
export function consumeOffline(handOut: OfflineConsume): Promise<PickUpCode> {
  return call<PickUpCode>('post', 'orders/pick_up_code/consume/', {
    json: {
      key: handOut.key,
      offline_at: handOut.offline_at,
      counter_id: handOut.counter_id,
      ...(handOut.collected_by && { collected_by: handOut.collected_by }),
    },
    headers: { 'Idempotency-Key': handOut.idempotency_key },
    // The queue waits for the server's return by itself (sync.ts); a busy server is waited for.
    outageRetries: false,
  });
}
