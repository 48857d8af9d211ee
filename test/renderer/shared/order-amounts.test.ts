// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { mount, type VueWrapper } from '@vue/test-utils';
import ElementPlus from 'element-plus';
import type { OrderAmounts } from '@/shared/api/order-amounts';
import OrderAmountsTable from '@/shared/components/OrderAmountsTable.vue';
import { i18n } from '@/i18n';

let wrapper: VueWrapper | null = null;

afterEach(() => {
  wrapper?.unmount();
  wrapper = null;
});

const mountTable = (amounts: OrderAmounts, due = false) => {
  wrapper = mount(OrderAmountsTable, {
    props: { amounts, due },
    global: { plugins: [ElementPlus, i18n] },
  });
  return wrapper;
};

const text = (w: VueWrapper, id: string) => w.find(`[data-testid="${id}"]`).text();

describe('OrderAmountsTable', () => {
  it('shows items, each discount with its code, shipping, points and the total', () => {
    i18n.global.locale.value = 'en';
    const w = mountTable({
      total_line_items_price: '151.00',
      total_discounts: '22.60',
      shipping_cost: '15.00',
      points_price: '5.00',
      total_price: '138.40',
      discounts: [
        {
          price_rule_id: 1,
          title: '10% off',
          target_type: 'line_item',
          amount: '15.10',
          coupon_code: 'TENABCDEFGH',
        },
        {
          price_rule_id: 2,
          title: 'Half shipping',
          target_type: 'shipping_line',
          amount: '7.50',
          coupon_code: null,
        },
      ],
    });
    expect(text(w, 'amount-items')).toBe('¥151.00');
    expect(w.findAll('dt').map((dt) => dt.text())).toEqual([
      'Items',
      '10% off (TENABCDEFGH)',
      'Half shipping',
      'Shipping',
      'Points',
      'Paid total',
    ]);
    expect(text(w, 'amount-discount-0')).toBe('−¥15.10');
    expect(text(w, 'amount-discount-1')).toBe('−¥7.50');
    expect(text(w, 'amount-shipping')).toBe('¥15.00');
    expect(text(w, 'amount-points')).toBe('−¥5.00');
    expect(text(w, 'amount-total')).toBe('¥138.40');
  });

  it('leaves out shipping and points an order does not have', () => {
    i18n.global.locale.value = 'zh-CN';
    const w = mountTable({
      total_line_items_price: '51.00',
      total_discounts: '0.00',
      shipping_cost: '0.00',
      points_price: '0.00',
      total_price: '51.00',
      discounts: [],
    });
    expect(w.findAll('dt').map((dt) => dt.text())).toEqual(['商品金额', '实付合计']);
  });

  it('an order not paid yet shows its total as due (the preview, a pending order)', () => {
    i18n.global.locale.value = 'zh-CN';
    const amounts = {
      total_line_items_price: '51.00',
      total_discounts: '0.00',
      shipping_cost: '0.00',
      points_price: '0.00',
      total_price: '51.00',
      discounts: [],
    };
    expect(text(mountTable(amounts, true), 'amount-total-label')).toBe('应付合计');
    wrapper?.unmount();
    i18n.global.locale.value = 'en';
    expect(text(mountTable(amounts, true), 'amount-total-label')).toBe('Total due');
  });
});
