import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { LocationQueryRaw } from 'vue-router';

export const useCustomersStore = defineStore('customers', () => {
  /** The list's last search and page, for the detail page's way back to it. */
  const listQuery = ref<LocationQueryRaw>({});

  return { listQuery };
});
