/** The first retry after a failure waits this long; each further one waits twice as long … */
export const BACKOFF_BASE_MS = 1000;
/** … up to this. */
export const BACKOFF_MAX_MS = 30_000;

/** Milliseconds to wait before retry number `attempt` (0 for the first): 1 s, 2 s, 4 s … 30 s. */
export function backoffDelay(
  attempt: number,
  base: number = BACKOFF_BASE_MS,
  max: number = BACKOFF_MAX_MS,
): number {
  return Math.min(max, base * 2 ** Math.max(0, Math.min(attempt, 30)));
}
