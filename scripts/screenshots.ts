// `npm run screenshots`: every screen of the built app in zh-CN and English at 1280×800, as PNGs
// in `screenshots/<locale>/` (git-ignored), for people to look at before a release. It starts
// the built server (`npm run build` first) on a demo shop in a temp data dir and drives Debian's
// Chromium: every route as the manager, the counter's screens as a clerk, and the customer's
// pick-up page in each state of a code. Chinese needs a CJK font (`fonts-noto-cjk`).
//
// Run with Node 24's type stripping: keep this file to erasable TypeScript syntax and do not
// import app code here.

import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, type Browser, type Page } from '@playwright/test';

const ROOT = join(import.meta.dirname, '..');
const OUT_DIR = join(ROOT, process.env.SHOPDESK_SCREENSHOTS_DIR ?? 'screenshots');
const CLI = join(ROOT, 'out/main/cli.js');
const LOCALES = ['zh-CN', 'en'] as const;
const VIEWPORT = { width: 1280, height: 800 };
const MANAGER = { username: 'screens', password: 'screenshots-manager-1' };

/** Runs the CLI to its end and answers what it printed. */
function cli(args: string[]): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [CLI, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) =>
      code === 0 ? done(output) : fail(new Error(`cli ${args[0]} exited ${code}: ${output}`)),
    );
  });
}

/** Starts `serve` on a free port and answers its origin once it listens. */
function serve(dataDir: string): Promise<{ origin: string; stop: () => void }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [CLI, 'serve', '--port', '0', '--data-dir', dataDir], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const origin = /listening at (http:\/\/[^\s"]+)/.exec(output)?.[1];
      if (origin) done({ origin, stop: () => child.kill() });
    });
    child.on('exit', (code) => fail(new Error(`serve exited ${code}: ${output}`)));
  });
}

interface Api {
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body: unknown): Promise<T>;
}

