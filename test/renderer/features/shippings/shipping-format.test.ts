// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { ShippingMethod } from '@/features/shippings/api';
import { i18n, setLocale } from '@/i18n';
import {
  formToPatch,
  isFormChanged,
  methodToForm,
  newZone,
} from '@/features/shippings/method-form';
import { formatFreeShipping, formatPriceSummary } from '@/features/shippings/shipping';
import type { Translate } from '@/shared/utils/translate';

const t: Translate = (key, named) => (named ? i18n.global.t(key, named) : i18n.global.t(key));

const method: ShippingMethod = {
  id: 7,
  group_id: 3,
  rate_type: 'fixed',
  is_enabled: true,
  title: '快递',
  normal_price: '10.00',
  normal_unit: '1.00',
  over_price: '5.00',
  over_unit: '1.00',
  free_shipping_policy: 'nope',
  free_shipping_price: '0.00',
  metafield: {},
  updated_at: '2026-11-21T19:30:00.123+08:00',
  shipping_zones: [
    {
      id: 11,
      title: '偏远',
      place_codes: ['650000'],
      normal_price: '20.00',
      normal_unit: '1.00',
      over_price: '10.00',
      over_unit: '0.50',
    },
  ],
  unsold_place_codes: ['540000'],
};

afterEach(() => setLocale('zh-CN'));

describe('formatPriceSummary', () => {
  it('writes the first-weight / additional-weight rule in Chinese', () => {
    setLocale('zh-CN');
    expect(formatPriceSummary(method, t)).toBe('首重 1.00 kg ¥10.00，续重每 1.00 kg ¥5.00');
  });

  it('normalizes the numbers and follows the language', () => {
    setLocale('en');
    const rates = { normal_price: '8', normal_unit: '0.5', over_price: '2.5', over_unit: '2' };
    expect(formatPriceSummary(rates, t)).toBe('First 0.50 kg ¥8.00, then ¥2.50 per 2.00 kg');
  });
});

describe('formatFreeShipping', () => {
  it('names each policy', () => {
    expect(
      formatFreeShipping({ free_shipping_policy: 'nope', free_shipping_price: '0.00' }, t),
    ).toBe('不包邮');
    expect(
      formatFreeShipping({ free_shipping_policy: 'always', free_shipping_price: '0.00' }, t),
    ).toBe('包邮');
    expect(
      formatFreeShipping({ free_shipping_policy: 'over_price', free_shipping_price: '99' }, t),
    ).toBe('满 ¥99.00 包邮');
  });
});

describe('method form', () => {
  it('round-trips a method into the PATCH body, zones keeping their ids', () => {
    const patch = formToPatch(methodToForm(method), method);
    expect(patch).toEqual({
      title: '快递',
      is_enabled: true,
      normal_price: '10.00',
      normal_unit: '1.00',
      over_price: '5.00',
      over_unit: '1.00',
      free_shipping_policy: 'nope',
      free_shipping_price: '0.00',
      shipping_zones: [
        {
          id: 11,
          title: '偏远',
          place_codes: ['650000'],
          normal_price: '20.00',
          normal_unit: '1.00',
          over_price: '10.00',
          over_unit: '0.50',
        },
      ],
      unsold_place_codes: ['540000'],
    });
  });

  it('sends new zones without an id, starting from the method rates', () => {
    const form = methodToForm(method);
    form.shipping_zones.push({ ...newZone(form), title: ' 江浙沪 ', place_codes: ['310000'] });
    const zones = formToPatch(form, method).shipping_zones ?? [];
    expect(zones).toHaveLength(2);
    expect(zones[1]).toEqual({
      title: '江浙沪',
      place_codes: ['310000'],
      normal_price: '10.00',
      normal_unit: '1.00',
      over_price: '5.00',
      over_unit: '1.00',
    });
    expect('id' in zones[1]).toBe(false);
  });

  it('keeps the saved threshold when a hidden threshold is not a valid amount', () => {
    const form = methodToForm({ ...method, free_shipping_price: '50.00' });
    form.free_shipping_price = '';
    expect(formToPatch(form, { free_shipping_price: '50.00' }).free_shipping_price).toBe('50.00');
    form.free_shipping_policy = 'over_price';
    expect(formToPatch(form, { free_shipping_price: '50.00' }).free_shipping_price).toBe('');
  });

  it('does not share arrays with the method it came from', () => {
    const form = methodToForm(method);
    form.unsold_place_codes.push('460000');
    form.shipping_zones[0].place_codes.push('630000');
    expect(method.unsold_place_codes).toEqual(['540000']);
    expect(method.shipping_zones[0].place_codes).toEqual(['650000']);
  });

  it('sees a change only when saving would change something', () => {
    const form = methodToForm(method);
    expect(isFormChanged(form, method)).toBe(false);
    form.normal_price = '10';
    form.shipping_zones[0].over_unit = '0.5';
    expect(isFormChanged(form, method)).toBe(false);
    form.normal_price = '10.01';
    expect(isFormChanged(form, method)).toBe(true);
    form.normal_price = '10.00';
    form.shipping_zones[0].place_codes.push('630000');
    expect(isFormChanged(form, method)).toBe(true);
    form.shipping_zones.pop();
    expect(isFormChanged(form, method)).toBe(true);
  });
});
