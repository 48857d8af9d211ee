import type { Generated, Insertable } from 'kysely';

export const KEY_STATUSES = ['unused', 'used', 'expired', 'canceled'] as const;
export const STOCK_STATUSES = ['unprepare', 'prepared'] as const;
export type KeyStatus = (typeof KEY_STATUSES)[number];
export type StockStatus = (typeof STOCK_STATUSES)[number];

/** The pick-up code a paid pick-up order gets: the customer's key to the package. */
export interface PickUpCodeTable {
  id: Generated<number>;
  key: string;
  /** As stored; an `unused` code past `expires_at` reads as `expired` (see repository). */
  key_status: KeyStatus;
  stock_status: StockStatus;
  order_id: number;
  order_number: number;
  offline_shop_id: number;
  customer_id: number;
  /** JSON `[{title, variant_title, sku, quantity, image}]`. */
  lines: string;
  total_quantity: number;
  expires_at: number;
  used_at: number | null;
  used_by_id: number | null;
  /** Who collected the package for the customer (null: the customer, or nobody told). */
  collected_by_name: string | null;
  /** One of src-shared/collected-by.ts COLLECTOR_RELATIONS, or null when not given. */
  collected_by_relation: string | null;
  collected_by_note: string | null;
  prepared_at: number | null;
  created_at: number;
  updated_at: number;
  /** The store's change number, set by the database on every write (docs/OFFLINE.md). */
  change_seq: Generated<number>;
}

/** What a paid order gives to get its code: the key and the states are the code's own. */
export type NewPickUpCode = Omit<
  Insertable<PickUpCodeTable>,
  | 'key'
  | 'key_status'
  | 'stock_status'
  | 'updated_at'
  | 'collected_by_name'
  | 'collected_by_relation'
  | 'collected_by_note'
  | 'change_seq'
> & { created_at: number };

export interface PickUpTables {
  pick_up_code: PickUpCodeTable;
}
