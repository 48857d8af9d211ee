import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_MANAGER } from '../../playwright.config';
import {
  blurAll,
  createCounterWorld,
  FIXTURES_DIR,
  median,
  openCounter,
  signIn,
  type PageDocument,
  STAFF_PASSWORD,
  verdictFor,
  wedgeScan,
  type CounterWorld,
} from './support/pick-up-data';
import { openFromMenu } from './support/navigation';

let world: CounterWorld;

test.beforeAll(async () => {
  world = await createCounterWorld('ctr');
});

test.afterAll(async () => {
  await world?.dispose();
});

test('a clerk signs in and lands on the counter of the store', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
  await openCounter(page, world.staff[0]!.username, world.staff[0]!.password);
  await expect(page.getByTestId('counter-store')).toHaveText(world.stores[0]!.title);
  await expect(page.getByTestId('current-store')).toContainText(world.stores[0]!.title);
  // Staff see the counter screens, not the managers' ones.
  await expect(page.getByTestId('nav-counter')).toBeVisible();
  await expect(page.getByTestId('nav-packages')).toBeVisible();
  await expect(page.getByTestId('nav-staff')).toHaveCount(0);
});

test('a wedge burst with no field focused is checked, Enter hands it out, and the same key again is refused as used', async ({
  page,
}) => {
  const paid = await world.paidPickUp(0);
  const clerk = world.staff[0]!;
  await openCounter(page, clerk.username, clerk.password);

  await blurAll(page);
  await wedgeScan(page, paid.key);
  await verdictFor(page, paid.key, 'ready');
  await expect(page.getByTestId('counter-card')).toHaveAttribute('data-key', paid.key);
  await expect(page.getByTestId('counter-card-order')).toContainText(String(paid.orderNumber));
  await expect(page.getByTestId('counter-card-customer')).toContainText(/\d{3}\*{4}\d{4}/);
  await expect(page.getByTestId('counter-line')).toHaveCount(1);
  await expect(page.getByTestId('counter-line-quantity')).toHaveText('× 2');
  // The scan's digits did not stay behind in the field, and the verdict is announced.
  await expect(page.getByTestId('counter-key-input')).toHaveValue('');
  await expect(page.getByTestId('counter-live')).toContainText('可以提货');

  await page.keyboard.press('Enter');
  await verdictFor(page, paid.key, 'handed_out');
  expect((await world.code(paid.key)).key_status).toBe('used');
  expect((await world.code(paid.key)).used_by?.username).toBe(clerk.username);

  // The same key again, typed by hand (slow keys go to the field): used, when and by whom.
  await page.getByTestId('counter-key-input').pressSequentially(paid.key, { delay: 40 });
  await expect(page.getByTestId('counter-key-input')).toHaveValue(paid.key);
  await page.keyboard.press('Enter');
  await verdictFor(page, paid.key, 'used');
  const body = page.getByTestId('counter-verdict-body');
  await expect(body).toContainText(clerk.username);
  // The shop's time, written the Chinese way (the UI's language).
  await expect(body).toContainText(/\d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2}/);
  await expect(body).toContainText(world.stores[0]!.title);
  // Enter on a used code hands nothing out.
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('counter-consume')).toHaveCount(0);
});

test('a key typed as printed, in groups with spaces, is checked; an unprepared package says to fetch it first', async ({
  page,
}) => {
  const paid = await world.paidPickUp(0, { prepared: false });
  await openCounter(page, world.staff[0]!.username, world.staff[0]!.password);
  const spaced = paid.key.replace(/(\d{4})(?=\d)/g, '$1 ');
  await page.getByTestId('counter-key-input').pressSequentially(spaced, { delay: 40 });
  await page.keyboard.press('Enter');
  await verdictFor(page, paid.key, 'not_prepared');
  await expect(page.getByTestId('counter-card')).toHaveAttribute('data-key', paid.key);
  await expect(page.getByTestId('counter-live')).toContainText('尚未备货，请先取货');
  // Fetched, it is handed out the usual way.
  await page.keyboard.press('Enter');
  await verdictFor(page, paid.key, 'handed_out');
  expect((await world.code(paid.key)).key_status).toBe('used');
});

