import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E_MANAGER } from '../../playwright.config';
import { signIn } from './support/pick-up-data';

const VIEWPORT = { width: 1280, height: 800 };
test.use({ viewport: VIEWPORT });

/** The manager's menu: every listed page in its group (pages on top of the groups may join). */
const GROUPS: Record<string, string[]> = {
  counter: ['counter', 'packages', 'history'],
  catalog: ['products', 'collections', 'taxonomy', 'articles'],
  marketing: ['price-rules', 'coupons', 'coupon-codes', 'social', 'notifications'],
  customers: ['orders', 'customers', 'loyalty-levels'],
  settings: ['shippings', 'webhooks', 'staff', 'stores', 'settings'],
};

const testIds = (within: Page | Locator, selector: string) =>
  within
    .locator(selector)
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-testid')));

async function expectMenuInsideWindow(page: Page): Promise<void> {
  const box = await page.getByTestId('nav-menu').boundingBox();
  expect(box).not.toBeNull();
  expect(box!.y + box!.height).toBeLessThanOrEqual(VIEWPORT.height);
}

test('the manager’s menu is grouped, every page opens from it, and it fits a 1280×800 window', async ({
  page,
}) => {
  // Twenty pages, each loading its data, on a machine other test runs share.
  test.setTimeout(120_000);
  await signIn(page, E2E_MANAGER.username, E2E_MANAGER.password);
  await expect(page.getByTestId('nav-menu')).toBeVisible();

  // The groups in their order, each holding its pages.
  expect(await testIds(page, '[data-testid^="nav-group-"]')).toEqual(
    Object.keys(GROUPS).map((group) => `nav-group-${group}`),
  );
  for (const [group, names] of Object.entries(GROUPS)) {
    const submenu = page
      .getByTestId(`nav-group-${group}`)
      .locator('xpath=ancestor::li[contains(@class, "el-sub-menu")]');
    expect(await testIds(submenu, 'li.el-menu-item')).toEqual(names.map((name) => `nav-${name}`));
  }

  // Pages on top of the groups (none today) open with one click.
  const topLevel = await testIds(page, '[data-testid="nav-menu"] > li.el-menu-item');
  for (const testId of topLevel) {
    await page.getByTestId(testId!).click();
    await expect(page).toHaveURL(new RegExp(`/${testId!.slice('nav-'.length)}$`));
    await expectMenuInsideWindow(page);
  }

  for (const [group, names] of Object.entries(GROUPS)) {
    const title = page.getByTestId(`nav-group-${group}`);
    const first = page.getByTestId(`nav-${names[0]}`);
    // The group of the page shown is open already; the others open on a click.
    if (!(await first.isVisible())) await title.click();
    for (const name of names) {
      const item = page.getByTestId(`nav-${name}`);
      await item.click();
      await expect(page).toHaveURL(new RegExp(`/${name}$`));
      await expect(item).toHaveClass(/is-active/);
      await expectMenuInsideWindow(page);
    }
    // One group is open at a time: the others' pages are folded away.
    for (const [other, otherNames] of Object.entries(GROUPS)) {
      if (other !== group) await expect(page.getByTestId(`nav-${otherNames[0]}`)).toBeHidden();
    }
  }

  // A page reached otherwise than by the menu (the address, going back) opens its group.
  await page.goto('/products');
  await expect(page.getByTestId('nav-products')).toBeVisible();
  await expect(page.getByTestId('nav-products')).toHaveClass(/is-active/);
  await page.getByTestId('nav-group-settings').click();
  await page.getByTestId('nav-staff').click();
  await expect(page).toHaveURL(/\/staff$/);
  await expect(page.getByTestId('nav-products')).toBeHidden();
  await page.goBack();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByTestId('nav-products')).toBeVisible();
  await expect(page.getByTestId('nav-products')).toHaveClass(/is-active/);
  await expectMenuInsideWindow(page);
});
