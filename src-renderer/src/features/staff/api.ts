import {
  answer,
  api,
  fetchAllPages,
  type Body,
  type Page,
  type Query,
  type Schemas,
} from '@/shared/api/client';

// Offline stores and staff accounts; the counters' action history is features/history/api.ts.

/** A store; `place_code` six digits of the place directory, or null. */
export type OfflineShop = Schemas['OfflineShop'];
export type OfflineShopBody = Body<'/api/shops/offline_shop/', 'post'>;

export type StaffMember = Schemas['StaffMember'];
export type StaffCreateBody = Body<'/api/shops/staff/', 'post'>;
export type StaffPatch = Body<'/api/shops/staff/{id}/', 'patch'>;
export type StaffListQuery = Query<'/api/shops/staff/'>;

/** Every store, inactive ones included (shops:read: a manager); a shop has a few. */
export function listAllOfflineShops(): Promise<OfflineShop[]> {
  return fetchAllPages<OfflineShop>('shops/offline_shop/', { include_inactive: 'true' });
}

export function createOfflineShop(body: OfflineShopBody): Promise<OfflineShop> {
  return answer(api.POST('/api/shops/offline_shop/', { body }));
}

export function updateOfflineShop(
  id: number,
  patch: Partial<OfflineShopBody>,
): Promise<OfflineShop> {
  return answer(
    api.PATCH('/api/shops/offline_shop/{id}/', { params: { path: { id } }, body: patch }),
  );
}

export function listStaff(query: StaffListQuery = {}): Promise<Page<StaffMember>> {
  return answer(api.GET('/api/shops/staff/', { params: { query } }));
}

/** 409 `duplicate` for a taken username; 400 with `errors.password` for a weak password. */
export function createStaff(body: StaffCreateBody): Promise<StaffMember> {
  return answer(api.POST('/api/shops/staff/', { body }));
}

/** 409 `last_manager` when deactivating the only active manager. */
export function updateStaff(id: number, patch: StaffPatch): Promise<StaffMember> {
  return answer(api.PATCH('/api/shops/staff/{id}/', { params: { path: { id } }, body: patch }));
}
