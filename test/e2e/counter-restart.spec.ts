import { expect, test, type Page } from '@playwright/test';
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
import { clockIn, COMPUTER_ZONE, SHOP_ZONE } from './support/shop-clock';
import { waitForShellWorker } from './support/shell-worker';

// docs/DESIGN.md §14 "Starting offline": a browser counter connected to a
// shop server copies its store; the server stops; the counter is started again (a new tab: the
// session is gone, the kept shell, the copy and the clerk's verifier stay); the clerk signs in
// offline and hands out three packages, one of them handed out meanwhile at another counter;
// the server comes back, the clerk signs in online, the queue is sent exactly once and the
// conflict is shown, every time in the shop's zone with the computer elsewhere.

let world: CounterWorld;
let gateway: Gateway;

test.beforeAll(async () => {
  world = await createCounterWorld('rest');
  gateway = await startGateway(`http://127.0.0.1:${E2E_PORT}`);
});

test.afterAll(async () => {
  await gateway?.close();
  await world?.dispose();
});

/** Every row of an IndexedDB object store of this origin (the Node tsconfig has no DOM types). */
function rowsOf<T>(page: Page, database: string, store: string): Promise<T[]> {
  return page.evaluate(
    ([database, store]) =>
      new Promise<T[]>((resolve, reject) => {
        interface Request<R> {
          result: R;
          error: unknown;
          onsuccess: (() => void) | null;
          onerror: (() => void) | null;
        }
        interface Db {
          objectStoreNames: { contains(name: string): boolean };
          transaction(store: string): {
            objectStore(name: string): { getAll(): Request<unknown[]> };
          };
          close(): void;
        }
        const idb = (globalThis as unknown as { indexedDB: { open(name: string): Request<Db> } })
          .indexedDB;
        const open = idb.open(database!);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(store!)) {
            db.close();
            resolve([]);
            return;
          }
          const all = db.transaction(store!).objectStore(store!).getAll();
          all.onsuccess = () => {
            db.close();
            resolve(all.result as T[]);
          };
          all.onerror = () => reject(all.error);
        };
      }),
    [database, store],
  );
}

interface QueuedRow {
  key: string;
  offline_at: string;
  staff_id: number;
  staff_username: string;
}

async function handOutOffline(page: Page, key: string): Promise<void> {
  await wedgeScan(page, key);
  await verdictFor(page, key, 'ready');
  await expect(page.getByTestId('counter-verdict-offline')).toBeVisible();
  await page.keyboard.press('Enter');
  await verdictFor(page, key, 'handed_out_offline');
}

test('restarted with its server stopped: the clerk signs in offline, hands out three, and back online the queue is sent once with one conflict', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const clerk = world.staff[0]!;
  const first = await world.paidPickUp(0);
  const meanwhile = await world.paidPickUp(0);
  const last = await world.paidPickUp(0);

  const context = await browser.newContext({
    baseURL: gateway.url,
    locale: 'zh-CN',
    timezoneId: COMPUTER_ZONE,
  });
  const consumes: string[] = [];
  context.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/pick_up_code/consume/'))
      consumes.push(request.url());
  });

  // Online: the clerk signs in (the verifier is kept), the counter copies its store, the shell
  // is kept by the service worker.
  const before = await context.newPage();
  const copied = before.waitForResponse(
    (response) => response.url().includes('/pick_up_code/changes/') && response.ok(),
  );
  await openCounter(before, clerk.username, clerk.password);
  await copied;
  await waitForShellWorker(before);
  await expect
    .poll(async () => (await rowsOf(before, 'shopdesk-offline-sign-in', 'verifiers')).length)
    .toBe(1);
  const [verifier] = await rowsOf<Record<string, unknown>>(
    before,
    'shopdesk-offline-sign-in',
    'verifiers',
  );
  expect(JSON.stringify(verifier)).not.toContain(clerk.password);
  expect(verifier!.stamp).toEqual(expect.any(String));

  // The server stops; the counter starts again (a new tab: no session).
  await gateway.switchOff();
  await before.close();
  const page = await context.newPage();
  const opened = await page.goto('/counter');
  expect(opened?.fromServiceWorker()).toBe(true);
  await expect(page).toHaveURL(/\/login/);
  await page.getByTestId('login-username').fill(clerk.username);
  await page.getByTestId('login-password').fill('not-the-password');
  await page.getByTestId('login-password').press('Enter');
  await expect(page.getByTestId('login-offline')).toContainText('离线登录');
  await expect(page.getByTestId('login-error')).toBeVisible();
  await expect(page.getByTestId('login-password')).toBeFocused();
  await page.getByTestId('login-password').fill(clerk.password);
  await page.getByTestId('login-password').press('Enter');
  await expect(page).toHaveURL(/\/counter$/);
  await expect(page.getByTestId('offline-session')).toContainText(clerk.username);
  await expect(page.getByTestId('counter-key-input')).toBeVisible();

  // Another counter, online, hands out a package this counter's copy still shows waiting.
  await world.handOut(meanwhile.key);
  await blurAll(page);
  for (const paid of [first, meanwhile, last]) await handOutOffline(page, paid.key);
  const queued = await rowsOf<QueuedRow>(page, 'shopdesk-offline', 'queue');
  expect(queued.map((row) => row.key)).toEqual([first.key, meanwhile.key, last.key]);
  expect(new Set(queued.map((row) => row.staff_username))).toEqual(new Set([clerk.username]));
  const lastAt = queued.at(-1)!.offline_at;
  const used = page.getByTestId('counter-card-used');
  await expect(used).toContainText(clockIn(SHOP_ZONE, lastAt));
  await expect(used).not.toContainText(clockIn(COMPUTER_ZONE, lastAt));
  expect(consumes).toEqual([]);

  // The server is back: the counter asks for an online sign-in; the queue goes out with it.
  await gateway.switchOn();
  await page.getByTestId('offline-session-sign-in').click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByTestId('login-username')).toHaveValue(clerk.username);
  await expect(page.getByTestId('login-password')).toBeFocused();
  await page.getByTestId('login-password').fill(clerk.password);
  await page.getByTestId('login-password').press('Enter');
  await expect(page).toHaveURL(/\/counter$/);
  await expect.poll(async () => (await rowsOf(page, 'shopdesk-offline', 'queue')).length).toBe(0);
  for (const row of queued.filter((row) => row.key !== meanwhile.key)) {
    const record = await world.code(row.key);
    expect(record.key_status).toBe('used');
    expect(Date.parse(record.used_at!)).toBe(Date.parse(row.offline_at));
    expect(record.used_by?.username).toBe(clerk.username);
  }
  const conflict = page.getByTestId('offline-conflict');
  await expect(conflict).toHaveCount(1);
  await expect(conflict).toHaveAttribute('data-key', meanwhile.key);
  await expect(conflict).toHaveAttribute('data-code', 'code_already_used');
  const offlineAt = queued.find((row) => row.key === meanwhile.key)!.offline_at;
  const otherAt = (await world.code(meanwhile.key)).used_at!;
  await expect(conflict).toContainText(clockIn(SHOP_ZONE, offlineAt));
  await expect(conflict).toContainText(clockIn(SHOP_ZONE, otherAt));
  await expect(conflict).not.toContainText(clockIn(COMPUTER_ZONE, offlineAt));

  // Exactly once: one send per queued hand-out (each body's staff_id: the renderer's tests).
  expect(consumes).toHaveLength(3);
  await context.close();
});
