/**
 * When a failed call means "the shop server cannot be reached" rather than "the server said
 * no" (docs/DEPLOYMENT.md, "When the server is down"): no answer at all (a network failure or
 * a timeout, status 0), a gateway's answer that the server behind it is down or slow (502,
 * 503, 504, as nginx or Caddy answer when no app server is up), or the server's own word that
 * its database cannot be reached or is too busy. The counter then shows its offline banner
 * and tries again with back-off; a consume so answered is "not handed out".
 *
 * `busy` is the one exception to the banner: the server answered, it only asks to wait
 * (`isServerBusy`). The client sends such a call again by itself after `Retry-After`, and only
 * a call still refused when it stops trying counts as "cannot work just now"
 * (docs/RELIABILITY.md: a transaction that keeps losing answers 503 `busy` with `Retry-After`).
 */

/** Statuses a reverse proxy (or the server) answers with when the service is not there. */
export const OUTAGE_STATUSES: readonly number[] = [502, 503, 504];

/** Refusal codes that say the server is there but cannot work just now. */
export const OUTAGE_CODES: readonly string[] = ['database_unavailable', 'busy'];

/** Whether an answer's status alone means the server cannot be reached. */
export const isOutageStatus = (status: number) => OUTAGE_STATUSES.includes(status);

/** `status` 0: no answer came (network failure, timeout). */
export function isServerOutage(failure: { status: number; code: string }): boolean {
  return (
    failure.status === 0 || isOutageStatus(failure.status) || OUTAGE_CODES.includes(failure.code)
  );
}

/**
 * The server is there but its lines are full (docs/DESIGN.md §13): 503 `busy`, or 503
 * `unavailable` with `Retry-After` (what a server older than `busy` answered when its
 * password-hashing line was full). Without `Retry-After`, `unavailable` means "shutting down"
 * or "not running": an outage, not a wait.
 */
export function isServerBusy(failure: {
  status: number;
  code: string;
  retryAfter?: number | null;
}): boolean {
  if (failure.status !== 503) return false;
  if (failure.code === 'busy') return true;
  return failure.code === 'unavailable' && failure.retryAfter != null;
}
