import { expect, test, type Browser } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import {
  blurAll,
  createCounterWorld,
  openCounter,
  verdictFor,
  wedgeScan,
  type CounterWorld,
} from './support/pick-up-data';
import { startGateway, type Gateway } from './support/gateway';

// The counter and the customer's page behind a reverse proxy whose app servers are down: a
// gateway's 502, or the server's 503 `database_unavailable`, is "the shop server cannot be
// reached" (src-shared/outage.ts), not an error with a status code.

let world: CounterWorld;
let gateway: Gateway;

test.beforeAll(async () => {
  world = await createCounterWorld('out');
  gateway = await startGateway(`http://127.0.0.1:${E2E_PORT}`);
});

test.afterAll(async () => {
  await gateway?.close();
  await world?.dispose();
});

test.beforeEach(() => {
  gateway.mode = 'forward';
});

const throughGateway = (browser: Browser, locale = 'zh-CN') =>
  browser.newContext({ baseURL: gateway.url, locale });

test("every request answered 502: the offline banner, checks from the counter's copy, back once the server is", async ({
  browser,
}) => {
  const context = await throughGateway(browser);
  const page = await context.newPage();
  const paid = await world.paidPickUp(0);
  // The counter's copy of its store is loaded after sign-in; a counter that has been open a
  // while has it when the servers go down.
  const copied = page.waitForResponse(
    (response) => response.url().includes('/pick_up_code/changes/') && response.ok(),
  );
  await openCounter(page, world.staff[0]!.username, world.staff[0]!.password);
  await copied;

  gateway.mode = 'bad_gateway';
  await blurAll(page);
  await wedgeScan(page, paid.key);
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  // Not "出错了 502 server_error": the check is answered from the counter's copy, marked offline.
  await verdictFor(page, paid.key, 'ready');
  await expect(page.getByTestId('counter-verdict-offline')).toBeVisible();
  await expect(page.getByTestId('counter-verdict-body')).not.toContainText('502');
  // It keeps trying with back-off: the retry after the first failure says so.
  await expect(page.getByTestId('offline-status')).toContainText(/\d/);

  gateway.mode = 'forward';
  await page.getByTestId('offline-retry').click();
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  await expect(page.getByTestId('counter-key-input')).toBeEnabled();
  await wedgeScan(page, paid.key);
  await verdictFor(page, paid.key, 'ready');
  await context.close();
});

// docs/DESIGN.md §14 "Offline": an idle counter (no scan, no refresh due) sees the outage and
// the return within 3 s, by its heartbeat. Each wait below starts at the moment of the change.
for (const [outage, cut, restore] of [
  ['the proxy stops (connections refused)', () => gateway.switchOff(), () => gateway.switchOn()],
  [
    'the proxy answers 502',
    async () => {
      gateway.mode = 'bad_gateway';
    },
    async () => {
      gateway.mode = 'forward';
    },
  ],
  [
    'the server hangs (never answers)',
    async () => {
      gateway.mode = 'api_hang';
    },
    async () => {
      gateway.mode = 'forward';
    },
  ],
] as const)
  test(`an idle counter: ${outage}, the banner within 3 s; back, gone within 3 s`, async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const context = await throughGateway(browser);
    const page = await context.newPage();
    await openCounter(page, world.staff[0]!.username, world.staff[0]!.password);
    const banner = page.getByTestId('offline-banner');
    // Twice: the second outage starts from the offline tries' rhythm, not a fresh page's.
    for (let round = 0; round < 2; round += 1) {
      await expect(banner).toHaveCount(0);
      // Somewhere between two heartbeats.
      await page.waitForTimeout(400 + round * 700);
      await cut();
      const cutAt = Date.now();
      await expect(banner).toBeVisible({ timeout: 3_000 });
      const down = Date.now() - cutAt;
      // Offline a while: the tries do not drift apart.
      await page.waitForTimeout(6_000);
      await expect(banner).toBeVisible();
      await restore();
      const backAt = Date.now();
      await expect(banner).toHaveCount(0, { timeout: 3_000 });
      const up = Date.now() - backAt;
      const measured = `${outage}, round ${round + 1}: offline after ${down} ms, online after ${up} ms`;
      test.info().annotations.push({ type: 'detection', description: measured });
      console.log(measured);
    }
    await context.close();
  });

test('a consume committed but answered 502: "Not handed out", and the scan again says it was', async ({
  browser,
}) => {
  const context = await throughGateway(browser);
  const page = await context.newPage();
  const paid = await world.paidPickUp(0);
  const clerk = world.staff[0]!;
  await openCounter(page, clerk.username, clerk.password);
  await blurAll(page);
  await wedgeScan(page, paid.key);
  await verdictFor(page, paid.key, 'ready');

  gateway.mode = 'lose_consumes';
  await page.keyboard.press('Enter');
  await verdictFor(page, paid.key, 'not_confirmed');
  await expect(page.getByTestId('counter-verdict')).toContainText('未交付');
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  // The server did record it: the scan once the connection is back tells the clerk so.
  expect((await world.code(paid.key)).key_status).toBe('used');

  gateway.mode = 'forward';
  await page.getByTestId('offline-retry').click();
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  await wedgeScan(page, paid.key);
  await verdictFor(page, paid.key, 'used');
  await expect(page.getByTestId('counter-verdict-body')).toContainText(clerk.username);
  await context.close();
});

test('503 database_unavailable: the counter is offline, a consume is not handed out', async ({
  browser,
}) => {
  const context = await throughGateway(browser);
  const page = await context.newPage();
  const paid = await world.paidPickUp(0);
  await openCounter(page, world.staff[0]!.username, world.staff[0]!.password);
  await blurAll(page);
  await wedgeScan(page, paid.key);
  await verdictFor(page, paid.key, 'ready');

  gateway.mode = 'database_unavailable';
  await page.keyboard.press('Enter');
  await verdictFor(page, paid.key, 'not_confirmed');
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  expect((await world.code(paid.key)).key_status).toBe('unused');
  await context.close();
});

for (const [mode, locale, words] of [
  ['api_bad_gateway', 'zh-CN', '暂时无法连接门店，请稍后再试。'],
  [
    'database_unavailable',
    'en',
    'The shop cannot be reached just now. Please try again in a moment.',
  ],
] as const)
  test(`the customer's page, answered ${mode}: the shop cannot be reached (${locale})`, async ({
    browser,
  }) => {
    const paid = await world.paidPickUp(0);
    const context = await throughGateway(browser, locale);
    const page = await context.newPage();
    // The page itself loads; its one call is what the gateway refuses.
    await page.goto(`/pickup/${paid.orderToken}?shop=${world.shopDomain}`);
    await expect(page.getByTestId('pickup-status')).toBeVisible();
    if (locale === 'en') await page.getByTestId('language-switch').selectOption('en');
    gateway.mode = mode;
    await page.reload();
    await expect(page.getByTestId('pickup-error')).toContainText(words);
    await context.close();
  });
