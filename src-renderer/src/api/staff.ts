import { call, fetchAllPages, type Page, type PageQuery } from './client';
import type { OfflineShopRef, StaffRole } from './session';

// Offline stores, staff accounts and the counters' action history (DESIGN §3–§5).

export interface OfflineShop {
  id: number;
  title: string;
  address: string;
  phone: string;
  business_hours: string;
  /** Six digits of the place directory, or null. */
  place_code: string | null;
  is_active: boolean;
  created_at: string;
  updated_at: string;
}

export interface OfflineShopBody {
  title: string;
  address?: string;
  phone?: string;
  business_hours?: string;
  place_code?: string | null;
  is_active?: boolean;
}

export interface StaffMember {
  id: number;
  username: string;
  role: StaffRole;
  offline_shop: OfflineShopRef | null;
  is_active: boolean;
  created_at: string;
  last_login_at: string | null;
}

export interface StaffCreateBody {
  username: string;
  password: string;
  offline_shop_id: number | null;
  role?: StaffRole;
}

export interface StaffPatch {
  is_active?: boolean;
  password?: string;
  offline_shop_id?: number | null;
}

export interface StaffListQuery extends PageQuery {
  role?: StaffRole;
  is_active?: boolean;
  offline_shop?: number;
}

export type ActionName =
  | 'login'
  | 'login_failed'
  | 'logout'
  | 'check'
  | 'consume'
  | 'consume_refused'
  | 'rollback'
  | 'stock_prepare'
  | 'staff_create'
  | 'staff_update';

export const ACTION_NAMES: readonly ActionName[] = [
  'check',
  'consume',
  'consume_refused',
  'rollback',
  'stock_prepare',
  'login',
  'login_failed',
  'logout',
  'staff_create',
  'staff_update',
];

export interface ActionRecord {
  id: number;
  action: ActionName;
  staff: { id: number; username: string } | null;
  offline_shop: OfflineShopRef | null;
  pick_up_code: { id: number; key: string } | null;
  /** The key as scanned or typed, also an unknown one. */
  key: string | null;
  service_order_id: number | null;
  detail: string;
  ip: string;
  created_at: string;
}

export interface ActionListQuery extends PageQuery {
  action?: ActionName;
  action__in?: string;
  staff?: number;
  key?: string;
  service_order_id?: number;
  offline_shop?: number;
  created_at__gte?: string;
  created_at__lte?: string;
}

const STORES = 'shops/offline_shop/';
const STAFF = 'shops/staff/';

/** Every store, inactive ones included (shops:read: a manager); a shop has a few. */
export function listAllOfflineShops(): Promise<OfflineShop[]> {
  return fetchAllPages<OfflineShop>(STORES, { include_inactive: 'true' });
}

export function createOfflineShop(body: OfflineShopBody): Promise<OfflineShop> {
  return call('post', STORES, { json: body });
}

export function updateOfflineShop(
  id: number,
  patch: Partial<OfflineShopBody>,
): Promise<OfflineShop> {
  return call('patch', `${STORES}${id}/`, { json: patch });
}

export function listStaff(query: StaffListQuery = {}): Promise<Page<StaffMember>> {
  return call('get', STAFF, { searchParams: { ...query } });
}

/** 409 `duplicate` for a taken username; 400 with `errors.password` for a weak password. */
export function createStaff(body: StaffCreateBody): Promise<StaffMember> {
  return call('post', STAFF, { json: body });
}

/** 409 `last_manager` when deactivating the only active manager. */
export function updateStaff(id: number, patch: StaffPatch): Promise<StaffMember> {
  return call('patch', `${STAFF}${id}/`, { json: patch });
}

/** Newest first; staff see their store's records, managers every store's. */
export function listActions(query: ActionListQuery = {}): Promise<Page<ActionRecord>> {
  return call('get', 'shops/action_history/', { searchParams: { ...query } });
}
