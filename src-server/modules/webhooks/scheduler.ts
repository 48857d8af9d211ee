import { randomUUID } from 'node:crypto';
import { RECHECK_MS } from '../../db/outbox';
import { attemptClaimed } from './attempts';
import * as repo from './repository';
import type { WebhookWorkerState } from './worker-state';

/** Starts sending a claimed delivery; its end frees the slot and wakes the worker. */
function startAttempt(worker: WebhookWorkerState, id: number, webhookId: number, token: string) {
  const stop = new AbortController();
  const done = attemptClaimed(worker, id, token, stop.signal)
    .catch(worker.pump.report)
    .finally(() => {
      worker.inFlight.delete(id);
      worker.pump.kick();
    });
  worker.inFlight.set(id, { webhookId, stop, done });
}

/** Deliveries in flight per webhook. */
function sendingPerWebhook(worker: WebhookWorkerState) {
  const busy = new Map<number, number>();
  for (const { webhookId } of worker.inFlight.values())
    busy.set(webhookId, (busy.get(webhookId) ?? 0) + 1);
  return busy;
}

/**
 * Claims due deliveries up to the concurrency bounds and starts sending them. The shared
 * slots are not all: a webhook with nothing in flight may always send one delivery, beyond
 * them, so receivers that hang or answer slowly (each holding its own two) never make a
 * healthy webhook wait (docs/SECURITY.md). In flight at most `concurrency` + one per webhook.
 */
export async function claimDue(worker: WebhookWorkerState) {
  const { database, clock, concurrency, perWebhook, inFlight, pump } = worker;
  while (pump.isRunning()) {
    const free = concurrency - inFlight.size;
    const busy = sendingPerWebhook(worker);
    const now = clock.now();
    // With no shared slot left, only webhooks with nothing in flight may start one.
    const full = [...busy]
      .filter(([, count]) => count >= (free > 0 ? perWebhook : 1))
      .map(([id]) => id);
    const wanted = Math.max(free, 0) + concurrency;
    // Our own attempts are held, so not due, unless a moved clock let their claim lapse.
    const due = await repo.listDueDeliveries(database.db, now, wanted + inFlight.size, full);
    let started = 0;
    for (const candidate of due) {
      if (!pump.isRunning()) break;
      // Ours already (its claim lapsed on a moved clock) or its webhook has its share.
      if (inFlight.has(candidate.id)) continue;
      const sending = busy.get(candidate.webhook_id) ?? 0;
      if (sending >= perWebhook) continue;
      if (inFlight.size >= concurrency && sending > 0) continue;
      const token = randomUUID();
      const claimed = await database.transaction((trx) =>
        repo.updateDeliveryClaimed(trx, candidate.id, token, now, now + worker.leaseMs),
      );
      if (!claimed) continue;
      if (!pump.isRunning()) {
        await database.transaction((trx) => repo.updateDeliveryReleased(trx, candidate.id, token));
        return;
      }
      startAttempt(worker, candidate.id, candidate.webhook_id, token);
      busy.set(candidate.webhook_id, sending + 1);
      started += 1;
    }
    // Nothing more could be taken now: completions and the timer bring the rest.
    if (started === 0 || due.length < wanted) return;
  }
}

/** Wakes the worker when the next retry (or a lapsing claim) is due. */
export async function scheduleNext(worker: WebhookWorkerState) {
  const next = await repo.findNextDueAt(worker.database.db, worker.clock.now());
  worker.pump.wakeIn(wakeDelay(worker, next));
}

function wakeDelay(worker: WebhookWorkerState, next: number | null) {
  if (next === null) return null;
  const delay = next - worker.clock.now();
  if (delay > 0) return delay;
  // Due but not taken: ours in flight (their end wakes us) or held elsewhere for now.
  return worker.inFlight.size > 0 ? null : RECHECK_MS;
}
