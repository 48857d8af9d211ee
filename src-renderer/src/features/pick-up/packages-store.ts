import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { LocationQuery } from 'vue-router';
import { KEY_STATUSES, STOCK_STATUSES, type PickUpListQuery, type StockStatus } from './api';
import { queryChoice, queryPositiveInt, queryText } from '@/shared/utils/route-query';

/** The packages list (docs/DESIGN.md §12 "today's packages"): its filters, from a link or the clerk. */
export const usePackagesStore = defineStore('packages', () => {
  /** The filters of the list, kept while the clerk moves between screens. */
  const filters = ref({
    keyStatus: 'unused' as PickUpListQuery['key_status'] | '',
    stockStatus: '' as StockStatus | '',
    offlineShop: null as number | null,
    /** Codes that run out before this server timestamp (the dashboard's "expiring soon"). */
    expiresBefore: null as string | null,
    search: '',
  });

  /** The filters a link names (the dashboard's: `?key_status=unused&offline_shop=2`). */
  function applyQuery(query: LocationQuery): void {
    filters.value = {
      keyStatus: queryChoice(query.key_status, KEY_STATUSES),
      stockStatus: queryChoice(query.stock_status, STOCK_STATUSES),
      offlineShop: queryPositiveInt(query.offline_shop),
      expiresBefore: queryText(query.expires_before) || null,
      search: queryText(query.q),
    };
  }

  return { filters, applyQuery };
});
