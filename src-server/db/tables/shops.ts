import type { Generated, Selectable } from 'kysely';

/** A staff account's role: a manager runs the shop, staff work at their store's counter. */
export const STAFF_ROLES = ['manager', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export interface ShopSettingsTable {
  id: Generated<number>;
  name: string;
  domain: string;
  timezone: string;
  currency: string;
  webhook_secret: string;
  payment_mode: string;
  pick_up_expire_days: number;
  pick_up_rollback_hours: number;
  demo_loaded_at: number | null;
  /** 0/1: webhooks may point at loopback, link-local and private addresses (docs/DESIGN.md §9). */
  webhook_private_targets: Generated<number>;
  /** 0/1: a counter that cannot reach its server may hand out (docs/OFFLINE.md). */
  offline_hand_out: Generated<number>;
  /** How long after an offline hand-out the server still accepts it. */
  offline_hand_out_hours: Generated<number>;
  /** Days after an online sign-in a clerk may sign in offline on that counter; 0: never. */
  offline_sign_in_days: Generated<number>;
  created_at: number;
  updated_at: number;
}

export interface ApplicationTable {
  id: Generated<number>;
  name: string;
  scopes: string;
  /** SHA-256 hex of the bearer token; null for the built-in desktop application. */
  token_hash: string | null;
  created_at: number;
  revoked_at: number | null;
}

export interface OfflineShopTable {
  id: Generated<number>;
  title: string;
  address: string;
  phone: string;
  business_hours: string;
  place_code: string | null;
  is_active: number;
  created_at: number;
  updated_at: number;
}

export interface StaffTable {
  id: Generated<number>;
  username: string;
  /** Lower-cased username: usernames are unique regardless of case. */
  username_key: string;
  password_hash: string;
  role: StaffRole;
  offline_shop_id: number | null;
  is_active: number;
  created_by: number | null;
  created_at: number;
  last_login_at: number | null;
}

export interface StaffTokenTable {
  id: Generated<number>;
  staff_id: number;
  token_hash: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

/**
 * A sign-in throttle counter (docs/DESIGN.md §3): `user:<username key>`, `ip:<address>` or
 * `device:<id>`. Failures inside the window that began at `window_start`.
 */
export interface LoginThrottleTable {
  key: string;
  failures: number;
  window_start: number;
}

/** A device that signed in as a staff member before (OWASP device cookie). */
export interface LoginDeviceTable {
  id: Generated<number>;
  /** SHA-256 hex of the device token. */
  token_hash: string;
  staff_id: number;
  created_at: number;
  last_used_at: number;
}

export const ACTIONS = [
  'login',
  'login_failed',
  'logout',
  'check',
  'consume',
  'consume_refused',
  /** An offline hand-out the server refused when the counter sent it (docs/OFFLINE.md). */
  'consume_conflict',
  'rollback',
  'stock_prepare',
  'staff_create',
  'staff_update',
] as const;
export type ActionName = (typeof ACTIONS)[number];

/** The counters' action history (docs/DESIGN.md §5): append-only, guarded by triggers. */
export interface ActionHistoryTable {
  id: Generated<number>;
  action: ActionName;
  staff_id: number | null;
  offline_shop_id: number | null;
  pick_up_code_id: number | null;
  /** The key as typed (kept for refusals of unknown keys too). */
  key: string | null;
  order_id: number | null;
  /** English prose, for machine readers and records written before `params`. */
  detail: string;
  /** JSON of the action's facts (src-shared/action-params.ts); null in records before them. */
  params: string | null;
  ip: string;
  created_at: number;
}

export interface ShopTables {
  shop_settings: ShopSettingsTable;
  application: ApplicationTable;
  offline_shop: OfflineShopTable;
  staff: StaffTable;
  staff_token: StaffTokenTable;
  login_throttle: LoginThrottleTable;
  login_device: LoginDeviceTable;
  action_history: ActionHistoryTable;
}

export type ShopSettingsRow = Selectable<ShopSettingsTable>;
export type ApplicationRow = Selectable<ApplicationTable>;
export type OfflineShopRow = Selectable<OfflineShopTable>;
