import type { ShippingMethodRow } from '../../db/tables/shippings';

/** Shipping cost of `weight` (hundredths of kg) under first-unit / additional-unit rates. */
export function shippingCost(
  rates: { normal_price: number; normal_unit: number; over_price: number; over_unit: number },
  weight: number,
): number {
  if (weight <= rates.normal_unit) return rates.normal_price;
  // Each started additional unit is charged in full.
  return (
    rates.normal_price +
    Math.ceil((weight - rates.normal_unit) / rates.over_unit) * rates.over_price
  );
}

type Rates = Parameters<typeof shippingCost>[0];

/** What a quote reads of a method. */
export interface QuotableMethod {
  row: Rates &
    Pick<ShippingMethodRow, 'is_enabled' | 'free_shipping_policy' | 'free_shipping_price'>;
  zones: readonly (Rates & { place_codes: readonly string[] })[];
  unsold: readonly string[];
}

/**
 * Can the method deliver to the place whose code chain (most specific first) is `chain`, and
 * at what cost for `weight` (hundredths of kg) and `subtotal` (cents, for the free-shipping
 * policy). Unsold places and zones apply to their descendants; the most specific zone wins.
 * Pure, so the checkout prices orders with it too.
 */
export function quoteMethod(
  method: QuotableMethod,
  chain: readonly string[],
  weight: number,
  subtotal: number,
): { available: boolean; shippingCost: number | null } {
  const { row, zones, unsold } = method;
  if (row.is_enabled !== 1 || chain.some((code) => unsold.includes(code)))
    return { available: false, shippingCost: null };
  const zone = chain.map((code) => zones.find((z) => z.place_codes.includes(code))).find(Boolean);
  const free =
    row.free_shipping_policy === 'always' ||
    (row.free_shipping_policy === 'over_price' && subtotal >= row.free_shipping_price);
  return { available: true, shippingCost: free ? 0 : shippingCost(zone ?? row, weight) };
}
