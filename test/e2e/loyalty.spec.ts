import { expect, test, type Locator } from '@playwright/test';
import { E2E_MANAGER } from '../../playwright.config';
import { openFromMenu } from './support/navigation';

// Its own customer and reason, unique per run: independent of other tests' data.
const SUFFIX = Date.now().toString(36).toUpperCase();
const MOBILE = `137${String(Date.now()).slice(-8)}`;
const NAME = `积分测试 ${SUFFIX}`;
const REASON = `生日礼遇 ${SUFFIX}`;

/** The native input of an Element Plus number box (its test id may sit on the wrapper). */
async function numberBox(box: Locator): Promise<Locator> {
  return (await box.evaluate((el) => el.tagName)) === 'INPUT' ? box : box.locator('input');
}

test('a manager adjusts a customer’s points (+50 with a reason) and sees the entry and the new balance', async ({
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
  const customer = await made.json();
  expect(customer).toMatchObject({ points: 0, level: { title: 'Member' } });

  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
  await page.getByTestId('login-username').fill(E2E_MANAGER.username);
  await page.getByTestId('login-password').fill(E2E_MANAGER.password);
  await page.getByTestId('login-submit').click();

  // The levels screen lists the base level every shop has.
  await openFromMenu(page, 'loyalty-levels');
  await expect(page).toHaveURL(/\/loyalty-levels$/);
  await expect(page.getByTestId('level-title').first()).toHaveText('Member');

  // The customer, found in the list by his mobile.
  await openFromMenu(page, 'customers');
  await expect(page).toHaveURL(/\/customers/);
  await page.getByTestId('customer-search').fill(MOBILE);
  // Click once the search has answered: a row of the earlier list may be replaced under it.
  await expect(page).toHaveURL(new RegExp(`q=${MOBILE}`));
  await expect(page.getByTestId('customer-link')).toHaveCount(1);
  const link = page.locator(`[data-testid="customer-link"][data-customer-id="${customer.id}"]`);
  await expect(link).toHaveText(MOBILE);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/customers/${customer.id}$`));

  const card = page.getByTestId('customer-points');
  await expect(card.getByTestId('points-balance')).toHaveText('0');
  await expect(card.getByTestId('points-level')).toHaveText('Member');
  await expect(card.getByTestId('points-history')).toContainText('还没有积分记录');

  // Adjust: +50 with a reason.
  await card.getByTestId('points-adjust').click();
  const dialog = page.getByTestId('points-adjust-dialog');
  await expect(dialog).toBeVisible();
  const points = await numberBox(dialog.getByTestId('points-adjust-points'));
  await points.fill('50');
  await points.blur();
  await expect(dialog).toContainText('调整后余额：50');
  await dialog.getByTestId('points-adjust-reason').fill(REASON);
  await dialog.getByTestId('points-adjust-submit').click();
  await expect(dialog).toBeHidden();

  // The new balance and the history entry: kind, signed points and the reason.
  await expect(card.getByTestId('points-balance')).toHaveText('50');
  const row = card.getByTestId('points-history').locator('tr', { hasText: REASON });
  await expect(row.getByTestId('points-kind')).toHaveText('手动调整');
  await expect(row.getByTestId('points-amount')).toHaveText('+50');
  await expect(row.getByTestId('points-reason')).toHaveText(REASON);

  // …and it survives a reload; the server has it too.
  await page.reload();
  await expect(page.getByTestId('points-balance')).toHaveText('50');
  await expect(page.getByTestId('points-reason').first()).toHaveText(REASON);
  const history = await page.request.get(`/api/loyalty/point_history/?customer=${customer.id}`, {
    headers,
  });
  const entries = (await history.json()).results;
  expect(entries).toHaveLength(1);
  expect(entries[0]).toMatchObject({ kind: 'manual', points: 50, reason: REASON, order: null });
  expect(entries[0].customer).toMatchObject({ id: customer.id, points: 50 });
});
