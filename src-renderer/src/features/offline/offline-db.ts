import type { CollectedBy } from '@shared/collected-by';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { PickUpCode } from '@/shared/api/pick-up-codes';

// The counter's offline storage (docs/OFFLINE.md): one IndexedDB database per origin holding
// the store's replica of pick-up codes, the queue of hand-outs made offline and the refusals
// the server answered them with. IndexedDB survives a reload and an app restart.

/** One hand-out made offline, waiting to be sent (`consume/` with `Idempotency-Key`). */
export interface QueuedHandOut {
  /** Order of the queue: oldest first (auto-increment). */
  seq?: number;
  /** A UUID, sent as `Idempotency-Key`: a replay is answered, never applied twice. */
  idempotency_key: string;
  key: string;
  /** When the clerk handed the package out (ISO 8601). */
  offline_at: string;
  staff_id: number;
  staff_username: string;
  counter_id: string;
  /** Who collected the package when not the customer (sent with the hand-out). */
  collected_by?: CollectedBy | null;
  /** What the card showed, for the "Not accepted" list (customer, order). */
  record: PickUpCode;
}

/** A queued hand-out the server refused, listed until a clerk marks it seen. */
export interface OfflineConflict {
  idempotency_key: string;
  key: string;
  order_number: number;
  customer: string;
  offline_at: string;
  staff_username: string;
  /** The refusal's code (`code_already_used`, …) and its params, translated by the screen. */
  code: string;
  params: Record<string, unknown> | null;
  /** When the server refused it. */
  refused_at: string;
}

/** The replica's bookmark: whose copy it is, where the feed stopped, when it was last fresh. */
export interface ReplicaMeta {
  id: 'replica';
  /** The signed-in staff member the copy was fetched for (another clerk starts afresh). */
  owner: string;
  cursor: string | null;
  /** When the copy last matched the server (ISO 8601), null before the first refresh. */
  refreshed_at: string | null;
  /** The shop setting `offline_hand_out` as last heard (true unless the server said false). */
  offline_hand_out: boolean;
  /**
   * The shop's IANA time zone as last heard (`GET /api/health`): offline every time the counter
   * shows is in it, never the computer's (docs/DESIGN.md §14). Absent in a copy made before it.
   */
  time_zone?: string | null;
}

export interface ReplicaRow {
  key: string;
  record: PickUpCode;
}

interface OfflineSchema extends DBSchema {
  replica: { key: string; value: ReplicaRow };
  meta: { key: string; value: ReplicaMeta };
  queue: { key: number; value: QueuedHandOut; indexes: { by_key: string } };
  conflicts: { key: string; value: OfflineConflict };
}

export type OfflineDb = IDBPDatabase<OfflineSchema>;

export const OFFLINE_DB_NAME = 'shopdesk-offline';

let opening: Promise<OfflineDb> | null = null;

/** The database, opened once (and created on first use). */
export function offlineDb(): Promise<OfflineDb> {
  opening ??= openDB<OfflineSchema>(OFFLINE_DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('replica', { keyPath: 'key' });
      db.createObjectStore('meta', { keyPath: 'id' });
      const queue = db.createObjectStore('queue', { keyPath: 'seq', autoIncrement: true });
      queue.createIndex('by_key', 'key');
      db.createObjectStore('conflicts', { keyPath: 'idempotency_key' });
    },
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

/** Closes the database (tests start each case from a fresh one). */
export async function closeOfflineDb(): Promise<void> {
  const db = opening ? await opening.catch(() => null) : null;
  opening = null;
  db?.close();
}
