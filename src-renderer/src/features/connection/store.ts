import { defineStore } from 'pinia';
import { onScopeDispose, ref } from 'vue';
import { onReachability } from '@/shared/api/client';
import { getServerHealth } from './api';
import { backoffDelay } from '@shared/backoff';

/** While the server answers, it is asked this often, so an idle counter notices an outage. */
export const HEARTBEAT_MS = 15_000;

/**
 * Whether the shop server answers (docs/DESIGN.md §13 "Counters connect"). Any call that gets no
 * answer marks it unreachable at once; from then on `GET /api/health` is retried with
 * exponential back-off until the server answers again (any call answering does it too).
 */
export const useConnectivityStore = defineStore('connectivity', () => {
  const online = ref(true);
  /** Failed tries since the server stopped answering. */
  const attempt = ref(0);
  /** Wait before the next automatic try, in ms (0 while online). */
  const retryDelay = ref(0);
  const checking = ref(false);
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
    if (online.value) {
      online.value = false;
      attempt.value = 0;
    } else {
      attempt.value += 1;
    }
    cancelRetry();
    retryDelay.value = backoffDelay(attempt.value);
    retryTimer = setTimeout(() => void probe(), retryDelay.value);
  }

  /** Asks `GET /api/health`; the client's reachability report moves the state. */
  async function probe(): Promise<void> {
    cancelRetry();
    checking.value = true;
    try {
      await getServerHealth();
    } catch {
      // Reported through onReachability (no answer) or an answer (reachable): nothing to add.
    } finally {
      checking.value = false;
    }
  }

  /** Keeps a heartbeat running while at least one screen that needs the server is shown. */
  function watch(): () => void {
    watchers += 1;
    if (heartbeat === null) {
      heartbeat = setInterval(() => {
        if (online.value && !checking.value) void probe();
      }, HEARTBEAT_MS);
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