async function apiFor(origin: string): Promise<Api> {
  const call = async <T>(method: string, path: string, token: string | null, body?: unknown) => {
    const response = await fetch(`${origin}/api/${path}`, {
      method,
      headers: {
        ...(token && { Authorization: `Token ${token}` }),
        ...(body !== undefined && { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const { token } = await call<{ token: string }>('POST', 'shops/staff_login/', null, MANAGER);
  return {
    get: (path) => call('GET', path, token),
    post: (path, body) => call('POST', path, token, body),
  };
}

interface ListPage<T> {
  results: T[];
}

/** The id of the first row of a list (the demo shop has rows in each). */
async function firstId(api: Api, path: string): Promise<number> {
  const page = await api.get<ListPage<{ id: number }>>(path);
  const row = page.results[0];
  if (!row) throw new Error(`The demo shop has no rows in ${path}`);
  return row.id;
}

/** A screen, or a screen with the dialog or menu a button of it opens (by its test id). */
type Screen = string | { path: string; click: string };

/** The order screens' dialogs: pay a pending order; ship and refund a paid delivery. */
async function orderActionScreens(api: Api): Promise<Record<string, Screen>> {
  const pending = await firstId(api, 'orders/order/?financial_status=pending&order_status=open');
  const delivery = await firstId(
    api,
    'orders/order/?financial_status=paid&selected_channel=delivery&order_status=open',
  );
  return {
    'orders-export': { path: '/orders', click: 'export-button' },
    'order-pay': { path: `/orders/${pending}`, click: 'order-pay' },
    'order-delivery': `/orders/${delivery}`,
    'order-fulfill': { path: `/orders/${delivery}`, click: 'order-fulfill' },
    'order-refund': { path: `/orders/${delivery}`, click: 'order-refund' },
  };
}

/** Every screen a manager opens, by file name. */
async function managerScreens(api: Api): Promise<Record<string, Screen>> {
  const webhook = await api.post<{ id: number }>('webhooks/webhook/', {
    event: 'order_paid',
    url: 'https://example.com/shopdesk-hook',
  });
  const groups = await api.get<ListPage<{ shipping_methods: { id: number }[] }>>(
    'shippings/shippingmethodgroup/',
  );
  const methodId = groups.results[0]?.shipping_methods[0]?.id;
  return {
    dashboard: '/dashboard',
    products: '/products',
    'product-new': '/products/new',
    product: `/products/${await firstId(api, 'shopfront/product/')}`,
    collections: '/collections',
    'collection-new': '/collections/new',
    collection: `/collections/${await firstId(api, 'shopfront/collection/')}`,
    taxonomy: '/taxonomy',
    articles: '/articles',
    'article-new': '/articles/new',
    article: `/articles/${await firstId(api, 'shopfront/article/')}`,
    orders: '/orders',
    'order-new': '/orders/new',
    order: `/orders/${await firstId(api, 'orders/order/')}`,
    customers: '/customers',
    customer: `/customers/${await firstId(api, 'customers/customer/')}`,
    'loyalty-levels': '/loyalty-levels',
    'price-rules': '/price-rules',
    'price-rule-new': '/price-rules/new',
    'price-rule': `/price-rules/${await firstId(api, 'discounts/price_rule/')}`,
    coupons: '/coupons',
    'coupon-new': '/coupons/new',
    coupon: `/coupons/${await firstId(api, 'discounts/coupon/')}`,
    'coupon-codes': '/coupon-codes',
    shippings: '/shippings',
    ...(methodId !== undefined && { 'shipping-method': `/shippings/methods/${methodId}` }),
    social: '/social',
    webhooks: '/webhooks',
    'webhook-deliveries': `/webhooks/${webhook.id}/deliveries`,
    staff: '/staff',
    stores: '/stores',
    settings: '/settings',
    counter: '/counter',
    packages: '/packages',
    history: '/history',
    'not-found': '/no-such-page',
    ...(await orderActionScreens(api)),
  };
}

/** The customer's page of one code in each state, by file name. */
async function customerScreens(api: Api): Promise<Record<string, string>> {
  const { domain } = await api.get<{ domain: string }>('shops/shop_settings/');
  const codes = await api.get<ListPage<{ key_status: string; service_order_id: number }>>(
    'orders/pick_up_code/?page_size=100',
  );
  const screens: Record<string, string> = {};
  for (const status of ['unused', 'used', 'expired', 'canceled']) {
    const code = codes.results.find((row) => row.key_status === status);
    if (!code) continue;
    const order = await api.get<{ token: string }>(`orders/order/${code.service_order_id}/`);
    screens[`pickup-${status}`] = `/pickup/${order.token}?shop=${encodeURIComponent(domain)}`;
  }
  return screens;
}

/** Lets the page load its data and finish its transitions before the picture. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // Element Plus' loading masks go when the view has its data.
  await expect(page.locator('.el-loading-mask:visible')).toHaveCount(0, { timeout: 15_000 });
  await page.waitForTimeout(400);
}

async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

async function shoot(
  browser: Browser,
  origin: string,
  locale: (typeof LOCALES)[number],
  who: { username: string; password: string } | null,
  screens: Record<string, Screen>,
  prefix: string,
): Promise<number> {
  const context = await browser.newContext({
    baseURL: origin,
    viewport: VIEWPORT,
    locale,
    // The app's language is the one saved in the window, whatever the browser's.
    storageState: {
      cookies: [],
      origins: [{ origin, localStorage: [{ name: 'shopdesk.locale', value: locale }] }],
    },
  });
  const page = await context.newPage();
  const dir = join(OUT_DIR, locale);
  mkdirSync(dir, { recursive: true });
  if (who) {
    await page.goto('/login');
    await settle(page);
    await page.screenshot({ path: join(dir, `${prefix}login.png`) });
    await signIn(page, who.username, who.password);
  }
  let count = 0;
  for (const [name, screen] of Object.entries(screens)) {
    await page.goto(typeof screen === 'string' ? screen : screen.path);
    await settle(page);
    if (typeof screen !== 'string') {
      await page.getByTestId(screen.click).click();
      await settle(page);
    }
    await page.screenshot({ path: join(dir, `${prefix}${name}.png`) });
    count++;
  }
  await context.close();
  return count + (who ? 1 : 0);
}

const dataDir = mkdtempSync(join(tmpdir(), 'shopdesk-screens-'));
let server: { origin: string; stop: () => void } | undefined;
let browser: Browser | undefined;
try {
  const printed = await cli([
    'init',
    '--manager-username',
    MANAGER.username,
    '--manager-password',
    MANAGER.password,
    '--demo',
    '--data-dir',
    dataDir,
  ]);
  // `init --demo` prints the demo clerks once: `  clerk.name / password  (store)`.
  const clerkLine = /^\s+(\S+) \/ (\S+)\s+\(/m.exec(printed);
  if (!clerkLine) throw new Error(`No demo clerk in the output of init:\n${printed}`);
  const clerk = { username: clerkLine[1]!, password: clerkLine[2]! };

  server = await serve(dataDir);
  const api = await apiFor(server.origin);
  const manager = await managerScreens(api);
  const customer = await customerScreens(api);
  const clerkScreens = {
    counter: '/counter',
    packages: '/packages',
    history: '/history',
    'not-allowed': '/products',
  };

  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  rmSync(OUT_DIR, { recursive: true, force: true });
  let total = 0;
  for (const locale of LOCALES) {
    total += await shoot(browser, server.origin, locale, MANAGER, manager, 'manager-');
    total += await shoot(browser, server.origin, locale, clerk, clerkScreens, 'clerk-');
    total += await shoot(browser, server.origin, locale, null, customer, 'customer-');
  }
  console.log(`${total} screenshots in ${OUT_DIR}`);
} finally {
  await browser?.close();
  server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
