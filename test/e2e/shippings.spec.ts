import { expect, test } from '@playwright/test';
import { E2E_MANAGER } from '../../playwright.config';
import { openFromMenu } from './support/navigation';

test('a manager logs in, creates a shipping group, changes a method price, and it is kept after reload', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
  await page.getByTestId('login-username').fill(E2E_MANAGER.username);
  await page.getByTestId('login-password').fill(E2E_MANAGER.password);
  await page.getByTestId('login-submit').click();

  await openFromMenu(page, 'shippings');
  await expect(page).toHaveURL(/\/shippings/);
  // "New template" asks for the name first; an empty one is refused.
  await page.getByTestId('group-create').click();
  const prompt = page.locator('.el-message-box');
  await expect(prompt).toContainText('给新模板起个名字');
  const confirm = prompt.getByRole('button', { name: '新建模板' });
  await confirm.click();
  await expect(prompt).toContainText('请填写模板名称');
  const name = `华东 ${Date.now()}`;
  await prompt.locator('input').fill(name);
  // Other browser tests share this shop and may have made groups: follow the one made here.
  const created = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      response.url().endsWith('/api/shippings/shippingmethodgroup/'),
  );
  await confirm.click();
  const groupId = String((await (await created).json()).id);
  expect(groupId).toMatch(/^\d+$/);
  const card = page.locator(`[data-testid="group-card"][data-group-id="${groupId}"]`);
  await expect(card).toHaveCount(1);
  // Created under that name, never as "未命名模板 #id".
  await expect(card).toContainText(name);
  await expect(card).not.toContainText('未命名模板');

  const method = card.getByTestId('method-row').first();
  const methodId = await method.getAttribute('data-method-id');
  await method.getByTestId('method-edit').click();
  await page.getByTestId('method-normal-price').fill('12.34');
  await page.getByTestId('method-save').click();

  // The server has it (asked with a token of our own)…
  const login = await page.request.post('/api/shops/staff_login/', { data: E2E_MANAGER });
  const { token } = await login.json();
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/shippings/shippingmethod/${methodId}/`, {
        headers: { authorization: `Token ${token}` },
      });
      return (await response.json()).normal_price;
    })
    .toBe('12.34');

  // …and the screen shows it after a reload.
  await page.reload();
  await openFromMenu(page, 'shippings');
  const reloaded = page.locator(`[data-testid="method-row"][data-method-id="${methodId}"]`);
  await expect(reloaded).toContainText('12.34');
});
