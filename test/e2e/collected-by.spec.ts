import { expect, test } from '@playwright/test';
import {
  createCounterWorld,
  openCounter,
  verdictFor,
  wedgeScan,
  blurAll,
  type CounterWorld,
} from './support/pick-up-data';

// A relative collects the package (docs/API.md "Collected by someone else"): the clerk ticks
// "Collected by someone else" by keyboard, names the collector, hands out; the card and the
// customer's page say who took it.

let world: CounterWorld;

test.beforeAll(async () => {
  world = await createCounterWorld('cby');
});

test.afterAll(async () => {
  await world?.dispose();
});

test('a clerk hands a package to a proxy and the customer’s page shows the collector', async ({
  page,
}) => {
  const paid = await world.paidPickUp(0);
  const clerk = world.staff[0]!;
  await openCounter(page, clerk.username, clerk.password);
  await blurAll(page);
  await wedgeScan(page, paid.key);
  await verdictFor(page, paid.key, 'ready');

  // Keyboard only: focus the box, Space ticks it and the name field takes focus.
  const toggle = page.getByRole('checkbox', { name: '他人代取' });
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(toggle).toBeChecked();
  const name = page.getByTestId('collector-name');
  await expect(name).toBeFocused();

  // Enter without a name hands nothing out and says what is missing.
  await page.keyboard.press('Enter');
  await expect(page.getByText('请填写代取人的姓名。')).toBeVisible();
  await expect(page.getByTestId('counter-verdict')).toHaveAttribute('data-kind', 'ready');

  await page.keyboard.type('王芳');
  await page.getByTestId('collector-relation').click();
  await page.getByRole('option', { name: '家人' }).click();
  await page.getByTestId('collector-note').fill('已核对身份证');
  await page.getByTestId('collector-note').press('Enter');

  await verdictFor(page, paid.key, 'handed_out');
  await expect(page.getByTestId('counter-card-collected-by')).toContainText('王芳（家人）');
  await expect(page.getByTestId('counter-card-collected-by')).toContainText('已核对身份证');
  await expect(page.getByTestId('collector')).toHaveCount(0);

  await page.goto(`/pickup/${paid.orderToken}?shop=${world.shopDomain}`);
  await expect(page.getByTestId('pickup-status')).toHaveAttribute('data-state', 'used');
  await expect(page.getByTestId('pickup-collected-by')).toHaveText(
    /^已由 王芳（家人）于 .*\d{2}:\d{2}.* 代取。$/,
  );
  // The staff's note stays at the counter.
  await expect(page.getByText('已核对身份证')).toHaveCount(0);
});
