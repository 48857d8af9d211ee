import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { LocationQueryRaw } from 'vue-router';
import type { Page } from '@/shared/api/client';
import {
  createCustomer,
  getCustomer,
  listCustomers,
  updateCustomer,
  type Customer,
  type CustomerBody,
  type CustomerListQuery,
} from './api';

export const useCustomersStore = defineStore('customers', () => {
  /** The list's last search and page, for the detail page's way back to it. */
  const listQuery = ref<LocationQueryRaw>({});

  function list(query: CustomerListQuery): Promise<Page<Customer>> {
    return listCustomers(query);
  }

  function load(id: number): Promise<Customer> {
    return getCustomer(id);
  }

  function create(body: CustomerBody): Promise<Customer> {
    return createCustomer(body);
  }

  function update(id: number, patch: Partial<CustomerBody>): Promise<Customer> {
    return updateCustomer(id, patch);
  }

  return { listQuery, list, load, create, update };
});
