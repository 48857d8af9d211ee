import { defineStore } from 'pinia';
import { onScopeDispose, ref } from 'vue';
import { onReachability } from '@/shared/api/client';
import { setShopTimeZone } from '@/shared/utils/shop-time';
import { getServerHealth } from './api';

// An outage and the server's return are noticed within 3 s (docs/DESIGN.md §14 "Offline"):
// a server that refuses fails the next heartbeat at once (≤ HEARTBEAT_MS), one that hangs
// fails it after PROBE_TIMEOUT_MS (≤ 2.7 s); offline, a try starts every OFFLINE_PROBE_MS
// (+ jitter), so an answering server is seen within 2.25 s. `GET /api/health` is cheap: it
// reads no database (the settings last read) and checks no token.

/** While the server answers, it is asked this often, so an idle counter notices an outage. */
export const HEARTBEAT_MS = 1_500;
/** A try of the heartbeat or the offline probe unanswered this long counts as no answer. */
export const PROBE_TIMEOUT_MS = 1_200;
/** While it does not answer, a try starts this long after the one before began. */
export const OFFLINE_PROBE_MS = 2_000;
/**
 * Up to this much is added at random to an offline try's wait: counters cut off together do not
 * all ask in the same instant, and a return is still seen within 3 s.
 */
export const PROBE_JITTER_MS = 250;

/**
 * Whether the shop server answers (docs/DESIGN.md §13 "Counters connect", §14 "Unreachable").
 * Any call that gets no answer marks it unreachable at once; from then on `GET /api/health` is
 * asked every OFFLINE_PROBE_MS until the server answers again (any call answering does it too).
 */
export const useConnectivityStore = defineStore('connectivity', () => {
  const online = ref(true);
  /** Failed tries since the server stopped answering. */
  const attempt = ref(0);
  /** Wait before the next automatic try, in ms (0 while online). */
  const retryDelay = ref(0);
  /** A probe someone asked for (the banner's "retry now", a scan offline) is on its way. */
  const checking = ref(false);
  /** Any probe, asked for or automatic, is on its way: one at a time. */
  let probing: Promise<void> | null = null;
  /** When the last try began (ms), so the next offline one starts OFFLINE_PROBE_MS after it. */
  let lastTryAt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let heartbeat: ReturnType<typeof setInterval> | null = null;
  let watchers = 0;

  function cancelRetry(): void {
    if (retryTimer !== null) clearTimeout(retryTimer);
    retryTimer = null;
  }

  function markReachable(): void {
    cancelRetry();
    online.value = true;
    attempt.value = 0;
    retryDelay.value = 0;
  }

  function markUnreachable(): void {
    // Told by a probe's own try (it is still on its way), or by another call.
    const fromProbe = probing !== null;
    if (online.value) {
      online.value = false;
      attempt.value = 0;
    } else {
      attempt.value += 1;
    }
    // Another call failing does not push a try that is already due later.
    if (!fromProbe && retryTimer !== null) return;
    cancelRetry();
    // From the try's start, not its failure: a try that hung for PROBE_TIMEOUT_MS does not push
    // the next one later (no growing back-off: the return must be seen within 3 s).
    const wait = fromProbe
      ? Math.max(0, lastTryAt + OFFLINE_PROBE_MS - Date.now())
      : OFFLINE_PROBE_MS;
    retryDelay.value = wait + Math.random() * PROBE_JITTER_MS;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      // A try on its way reports, and schedules the next one itself.
      if (probing === null) void send();
    }, retryDelay.value);
  }

  /** Asks `GET /api/health` once; the client's reachability report moves the state. */
  function send(): Promise<void> {
    cancelRetry();
    if (probing) return probing;
    lastTryAt = Date.now();
    probing = getServerHealth(PROBE_TIMEOUT_MS)
      .then(
        // Staff cannot read the shop's settings: the counter learns the shop's zone here, and
        // keeps it in its copy for offline (docs/DESIGN.md §14).
        (health) => {
          if (health.time_zone) setShopTimeZone(health.time_zone);
        },
        // Reported through onReachability (no answer) or an answer (reachable): nothing to add.
        () => undefined,
      )
      .finally(() => {
        probing = null;
      });
    return probing;
  }

  /** A probe asked for (the banner's "retry now", a scan offline): shown as checking. */
  async function probe(): Promise<void> {
    checking.value = true;
    try {
      await send();
    } finally {
      checking.value = false;
    }
  }

  /** Keeps a heartbeat running while at least one screen that needs the server is shown. */
  function watch(): () => void {
    watchers += 1;
    if (heartbeat === null) {
      heartbeat = setInterval(() => {
        if (online.value && probing === null) void send();
      }, HEARTBEAT_MS);
      // The first screen asks at once: a server already gone is seen as the screen opens, and
      // the shop's zone is known before its first times are drawn.
      if (online.value && probing === null) void send();
    }
    let stopped = false;
    return () => {
      if (stopped) return;
      stopped = true;
      watchers -= 1;
      if (watchers === 0 && heartbeat !== null) {
        clearInterval(heartbeat);
        heartbeat = null;
      }
    };
  }

  const stopListening = onReachability((reachable) =>
    reachable ? markReachable() : markUnreachable(),
  );
  onScopeDispose(() => {
    stopListening();
    cancelRetry();
    if (heartbeat !== null) clearInterval(heartbeat);
    heartbeat = null;
  });

  return { online, attempt, retryDelay, checking, probe, watch };
});
