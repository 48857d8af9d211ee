import { call, fetchAllPages, type Page, type PageQuery } from './client';
export type RateType = 'fixed';
export type FreeShippingPolicy = 'nope' | 'over_price' | 'always';

export interface ShippingZone {
  id: number;
  title: string;
  place_codes: string[];
  normal_price: string;
  normal_unit: string;
  over_price: string;
  over_unit: string;
}

/** A zone in a PATCH: with `id` it updates that zone, without it creates one. */
export type ShippingZoneInput = Omit<ShippingZone, 'id'> & { id?: number };

export interface ShippingMethod {
  id: number;
  group_id: number;
  rate_type: RateType;
  is_enabled: boolean;
  title: string;
  normal_price: string;
  normal_unit: string;
  over_price: string;
  over_unit: string;
  free_shipping_policy: FreeShippingPolicy;
  free_shipping_price: string;
  metafield: Record<string, unknown>;
  updated_at: string;
  /** Empty in list responses; fetch the method to edit them. */
  shipping_zones: ShippingZone[];
  unsold_place_codes: string[];
}

export interface ShippingMethodPatch {
  rate_type?: RateType;
  is_enabled?: boolean;
  title?: string;
  normal_price?: string;
  normal_unit?: string;
  over_price?: string;
  over_unit?: string;
  free_shipping_policy?: FreeShippingPolicy;
  free_shipping_price?: string;
  group_id?: number;
  /** The whole list: zones left out are deleted. */
  shipping_zones?: ShippingZoneInput[];
  unsold_place_codes?: string[];
}

export interface ShippingMethodGroup {
  id: number;
  is_default: boolean;
  title: string;
  rate_type: RateType;
  shipping_methods: ShippingMethod[];
}

export interface ShippingMethodGroupPatch {
  title?: string;
  rate_type?: RateType;
  /** Only `true` is meaningful: the other groups lose the flag. */
  is_default?: true;
}

export interface QuoteRequest {
  place_code: string;
  /** Kilograms, decimal string. */
  total_weight: string;
  subtotal: string;
}

export interface Quote {
  available: boolean;
  shipping_cost: string | null;
}

export interface PlaceTreeNode {
  name: string;
  pinyin: string;
  short_name: string;
  code: string;
  children: PlaceTreeNode[];
}

export interface Place {
  id: number;
  name: string;
  code: string;
  parent: number | null;
  area: string;
  short_name: string;
  pinyin: string;
}

const GROUPS = 'shippings/shippingmethodgroup/';
const METHODS = 'shippings/shippingmethod/';

export function listShippingGroups(query: PageQuery = {}): Promise<Page<ShippingMethodGroup>> {
  return call('get', GROUPS, { searchParams: { ...query } });
}

export function listAllShippingGroups(): Promise<ShippingMethodGroup[]> {
  return fetchAllPages<ShippingMethodGroup>(GROUPS);
}

export function getShippingGroup(id: number): Promise<ShippingMethodGroup> {
  return call('get', `${GROUPS}${id}/`);
}

/** A new group with two methods (the first enabled); the first group of a shop is the default. */
export function createShippingGroup(): Promise<ShippingMethodGroup> {
  return call('post', GROUPS);
}

export function updateShippingGroup(
  id: number,
  patch: ShippingMethodGroupPatch,
): Promise<ShippingMethodGroup> {
  return call('patch', `${GROUPS}${id}/`, { json: patch });
}

export function deleteShippingGroup(id: number): Promise<void> {
  return call('delete', `${GROUPS}${id}/`);
}

export function listShippingMethods(query: PageQuery = {}): Promise<Page<ShippingMethod>> {
  return call('get', METHODS, { searchParams: { ...query } });
}

export function getShippingMethod(id: number): Promise<ShippingMethod> {
  return call('get', `${METHODS}${id}/`);
}

export function updateShippingMethod(
  id: number,
  patch: ShippingMethodPatch,
): Promise<ShippingMethod> {
  return call('patch', `${METHODS}${id}/`, { json: patch });
}

export function quoteShippingMethod(id: number, request: QuoteRequest): Promise<Quote> {
  return call('post', `${METHODS}${id}/quote/`, { json: request });
}

/** All provinces with their cities and districts (about 3,400 nodes). */
export function getPlaceTree(): Promise<PlaceTreeNode[]> {
  return call('get', 'shippings/all_place/');
}

export function listPlaces(query: PageQuery & { parent_code?: string } = {}): Promise<Page<Place>> {
  return call('get', 'shippings/place/', { searchParams: { ...query } });
}

export function listPlacesForArea(area?: string): Promise<{ results: Place[] }> {
  return call('get', 'shippings/place/for_area/', { searchParams: { area } });
}
