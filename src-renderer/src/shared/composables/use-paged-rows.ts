import { ref, type Ref } from 'vue';
import { ApiError, type Page, type PageQuery } from '../api/client';
import { useErrorReport } from './use-error-report';

/**
 * A paged list inside a page (a card or a panel; its page is not in the URL, unlike
 * `useRouteList`): a slower earlier answer never overwrites a newer one, a page past the last
 * (the list shrank) shows page 1 instead, and a failure is reported.
 */
export function usePagedRows<R>(
  pageSize: number,
  fetch: (query: Required<PageQuery>) => Promise<Pick<Page<R>, 'results' | 'count'>>,
) {
  const { report } = useErrorReport();

  // Deep: a panel may change a row in place (e.g. a switch in it).
  const rows = ref([]) as Ref<R[]>;
  const total = ref(0);
  const page = ref(1);
  const loading = ref(false);
  let requestNumber = 0;

  async function load(): Promise<void> {
    const current = ++requestNumber;
    loading.value = true;
    try {
      const result = await fetch({ page: page.value, page_size: pageSize });
      if (current !== requestNumber) return;
      rows.value = result.results;
      total.value = result.count;
    } catch (error) {
      if (current !== requestNumber) return;
      if (error instanceof ApiError && error.status === 404 && page.value > 1) {
        await setPage(1);
        return;
      }
      report(error);
    } finally {
      if (current === requestNumber) loading.value = false;
    }
  }

  /** Shows another page (page 1 after a filter changed or the rows were reordered). */
  function setPage(value: number): Promise<void> {
    page.value = value;
    return load();
  }

  return { rows, total, page, loading, pageSize, load, setPage };
}
