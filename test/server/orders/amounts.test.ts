import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickUpClient } from '../../support/orders';
import { createTestServer, type TestServer } from '../../support/server';

/**
 * Amounts past what a number holds exactly (2^53 − 1 cents) are refused, not rounded
 * (docs/SECURITY.md): 91 lines of 9,999 × 99,999,999.99 add up to 90,981,809,999,909,000.91
 * — rounded, they came out as …900.92.
 */

let s: TestServer;
let api: ReturnType<typeof pickUpClient>;
let store: { id: number };
const variants: number[] = [];

beforeAll(async () => {
  s = await createTestServer();
  api = pickUpClient(s, s.auth(await s.login()));
  store = await api.createStore();
  for (let i = 0; i < 91; i++) {
    const product = await api.createProduct(
      {
        price: '99999999.99',
        sku: `BIG-${i}`,
        barcode: `69000000${String(i).padStart(5, '0')}`,
        inventory_quantity: 100_000,
      },
      { title: `Big ${i}` },
    );
    variants.push(product.variants[0].id as number);
  }
}, 120_000);
afterAll(() => s.close());

const order = (lineCount: number) => ({
  customer: api.customer,
  selected_channel: 'pick_up',
  pick_up_shop_id: store.id,
  lines: variants.slice(0, lineCount).map((variant_id) => ({ variant_id, quantity: 9_999 })),
});

describe('amounts too large to be exact', () => {
  it.each(['/api/orders/order/preview/', '/api/orders/order/'])(
    'POST %s of 91 lines of 9,999 × 99,999,999.99 is 400 amount_too_large',
    async (url) => {
      const answer = await s.app.inject({
        method: 'POST',
        url,
        headers: s.auth(await s.login()),
        payload: order(91),
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().code).toBe('amount_too_large');
    },
  );

  it('90 such lines are still exact', async () => {
    const preview = await api.ok('POST', '/api/orders/order/preview/', order(90));
    // 90 × 9,999 × 9,999,999,999 cents, computed exactly.
    const cents = 90n * 9_999n * 9_999_999_999n;
    expect(preview.total_line_items_price).toBe(
      `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`,
    );
  });
});
