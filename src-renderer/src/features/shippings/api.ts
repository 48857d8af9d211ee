import { answer, api, fetchAllPages, type Body, type Schemas } from '@/shared/api/client';

export type ShippingZone = Schemas['ShippingZone'];
/** `shipping_zones` are empty in list responses; fetch the method to edit them. */
export type ShippingMethod = Schemas['ShippingMethod'];
export type RateType = NonNullable<
  Body<'/api/shippings/shippingmethod/{id}/', 'patch'>['rate_type']
>;
export type FreeShippingPolicy = ShippingMethod['free_shipping_policy'];
/** A zone in a PATCH: with `id` it updates that zone, without it creates one. */
export type ShippingZoneInput = Omit<ShippingZone, 'id'> & { id?: number };

/**
 * The patch the screens build, decimals as text (the server takes numbers too, so it fits
 * the document's body); `shipping_zones` is the whole list: zones left out are deleted.
 */
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
  shipping_zones?: ShippingZoneInput[];
  unsold_place_codes?: string[];
}

export type ShippingMethodGroup = Schemas['ShippingMethodGroup'];
/** `is_default`: only `true` is meaningful, the other groups lose the flag. */
export type ShippingMethodGroupPatch = Body<'/api/shippings/shippingmethodgroup/{id}/', 'patch'>;

export type QuoteRequest = Body<'/api/shippings/shippingmethod/{id}/quote/', 'post'>;
export type Quote = Schemas['ShippingQuote'];

export type PlaceTreeNode = Schemas['PlaceTreeNode'];

export function listAllShippingGroups(): Promise<ShippingMethodGroup[]> {
  return fetchAllPages<ShippingMethodGroup>('shippings/shippingmethodgroup/');
}

export function getShippingGroup(id: number): Promise<ShippingMethodGroup> {
  return answer(api.GET('/api/shippings/shippingmethodgroup/{id}/', { params: { path: { id } } }));
}

/** A new group with two methods (the first enabled); the first group of a shop is the default. */
export function createShippingGroup(): Promise<ShippingMethodGroup> {
  return answer(api.POST('/api/shippings/shippingmethodgroup/'));
}

export function updateShippingGroup(
  id: number,
  patch: ShippingMethodGroupPatch,
): Promise<ShippingMethodGroup> {
  return answer(
    api.PATCH('/api/shippings/shippingmethodgroup/{id}/', {
      params: { path: { id } },
      body: patch,
    }),
  );
}

export async function deleteShippingGroup(id: number): Promise<void> {
  await api.DELETE('/api/shippings/shippingmethodgroup/{id}/', { params: { path: { id } } });
}

export function getShippingMethod(id: number): Promise<ShippingMethod> {
  return answer(api.GET('/api/shippings/shippingmethod/{id}/', { params: { path: { id } } }));
}

/** A method added to a group, with a default's rates (the editor changes them). */
export function createShippingMethod(groupId: number, title: string): Promise<ShippingMethod> {
  return answer(api.POST('/api/shippings/shippingmethod/', { body: { group_id: groupId, title } }));
}

export function updateShippingMethod(
  id: number,
  patch: ShippingMethodPatch,
): Promise<ShippingMethod> {
  return answer(
    api.PATCH('/api/shippings/shippingmethod/{id}/', { params: { path: { id } }, body: patch }),
  );
}

export function quoteShippingMethod(id: number, request: QuoteRequest): Promise<Quote> {
  return answer(
    api.POST('/api/shippings/shippingmethod/{id}/quote/', {
      params: { path: { id } },
      body: request,
    }),
  );
}

/** All provinces with their cities and districts (about 3,400 nodes). */
export function getPlaceTree(): Promise<PlaceTreeNode[]> {
  return answer(api.GET('/api/shippings/all_place/'));
}
