import { expect, type Page } from '@playwright/test';

/**
 * Opens a page from the side navigation (`nav-<name>`), opening its group first when the group
 * is closed: the manager's menu shows one group's pages at a time.
 */
export async function openFromMenu(page: Page, name: string): Promise<void> {
  const item = page.getByTestId(`nav-${name}`);
  await expect(item).toHaveCount(1);
  if (!(await item.isVisible())) {
    await item
      .locator('xpath=ancestor::li[contains(@class, "el-sub-menu")]')
      .locator('.el-sub-menu__title')
      .click();
  }
  await item.click();
}
