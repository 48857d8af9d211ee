import { call, type Page, type PageQuery } from './client';
import type { OfflineShopRef } from './session';

// Offline pick-up (DESIGN §5): staff act on their store's codes, managers on every store's.

export type KeyStatus = 'unused' | 'used' | 'expired' | 'canceled';
export type StockStatus = 'unprepare' | 'prepared';
export const KEY_STATUSES: readonly KeyStatus[] = ['unused', 'used', 'expired', 'canceled'];
export const STOCK_STATUSES: readonly StockStatus[] = ['unprepare', 'prepared'];

/** Why a code cannot be consumed (the 409 codes of consume). */
export type ConsumeReason = 'code_already_used' | 'code_expired' | 'code_canceled';

export interface PickUpLine {
  title: string;
  variant_title: string;
  sku: string;
  quantity: number;
  image: string | null;
}

export interface PickUpCode {
  id: number;
  /** 12 digits. */
  key: string;
  key_status: KeyStatus;
  stock_status: StockStatus;
  service_order_id: number;
  order_number: number;
  offline_shop: OfflineShopRef;
  /** `mobile` is masked by the server: `138****1234`. */
  customer: { id: number; full_name: string; mobile: string };
  lines: PickUpLine[];
  total_quantity: number;
  expires_at: string;
  used_at: string | null;
  used_by: { id: number; username: string } | null;
  prepared_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface CheckedPickUpCode extends PickUpCode {
  can_consume: boolean;
  reason: ConsumeReason | null;
}

export interface PickUpListQuery extends PageQuery {
  key_status?: KeyStatus;
  key_status__in?: string;
  stock_status?: StockStatus;
  key?: string;
  key__in?: string;
  service_order_id?: number;
  /** Managers only (staff see their store anyway). */
  offline_shop?: number;
  created_at__gte?: string;
  created_at__lte?: string;
}

/** The customer's view of his code (public `fetch`). */
export interface CustomerPickUp {
  key: string;
  key_status: KeyStatus;
  stock_status: StockStatus;
  expires_at: string;
  used_at: string | null;
  order_number: number;
  lines: PickUpLine[];
  offline_shop: OfflineShopRef & { address: string; phone: string; business_hours: string };
}

/** The order behind a code: the fields the counter uses. */
export interface PickUpOrder {
  id: number;
  order_number: number;
  token: string;
  note: string;
  total_price: string;
}

const CODES = 'orders/pick_up_code/';

/** Newest first. */
export function listPickUpCodes(query: PickUpListQuery = {}): Promise<Page<PickUpCode>> {
  return call('get', CODES, { searchParams: { ...query } });
}

/** 404 unknown key, 403 `wrong_store` (the detail names the right store). */
export function checkPickUpCode(key: string): Promise<CheckedPickUpCode> {
  return call('get', `${CODES}check/`, { searchParams: { key } });
}

/** 409 `code_already_used` (when and by whom in the detail), `code_expired`, `code_canceled`. */
export function consumePickUpCode(key: string): Promise<PickUpCode> {
  return call('post', `${CODES}consume/`, { json: { key } });
}

/** 409 `code_not_used`; 403 `permission_denied` for staff once the rollback window passed. */
export function rollbackPickUpCode(key: string): Promise<PickUpCode> {
  return call('post', `${CODES}rollback/`, { json: { key } });
}

export function setStockStatus(id: number, stockStatus: StockStatus): Promise<PickUpCode> {
  return call('post', `${CODES}${id}/stock_prepare/`, { json: { stock_status: stockStatus } });
}

export function getPickUpOrder(id: number): Promise<PickUpOrder> {
  return call('get', `${CODES}${id}/order/`);
}

/** Public: the order's token and the shop's domain; 404 for either unknown. */
export function fetchCustomerPickUp(orderToken: string, shop: string): Promise<CustomerPickUp> {
  return call('get', `${CODES}fetch/`, {
    searchParams: { order_token: orderToken, shop },
    anonymous: true,
  });
}
