import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { LocationQueryRaw } from 'vue-router';

export const useOrdersStore = defineStore('orders', () => {
  /** The list's last filters and page, for the detail page's way back to it. */
  const listQuery = ref<LocationQueryRaw>({});

  return { listQuery };
});
