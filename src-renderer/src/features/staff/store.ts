import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import {
  createOfflineShop,
  listAllOfflineShops,
  updateOfflineShop,
  type OfflineShop,
  type OfflineShopBody,
} from './api';

/** The offline stores (managers): the store list and the pickers that choose a store. */
export const useStaffStore = defineStore('staff', () => {
  /** Every store, inactive ones included; null until loaded. */
  const offlineShops = ref<OfflineShop[] | null>(null);
  const activeShops = computed(() => (offlineShops.value ?? []).filter((shop) => shop.is_active));

  async function loadOfflineShops(force = false): Promise<OfflineShop[]> {
    if (!offlineShops.value || force) offlineShops.value = await listAllOfflineShops();
    return offlineShops.value;
  }

  function remember(shop: OfflineShop): OfflineShop {
    const list = offlineShops.value ?? [];
    const index = list.findIndex((item) => item.id === shop.id);
    offlineShops.value =
      index === -1 ? [...list, shop] : list.map((item) => (item.id === shop.id ? shop : item));
    return shop;
  }

  async function createShop(body: OfflineShopBody): Promise<OfflineShop> {
    return remember(await createOfflineShop(body));
  }

  async function updateShop(id: number, patch: Partial<OfflineShopBody>): Promise<OfflineShop> {
    return remember(await updateOfflineShop(id, patch));
  }

  return {
    offlineShops,
    activeShops,
    loadOfflineShops,
    createShop,
    updateShop,
  };
});
