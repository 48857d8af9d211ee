import type { FreeShippingPolicy, ShippingMethod, ShippingMethodPatch, ShippingZone } from './api';
import { checkDecimalText, normalizeDecimal } from '@/shared/utils/money';

/** The rate fields a method and each of its zones carry. */
export const RATE_FIELDS = ['normal_unit', 'normal_price', 'over_unit', 'over_price'] as const;
export type RateField = (typeof RATE_FIELDS)[number];

export interface ZoneForm {
  /** Stable key for rendering; new zones have none from the server yet. */
  key: string;
  id?: number;
  title: string;
  place_codes: string[];
  normal_price: string;
  normal_unit: string;
  over_price: string;
  over_unit: string;
}

export interface MethodForm {
  title: string;
  is_enabled: boolean;
  normal_price: string;
  normal_unit: string;
  over_price: string;
  over_unit: string;
  free_shipping_policy: FreeShippingPolicy;
  free_shipping_price: string;
  shipping_zones: ZoneForm[];
  unsold_place_codes: string[];
}

let newZoneCounter = 0;

function zoneToForm(zone: ShippingZone): ZoneForm {
  return {
    key: `zone-${zone.id}`,
    id: zone.id,
    title: zone.title,
    place_codes: [...zone.place_codes],
    normal_price: zone.normal_price,
    normal_unit: zone.normal_unit,
    over_price: zone.over_price,
    over_unit: zone.over_unit,
  };
}

/** A new zone starts from the method's own rates. */
export function newZone(
  from: Pick<MethodForm, 'normal_price' | 'normal_unit' | 'over_price' | 'over_unit'>,
): ZoneForm {
  newZoneCounter += 1;
  return {
    key: `new-${newZoneCounter}`,
    title: '',
    place_codes: [],
    normal_price: from.normal_price,
    normal_unit: from.normal_unit,
    over_price: from.over_price,
    over_unit: from.over_unit,
  };
}

export function methodToForm(method: ShippingMethod): MethodForm {
  return {
    title: method.title,
    is_enabled: method.is_enabled,
    normal_price: method.normal_price,
    normal_unit: method.normal_unit,
    over_price: method.over_price,
    over_unit: method.over_unit,
    free_shipping_policy: method.free_shipping_policy,
    free_shipping_price: method.free_shipping_price,
    shipping_zones: method.shipping_zones.map(zoneToForm),
    unsold_place_codes: [...method.unsold_place_codes],
  };
}

/**
 * The PATCH body for a form: every editable field, the whole zone list (zones with an id are
 * updated, the others created, missing ones deleted by the server).
 */
export function formToPatch(
  form: MethodForm,
  saved: Pick<ShippingMethod, 'free_shipping_price'>,
): ShippingMethodPatch {
  const trim = (value: string) => value.trim();
  // The threshold only matters for "over_price"; a hidden, half-typed value must not block a save.
  const freeShippingPrice =
    form.free_shipping_policy === 'over_price' ||
    checkDecimalText(form.free_shipping_price) === null
      ? trim(form.free_shipping_price)
      : saved.free_shipping_price;
  return {
    title: trim(form.title),
    is_enabled: form.is_enabled,
    normal_price: trim(form.normal_price),
    normal_unit: trim(form.normal_unit),
    over_price: trim(form.over_price),
    over_unit: trim(form.over_unit),
    free_shipping_policy: form.free_shipping_policy,
    free_shipping_price: freeShippingPrice,
    shipping_zones: form.shipping_zones.map((zone) => ({
      ...(zone.id === undefined ? {} : { id: zone.id }),
      title: trim(zone.title),
      place_codes: [...zone.place_codes],
      normal_price: trim(zone.normal_price),
      normal_unit: trim(zone.normal_unit),
      over_price: trim(zone.over_price),
      over_unit: trim(zone.over_unit),
    })),
    unsold_place_codes: [...form.unsold_place_codes],
  };
}

const DECIMAL_FIELDS = ['normal_price', 'normal_unit', 'over_price', 'over_unit'] as const;

/** The patch with decimals written one way, so that "1" and "1.00" compare equal. */
function comparable(patch: ShippingMethodPatch): string {
  const rates = <T extends Partial<Record<(typeof DECIMAL_FIELDS)[number], string>>>(
    value: T,
  ): T => {
    const copy = { ...value };
    for (const field of DECIMAL_FIELDS)
      if (copy[field] !== undefined) copy[field] = normalizeDecimal(copy[field]);
    return copy;
  };
  return JSON.stringify({
    ...rates(patch),
    free_shipping_price: normalizeDecimal(patch.free_shipping_price ?? ''),
    shipping_zones: patch.shipping_zones?.map(rates),
  });
}

/** True when saving the form would change the saved method. */
export function isFormChanged(form: MethodForm, saved: ShippingMethod): boolean {
  return (
    comparable(formToPatch(form, saved)) !== comparable(formToPatch(methodToForm(saved), saved))
  );
}
