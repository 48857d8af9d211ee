import type { PickUpCode } from '@/shared/api/pick-up-codes';
import {
  offlineDb,
  type OfflineConflict,
  type QueuedHandOut,
  type ReplicaMeta,
  type ReplicaRow,
} from './offline-db';

// Reads and writes of the counter's offline storage, each in one IndexedDB transaction, so a
// hand-out is queued and its package marked used together or not at all (docs/OFFLINE.md).

export async function readMeta(): Promise<ReplicaMeta | null> {
  return (await (await offlineDb()).get('meta', 'replica')) ?? null;
}

/** Drops the replica and its bookmark (sign-out, another clerk); the queue stays. */
export async function clearReplica(): Promise<void> {
  const db = await offlineDb();
  const tx = db.transaction(['replica', 'meta'], 'readwrite');
  await Promise.all([tx.objectStore('replica').clear(), tx.objectStore('meta').clear(), tx.done]);
}

/** The record as this counter knows it: a hand-out queued here marks it used. */
function asQueued(record: PickUpCode, handOut: QueuedHandOut): PickUpCode {
  return {
    ...record,
    key_status: 'used',
    used_at: handOut.offline_at,
    used_by: { id: handOut.staff_id, username: handOut.staff_username },
  };
}

/**
 * Stores a page of the changes feed and the bookmark after it. A key with a hand-out still
 * queued here stays used: the server does not know of it yet, and the copy must never offer
 * the package a second time.
 */
export async function saveChanges(
  records: readonly PickUpCode[],
  meta: Omit<ReplicaMeta, 'id'>,
): Promise<void> {
  const db = await offlineDb();
  const tx = db.transaction(['replica', 'meta', 'queue'], 'readwrite');
  const replica = tx.objectStore('replica');
  const byKey = tx.objectStore('queue').index('by_key');
  for (const record of records) {
    const queued = await byKey.get(record.key);
    await replica.put({ key: record.key, record: queued ? asQueued(record, queued) : record });
  }
  await tx.objectStore('meta').put({ id: 'replica', ...meta });
  await tx.done;
}

export async function replicaRow(key: string): Promise<ReplicaRow | null> {
  return (await (await offlineDb()).get('replica', key)) ?? null;
}

/** Puts the server's answer about one code into the copy (after a consume, a rollback, a check). */
export async function saveRecord(record: PickUpCode): Promise<void> {
  await saveChanges([record], (await readMeta()) ?? defaultMeta(''));
}

/**
 * Keeps the shop's time zone in the copy's meta, heard after the copy was made (the first
 * health answer may come after the first refresh): a counter opened offline shows its times in
 * it (docs/DESIGN.md §14). No copy yet: its first refresh writes the zone.
 */
export async function saveTimeZone(zone: string): Promise<void> {
  const tx = (await offlineDb()).transaction('meta', 'readwrite');
  const meta = await tx.store.get('replica');
  if (meta && meta.time_zone !== zone) await tx.store.put({ ...meta, time_zone: zone });
  await tx.done;
}

export const defaultMeta = (owner: string): Omit<ReplicaMeta, 'id'> => ({
  owner,
  cursor: null,
  refreshed_at: null,
  offline_hand_out: true,
  time_zone: null,
});

/** Queues a hand-out and marks its package used in the copy, in one transaction. */
export async function enqueueHandOut(handOut: QueuedHandOut): Promise<QueuedHandOut> {
  const db = await offlineDb();
  const tx = db.transaction(['replica', 'queue'], 'readwrite');
  const seq = await tx.objectStore('queue').add(handOut);
  await tx
    .objectStore('replica')
    .put({ key: handOut.key, record: asQueued(handOut.record, handOut) });
  await tx.done;
  return { ...handOut, seq };
}

export async function queuedHandOut(key: string): Promise<QueuedHandOut | null> {
  return (await (await offlineDb()).getFromIndex('queue', 'by_key', key)) ?? null;
}

/**
 * Takes a queued hand-out back before it was sent: it leaves the queue and its package is
 * waiting again in the copy. Null when the key has nothing queued.
 */
export async function dequeueHandOut(key: string): Promise<PickUpCode | null> {
  const db = await offlineDb();
  const tx = db.transaction(['replica', 'queue'], 'readwrite');
  const queued = await tx.objectStore('queue').index('by_key').get(key);
  if (!queued?.seq) {
    await tx.done;
    return null;
  }
  await tx.objectStore('queue').delete(queued.seq);
  await tx.objectStore('replica').put({ key, record: queued.record });
  await tx.done;
  return queued.record;
}

/** The oldest hand-out waiting, or null. */
export async function oldestHandOut(): Promise<QueuedHandOut | null> {
  const cursor = await (await offlineDb()).transaction('queue').store.openCursor();
  return cursor?.value ?? null;
}

export async function countQueued(): Promise<number> {
  return (await offlineDb()).count('queue');
}

/** The server took the hand-out: it leaves the queue and the copy holds the server's record. */
export async function settleAccepted(handOut: QueuedHandOut, record: PickUpCode): Promise<void> {
  const db = await offlineDb();
  const tx = db.transaction(['replica', 'queue'], 'readwrite');
  if (handOut.seq !== undefined) await tx.objectStore('queue').delete(handOut.seq);
  await tx.objectStore('replica').put({ key: record.key, record });
  await tx.done;
}

/** The server refused the hand-out: it leaves the queue for the "Not accepted" list. */
export async function settleRefused(
  handOut: QueuedHandOut,
  conflict: OfflineConflict,
): Promise<void> {
  const db = await offlineDb();
  const tx = db.transaction(['queue', 'conflicts'], 'readwrite');
  if (handOut.seq !== undefined) await tx.objectStore('queue').delete(handOut.seq);
  await tx.objectStore('conflicts').put(conflict);
  await tx.done;
}

/** Refusals not yet marked seen, oldest hand-out first. */
export async function listConflicts(): Promise<OfflineConflict[]> {
  const all = await (await offlineDb()).getAll('conflicts');
  return all.sort((a, b) => a.offline_at.localeCompare(b.offline_at));
}

export async function markConflictSeen(idempotencyKey: string): Promise<void> {
  await (await offlineDb()).delete('conflicts', idempotencyKey);
}
