import { z } from 'zod';
import { readStoredObject } from '../../http/json';
import { decimalInput, decimalText, formatDecimal, MAX_DECIMAL } from '../../lib/money';
import { pageQuery } from '../../http/paging';
import { formatTimestamp, timestampOut } from '../../lib/time';
import type {
  PlaceRow,
  ShippingMethodGroupRow,
  ShippingMethodRow,
  ShippingZoneRow,
} from '../../db/tables/shippings';
import { nameComponents } from '../../http/openapi';
import { zodMessage } from '../../lib/i18n';

export const RATE_TYPES = ['fixed'] as const;
export const FREE_SHIPPING_POLICIES = ['nope', 'over_price', 'always'] as const;

const placeCode = z.string().regex(/^\d{6}$/, { message: zodMessage('orders.place_code_format') });
const placeCodes = z.array(placeCode).max(5000);

// Rates: prices in currency units, units in kilograms; an additional unit must be above zero.
const price = () => decimalInput({ min: 0, max: MAX_DECIMAL });
const firstUnit = () => decimalInput({ min: 0, max: 100_000_00 });
const overUnit = () => decimalInput({ above: 0, max: 100_000_00 });

export const zoneOut = z.object({
  id: z.number().int(),
  title: z.string(),
  place_codes: z.array(z.string()),
  normal_price: decimalText,
  normal_unit: decimalText,
  over_price: decimalText,
  over_unit: decimalText,
});

export const methodOut = z.object({
  id: z.number().int(),
  group_id: z.number().int(),
  rate_type: z.string(),
  is_enabled: z.boolean(),
  title: z.string(),
  normal_price: decimalText,
  normal_unit: decimalText,
  over_price: decimalText,
  over_unit: decimalText,
  free_shipping_policy: z.enum(FREE_SHIPPING_POLICIES),
  free_shipping_price: decimalText,
  metafield: z.record(z.string(), z.unknown()),
  updated_at: timestampOut,
  shipping_zones: z.array(zoneOut),
  unsold_place_codes: z.array(z.string()),
});

export const groupOut = z.object({
  id: z.number().int(),
  is_default: z.boolean(),
  title: z.string(),
  rate_type: z.string(),
  shipping_methods: z.array(methodOut),
});

export const groupPatch = z.object({
  title: z.string().max(100).optional(),
  rate_type: z.enum(RATE_TYPES).optional(),
  // Extension: makes this the default group; the others lose it.
  is_default: z.literal(true, { message: zodMessage('shipping.default_true_only') }).optional(),
});

export const zoneIn = z.object({
  id: z.number().int().min(1).optional(),
  title: z.string().trim().min(1).max(100),
  place_codes: placeCodes.min(1, { message: zodMessage('shipping.places_needed') }),
  normal_price: price(),
  normal_unit: firstUnit(),
  over_price: price(),
  over_unit: overUnit(),
});

export const methodPatch = z.object({
  rate_type: z.enum(RATE_TYPES).optional(),
  is_enabled: z.boolean().optional(),
  title: z.string().trim().min(1).max(100).optional(),
  normal_price: price().optional(),
  normal_unit: firstUnit().optional(),
  over_price: price().optional(),
  over_unit: overUnit().optional(),
  free_shipping_policy: z.enum(FREE_SHIPPING_POLICIES).optional(),
  free_shipping_price: price().optional(),
  group_id: z.number().int().min(1).optional(),
  shipping_zones: z.array(zoneIn).max(200).optional(),
  unsold_place_codes: placeCodes.optional(),
});

/** A method added to a group: its title; the rest as a patch gives it, else a default's. */
export const methodCreate = methodPatch.extend({
  group_id: z.number().int().min(1),
  title: z.string().trim().min(1).max(100),
});

export const quoteBody = z.object({
  place_code: placeCode,
  total_weight: decimalInput({ min: 0, max: 100_000_000 }),
  subtotal: decimalInput({ min: 0, max: MAX_DECIMAL }),
});

export const quoteOut = z.object({ available: z.boolean(), shipping_cost: decimalText.nullable() });

export const placeOut = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  parent: z.number().int().nullable(),
  area: z.string(),
  short_name: z.string(),
  pinyin: z.string(),
});

export const placeListQuery = z.object({ ...pageQuery, parent_code: placeCode.optional() });
export const forAreaQuery = z.object({ area: z.string().max(20).optional() });

// Recursive, so it is registered under an id that OpenAPI can reference.
export const placeTreeNode = z
  .object({
    name: z.string(),
    pinyin: z.string(),
    short_name: z.string(),
    code: z.string(),
    get children(): z.ZodArray<typeof placeTreeNode> {
      return z.array(placeTreeNode);
    },
  })
  .meta({ id: 'PlaceTreeNode' });

export type MethodOut = z.infer<typeof methodOut>;
export type ZoneWithPlaces = ShippingZoneRow & { place_codes: string[] };

export function presentPlace(row: PlaceRow): z.infer<typeof placeOut> {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    parent: row.parent_id,
    area: row.area,
    short_name: row.short_name,
    pinyin: row.pinyin,
  };
}

export function presentZone(zone: ZoneWithPlaces): z.infer<typeof zoneOut> {
  return {
    id: zone.id,
    title: zone.title,
    place_codes: zone.place_codes,
    normal_price: formatDecimal(zone.normal_price),
    normal_unit: formatDecimal(zone.normal_unit),
    over_price: formatDecimal(zone.over_price),
    over_unit: formatDecimal(zone.over_unit),
  };
}

export function presentMethod(
  row: ShippingMethodRow,
  zone: string,
  extras: { zones: ZoneWithPlaces[]; unsold: string[] },
): MethodOut {
  return {
    id: row.id,
    group_id: row.group_id,
    rate_type: row.rate_type,
    is_enabled: row.is_enabled === 1,
    title: row.title,
    normal_price: formatDecimal(row.normal_price),
    normal_unit: formatDecimal(row.normal_unit),
    over_price: formatDecimal(row.over_price),
    over_unit: formatDecimal(row.over_unit),
    free_shipping_policy: row.free_shipping_policy as MethodOut['free_shipping_policy'],
    free_shipping_price: formatDecimal(row.free_shipping_price),
    metafield: readStoredObject(row.metafield),
    updated_at: formatTimestamp(row.updated_at, zone),
    shipping_zones: extras.zones.map(presentZone),
    unsold_place_codes: extras.unsold,
  };
}

export function presentGroup(
  row: ShippingMethodGroupRow,
  methods: MethodOut[],
): z.infer<typeof groupOut> {
  return {
    id: row.id,
    is_default: row.is_default === 1,
    title: row.title,
    rate_type: row.rate_type,
    shipping_methods: methods,
  };
}

// The resource shapes as named components of the OpenAPI document.
nameComponents({
  ShippingMethodGroup: groupOut,
  ShippingMethod: methodOut,
  Place: placeOut,
  ShippingZone: zoneOut,
  ShippingQuote: quoteOut,
});
