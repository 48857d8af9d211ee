import { ApiError, isOutage } from '@/shared/api/client';
import { isServerBusy } from '@shared/outage';
import type { PickUpCode } from '@/shared/api/pick-up-codes';
import type { QueuedHandOut } from './offline-db';
import { oldestHandOut, settleAccepted, settleRefused } from './offline-storage';

/**
 * How a run of the queue ended: `done` (empty), `unreachable` (the server went away again),
 * `busy` (the server asked to wait `Retry-After`: busy, or its database away), `retry` (another
 * answer that asks to try later: busy key, throttled, an unexpected failure), `signed_out` (the
 * session ended: a clerk signs in online, the queue waits for it).
 */
export type SyncOutcome = 'done' | 'unreachable' | 'busy' | 'retry' | 'signed_out';

/** Refusals that say "not now", never "no": the hand-out stays queued and is sent again. */
const TRANSIENT_CODES = new Set(['code_busy', 'throttled']);

export interface SyncSteps {
  send(handOut: QueuedHandOut): Promise<PickUpCode>;
  /** Told each hand-out the server took or refused, as it is settled. */
  settled?(handOut: QueuedHandOut, outcome: 'accepted' | 'refused'): void;
  /** Told the answer that asked to wait (its `retryAfter`), before the run ends `busy`. */
  busy?(answer: ApiError): void;
}

/**
 * Sends the queue oldest first, one hand-out at a time, each with its own `Idempotency-Key`
 * (docs/OFFLINE.md, "Sending the queue"). A hand-out leaves the queue only once the server has
 * answered it: taken (the copy gets the server's record) or refused (it goes to the "Not
 * accepted" list); with no answer it stays, and sending it again cannot apply it twice.
 */
export async function sendQueue(steps: SyncSteps): Promise<SyncOutcome> {
  for (;;) {
    const handOut = await oldestHandOut();
    if (!handOut) return 'done';
    let record: PickUpCode;
    try {
      record = await steps.send(handOut);
    } catch (error) {
      const outcome = failureOutcome(error);
      if (outcome === 'busy') steps.busy?.(error as ApiError);
      if (outcome !== 'refused') return outcome;
      await settleRefused(handOut, conflictOf(handOut, error as ApiError));
      steps.settled?.(handOut, 'refused');
      continue;
    }
    await settleAccepted(handOut, record);
    steps.settled?.(handOut, 'accepted');
  }
}

function failureOutcome(error: unknown): SyncOutcome | 'refused' {
  if (!(error instanceof ApiError)) return 'retry';
  // "Wait and send again", never "no": the hand-out stays whatever the wait (docs/OFFLINE.md).
  if (isServerBusy(error) || error.code === 'database_unavailable') return 'busy';
  if (isOutage(error)) return 'unreachable';
  if (error.status === 401) return 'signed_out';
  if (TRANSIENT_CODES.has(error.code) || error.status >= 500) return 'retry';
  return 'refused';
}

function conflictOf(handOut: QueuedHandOut, error: ApiError) {
  return {
    idempotency_key: handOut.idempotency_key,
    key: handOut.key,
    order_number: handOut.record.order_number,
    customer: handOut.record.customer.full_name,
    offline_at: handOut.offline_at,
    staff_username: handOut.staff_username,
    code: error.code,
    params: error.params ? { ...error.params } : null,
    refused_at: new Date().toISOString(),
  };
}
