import { expect, test, type Browser } from '@playwright/test';
import { createCounterWorld, type CounterWorld } from './support/pick-up-data';

// A first visit (nothing chosen in the app yet) opens in the browser's language, the app and
// the customer's pick-up page alike, and asks the server for its sentences in that language.

let world: CounterWorld;

test.beforeAll(async () => {
  world = await createCounterWorld('fvl');
});

test.afterAll(async () => {
  await world?.dispose();
});

async function firstVisit(browser: Browser, locale: string, path: string) {
  const context = await browser.newContext({ locale });
  const page = await context.newPage();
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/'))
      asked.push(request.headers()['accept-language'] ?? '');
  });
  await page.goto(path);
  return { page, asked, close: () => context.close() };
}

test('an en-US browser gets the app and the customer’s page in English', async ({ browser }) => {
  const app = await firstVisit(browser, 'en-US', '/');
  await expect(app.page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  await expect(app.page.locator('html')).toHaveAttribute('lang', 'en');
  await app.close();

  const paid = await world.paidPickUp(0);
  const customer = await firstVisit(
    browser,
    'en-US',
    `/pickup/${paid.orderToken}?shop=${world.shopDomain}`,
  );
  await expect(customer.page.getByTestId('pickup-key')).toHaveAttribute('data-key', paid.key);
  await expect(customer.page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(customer.page.getByRole('combobox', { name: 'Language' })).toBeVisible();
  expect(customer.asked.length).toBeGreaterThan(0);
  expect(new Set(customer.asked)).toEqual(new Set(['en']));
  await customer.close();
});

test('a zh-CN browser gets them in Chinese', async ({ browser }) => {
  const app = await firstVisit(browser, 'zh-CN', '/');
  await expect(app.page.getByRole('form', { name: '登录' })).toBeVisible();
  await expect(app.page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await app.close();
});
