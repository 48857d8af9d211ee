import { computed } from 'vue';
import type { Paging } from '../utils/route-query';

/**
 * A `ListPager` list over paging kept elsewhere (a store's page, a filtered array): one page
 * size, and `setPage` shows the page asked for.
 */
export function useFixedPager(
  paging: () => Paging & { total: number },
  setPage: (page: number) => void,
) {
  const state = computed(() => paging());
  return { state, total: computed(() => state.value.total), setPage };
}
