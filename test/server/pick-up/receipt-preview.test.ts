import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectError, pickUpClient } from '../../support/orders';
import { createTestServer, type TestServer } from '../../support/server';

/** The counter's receipt preview (docs/PRINTING.md): receiptline's SVG of the receipt. */
let s: TestServer;
let api: ReturnType<typeof pickUpClient>;

beforeEach(async () => {
  s = await createTestServer();
  api = pickUpClient(s, s.auth(await s.login()));
});
afterEach(() => s.close());

const receipt = {
  kind: 'hand_out',
  labels: {
    title: '交付回执',
    order: '订单',
    key: '提货码',
    items: '商品',
    handedOutBy: '经办',
    collectedBy: '代取人',
    time: '时间',
    scan: '扫码查看订单',
  },
  store: '南京西路店',
  orderNumber: 1042,
  key: '614423178501',
  lines: [{ title: '不锈钢保温杯', variant: 'Default Title', quantity: 2 }],
  handedOutBy: 'clerk.a',
  collectedBy: '王芳（家人）',
  time: '2026-11-21 14:02',
  link: 'https://pickup.example.com/pickup/tok?shop=shop.example.com',
};

const preview = (body: unknown, headers?: Record<string, string>) =>
  api.call('POST', '/api/orders/pick_up_code/receipt_preview/', body, headers);

describe('the receipt preview', () => {
  it('draws the receipt as SVG as wide as the paper, from the document the printer gets', async () => {
    const narrow = await preview({ receipt, paper: 58 });
    expect(narrow.statusCode, narrow.body).toBe(200);
    const { svg, document } = narrow.json();
    expect(svg).toMatch(/^<svg width="384px"/);
    expect(document).toContain('代取人 | 王芳（家人）');
    expect(document).toContain('…8501');
    expect(document).not.toContain('614423178501');
    // Text as text (the store's name), the QR as drawn cells.
    expect(svg).toContain('南');
    expect(svg).toContain('<path');
    const wide = (await preview({ receipt, paper: 80 })).json();
    expect(wide.svg).toMatch(/^<svg width="576px"/);
    // A slip prints the whole key, in groups.
    const slip = (await preview({ receipt: { ...receipt, kind: 'slip' } })).json();
    expect(slip.document).toContain('6144 2317 8501');
  });

  it('is for staff, and takes only a receipt', async () => {
    expect((await preview({ receipt }, {})).statusCode).toBe(401);
    expectError(await preview({ receipt: { ...receipt, key: '1' } }), 400, 'invalid');
    expectError(
      await preview({ receipt: { ...receipt, link: 'javascript:alert(1)' } }),
      400,
      'invalid',
    );
    expectError(await preview({ receipt, paper: 76 }), 400, 'invalid');
  });
});
