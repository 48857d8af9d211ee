import { onMounted, ref, shallowRef, watch, type Ref } from 'vue';
import { useRoute, useRouter, type LocationQuery, type LocationQueryRaw } from 'vue-router';
import { ApiError, type Page } from '../api/client';
import { useDebounce } from './use-debounce';
import { useErrorReport } from './use-error-report';
import type { Paging } from '../utils/route-query';

export interface RouteListOptions<S extends Paging, R> {
  /** The route that shows the list: query changes while another route is shown are not ours. */
  routeName: string;
  /** The state read from the URL's query (typed; unknown values read as defaults). */
  fromQuery: (query: LocationQuery) => S;
  /** The URL query of a state (defaults left out). */
  toQuery: (state: S) => LocationQueryRaw;
  /** One page of rows for a state. */
  fetch: (state: S) => Promise<Pick<Page<R>, 'results' | 'count'>>;
  /** Told the query of each load, e.g. for a detail page's "back" link. */
  remember?: (query: LocationQuery) => void;
}

/**
 * A paged list whose filters and page live in the route's query (soybean-admin's
 * `useNaivePaginatedTable` pattern): the URL is the one source of the state, so that "back"
 * from a detail page, or the browser's back/forward, shows the same list again.
 * - `apply()` puts the state into the URL, which loads the list (filters start at page 1);
 * - a slower earlier answer never overwrites a newer one;
 * - a page past the last (the list shrank) shows page 1 instead.
 */
export function useRouteList<S extends Paging, R>(options: RouteListOptions<S, R>) {
  const route = useRoute();
  const router = useRouter();
  const { report } = useErrorReport();

  const state = ref(options.fromQuery(route.query)) as Ref<S>;
  const rows = shallowRef<R[]>([]);
  const total = ref(0);
  const loading = ref(false);
  /** The last load's failure, until a load succeeds. */
  const error = shallowRef<unknown>(null);
  let requestNumber = 0;

  /** Loads the current state; `quiet` (a background refresh) shows no spinner and no toast. */
  async function load({ quiet = false } = {}): Promise<void> {
    const current = ++requestNumber;
    options.remember?.({ ...route.query });
    if (!quiet) loading.value = true;
    try {
      const page = await options.fetch(state.value);
      if (current !== requestNumber) return;
      // Some lists answer a page past the last with no rows rather than 404.
      if (page.results.length === 0 && page.count > 0 && state.value.page > 1) {
        toFirstPage();
        return;
      }
      rows.value = page.results;
      total.value = page.count;
      error.value = null;
    } catch (failure) {
      if (current !== requestNumber) return;
      if (failure instanceof ApiError && failure.status === 404 && state.value.page > 1) {
        toFirstPage();
        return;
      }
      error.value = failure;
      if (!quiet) report(failure);
    } finally {
      if (current === requestNumber) loading.value = false;
    }
  }

  function toFirstPage(): void {
    state.value.page = 1;
    void apply(false);
  }

  /** Puts the state into the URL (which loads the list); by default back to page 1. */
  async function apply(firstPage = true): Promise<void> {
    search.cancel();
    if (firstPage) state.value.page = 1;
    const query = options.toQuery(state.value);
    if (sameQuery(query, route.query)) await load();
    else await router.replace({ query });
  }

  /** Typing in a search box: applies once the typing pauses. */
  const search = useDebounce(() => void apply());

  /** Every filter back to its default; the page size stays. */
  function reset(): void {
    state.value = { ...options.fromQuery({}), pageSize: state.value.pageSize };
    void apply();
  }

  function setPage(page: number): void {
    state.value.page = page;
    void apply(false);
  }

  function setPageSize(size: number): void {
    state.value.pageSize = size;
    void apply();
  }

  watch(
    () => route.query,
    (query) => {
      if (route.name !== options.routeName) return;
      state.value = options.fromQuery(query);
      void load();
    },
  );

  onMounted(() => void load());

  return {
    state,
    rows,
    total,
    loading,
    error,
    load,
    refresh: () => load(),
    apply,
    search,
    reset,
    setPage,
    setPageSize,
  };
}

export type RouteList<S extends Paging, R> = ReturnType<typeof useRouteList<S, R>>;

function sameQuery(a: LocationQueryRaw, b: LocationQuery): boolean {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => String(a[key] ?? '') === String(b[key] ?? ''))
  );
}
