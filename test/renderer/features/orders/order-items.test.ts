import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { orderItemsSummary } from '@/features/orders/order-items';

const line = (product_title: string) => ({ product_title });
const t = (key: string, named?: Record<string, unknown>) => i18n.global.t(key, named ?? {});

describe('an order’s items in the user’s language', () => {
  it.each([
    ['en', 'Cotton towel and 2 more'],
    ['zh-CN', 'Cotton towel 等3件商品'],
  ] as const)('names the first product and how many more (%s)', (locale, expected) => {
    i18n.global.locale.value = locale;
    const order = {
      // The stored subject is Chinese whatever the UI language.
      title: 'Cotton towel 等3件商品',
      lines: [line('Cotton towel'), line('Tea cup'), line('Teapot')],
    };
    expect(orderItemsSummary(order, t)).toBe(expected);
  });

  it('shows a single product by its title, and an order without lines by its subject', () => {
    i18n.global.locale.value = 'en';
    expect(orderItemsSummary({ title: 'x', lines: [line('Tea cup')] }, t)).toBe('Tea cup');
    expect(orderItemsSummary({ title: '纯棉毛巾', lines: [] }, t)).toBe('纯棉毛巾');
  });
});
