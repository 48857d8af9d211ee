// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { mount, type VueWrapper } from '@vue/test-utils';
import ElementPlus from 'element-plus';
import type { OrderPreviewAnswer } from '@/features/orders/api';
import OrderPreviewCard from '@/features/orders/components/OrderPreviewCard.vue';
import { i18n } from '@/i18n';

let wrapper: VueWrapper | null = null;
afterEach(() => {
  wrapper?.unmount();
  wrapper = null;
});

const preview = {
  customer: null,
  selected_channel: 'pick_up',
  title: '保温杯',
  total_weight: '1.00',
  redeem_points: 0,
  shipping_address: null,
  lines: [],
  coupon_codes: [{ id: 3, code: 'SOLO42', price_rule_id: 9 }],
  rejected_coupon_codes: [],
  displaced_discounts: [
    {
      price_rule_id: 4,
      title: '全场 95 折',
      reason: 'not_combinable',
      coupon_codes: ['SOLO42'],
    },
  ],
  total_line_items_price: '151.00',
  total_discounts: '15.10',
  shipping_cost: '0.00',
  points_price: '0.00',
  total_price: '135.90',
  discounts: [],
} as unknown as OrderPreviewAnswer;

describe('OrderPreviewCard', () => {
  it('says which automatic discount a code replaced, and why, in the UI language', () => {
    i18n.global.locale.value = 'zh-CN';
    wrapper = mount(OrderPreviewCard, {
      props: { ready: true, preview, error: '', previewing: false, creating: false },
      global: { plugins: [ElementPlus, i18n] },
    });
    const alert = wrapper.find('[data-testid="order-displaced-discount"]');
    expect(alert.attributes('data-reason')).toBe('not_combinable');
    expect(alert.text()).toContain('自动优惠“全场 95 折”未生效：已由优惠码 SOLO42 替代');
    expect(alert.text()).toContain('不可叠加');
    // The total is due: the order is not paid yet.
    expect(wrapper.find('[data-testid="amount-total-label"]').text()).toBe('应付合计');
  });
});
