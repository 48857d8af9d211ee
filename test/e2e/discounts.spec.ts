import { expect, test } from '@playwright/test';
import { E2E_MANAGER } from '../../playwright.config';
import { openFromMenu } from './support/navigation';

// Its own customer and coupon prefix, unique per run: independent of other tests' data.
const SUFFIX = Date.now().toString(36).toUpperCase();
const PREFIX = `E2E${SUFFIX}`;
const MOBILE = `139${String(Date.now()).slice(-8)}`;
const NAME = `优惠测试 ${SUFFIX}`;

test('a manager creates a 10 % coupon in the wizard and issues a code to a customer', async ({
  page,
}) => {
  // The customer, made through the API with a token of our own.
  const login = await page.request.post('/api/shops/staff_login/', { data: E2E_MANAGER });
  const { token } = await login.json();
  const headers = { authorization: `Token ${token}` };
  const made = await page.request.post('/api/customers/customer/', {
    headers,
    data: { mobile: MOBILE, full_name: NAME },
  });
  expect(made.status()).toBe(201);
  const customerId: number = (await made.json()).id;

  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
  await page.getByTestId('login-username').fill(E2E_MANAGER.username);
  await page.getByTestId('login-password').fill(E2E_MANAGER.password);
  await page.getByTestId('login-submit').click();

  // Step 1: the rule, a 10 % discount.
  await openFromMenu(page, 'coupons');
  await expect(page).toHaveURL(/\/coupons$/);
  await page.getByTestId('coupon-create').click();
  await expect(page).toHaveURL(/\/coupons\/new$/);
  await page.getByTestId('rule-value-type-percentage').click();
  await page.getByTestId('rule-value').fill('10');
  // Said as the manager thinks of it, never as the negative value stored.
  await expect(page.getByTestId('rule-value-sent')).toHaveText('规则：减 10%。');
  await page.getByTestId('wizard-next').click();

  // Step 2: the coupon.
  await page.getByTestId('coupon-code-prefix').fill(PREFIX);
  await page.getByTestId('coupon-title').fill(`九折 ${SUFFIX}`);
  await page.getByTestId('wizard-next').click();

  // Step 3: review and create.
  await expect(page.getByTestId('review-code-prefix')).toHaveText(PREFIX);
  await expect(page.getByTestId('review-value')).toContainText('10%');
  await page.getByTestId('wizard-create').click();
  await expect(page).toHaveURL(/\/coupons\/\d+$/);
  const couponId = Number(page.url().match(/\/coupons\/(\d+)$/)![1]);
  await expect(page.getByTestId('coupon-code-prefix-value')).toHaveText(PREFIX);

  // Issue a code to the customer, found in the picker by mobile.
  await page.getByTestId('coupon-issue').click();
  const picker = page.getByTestId('customer-picker');
  await picker.getByTestId('customer-picker-search').fill(MOBILE);
  const check = picker.locator(
    `[data-testid="customer-picker-check"][data-customer-id="${customerId}"]`,
  );
  await check.click();
  await expect(picker.getByTestId('customer-picker-chosen')).toContainText(NAME);
  await picker.getByTestId('customer-picker-confirm').click();
  await expect(page.getByTestId('coupon-issued')).toHaveText('1');
  await expect(
    page.locator(`[data-testid="code-customer"][data-customer-id="${customerId}"]`),
  ).toHaveCount(1);

  // The coupon code list, filtered by that customer, shows it unused.
  await openFromMenu(page, 'coupon-codes');
  await expect(page).toHaveURL(/\/coupon-codes/);
  await page.getByTestId('code-filter-customer').click();
  await page.keyboard.type(MOBILE);
  await page
    .locator(`[data-testid="code-filter-customer-option"][data-customer-id="${customerId}"]`)
    .click();
  await expect(page).toHaveURL(new RegExp(`customer=${customerId}`));
  const codes = page.getByTestId('code-code');
  await expect(codes).toHaveCount(1);
  await expect(codes).toHaveText(new RegExp(`^${PREFIX}[A-Z0-9]{8}$`));
  const row = page.locator('tr', { has: codes });
  await expect(row.getByTestId('code-status')).toHaveText('未使用');
  await expect(row.getByTestId('code-status')).toHaveAttribute('data-status', 'unused');
  await expect(row.getByTestId('code-customer')).toHaveText(NAME);

  // The server's copy (asked with our token): a 10 % rule, and the customer's unused code.
  const coupon = await (
    await page.request.get(`/api/discounts/coupon/${couponId}/`, { headers })
  ).json();
  expect(coupon.code_prefix).toBe(PREFIX);
  expect(coupon.redeem_count).toBe(1);
  expect(coupon.price_rule.value).toBe('-10.00');
  expect(coupon.price_rule.value_type).toBe('percentage');
  expect(coupon.price_rule.automatic_discount).toBe(false);
  const issued = await (
    await page.request.get(`/api/discounts/coupon_code/?customer=${customerId}`, { headers })
  ).json();
  expect(issued.count).toBe(1);
  expect(issued.results[0]).toMatchObject({
    coupon_id: couponId,
    customer_id: customerId,
    status: 'unused',
  });
  await expect(codes).toHaveText(issued.results[0].code);
});
