// Wrong offline passwords are throttled on the counter itself (docs/DESIGN.md §14 "Starting
// offline"): no server counts them while it is away. Kept in localStorage by lower-cased
// username, so a reload or a restart does not start the count afresh.

const THROTTLE_KEY = 'shopdesk.offlineSignInThrottle';
/** Wrong tries allowed before the first wait. */
export const FREE_TRIES = 3;
export const FIRST_WAIT_MS = 30_000;
export const LONGEST_WAIT_MS = 15 * 60_000;

interface Tries {
  failures: number;
  /** Until when (ms since the epoch) no try is taken. */
  until: number;
}

function readAll(): Record<string, Tries> {
  try {
    const saved = JSON.parse(localStorage.getItem(THROTTLE_KEY) ?? '{}') as unknown;
    return typeof saved === 'object' && saved !== null ? (saved as Record<string, Tries>) : {};
  } catch {
    return {};
  }
}

function writeAll(all: Record<string, Tries>): void {
  localStorage.setItem(THROTTLE_KEY, JSON.stringify(all));
}

const keyOf = (username: string) => username.trim().toLowerCase();

/** How long `username` must still wait before the next offline try (ms; 0: now). */
export function waitBeforeTry(username: string, now = Date.now()): number {
  const tries = readAll()[keyOf(username)];
  return tries ? Math.max(0, tries.until - now) : 0;
}

/** The wait after the `failures`-th wrong try: none for the first three, then 30 s doubling. */
export function waitAfter(failures: number): number {
  if (failures < FREE_TRIES) return 0;
  return Math.min(LONGEST_WAIT_MS, FIRST_WAIT_MS * 2 ** (failures - FREE_TRIES));
}

/** A wrong try; answers the wait it brings (ms). */
export function recordFailure(username: string, now = Date.now()): number {
  const all = readAll();
  const key = keyOf(username);
  const failures = (all[key]?.failures ?? 0) + 1;
  const wait = waitAfter(failures);
  all[key] = { failures, until: now + wait };
  writeAll(all);
  return wait;
}

/** A right password (offline or online): the count starts again. */
export function clearFailures(username: string): void {
  const all = readAll();
  if (!(keyOf(username) in all)) return;
  delete all[keyOf(username)];
  writeAll(all);
}
