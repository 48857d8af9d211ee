import type { FreeShippingPolicy } from './api';
import type { Translate } from '@/shared/utils/translate';
import { formatMoney, normalizeDecimal } from '@/shared/utils/money';

export interface Rates {
  normal_price: string;
  normal_unit: string;
  over_price: string;
  over_unit: string;
}

/** "首重 1.00 kg ¥10.00，续重每 1.00 kg ¥5.00" in the current language. */
export function formatPriceSummary(rates: Rates, t: Translate): string {
  return t('shipping.priceSummary', {
    normalUnit: normalizeDecimal(rates.normal_unit),
    normalPrice: formatMoney(rates.normal_price),
    overUnit: normalizeDecimal(rates.over_unit),
    overPrice: formatMoney(rates.over_price),
  });
}

export function formatFreeShipping(
  method: { free_shipping_policy: FreeShippingPolicy; free_shipping_price: string },
  t: Translate,
): string {
  switch (method.free_shipping_policy) {
    case 'always':
      return t('shipping.freeShipping.alwaysSummary');
    case 'over_price':
      return t('shipping.freeShipping.overPriceSummary', {
        price: formatMoney(method.free_shipping_price),
      });
    default:
      return t('shipping.freeShipping.nopeSummary');
  }
}