// docs/DESIGN.md §13 "Counters connect": a counter that cannot reach its shop server says so at once,
// retries by itself, and never shows a package as handed out on a consume the server may not
// have recorded; meanwhile it checks from its copy of the store (docs/OFFLINE.md).
test('the server stops answering: banner, no unconfirmed hand-out, checks from the copy; it answers again: the counter recovers', async ({
  page,
}) => {
  // The automatic retry waits 1, 2, 4 … s between tries: give the recovery room on a busy machine.
  test.setTimeout(60_000);
  const paid = await world.paidPickUp(0);
  const other = await world.paidPickUp(0);
  const clerk = world.staff[0]!;
  const copied = page.waitForResponse((r) => r.url().includes('/pick_up_code/changes/'));
  await openCounter(page, clerk.username, clerk.password);
  await copied;
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
  await expect(banner).toContainText('离线');
  await expect(field).toBeEnabled();
  await expect(page.getByTestId('counter-consume')).toHaveCount(0);

  // A scan of another key meanwhile is answered from the counter's copy, marked offline.
  await wedgeScan(page, other.key);
  await verdictFor(page, other.key, 'ready');
  await expect(page.getByTestId('counter-verdict-offline')).toBeVisible();
  // Typed by hand (too slow for a scan) from the page: Enter checks it the same way.
  await blurAll(page);
  await page.keyboard.type(paid.key, { delay: 80 });
  await expect(field).toHaveValue(paid.key);
  await page.keyboard.press('Enter');
  await verdictFor(page, paid.key, 'ready');
  await expect(page.getByTestId('counter-verdict-offline')).toBeVisible();
  await expect(page.locator('[data-kind="handed_out"]')).toHaveCount(0);
  await expect(page.getByTestId('counter-recent')).not.toContainText('已交付');
  expect((await world.code(paid.key)).key_status).toBe('unused');
  expect((await world.code(other.key)).key_status).toBe('unused');

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

test('a key of the other store is refused as wrong store, naming that store', async ({ page }) => {
  const other = await world.paidPickUp(1);
  await openCounter(page, world.staff[0]!.username, world.staff[0]!.password);
  await blurAll(page);
  await wedgeScan(page, other.key);
  await verdictFor(page, other.key, 'wrong_store');
  await expect(page.getByTestId('counter-verdict-body')).toContainText(world.stores[1]!.title);
  await expect(page.getByTestId('counter-card')).toHaveCount(0);
  await page.keyboard.press('Enter');
  expect((await world.code(other.key)).key_status).toBe('unused');
});

test('a hand-out is rolled back only after confirming', async ({ page }) => {
  const paid = await world.paidPickUp(0);
  await openCounter(page, world.staff[0]!.username, world.staff[0]!.password);
  await blurAll(page);
  await wedgeScan(page, paid.key);
  await verdictFor(page, paid.key, 'ready');
  await page.getByTestId('counter-consume').click();
  await verdictFor(page, paid.key, 'handed_out');

  // Cancelled: nothing changes.
  await page.getByTestId('counter-rollback').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(String(paid.orderNumber));
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toBeHidden();
  expect((await world.code(paid.key)).key_status).toBe('used');

  // Confirmed: the code is unused again.
  await page.getByTestId('counter-rollback').click();
  await page.getByRole('dialog').getByRole('button', { name: '撤销提货' }).click();
  await verdictFor(page, paid.key, 'rolled_back');
  expect((await world.code(paid.key)).key_status).toBe('unused');
  await expect(page.getByTestId('counter-key-status')).toHaveText('待提货');
});

test('a manager creates a staff member, who then signs in at the store', async ({ page }) => {
  const username = `new.${world.tag}`;
  await signIn(page, E2E_MANAGER.username, E2E_MANAGER.password);
  await openFromMenu(page, 'staff');
  await expect(page).toHaveURL(/\/staff$/);
  await page.getByTestId('staff-create').click();

  // The rules are checked before anything is sent.
  await page.getByTestId('staff-username').fill('ab');
  await page.getByTestId('staff-password').fill('short');
  await page.getByTestId('staff-create-submit').click();
  const dialog = page.getByTestId('staff-create-dialog');
  await expect(dialog).toContainText('3–32 个字符');
  await expect(dialog).toContainText('密码至少 8 个字符');
  await expect(dialog).toContainText('店员必须属于一个门店');

  await page.getByTestId('staff-username').fill(username);
  await page.getByTestId('staff-password').fill(STAFF_PASSWORD);
  await page.getByTestId('staff-store').click();
  await page.getByRole('option', { name: world.stores[1]!.title }).click();
  await page.getByTestId('staff-create-submit').click();
  await expect(dialog).toBeHidden();
  const row = page.locator(`[data-testid="staff-row"][data-username="${username}"]`);
  await expect(row).toBeVisible();
  await expect(page.locator('tr', { has: row })).toContainText(world.stores[1]!.title);

  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/login/);
  await openCounter(page, username, STAFF_PASSWORD);
  await expect(page.getByTestId('counter-store')).toHaveText(world.stores[1]!.title);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the customer's page of a paid order shows its key, codes and store", async ({ page }) => {
    const paid = await world.paidPickUp(1, { prepared: false });
    await page.goto(`/pickup/${paid.orderToken}?shop=${world.shopDomain}`);
    const key = page.getByTestId('pickup-key');
    await expect(key).toHaveAttribute('data-key', paid.key);
    await expect(key).toHaveText(paid.key.replace(/(\d{4})(?=\d)/g, '$1 '));
    await expect(page.getByTestId('pickup-status')).toHaveAttribute('data-state', 'preparing');
    await expect(page.getByTestId('key-qr')).toBeVisible();
    await expect(page.getByTestId('key-code128')).toBeVisible();
    await expect(page.getByText(world.stores[1]!.title)).toBeVisible();
    await expect(page.getByTestId('pickup-address')).toHaveText(world.stores[1]!.address);
    await expect(page.getByTestId('pickup-line')).toHaveCount(1);
    // Nothing is wider than the phone.
    const width = await page.evaluate(
      () =>
        (globalThis as unknown as { document: PageDocument }).document.documentElement.scrollWidth,
    );
    expect(width).toBeLessThanOrEqual(390);

    // An unknown token or shop is "not found", nothing else.
    await page.goto(`/pickup/${paid.orderToken}?shop=other.example`);
    await expect(page.getByTestId('pickup-error')).toBeVisible();
  });
});

