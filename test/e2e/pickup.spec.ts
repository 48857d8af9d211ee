import { expect, test } from '@playwright/test';
import { rawGet } from '../support/raw-request';
import { createCounterWorld, openCounter, type CounterWorld } from './support/pick-up-data';
import { openFromMenu } from './support/navigation';

// the customer's pick-up page on a phone. Its own small entry (pickup.html),
// compressed and cached for good; what it says in each state, in both languages, in the
// shop's time zone whatever the phone's.

/** The budget of the page's scripts, compressed. */
const JS_BUDGET = 150 * 1024;

let world: CounterWorld;

test.beforeAll(async () => {
  world = await createCounterWorld('pku');
});

test.afterAll(async () => {
  await world?.dispose();
});

test.use({
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  // Far from the shop: times must still be the shop's (Asia/Shanghai by default).
  timezoneId: 'America/New_York',
});

const pageOf = (token: string) => `/pickup/${token}?shop=${world.shopDomain}`;

test('the page loads only its own scripts: at most 150 KB compressed, cached for good', async ({
  page,
  baseURL,
}) => {
  const paid = await world.paidPickUp(0);
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(request.url());
  });
  await page.goto(pageOf(paid.orderToken));
  await expect(page.getByTestId('pickup-key')).toHaveAttribute('data-key', paid.key);
  await expect(page.getByTestId('key-code128')).toBeVisible();

  // Not the admin app: its entry (index-*.js, with Element Plus, the router and stores) stays away.
  const names = [...scripts].map((url) => new URL(url).pathname);
  expect(names.length).toBeGreaterThan(0);
  expect(names.filter((name) => /\/index-[^/]*\.js$/.test(name))).toEqual([]);

  const totals: Record<string, number> = {};
  for (const encoding of ['br', 'gzip']) {
    let bytes = 0;
    for (const name of names) {
      const asset = await rawGet(`${baseURL}${name}`, { 'accept-encoding': encoding });
      expect(asset.status, name).toBe(200);
      expect(asset.headers['content-encoding'], name).toBe(encoding);
      // Every script is named by its content's hash: kept by the phone for good.
      expect(name).toMatch(/^\/assets\/.+-[\w-]{8}\.js$/);
      expect(asset.headers['cache-control'], name).toBe('public, max-age=31536000, immutable');
      bytes += asset.bytes;
    }
    totals[encoding] = bytes;
    expect(bytes, `${encoding} bytes of ${names.join(', ')}`).toBeLessThanOrEqual(JS_BUDGET);
  }
  // The page itself is asked for each time, so that a new build is seen at once.
  const html = await rawGet(`${baseURL}${pageOf(paid.orderToken)}`, {
    accept: 'text/html',
    'accept-encoding': 'br',
  });
  expect(html.headers['cache-control']).toBe('no-cache');
  expect(html.body).not.toContain('/assets/index-');
  test.info().annotations.push({
    type: 'pickup-bundle',
    description: JSON.stringify({ scripts: names.length, ...totals }),
  });
  console.log(`pick-up page scripts: ${names.length} files, ${JSON.stringify(totals)} bytes`);
});

/** "2026-11-23T18:05:09+08:00" as the page writes it in Chinese: the shop's wall clock. */
function chineseTime(timestamp: string): string {
  const [, y, mo, d, h, mi] = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(timestamp)!;
  return `${y}年${Number(mo)}月${Number(d)}日 ${h}:${mi}`;
}

test('ready or being prepared, then picked up with its time; both languages', async ({ page }) => {
  const ready = await world.paidPickUp(0);
  await page.goto(pageOf(ready.orderToken));
  await expect(page.getByTestId('pickup-status')).toHaveAttribute('data-state', 'ready');
  await expect(page.getByTestId('pickup-status')).toContainText('可以提货');
  await expect(page.getByTestId('pickup-expiry')).toBeVisible();
  await expect(page).toHaveTitle(/到店提货/);

  const preparing = await world.paidPickUp(0, { prepared: false });
  await page.goto(pageOf(preparing.orderToken));
  await expect(page.getByTestId('pickup-status')).toHaveAttribute('data-state', 'preparing');
  await expect(page.getByTestId('pickup-status')).toContainText('正在备货');

  // Handed out: the page says so, when (the shop's time, not the phone's), and the key is void.
  await world.handOut(ready.key);
  const usedAt = (await world.code(ready.key)).used_at!;
  await page.goto(pageOf(ready.orderToken));
  await expect(page.getByTestId('pickup-status')).toHaveAttribute('data-state', 'used');
  await expect(page.getByTestId('pickup-used-at')).toHaveText(`提货时间：${chineseTime(usedAt)}。`);
  await expect(page.getByTestId('pickup-code-label')).toHaveText('提货码（已失效）');
  await expect(page.getByTestId('pickup-expiry')).toHaveCount(0);

  // The same page in English, chosen on the page and kept for the next visit.
  await page.getByTestId('language-switch').selectOption('en');
  await expect(page.getByTestId('pickup-status')).toContainText('Picked up');
  await expect(page.getByTestId('pickup-used-at')).toContainText(
    /^Picked up on \w{3} \d{1,2}, \d{4}, \d{2}:\d{2}\.$/,
  );
  await expect(page.getByTestId('pickup-used-at')).toContainText(usedAt.slice(11, 16));
  await expect(page.getByTestId('pickup-code-label')).toHaveText('Pick-up key (no longer valid)');
  await expect(page).toHaveTitle(/Store pick-up/);
  await page.reload();
  await expect(page.getByTestId('pickup-status')).toContainText('Picked up');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // Canceled: the key is void and the page says why.
  await world.cancel(preparing.orderId);
  await page.goto(pageOf(preparing.orderToken));
  await expect(page.getByTestId('pickup-status')).toHaveAttribute('data-state', 'canceled');
  await expect(page.getByTestId('pickup-status')).toContainText('Order canceled');
  await page.getByTestId('language-switch').selectOption('zh-CN');
  await expect(page.getByTestId('pickup-status')).toContainText('订单已取消');
});

test.describe('at the counter', () => {
  test.use({ isMobile: false, hasTouch: false, viewport: { width: 1280, height: 800 } });

  test('a clerk copying a customer link on a loopback-only shop is told it is not available and to ask the manager, with no server set-up', async ({
    page,
  }) => {
    const paid = await world.paidPickUp(0);
    const clerk = world.staff[0]!;
    await openCounter(page, clerk.username, clerk.password);
    await openFromMenu(page, 'packages');
    await page.getByTestId('packages-search').fill(paid.key);
    const row = page.locator('tr', {
      has: page.locator(`[data-testid="package-row"][data-key="${paid.key}"]`),
    });
    await row.getByTestId('package-link').click();
    const dialog = page.getByRole('dialog');
    // The server's set-up is the manager's business (he is told how to change it).
    await expect(dialog).toContainText('顾客提货页链接暂不可用，请联系店长。');
    await expect(dialog).not.toContainText('--public-url');
  });
});
