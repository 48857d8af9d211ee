import { defineStore } from 'pinia';
import { ref } from 'vue';
import { MAX_PAGE_SIZE } from '@/shared/api/client';
import type { LocationQuery } from 'vue-router';
import {
  getPickUpOrder,
  KEY_STATUSES,
  listPickUpCodes,
  setStockStatus,
  STOCK_STATUSES,
  type PickUpCode,
  type PickUpListQuery,
  type StockStatus,
} from './api';
import { queryChoice, queryPositiveInt, queryText } from '@/shared/utils/route-query';

/** The most packages the list holds at once (newest first); a store has far fewer waiting. */
export const PACKAGE_LIMIT = 500;

export interface PackageList {
  codes: PickUpCode[];
  /** All that match on the server (more than `codes` when over the limit). */
  count: number;
}

/** The store's packages (DESIGN §12 "today's packages"): filters, the prepared toggle. */
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

  async function load(query: PickUpListQuery): Promise<PackageList> {
    const codes: PickUpCode[] = [];
    let count = 0;
    for (let page = 1; codes.length < PACKAGE_LIMIT; page += 1) {
      const result = await listPickUpCodes({ ...query, page, page_size: MAX_PAGE_SIZE });
      count = result.count;
      codes.push(...result.results);
      if (!result.next || result.results.length === 0) break;
    }
    return { codes: codes.slice(0, PACKAGE_LIMIT), count };
  }

  function setPrepared(id: number, prepared: boolean): Promise<PickUpCode> {
    return setStockStatus(id, prepared ? 'prepared' : 'unprepare');
  }

  /** The order's token, for the customer's pick-up page link. */
  async function orderToken(id: number): Promise<string> {
    return (await getPickUpOrder(id)).token;
  }

  return { filters, applyQuery, load, setPrepared, orderToken };
});
