import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Page,
} from '@playwright/test';
import { E2E_MANAGER, E2E_PORT } from '../../../playwright.config';

/** Generated videos, images and measurements (git-ignored). */
export const FIXTURES_DIR = resolve(import.meta.dirname, '../.fixtures');

export const STAFF_PASSWORD = 'counter-e2e-pass';

/** What camera.spec.ts needs for one video: the key it shows and who signs in to read it. */
export interface CameraFixture {
  key: string;
  username: string;
  password: string;
}

export const cameraFixturePath = (name: string) => join(FIXTURES_DIR, `camera-${name}.json`);

type Json = Record<string, unknown>;

export interface PaidPickUp {
  key: string;
  codeId: number;
  orderId: number;
  orderNumber: number;
  /** The order's token: the customer's page is /pickup/<token>?shop=<domain>. */
  orderToken: string;
}

export interface CounterWorld {
  tag: string;
  stores: { id: number; title: string; address: string }[];
  /** One staff member per store (same order as `stores`). */
  staff: { username: string; password: string }[];
  shopDomain: string;
  /**
   * A paid pick-up order at a store (index into `stores`), its package prepared unless
   * `prepared` is false (the counter then says to fetch it first).
   */
  paidPickUp(store: number, options?: { prepared?: boolean }): Promise<PaidPickUp>;
  /** The code as the manager reads it. */
  code(
    key: string,
  ): Promise<
    Json & { key_status: string; used_at: string | null; used_by: { username: string } | null }
  >;
  /** The manager hands the package out (consume) through the API. */
  handOut(key: string): Promise<void>;
  /** The manager cancels the order through the API (its key becomes void). */
  cancel(orderId: number): Promise<void>;
  dispose(): Promise<void>;
}

/**
 * Data of its own for a counter test, made through the API with the manager's token: two
 * stores with a clerk each, a product, and paid pick-up orders on demand. Independent of the
 * other specs' data (they share one server and start from an empty shop).
 */
export async function createCounterWorld(
  name: string,
  /** Another server than the shared one (a spec's own), and its manager. */
  server: { url: string; manager: typeof E2E_MANAGER } = {
    url: `http://127.0.0.1:${E2E_PORT}`,
    manager: E2E_MANAGER,
  },
): Promise<CounterWorld> {
  mkdirSync(FIXTURES_DIR, { recursive: true });
  const tag = `${name}${Date.now().toString(36)}`;
  const api: APIRequestContext = await playwrightRequest.newContext({ baseURL: server.url });
  const login = await api.post('/api/shops/staff_login/', { data: server.manager });
  expect(login.status()).toBe(200);
  const headers = { authorization: `Token ${(await login.json()).token}` };

  async function call(method: 'get' | 'post', url: string, data?: unknown, status = 200) {
    const response = await api.fetch(url, { method, headers, ...(data ? { data } : {}) });
    expect(response.status(), `${method} ${url}: ${await response.text()}`).toBe(status);
    return response.json();
  }

  const stores: CounterWorld['stores'] = [];
  const staff: CounterWorld['staff'] = [];
  for (const [index, title] of [`南京西路店 ${tag}`, `徐家汇店 ${tag}`].entries()) {
    const address = `上海市测试路 ${index + 1} 号`;
    const store = await call(
      'post',
      '/api/shops/offline_shop/',
      { title, address, phone: '021-62000000', business_hours: '10:00-22:00' },
      201,
    );
    stores.push({ id: store.id, title, address });
    const username = `clerk.${tag}.${index + 1}`;
    await call(
      'post',
      '/api/shops/staff/',
      { username, password: STAFF_PASSWORD, offline_shop_id: store.id },
      201,
    );
    staff.push({ username, password: STAFF_PASSWORD });
  }

  const product = await call(
    'post',
    '/api/shopfront/product/',
    {
      title: `提货测试商品 ${tag}`,
      published: true,
      variants: [{ price: '25.50', sku: `PU-${tag}`, grams: 500, inventory_quantity: 1000 }],
    },
    201,
  );
  const variantId: number = product.variants[0].id;
  const settings = await call('get', '/api/shops/shop_settings/');

  let buyer = 0;
  async function paidPickUp(
    store: number,
    { prepared = true }: { prepared?: boolean } = {},
  ): Promise<PaidPickUp> {
    buyer += 1;
    const order = await call(
      'post',
      '/api/orders/order/',
      {
        customer: {
          mobile: `139${String(Date.now() % 1e4).padStart(4, '0')}${String(buyer).padStart(4, '0')}`,
          full_name: '王芳',
        },
        lines: [{ variant_id: variantId, quantity: 2 }],
        selected_channel: 'pick_up',
        pick_up_shop_id: stores[store]!.id,
      },
      201,
    );
    await call('post', `/api/orders/order/${order.id}/pay/`);
    const page = await call('get', `/api/orders/pick_up_code/?service_order_id=${order.id}`);
    expect(page.count).toBe(1);
    const code = page.results[0];
    if (prepared) await call('post', `/api/orders/pick_up_code/${code.id}/stock_prepare/`, {});
    return {
      key: code.key,
      codeId: code.id,
      orderId: order.id,
      orderNumber: order.order_number,
      orderToken: order.token,
    };
  }

  async function code(key: string) {
    const page = await call('get', `/api/orders/pick_up_code/?key=${key}`);
    expect(page.count).toBe(1);
    return page.results[0];
  }

  return {
    tag,
    stores,
    staff,
    shopDomain: settings.domain,
    paidPickUp,
    code,
    handOut: async (key) => void (await call('post', '/api/orders/pick_up_code/consume/', { key })),
    cancel: async (orderId) =>
      void (await call('post', `/api/orders/order/${orderId}/cancel/`, {})),
    dispose: () => api.dispose(),
  };
}

/** Signs in through the login page; staff land on the counter. */
export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/** Signs in a staff member and waits for the counter to listen for scans. */
export async function openCounter(page: Page, username: string, password: string): Promise<void> {
  await signIn(page, username, password);
  await expect(page).toHaveURL(/\/counter$/);
  await expect(page.getByTestId('counter-key-input')).toBeVisible();
}

/** The page's document as these tests use it (the Node tsconfig has no DOM types). */
export interface PageDocument {
  activeElement: { blur?(): void } | null;
  body: unknown;
  documentElement: { scrollWidth: number };
  querySelector(selector: string): { srcObject?: unknown } | null;
}

/** Takes focus away from every field, as after a click on an empty part of the page. */
export async function blurAll(page: Page): Promise<void> {
  const focusIsOnBody = await page.evaluate(() => {
    const doc = (globalThis as unknown as { document: PageDocument }).document;
    doc.activeElement?.blur?.();
    return doc.activeElement === doc.body;
  });
  expect(focusIsOnBody).toBe(true);
}

/** Waits until the counter's verdict about `key` is of this kind. */
export async function verdictFor(page: Page, key: string, kind: string): Promise<void> {
  await expect(page.locator(`[data-testid="counter-verdict"][data-key="${key}"]`)).toHaveAttribute(
    'data-kind',
    kind,
  );
}

/** A keyboard-wedge scan: the key's digits and Enter at full speed, in one go. */
export async function wedgeScan(page: Page, key: string): Promise<void> {
  await page.keyboard.type(`${key}\n`);
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
