import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { E2E_MANAGER } from '../../playwright.config';
import { openFromMenu } from './support/navigation';

// Its own product and SKU: other tests share the shop.
const RUN = Date.now().toString(36);
const TITLE = `导入帆布袋 ${RUN}`;
const SKU = `IMP-${RUN}`;

async function signIn(page: Page) {
  await page.goto('/');
  await page.getByTestId('login-username').fill(E2E_MANAGER.username);
  await page.getByTestId('login-password').fill(E2E_MANAGER.password);
  await page.getByTestId('login-submit').click();
  await openFromMenu(page, 'products');
  await expect(page).toHaveURL(/\/products$/);
}

test('a manager imports a product file: the preview shows each row with its errors, confirming adds the product to the list', async ({
  page,
}) => {
  await signIn(page);

  await page.getByTestId('import-button').click();
  const dialog = page.getByTestId('import-dialog');
  await expect(dialog).toBeVisible();
  const csv = [
    'title,sku,price,inventory_quantity,vendor,tags,published',
    `${TITLE},${SKU},39.90,12,布艺坊,"环保,新品",true`,
    `价格写错了 ${RUN},${SKU}-2,abc,1,,,`,
  ].join('\n');
  await page.getByTestId('import-file').setInputFiles({
    name: 'products.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${csv}\n`, 'utf8'),
  });

  // The dry run's preview: one new product, one row with an error on its price column.
  const preview = page.getByTestId('import-preview');
  const rows = preview.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('新建');
  await expect(rows.nth(0)).toContainText(SKU);
  await expect(rows.nth(1)).toContainText('错误');
  await expect(rows.nth(1)).toContainText('price');
  await expect(rows.nth(1)).toHaveClass(/import-error/);
  await expect(page.getByTestId('import-summary')).toContainText('尚未保存');

  // Nothing is saved before confirming.
  const login = await page.request.post('/api/shops/staff_login/', { data: E2E_MANAGER });
  const { token } = await login.json();
  const find = async () =>
    (
      await (
        await page.request.get(`/api/shopfront/product/?q=${encodeURIComponent(SKU)}`, {
          headers: { authorization: `Token ${token}` },
        })
      ).json()
    ).count;
  expect(await find()).toBe(0);

  await page.getByTestId('import-confirm').click();
  // One row imported, one refused: the summary says so (not "imported 2").
  await expect(page.getByTestId('import-summary')).toContainText('已导入 1 行，1 行有错误未导入');
  await expect(page.getByTestId('import-confirm')).toHaveCount(0);
  expect(await find()).toBe(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The list finds the imported product.
  await page.getByTestId('product-search').fill(TITLE);
  const link = page.getByTestId('product-link').filter({ hasText: TITLE });
  await expect(link).toHaveCount(1);
  await expect(page.locator('tr', { has: link }).getByTestId('product-price')).toContainText(
    '39.90',
  );

  // The list's Export (filtered by the search) imports back unchanged: it has every column.
  await expect(page).toHaveURL(/q=/);
  await page.getByTestId('export-button').click();
  const downloading = page.waitForEvent('download');
  await page.getByTestId('export-csv').click();
  const exported = await readFile((await (await downloading).path())!);
  await page.getByTestId('import-button').click();
  await page.getByTestId('import-file').setInputFiles({
    name: 'export.csv',
    mimeType: 'text/csv',
    buffer: exported,
  });
  await expect(page.getByTestId('import-summary')).toContainText('未变 1');
  await expect(page.getByTestId('import-summary')).toContainText('错误 0');
});

test('a refused file says why in the dialog; the editor’s own column words are headers', async ({
  page,
}) => {
  await signIn(page);
  await page.getByTestId('import-button').click();
  const file = (csv: string) => ({
    name: 'products.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${csv}\n`, 'utf8'),
  });
  await page.getByTestId('import-file').setInputFiles(file('名字,货号\n茶杯,A-1'));
  const refusal = page.getByTestId('import-refusal');
  await expect(refusal).toContainText('无法导入此文件');
  await expect(refusal).toContainText('文件中没有 "title" 列。');
  await expect(page.getByTestId('import-dialog')).not.toContainText('有些内容填写不正确');

  await page
    .getByTestId('import-file')
    .setInputFiles(file(`标题,SKU,价格\n"茶壶 ${RUN},X-${RUN},5`));
  await expect(refusal).toContainText('第 2 行有一个引号没有闭合。');

  await page
    .getByTestId('import-file')
    .setInputFiles(file(`标题,SKU,价格\n,E-${RUN},-1\n茶壶 ${RUN},T-${RUN},5`));
  const rows = page.getByTestId('import-preview').locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(refusal).toHaveCount(0);
  await expect(rows.nth(0)).toContainText('标题: 此项为必填项。');
  await expect(rows.nth(1)).toContainText('新建');
});
