import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { startChildServer, type ChildServer } from '../support/serve-child';
import { axeViolations as violations } from './support/axe';
import { signIn } from './support/pick-up-data';

/**
 * Every screen of the router, in both languages, and the customer's page on a phone, checked
 * by axe against WCAG 2.0/2.1 A and AA (docs/ACCESSIBILITY.md). The demo shop (`serve --demo`)
 * gives every list rows and every detail page a record, as a manager sees them.
 */

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const MANAGER = { username: 'a11y-manager', password: 'a11y-manager-password' };
const LOCALES = ['zh-CN', 'en'] as const;
const ROOT = resolve(import.meta.dirname, '../..');

/** The route names the router declares (each area's routes.ts and the layout's). */
function routerRouteNames(): string[] {
  const files = [
    ...readdirSync(join(ROOT, 'src-renderer/src/features')).map((area) =>
      join(ROOT, 'src-renderer/src/features', area, 'routes.ts'),
    ),
    join(ROOT, 'src-renderer/src/layout/routes.ts'),
  ];
  const names: string[] = [];
  for (const file of files) {
    let source: string;
    try {
      source = readFileSync(file, 'utf8');
    } catch {
      continue; // an area without routes (the customer's page has its own entry)
    }
    for (const match of source.matchAll(/^\s*name: '([a-z-]+)',/gm)) names.push(match[1]!);
  }
  return names;
}

interface DemoIds {
  product: number;
  collection: number;
  article: number;
  priceRule: number;
  coupon: number;
  customer: number;
  order: number;
  orderToken: string;
  shippingMethod: number;
  webhook: number;
  shopDomain: string;
}

/** The address each route is checked at (a record of the demo for the detail pages). */
function routePaths(ids: DemoIds): Record<string, string> {
  return {
    login: '/login',
    home: '/',
    dashboard: '/dashboard',
    counter: '/counter',
    packages: '/packages',
    history: '/history',
    products: '/products',
    'product-new': '/products/new',
    product: `/products/${ids.product}`,
    collections: '/collections',
    'collection-new': '/collections/new',
    collection: `/collections/${ids.collection}`,
    taxonomy: '/taxonomy',
    articles: '/articles',
    'article-new': '/articles/new',
    article: `/articles/${ids.article}`,
    orders: '/orders',
    'order-new': '/orders/new',
    order: `/orders/${ids.order}`,
    customers: '/customers',
    customer: `/customers/${ids.customer}`,
    'loyalty-levels': '/loyalty-levels',
    'price-rules': '/price-rules',
    'price-rule-new': '/price-rules/new',
    'price-rule': `/price-rules/${ids.priceRule}`,
    coupons: '/coupons',
    'coupon-new': '/coupons/new',
    coupon: `/coupons/${ids.coupon}`,
    'coupon-codes': '/coupon-codes',
    shippings: '/shippings',
    'shipping-method': `/shippings/methods/${ids.shippingMethod}`,
    social: '/social',
    webhooks: '/webhooks',
    'webhook-deliveries': `/webhooks/${ids.webhook}/deliveries`,
    staff: '/staff',
    stores: '/stores',
    settings: '/settings',
    notifications: '/notifications',
    'not-allowed': '/not-allowed?from=/settings',
    'not-found': '/no-such-page',
  };
}

async function demoIds(url: string): Promise<DemoIds> {
  const login = await fetch(`${url}/api/shops/staff_login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(MANAGER),
  });
  const { token } = (await login.json()) as Json;
  const call = async (path: string, body?: unknown): Promise<Json> => {
    const response = await fetch(url + path, {
      method: body ? 'POST' : 'GET',
      headers: {
        authorization: `Token ${token}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    expect(response.ok, `${path}: ${response.status}`).toBe(true);
    return (await response.json()) as Json;
  };
  const first = async (path: string): Promise<Json> => {
    const page = await call(`${path}?page_size=1`);
    expect(page.results.length, path).toBe(1);
    return page.results[0];
  };
  // The demo has no webhook: one is made so that its deliveries page has a subject.
  const webhook = await call('/api/webhooks/webhook/', {
    event: 'order_paid',
    url: 'https://hooks.example.com/shopdesk',
  });
  const order = await first('/api/orders/order/');
  return {
    product: (await first('/api/shopfront/product/')).id,
    collection: (await first('/api/shopfront/collection/')).id,
    article: (await first('/api/shopfront/article/')).id,
    priceRule: (await first('/api/discounts/price_rule/')).id,
    coupon: (await first('/api/discounts/coupon/')).id,
    customer: (await first('/api/customers/customer/')).id,
    order: order.id,
    orderToken: order.token,
    shippingMethod: (await first('/api/shippings/shippingmethod/')).id,
    webhook: webhook.id,
    shopDomain: (await call('/api/shops/shop_settings/')).domain,
  };
}

/** Waits until the screen has loaded its data (no request in flight, no loading mask). */
async function settled(page: Page, where: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.el-loading-mask:visible'), `${where} still loading`).toHaveCount(0, {
    timeout: 20_000,
  });
  // Element Plus's transitions (menus opening, tables laying out) end within their 0.3 s.
  await page.waitForTimeout(400);
}

async function inLocale(context: BrowserContext, locale: string): Promise<void> {
  await context.addInitScript((chosen) => {
    (
      globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }
    ).localStorage.setItem('shopdesk.locale', chosen);
  }, locale);
}

let server: ChildServer;
let dataDir: string;
let ids: DemoIds;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(join(tmpdir(), 'shopdesk-a11y-'));
  const cli = resolve(ROOT, 'out/main/cli.js');
  const args = ['--demo', '--manager-username', MANAGER.username];
  server = await startChildServer(
    cli,
    dataDir,
    [...args, '--manager-password', MANAGER.password],
    60_000,
  );
  ids = await demoIds(server.url);
});

test.afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('the axe check covers every route the router declares', () => {
  expect(Object.keys(routePaths({} as DemoIds)).sort()).toEqual(routerRouteNames().sort());
});

for (const locale of LOCALES) {
  test(`every screen meets WCAG 2.1 AA in ${locale} (axe)`, async ({ browser }) => {
    test.setTimeout(900_000);
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 1280, height: 800 },
    });
    await inLocale(context, locale);
    const page = await context.newPage();
    const found: string[] = [];
    try {
      // The sign-in screen first, before a session exists.
      await page.goto(routePaths(ids).login!);
      await settled(page, 'login');
      found.push(...(await violations(page, `${locale} login`)));
      await signIn(page, MANAGER.username, MANAGER.password);
      await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
      for (const [name, path] of Object.entries(routePaths(ids))) {
        if (name === 'login') continue;
        await page.goto(path);
        await settled(page, name);
        found.push(...(await violations(page, `${locale} ${name} (${path})`)));
      }
    } finally {
      await context.close();
    }
    expect(found, found.join('\n')).toEqual([]);
  });

  test(`the customer’s page meets WCAG 2.1 AA on a phone in ${locale} (axe)`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    await inLocale(context, locale);
    const page = await context.newPage();
    try {
      await page.goto(`/pickup/${ids.orderToken}?shop=${encodeURIComponent(ids.shopDomain)}`);
      await settled(page, "customer's page");
      const found = await violations(page, `${locale} customer's page`);
      expect(found, found.join('\n')).toEqual([]);
    } finally {
      await context.close();
    }
  });
}
