import { computed } from 'vue';
import { busyWaits } from '@/shared/api/busy-retries';

/**
 * Whether some call has been waiting for a busy server for 5 s or more (the client sends it
 * again by itself: shared/api/retry.ts). Screens show "the server is busy, retrying…" while it
 * is true, never sooner (docs/DESIGN.md §13).
 */
export function useServerBusy() {
  return { busy: computed(() => busyWaits.value > 0) };
}
