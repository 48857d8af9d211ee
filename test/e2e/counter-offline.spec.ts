import { expect, test } from '@playwright/test';
import {
  blurAll,
  createCounterWorld,
  openCounter,
  verdictFor,
  wedgeScan,
  type CounterWorld,
} from './support/pick-up-data';

// DESIGN §13 "Counters connect": a counter that cannot reach its shop server says so at once,
// stops taking keys, retries by itself, and never shows a package as handed out meanwhile.

let world: CounterWorld;

test.beforeAll(async () => {
  world = await createCounterWorld('off');
});

test.afterAll(async () => {
  await world?.dispose();
});

test('the server stops answering: banner, scan field disabled, no hand-out; it answers again: the counter recovers', async ({
  page,
}) => {
  // The automatic retry waits 1, 2, 4 … s between tries: give the recovery room on a busy machine.
  test.setTimeout(60_000);
  const paid = await world.paidPickUp(0);
  const clerk = world.staff[0]!;
  await openCounter(page, clerk.username, clerk.password);
  const field = page.getByTestId('counter-key-input');
  const banner = page.getByTestId('offline-banner');

  await blurAll(page);
  await wedgeScan(page, paid.key);
  await verdictFor(page, paid.key, 'ready');
  await expect(banner).toHaveCount(0);

  // The network goes: every API request fails as a dropped connection does.
  await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await page.keyboard.press('Enter');
  await verdictFor(page, paid.key, 'not_confirmed');
  await expect(page.getByTestId('counter-verdict-title')).toHaveText('未交付');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('无法连接门店服务器');
  await expect(field).toBeDisabled();
  await expect(page.getByTestId('counter-check')).toBeDisabled();
  await expect(page.getByTestId('counter-consume')).toHaveCount(0);

  // A scan meanwhile is refused on screen, and the server never consumed the code.
  await wedgeScan(page, paid.key);
  await verdictFor(page, paid.key, 'error');
  await expect(page.locator('[data-kind="handed_out"]')).toHaveCount(0);
  await expect(page.getByTestId('counter-recent')).not.toContainText('已交付');
  expect((await world.code(paid.key)).key_status).toBe('unused');

  // The network is back: the back-off retry finds the server and the banner goes by itself.
  await page.unroute('**/api/**');
  await expect(banner).toHaveCount(0, { timeout: 35_000 });
  await expect(field).toBeEnabled();
  await expect(field).toBeFocused();

  await field.fill(paid.key);
  await page.keyboard.press('Enter');
  await verdictFor(page, paid.key, 'ready');
  await page.keyboard.press('Enter');
  await verdictFor(page, paid.key, 'handed_out');
  expect((await world.code(paid.key)).key_status).toBe('used');
});
