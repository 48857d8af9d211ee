import type { Generated, Selectable } from 'kysely';

export interface PlaceTable {
  id: Generated<number>;
  code: string;
  name: string;
  short_name: string;
  pinyin: string;
  parent_id: number | null;
  area: string;
}

export interface ShippingMethodGroupTable {
  id: Generated<number>;
  title: string;
  rate_type: string;
  is_default: number;
  created_at: number;
  updated_at: number;
}

/** Prices in cents, units in hundredths of a kilogram (see lib/money). */
export interface ShippingMethodTable {
  id: Generated<number>;
  group_id: number;
  rate_type: string;
  is_enabled: number;
  title: string;
  normal_price: number;
  normal_unit: number;
  over_price: number;
  over_unit: number;
  free_shipping_policy: string;
  free_shipping_price: number;
  metafield: string;
  created_at: number;
  updated_at: number;
}

export interface ShippingZoneTable {
  id: Generated<number>;
  method_id: number;
  title: string;
  position: number;
  normal_price: number;
  normal_unit: number;
  over_price: number;
  over_unit: number;
}

export interface ShippingZonePlaceTable {
  zone_id: number;
  place_code: string;
}

export interface ShippingUnsoldPlaceTable {
  method_id: number;
  place_code: string;
}

export interface ShippingTables {
  place: PlaceTable;
  shipping_method_group: ShippingMethodGroupTable;
  shipping_method: ShippingMethodTable;
  shipping_zone: ShippingZoneTable;
  shipping_zone_place: ShippingZonePlaceTable;
  shipping_unsold_place: ShippingUnsoldPlaceTable;
}

export type PlaceRow = Selectable<PlaceTable>;
export type ShippingMethodGroupRow = Selectable<ShippingMethodGroupTable>;
export type ShippingMethodRow = Selectable<ShippingMethodTable>;
export type ShippingZoneRow = Selectable<ShippingZoneTable>;
