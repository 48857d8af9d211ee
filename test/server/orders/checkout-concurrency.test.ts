import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildServerBundle,
  httpClient,
  MANAGER_ARGS,
  startChildServer,
  type ChildServer,
  type ServerBundle,
} from '../../support/serve-child';

const PAYMENTS = 100;

let bundle: ServerBundle;
let dataDir: string;
let server: ChildServer | undefined;

beforeAll(async () => {
  bundle = await buildServerBundle();
  dataDir = mkdtempSync(join(tmpdir(), 'shopdesk-checkout-race-'));
}, 120_000);

afterAll(async () => {
  await server?.stop();
  bundle?.remove();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('checkout under concurrency (the real server in another process, over HTTP)', () => {
  it(`of ${PAYMENTS} simultaneous payments with one code, or for a rule's last use, exactly one succeeds`, async () => {
    server = await startChildServer(bundle.cli, dataDir, MANAGER_ARGS);
    const http = httpClient(server.url);
    http.useToken(await http.login('boss', 'boss-password'));
    const store = await http.ok('POST', '/api/shops/offline_shop/', { title: '南京西路店' });
    const product = await http.ok('POST', '/api/shopfront/product/', {
      title: 'Checkout race product',
      published: true,
      variants: [{ price: '50.00', inventory_quantity: 10 * PAYMENTS }],
    });
    const customer = await http.ok('POST', '/api/customers/customer/', {
      mobile: '13800138000',
      full_name: '王芳',
    });
    const coupon = await http.ok('POST', '/api/discounts/coupon/', {
      title: 'Race coupon',
      code_prefix: 'RACE',
      price_rule: { value: '-10.00', value_type: 'percentage' },
    });
    const [code] = (
      await http.ok('POST', '/api/discounts/coupon_code/', [
        { customer_id: customer.id, coupon_id: coupon.id },
      ])
    ).results;
    const order = (extra: object = {}) =>
      http.ok('POST', '/api/orders/order/', {
        customer_id: customer.id,
        selected_channel: 'pick_up',
        pick_up_shop_id: store.id,
        lines: [{ variant_id: product.variants[0].id, quantity: 1 }],
        ...extra,
      });
    /** Pays every order at once (all requests sent before any answer is awaited). */
    const payAll = (ids: number[]) =>
      Promise.all(ids.map((id) => http.call('POST', `/api/orders/order/${id}/pay/`)));

    // One code on many pending orders: one payment uses it.
    const withCode: number[] = [];
    for (let i = 0; i < PAYMENTS; i++)
      withCode.push((await order({ coupon_codes: [code.code] })).id);
    const codeAnswers = await payAll(withCode);
    expect(codeAnswers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = codeAnswers.filter((a) => a.status !== 200);
    expect(refused.map((a) => `${a.status} ${a.body.code}`)).toEqual(
      Array(PAYMENTS - 1).fill('409 code_already_used'),
    );
    const paidWithCode = await http.ok(
      'GET',
      `/api/orders/order/?financial_status=paid&id__in=${withCode.join(',')}`,
    );
    expect(paidWithCode.count).toBe(1);
    expect(
      (await http.ok('GET', `/api/discounts/coupon_code/?id=${code.id}`)).results[0].status,
    ).toBe('used');

    // An automatic rule with one use left, on many pending orders: one payment gets it.
    await http.ok('POST', '/api/discounts/price_rule/', {
      title: 'Last one',
      automatic_discount: true,
      value: '-5.00',
      value_type: 'fixed_amount',
      usage_limit: 1,
    });
    const withRule: number[] = [];
    for (let i = 0; i < PAYMENTS; i++) {
      const made = await order();
      expect(made.total_discounts).toBe('5.00');
      withRule.push(made.id);
    }
    const ruleAnswers = await payAll(withRule);
    expect(ruleAnswers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(
      ruleAnswers.filter((a) => a.status !== 200).map((a) => `${a.status} ${a.body.code}`),
    ).toEqual(Array(PAYMENTS - 1).fill('409 usage_limit_reached'));
    // The rule is used up: a new order does not get it.
    expect((await order()).total_discounts).toBe('0.00');
  }, 240_000);
});
