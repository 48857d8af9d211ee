import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { LocationQueryRaw } from 'vue-router';
import type { Page } from '@/shared/api/client';
import {
  cancelOrder,
  createOrder,
  getOrder,
  listOrders,
  payOrder,
  previewOrder,
  type Order,
  type OrderBody,
  type OrderListQuery,
  type OrderPreview,
} from './api';
import { listPickUpCodes, type PickUpCode } from '@/features/pick-up/api';

export const useOrdersStore = defineStore('orders', () => {
  /** The list's last filters and page, for the detail page's way back to it. */
  const listQuery = ref<LocationQueryRaw>({});

  function list(query: OrderListQuery): Promise<Page<Order>> {
    return listOrders(query);
  }

  function load(id: number): Promise<Order> {
    return getOrder(id);
  }

  /** The order's pick-up code (pick-up orders get one when paid), or null. */
  async function pickUpCodeOf(id: number): Promise<PickUpCode | null> {
    return (await listPickUpCodes({ service_order_id: id })).results[0] ?? null;
  }

  function preview(body: OrderBody): Promise<OrderPreview> {
    return previewOrder(body);
  }

  function create(body: OrderBody): Promise<Order> {
    return createOrder(body);
  }

  function pay(id: number): Promise<Order> {
    return payOrder(id);
  }

  function cancel(id: number, reason: string): Promise<Order> {
    return cancelOrder(id, reason);
  }

  return { listQuery, list, load, pickUpCodeOf, preview, create, pay, cancel };
});
