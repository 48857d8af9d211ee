import { expect, test } from '@playwright/test';
import { E2E_MANAGER } from '../../playwright.config';

// Its own product, found by its own title: independent of other tests' data.
const TITLE = `不锈钢保温杯 E2E ${Date.now().toString(36)}`;

test('a manager creates a product with two variants, publishes it, finds it by a Chinese substring, and its prices survive a reload', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
  await page.getByTestId('login-username').fill(E2E_MANAGER.username);
  await page.getByTestId('login-password').fill(E2E_MANAGER.password);
  await page.getByTestId('login-submit').click();

  await page.getByTestId('nav-products').click();
  await expect(page).toHaveURL(/\/products$/);
  await page.getByTestId('product-create').click();
  await expect(page).toHaveURL(/\/products\/new$/);

  await page.getByTestId('product-title-input').fill(TITLE);

  // One option with two values, then one variant per value. (Element Plus puts the test ids of
  // its inputs on the native <input>.)
  await page.getByTestId('option-add').click();
  await page.getByTestId('option-title').fill('颜色');
  const values = page.getByTestId('option-values');
  await values.fill('红');
  await values.press('Enter');
  await values.fill('蓝');
  await values.press('Enter');
  await page.getByTestId('variants-generate').click();
  const rows = page.getByTestId('variant-row');
  await expect(rows).toHaveCount(2);
  await rows.nth(0).getByTestId('variant-price').fill('59');
  await rows.nth(1).getByTestId('variant-price').fill('69.5');

  await page.getByTestId('product-published').click();
  await page.getByTestId('product-save').click();

  await expect(page).toHaveURL(/\/products\/\d+$/);
  const productId = page.url().match(/\/products\/(\d+)$/)![1];
  await expect(page.getByTestId('product-status')).toHaveText('已上架');

  // The server has it (asked with a token of our own)…
  const login = await page.request.post('/api/shops/staff_login/', { data: E2E_MANAGER });
  const { token } = await login.json();
  const response = await page.request.get(`/api/shopfront/product/${productId}/`, {
    headers: { authorization: `Token ${token}` },
  });
  const product = await response.json();
  expect(product).toMatchObject({ title: TITLE, published: true });
  expect(product.variants.map((v: { price: string }) => v.price)).toEqual(['59.00', '69.50']);
  expect(product.variants.map((v: { options: unknown }) => v.options)).toEqual([
    [{ title: '颜色', value: '红' }],
    [{ title: '颜色', value: '蓝' }],
  ]);

  // …the list finds it by a Chinese substring of its title…
  await page.getByTestId('nav-products').click();
  await expect(page).toHaveURL(/\/products$/);
  await page.getByTestId('product-search').fill('保温');
  await expect(page).toHaveURL(/q=%E4%BF%9D%E6%B8%A9/);
  const link = page.locator(`[data-testid="product-link"][data-product-id="${productId}"]`);
  await expect(link).toHaveText(TITLE);
  await expect(page.locator('tr', { has: link }).getByTestId('product-published-tag')).toHaveText(
    '已上架',
  );

  // …and its editor shows both variants' prices after a reload.
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/products/${productId}$`));
  await page.reload();
  const reloaded = page.getByTestId('variant-row');
  await expect(reloaded).toHaveCount(2);
  await expect(reloaded.nth(0).getByTestId('variant-price')).toHaveValue('59.00');
  await expect(reloaded.nth(1).getByTestId('variant-price')).toHaveValue('69.50');
});
