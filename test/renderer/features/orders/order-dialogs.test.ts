// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import ElementPlus from 'element-plus';
import type { Order } from '@/features/orders/api';
import OrderPayDialog from '@/features/orders/components/OrderPayDialog.vue';
import OrderRefundDialog from '@/features/orders/components/OrderRefundDialog.vue';
import { i18n } from '@/i18n';

let wrapper: VueWrapper | null = null;
afterEach(() => {
  wrapper?.unmount();
  wrapper = null;
  document.body.innerHTML = '';
});

const order = {
  id: 7,
  order_number: 1007,
  total_price: '149.99',
  refunded_price: '0.00',
  selected_channel: 'pick_up',
  lines: [
    {
      id: 11,
      product_title: '保温杯',
      variant_title: '',
      quantity: 2,
      refunded_quantity: 0,
      fulfillment_status: 'pending',
    },
    {
      id: 12,
      product_title: '电热水壶',
      variant_title: '',
      quantity: 1,
      refunded_quantity: 0,
      fulfillment_status: 'fulfilled',
    },
  ],
  refundable: {
    lines: [
      { line_id: 11, quantity: 2, amount: '50.66' },
      { line_id: 12, quantity: 1, amount: '99.33' },
    ],
    shipping: '0.00',
  },
} as unknown as Order;

async function open(component: typeof OrderPayDialog | typeof OrderRefundDialog) {
  i18n.global.locale.value = 'zh-CN';
  wrapper = mount(component as never, {
    props: { order, busy: false, modelValue: false } as never,
    global: { plugins: [ElementPlus, i18n] },
    attachTo: document.body,
  });
  await wrapper.setProps({ modelValue: true } as never);
  await flushPromises();
  return wrapper;
}

const byTestId = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`)!;
const input = (id: string) =>
  byTestId(id).querySelector('input') ?? (byTestId(id) as HTMLInputElement);

async function type(id: string, value: string) {
  const element = input(id) as HTMLInputElement;
  element.value = value;
  element.dispatchEvent(new Event('input'));
  await flushPromises();
}

describe('the pay dialog', () => {
  it('confirms with the method, the total and a reference; another amount cannot be confirmed', async () => {
    const w = await open(OrderPayDialog);
    expect((input('order-pay-amount') as HTMLInputElement).value).toBe('149.99');
    await type('order-pay-amount', '150');
    expect(byTestId('order-pay-confirm').hasAttribute('disabled')).toBe(true);
    await type('order-pay-amount', '149.99');
    await type('order-pay-reference', 'WX-42');
    byTestId('order-pay-confirm').click();
    await flushPromises();
    expect(w.emitted('confirm')).toEqual([
      [{ gateway: 'cash', amount: '149.99', reference: 'WX-42' }],
    ]);
  });
});

describe('the refund dialog', () => {
  it('sends the chosen items with restock (on by default for unsent items) and the reason', async () => {
    const w = await open(OrderRefundDialog);
    expect(byTestId('order-refund-confirm').hasAttribute('disabled')).toBe(true);
    const quantities = document.querySelectorAll<HTMLInputElement>(
      '[data-testid="order-refund-quantity"] input',
    );
    expect(quantities).toHaveLength(2);
    for (const [i, value] of ['2', '1'].entries()) {
      quantities[i]!.value = value;
      quantities[i]!.dispatchEvent(new Event('input'));
      quantities[i]!.dispatchEvent(new Event('change'));
    }
    await flushPromises();
    await type('order-refund-reason', '质量问题');
    // Both lines in full: the exact total of their amounts.
    expect(byTestId('order-refund-total').textContent).toContain('¥149.99');
    byTestId('order-refund-confirm').click();
    await flushPromises();
    expect(w.emitted('confirm')).toEqual([
      [
        {
          lines: [
            { line_id: 11, quantity: 2, restock: true },
            { line_id: 12, quantity: 1, restock: false },
          ],
          shipping: false,
          reason: '质量问题',
        },
      ],
    ]);
  });
});
