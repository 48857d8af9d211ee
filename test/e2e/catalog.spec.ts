import { expect, test } from '@playwright/test';
import { E2E_MANAGER } from '../../playwright.config';
import { openFromMenu } from './support/navigation';

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

  await openFromMenu(page, 'products');
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
  await openFromMenu(page, 'products');
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

test('a failed save lands on the field to fix: scrolled into view above the save bar, focused, one toast', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1000, height: 600 });
  const name = `dup-${Date.now().toString(36)}`;
  const login = await page.request.post('/api/shops/staff_login/', { data: E2E_MANAGER });
  const { token } = await login.json();
  const create = (data: object) =>
    page.request.post('/api/shopfront/product/', {
      headers: { authorization: `Token ${token}` },
      data: { variants: [{ price: '10.00' }], ...data },
    });
  expect((await create({ title: `已有商品 ${name}`, name })).status()).toBe(201);
  const other = await create({ title: `另一个商品 ${name}`, name: `${name}-other` });
  expect(other.status()).toBe(201);
  const otherId = (await other.json()).id;

  await page.goto('/');
  await page.getByTestId('login-username').fill(E2E_MANAGER.username);
  await page.getByTestId('login-password').fill(E2E_MANAGER.password);
  await page.getByTestId('login-submit').click();
  await openFromMenu(page, 'products');
  await page.getByTestId('product-create').click();
  await expect(page).toHaveURL(/\/products\/new$/);

  const saveBar = page.locator('.save-bar');
  async function expectRevealed(testId: string) {
    const field = page.getByTestId(testId);
    await expect(field).toBeFocused();
    await expect(field).toBeInViewport();
    const [fieldBox, barBox] = [await field.boundingBox(), await saveBar.boundingBox()];
    // Not hidden under the sticky save bar, nor under the 56 px header.
    expect(fieldBox!.y + fieldBox!.height).toBeLessThanOrEqual(barBox!.y);
    expect(fieldBox!.y).toBeGreaterThanOrEqual(56);
    await expect(page.locator('.el-message')).toHaveCount(1);
  }

  // The form's own check: the title is missing. Save is pressed from the bottom of the page.
  await page.mouse.wheel(0, 5000);
  await page.getByTestId('product-save').click();
  await expectRevealed('product-title-input');

  // The server's refusal: another product has the name (409), shown at the name field.
  await page.goto(`/products/${otherId}`);
  await page.getByTestId('product-name-input').fill(name);
  await page.mouse.wheel(0, 5000);
  await expect(page.locator('.el-message')).toHaveCount(0, { timeout: 10_000 });
  await page.getByTestId('product-save').click();
  await expectRevealed('product-name-input');
  await expect(page.getByTestId('product-form')).toContainText('已存在相同内容，请换一个。');
});
