import { expect, test, type Browser, type Page } from '@playwright/test';
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
import { cachedUrls, precachedShellRequestId, waitForShellWorker } from './support/shell-worker';

// docs/OFFLINE.md "What survives a restart": a browser counter keeps its shell with a service
// worker (src-renderer/src/sw.ts), so a reload while its shop server cannot be reached opens
// the counter, not the browser's error page, and the counter checks from its copy. The worker
// keeps the shell only: no API answer, no pick-up page. The counter reaches the server
// through a gateway that can be switched off (a stopped server) or answer 502.

let world: CounterWorld;
let gateway: Gateway;

test.beforeAll(async () => {
  world = await createCounterWorld('shell');
  gateway = await startGateway(`http://127.0.0.1:${E2E_PORT}`);
});

test.afterAll(async () => {
  await gateway?.close();
  await world?.dispose();
});

test.beforeEach(async () => {
  await gateway.switchOn();
  gateway.mode = 'forward';
});

/** The clerk's counter through the gateway, its copy of the store loaded, its shell kept. */
async function counterWithShell(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: gateway.url, locale: 'zh-CN' });
  const page = await context.newPage();
  const copied = page.waitForResponse(
    (response) => response.url().includes('/pick_up_code/changes/') && response.ok(),
  );
  const clerk = world.staff[0]!;
  await openCounter(page, clerk.username, clerk.password);
  await copied;
  await waitForShellWorker(page);
  return page;
}

test('reloaded with its server stopped: the counter from the kept shell, checking from its copy', async ({
  browser,
}) => {
  const paid = await world.paidPickUp(0);
  const page = await counterWithShell(browser);

  // Online, a page load is the server's answer, not the kept copy: a new deploy is seen.
  const online = await page.reload();
  expect(online?.status()).toBe(200);
  expect(online?.headers()['x-request-id']).toBeTruthy();
  expect(online?.headers()['x-request-id']).not.toBe(await precachedShellRequestId(page));
  await expect(page.getByTestId('counter-key-input')).toBeVisible();

  await gateway.switchOff();
  const offline = await page.reload();
  expect(offline?.fromServiceWorker()).toBe(true);
  await expect(page).toHaveURL(/\/counter$/);
  await expect(page.getByTestId('counter-key-input')).toBeVisible();
  // The API is not answered from any cache: its calls fail, and the counter says it is offline.
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await blurAll(page);
  await wedgeScan(page, paid.key);
  await verdictFor(page, paid.key, 'ready');
  await expect(page.getByTestId('counter-verdict-offline')).toBeVisible();

  // What is kept: the shell (index.html and its hashed files), never an API answer or a page
  // of the customer's.
  const kept = Object.values(await cachedUrls(page)).flat();
  const paths = kept.map((url) => new URL(url).pathname);
  expect(paths).toContain('/index.html');
  expect(paths.some((path) => path.startsWith('/assets/') && path.endsWith('.js'))).toBe(true);
  expect(paths.filter((path) => /^\/(api|pickup)([/.]|$)/.test(path))).toEqual([]);

  // The customer's pick-up page is no route of the shell: offline it is the browser's error.
  const customer = await page.context().newPage();
  await expect(customer.goto(`/pickup/${paid.orderToken}`)).rejects.toThrow(/ERR_/);
  await customer.close();

  // The server back: the next load is its page again, and the counter is online.
  await gateway.switchOn();
  const back = await page.reload();
  expect(back?.headers()['x-request-id']).not.toBe(await precachedShellRequestId(page));
  await expect(page.getByTestId('counter-key-input')).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  await page.context().close();
});

test("reloaded while the gateway answers 502 (no app server behind it): the counter, not the gateway's page", async ({
  browser,
}) => {
  const page = await counterWithShell(browser);
  gateway.mode = 'bad_gateway';
  await page.reload();
  await expect(page.getByTestId('counter-key-input')).toBeVisible();
  await expect(page.getByText('502 Bad Gateway')).toHaveCount(0);
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await page.context().close();
});
