import { backoffDelay } from '@shared/backoff';
import { isOutageStatus, isServerBusy } from '@shared/outage';
import { beginBusyWait } from './busy-retries';

/**
 * How long a call goes on being sent again, from its first try: as long as one try may take
 * (the client's 30 s timeout). A peak's busy spell is over in seconds (docs/DESIGN.md §13:
 * the lines admit within 2–3 s); a counter still refused after this answers from its copy
 * instead (docs/OFFLINE.md), and an admin screen says the call failed.
 */
export const RETRY_WINDOW_MS = 30_000;
/**
 * Up to this much is added at random to each wait: the clients a peak turned away all read the
 * same `Retry-After`, and coming back in the same instant would make the next peak.
 */
export const RETRY_JITTER_MS = 1_000;

/** What the rules read of a failed try (an `ApiError` has these). */
export interface Failure {
  status: number;
  code: string;
  retryAfter: number | null;
}

export interface RetryRules {
  /** The request may be sent again without doing anything twice (`isRetrySafe`). */
  safe: boolean;
  /**
   * Also send it again when the server cannot be reached. False for callers with a fallback of
   * their own (the counter's copy, the connection's probe, the offline queue): they must hear
   * of an outage at once (docs/OFFLINE.md, "When is the counter offline?").
   */
  outages: boolean;
}

/** A failed sign-in changes nothing, so sending it again is safe (docs/DESIGN.md §13). */
const SIGN_IN_PATH = /\/api\/shops\/staff_login\/?$/;

/**
 * Reads are sent again always; a write only when it carries an `Idempotency-Key` (the server
 * answers a repeat with the first answer: docs/OFFLINE.md, "Sending the queue"), and the
 * sign-in. Any other write is the caller's to repeat: it might be done twice.
 */
export function isRetrySafe(method: string, pathname: string, hasIdempotencyKey: boolean): boolean {
  const verb = method.toUpperCase();
  if (verb === 'GET' || verb === 'HEAD') return true;
  if (hasIdempotencyKey) return true;
  return verb === 'POST' && SIGN_IN_PATH.test(pathname);
}

/**
 * An outage that may be over in a moment: no answer (status 0), the database away, or a
 * gateway's 502/503/504 page (no code of the server's: the client named it `server_error`). A
 * 503 the server itself explains (`not_initialised`, `unavailable` while shutting down) is its
 * answer, not sent again.
 */
function isPassingOutage(failure: Failure): boolean {
  if (failure.status === 0 || failure.code === 'database_unavailable') return true;
  return isOutageStatus(failure.status) && failure.code === 'server_error';
}

/**
 * Milliseconds to wait before sending a failed try again (`retry` 0 for the first), or null
 * when this failure is not sent again: the server's `Retry-After` (or the back-off of
 * src-shared/backoff.ts when it names none) plus jitter.
 */
export function retryWait(failure: Failure, retry: number, outages: boolean): number | null {
  if (!isServerBusy(failure) && !(outages && isPassingOutage(failure))) return null;
  const base = failure.retryAfter !== null ? failure.retryAfter * 1000 : backoffDelay(retry);
  return base + Math.random() * RETRY_JITTER_MS;
}

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/**
 * Runs `send` until it succeeds, fails in a way not sent again, or the next try would start
 * past `RETRY_WINDOW_MS`; the last failure is thrown as it came. While it waits for a busy
 * server, it counts in the busy notice's waits (shown only after 5 s: `busy-retries.ts`).
 */
export async function withRetries<T>(
  send: () => Promise<T>,
  rules: RetryRules,
  failureOf: (error: unknown) => Failure | null,
): Promise<T> {
  if (!rules.safe) return send();
  const started = Date.now();
  let endBusyWait: (() => void) | null = null;
  try {
    for (let retry = 0; ; retry += 1) {
      try {
        return await send();
      } catch (error) {
        const failure = failureOf(error);
        const wait = failure ? retryWait(failure, retry, rules.outages) : null;
        if (!failure || wait === null || Date.now() - started + wait > RETRY_WINDOW_MS) throw error;
        if (isServerBusy(failure)) endBusyWait ??= beginBusyWait();
        await sleep(wait);
      }
    }
  } finally {
    endBusyWait?.();
  }
}