test('measure: last key of a wedge burst → verdict on screen (median of 20)', async ({ page }) => {
  test.setTimeout(180_000);
  const SAMPLES = 20;
  const measures = () =>
    page.evaluate(() => performance.getEntriesByName('counter:wedge-to-verdict', 'measure').length);
  await openCounter(page, world.staff[0]!.username, world.staff[0]!.password);
  await page.evaluate(() => performance.clearMeasures('counter:wedge-to-verdict'));
  // On a busy machine the harness can stall a burst past 30 ms before its Enter: the key field
  // then checks the key itself (no scan, so no measure). Such bursts are counted, and another
  // key is scanned; the figure is reported, not asserted.
  let bursts = 0;
  while ((await measures()) < SAMPLES && bursts < SAMPLES * 3) {
    const { key } = await world.paidPickUp(0);
    const before = await measures();
    bursts += 1;
    await blurAll(page);
    await wedgeScan(page, key);
    await verdictFor(page, key, 'ready');
    // The measure lands in the frame after the verdict; none comes for a stalled burst.
    await expect
      .poll(measures, { timeout: 2000 })
      .toBeGreaterThan(before)
      .catch(() => undefined);
  }
  const durations = await page.evaluate(() =>
    performance.getEntriesByName('counter:wedge-to-verdict', 'measure').map((m) => m.duration),
  );
  expect(durations.length).toBeGreaterThan(0);
  const samples = durations.slice(0, SAMPLES);
  const result = {
    samples: samples.length,
    bursts,
    medianMs: Number(median(samples).toFixed(1)),
    minMs: Number(Math.min(...samples).toFixed(1)),
    maxMs: Number(Math.max(...samples).toFixed(1)),
  };
  writeFileSync(join(FIXTURES_DIR, 'measure-wedge.json'), JSON.stringify(result, null, 2));
  test.info().annotations.push({ type: 'wedge-to-verdict', description: JSON.stringify(result) });
  console.log(`wedge burst → verdict: ${JSON.stringify(result)}`);
});

test('200 back-to-back wedge scans of mixed keys, 0 ms from Enter to the next key: every key is checked whole', async ({
  page,
}) => {
  // About 3,000 keys, each a round trip to the browser: minutes on a busy machine.
  test.setTimeout(600_000);
  const SCANS = 200;
  // Distinct keys (a repeat within 2 s is ignored on purpose), as scanners send them: plain,
  // in the slip's groups, with dashes.
  const keys = Array.from({ length: SCANS }, (_, index) =>
    String(100_000_000_000 + index * 3_999_997 + (Date.now() % 1000)).slice(0, 12),
  );
  const forms = keys.map((key, index) =>
    index % 3 === 0
      ? key
      : index % 3 === 1
        ? `${key.slice(0, 4)} ${key.slice(4, 8)} ${key.slice(8)}`
        : `${key.slice(0, 4)}-${key.slice(4, 8)}-${key.slice(8)}`,
  );
  const checked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/pick_up_code/check/')) checked.push(url.searchParams.get('key')!);
  });
  await openCounter(page, world.staff[0]!.username, world.staff[0]!.password);
  await blurAll(page);
  // One typing run: each Enter is followed at once by the next scan's first key.
  await page.keyboard.type(forms.map((form) => `${form}\n`).join(''));
  // A lost character makes no key (no request) or another key: every scan's key, in order.
  await expect
    .poll(() => checked.length, { timeout: 30_000 })
    .toBeGreaterThanOrEqual(SCANS)
    .catch(() => undefined);
  const missing = keys.filter((key) => !checked.includes(key));
  const shown = await page.getByTestId('counter-recent').innerText();
  expect({ missing, shown: missing.length ? shown : '' }).toEqual({ missing: [], shown: '' });
  expect(checked).toEqual(keys);
  await verdictFor(page, keys.at(-1)!, 'unknown');
});
