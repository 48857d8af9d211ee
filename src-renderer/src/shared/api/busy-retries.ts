import { readonly, ref } from 'vue';

/**
 * A person hears of a busy server only once a call has waited this long (docs/DESIGN.md §13):
 * a peak's busy answers are usually over in a second or two, and a notice that flashes for
 * each of them would alarm a clerk for nothing.
 */
export const BUSY_NOTICE_AFTER_MS = 5_000;

/** Calls that have been sent again for a busy server for longer than the threshold. */
const longWaits = ref(0);

/** How many calls have waited for a busy server past the threshold (read-only). */
export const busyWaits = readonly(longWaits);

/**
 * Marks a call as waiting for a busy server from now on; the returned function ends the wait
 * (the call answered or gave up). It counts in `busyWaits` only once it has lasted
 * `BUSY_NOTICE_AFTER_MS`.
 */
export function beginBusyWait(): () => void {
  let counted = false;
  const timer = setTimeout(() => {
    counted = true;
    longWaits.value += 1;
  }, BUSY_NOTICE_AFTER_MS);
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    clearTimeout(timer);
    if (counted) longWaits.value -= 1;
  };
}
