import { expect, test } from '@playwright/test';
import { E2E_MANAGER } from '../../playwright.config';
import { openFromMenu } from './support/navigation';

// Its own customer, product and coupon, unique per run: independent of other tests' data.
const SUFFIX = Date.now().toString(36).toUpperCase();
const PREFIX = `ORD${SUFFIX}`;
const MOBILE = `137${String(Date.now()).slice(-8)}`;
const NAME = `订单测试 ${SUFFIX}`;
const PRODUCT = `结账测试商品 ${SUFFIX}`;

test('a manager creates a delivery order with a 10 % code, the preview matches it, pays it, and the code is used', async ({
  page,
}) => {
  // Many steps, each previewed by the server: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const login = await page.request.post('/api/shops/staff_login/', { data: E2E_MANAGER });
  const { token } = await login.json();
  const headers = { authorization: `Token ${token}` };
  const post = async (url: string, data: unknown) => {
    const response = await page.request.post(url, { headers, data });
    expect(response.status(), await response.text()).toBeLessThan(300);
    return response.json();
  };
  const customer = await post('/api/customers/customer/', { mobile: MOBILE, full_name: NAME });
  // 88.00 × 2 = 176.00, 1.2 kg: 10.00 + 5.00 shipping with the group's first method.
  const product = await post('/api/shopfront/product/', {
    title: PRODUCT,
    published: true,
    variants: [{ price: '88.00', grams: 600, inventory_quantity: 50 }],
  });
  const group = await post('/api/shippings/shippingmethodgroup/', undefined);
  const method = group.shipping_methods[0];
  const coupon = await post('/api/discounts/coupon/', {
    title: `九折 ${SUFFIX}`,
    code_prefix: PREFIX,
    price_rule: { value: '-10.00', value_type: 'percentage' },
  });
  const [code] = (
    await post('/api/discounts/coupon_code/', [{ customer_id: customer.id, coupon_id: coupon.id }])
  ).results;

  await page.goto('/');
  await page.getByTestId('login-username').fill(E2E_MANAGER.username);
  await page.getByTestId('login-password').fill(E2E_MANAGER.password);
  await page.getByTestId('login-submit').click();

  await openFromMenu(page, 'orders');
  await expect(page).toHaveURL(/\/orders/);
  await page.getByTestId('order-new').click();
  await expect(page).toHaveURL(/\/orders\/new$/);

  // The customer, by mobile.
  await page.getByTestId('customer-select').click();
  await page.keyboard.type(MOBILE);
  await page
    .locator(`[data-testid="customer-select-option"][data-customer-id="${customer.id}"]`)
    .click();

  // Two of the product.
  await page.getByTestId('new-order-add-product').click();
  const picker = page.getByTestId('product-picker');
  await picker.getByTestId('product-picker-search').fill(SUFFIX);
  // The product made here, once the search has found it (the unfiltered list shows first).
  await picker
    .locator(`[data-testid="product-picker-pick"][data-product-id="${product.id}"]`)
    .click();
  await expect(page.getByTestId('new-order-line')).toHaveCount(1);
  // The picker stays open for more products, the one added marked so; "Done" closes it.
  await expect(
    picker.locator(`[data-testid="product-picker-pick"][data-product-id="${product.id}"]`),
  ).toBeDisabled();
  await picker.getByRole('button', { name: '完成' }).click();
  await expect(picker).toBeHidden();
  await page.getByTestId('new-order-quantity').locator('input').fill('2');
  await page.getByTestId('new-order-quantity').locator('input').blur();

  // Delivery with the method, to Jing'an, Shanghai.
  await page.getByTestId('new-order-channel').getByText('配送').click();
  await page.getByTestId('new-order-method').click();
  await page.getByRole('option', { name: method.title }).last().click();
  await page.getByTestId('new-order-address-name').fill(NAME);
  await page.getByTestId('new-order-address-mobile').fill(MOBILE);
  await page.getByTestId('new-order-address-line').fill('南京西路 1000 号');
  await page.getByTestId('new-order-address-place').locator('input').click();
  await page.keyboard.type('静安区');
  await page.locator('.el-cascader__suggestion-item', { hasText: '静安区' }).first().click();

  // Before the code: 176.00 + 15.00.
  const preview = page.getByTestId('order-preview');
  await expect(preview.getByTestId('amount-total')).toHaveText('¥191.00');

  // A wrong code is explained; the real one applies: 17.60 off.
  await page.getByTestId('new-order-codes').click();
  await page.keyboard.type('NOSUCHCODE');
  await page.keyboard.press('Enter');
  await expect(preview.getByTestId('order-rejected-code')).toHaveAttribute(
    'data-reason',
    'unknown_code',
  );
  await expect(preview.getByTestId('order-rejected-code')).toContainText('没有这个优惠码');
  await page.keyboard.press('Backspace');
  await expect(preview.getByTestId('order-rejected-code')).toHaveCount(0);
  await page.keyboard.type(code.code);
  await page.keyboard.press('Enter');
  await expect(preview.getByTestId('amount-discount-0')).toHaveText('−¥17.60');
  await expect(preview.getByTestId('amount-shipping')).toHaveText('¥15.00');
  await expect(preview.getByTestId('amount-total')).toHaveText('¥173.40');
  const previewed = (await preview.getByTestId('order-amounts').textContent()) ?? '';

  await page.getByTestId('new-order-submit').click();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  const orderId = Number(page.url().match(/\/orders\/(\d+)$/)![1]);
  // The saved order shows exactly what the preview showed.
  await expect(page.getByTestId('order-amounts')).toHaveText(previewed);
  const saved = await (await page.request.get(`/api/orders/order/${orderId}/`, { headers })).json();
  expect(saved).toMatchObject({
    total_line_items_price: '176.00',
    total_discounts: '17.60',
    shipping_cost: '15.00',
    total_price: '173.40',
    coupon_codes: [{ id: code.id, code: code.code }],
  });

  // Payment is confirmed with its method, the amount (the total) and a reference.
  await page.getByTestId('order-pay').click();
  await expect(page.getByTestId('order-pay-amount')).toHaveValue('173.40');
  await page.getByTestId('order-pay-gateway').getByText('微信支付').click();
  await page.getByTestId('order-pay-reference').fill('WX-420000');
  await page.getByTestId('order-pay-confirm').click();
  await expect(page.getByTestId('order-financial-status')).toHaveAttribute('data-status', 'paid');
  await expect(page.getByTestId('amount-total-label')).toHaveText('实付合计');

  // The parcel goes out with its carrier and tracking number.
  await page.getByTestId('order-fulfill').click();
  await page.getByTestId('order-fulfill-carrier').fill('顺丰速运');
  await page.getByTestId('order-fulfill-tracking').fill('SF1234567890');
  await page.getByTestId('order-fulfill-confirm').click();
  await expect(page.getByTestId('order-fulfillment-status')).toHaveAttribute(
    'data-status',
    'fulfilled',
  );
  await expect(page.getByTestId('order-fulfillments')).toContainText('SF1234567890');

  // One of the two comes back: 176.00 − 17.60 = 158.40 for two, 79.20 for one.
  await page.getByTestId('order-refund').click();
  const quantity = page.getByTestId('order-refund-quantity').locator('input');
  await quantity.fill('1');
  await quantity.blur();
  await page.getByTestId('order-refund-reason').fill('破损');
  await page.getByTestId('order-refund-confirm').click();
  await page.locator('.el-message-box').getByRole('button', { name: '退款' }).click();
  await expect(page.getByTestId('order-refunded')).toHaveText('¥79.20');
  const refunded = await (
    await page.request.get(`/api/orders/order/${orderId}/`, { headers })
  ).json();
  expect(refunded).toMatchObject({ refunded_price: '79.20', financial_status: 'paid' });

  // The coupon codes screen shows the code used.
  await page.goto(`/coupon-codes?customer=${customer.id}`);
  const row = page.locator('tr', { has: page.getByTestId('code-code') });
  await expect(page.getByTestId('code-code')).toHaveText(code.code);
  await expect(row.getByTestId('code-status')).toHaveAttribute('data-status', 'used');
});
