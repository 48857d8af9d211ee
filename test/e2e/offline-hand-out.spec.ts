import { expect, test, type Browser, type Page } from '@playwright/test';
import { E2E_MANAGER, E2E_PORT } from '../../playwright.config';
import {
  blurAll,
  createCounterWorld,
  openCounter,
  signIn,
  verdictFor,
  wedgeScan,
  type CounterWorld,
} from './support/pick-up-data';
import { startGateway, type Gateway } from './support/gateway';
import { clockIn, COMPUTER_ZONE, SHOP_ZONE } from './support/shop-clock';

// docs/OFFLINE.md: a counter whose shop server cannot be reached goes on checking and handing
// out its store's packages from its copy, keeps the hand-outs in a queue that survives a
// reload, and sends them when the server is back; one handed out meanwhile at another counter
// comes back as a conflict, on the counter and on the manager's dashboard. The counter reaches
// the server through a gateway that can be switched off (a stopped server); a dropped network
// is Playwright's route abort. No timers are waited for: every refresh and send follows an
// action (opening the counter, a scan, "Retry now").

let world: CounterWorld;
let gateway: Gateway;

test.beforeAll(async () => {
  world = await createCounterWorld('offl');
  gateway = await startGateway(`http://127.0.0.1:${E2E_PORT}`);
});

test.afterAll(async () => {
  await gateway?.close();
  await world?.dispose();
});

/** The clerk's counter through the gateway, once its copy of the store is loaded. */
async function counterThroughGateway(browser: Browser): Promise<Page> {
  // Every time the counter shows is in the shop's zone, never the computer's (docs/DESIGN.md §14).
  const context = await browser.newContext({
    baseURL: gateway.url,
    locale: 'zh-CN',
    timezoneId: COMPUTER_ZONE,
  });
  const page = await context.newPage();
  const copied = page.waitForResponse(
    (response) => response.url().includes('/pick_up_code/changes/') && response.ok(),
  );
  const clerk = world.staff[0]!;
  await openCounter(page, clerk.username, clerk.password);
  await copied;
  await blurAll(page);
  return page;
}

/** Scans a key and hands the package out offline (Enter on a ready verdict). */
async function handOutOffline(page: Page, key: string): Promise<void> {
  await wedgeScan(page, key);
  await verdictFor(page, key, 'ready');
  await expect(page.getByTestId('counter-verdict-offline')).toBeVisible();
  await page.keyboard.press('Enter');
  await verdictFor(page, key, 'handed_out_offline');
}

interface QueuedRow {
  key: string;
  offline_at: string;
  idempotency_key: string;
  counter_id: string;
}

/** The queue as this browser keeps it in IndexedDB. */
function queueOf(page: Page): Promise<QueuedRow[]> {
  return page.evaluate(
    () =>
      new Promise<QueuedRow[]>((resolve, reject) => {
        // The Node tsconfig has no DOM types: the few IndexedDB calls used, typed here.
        interface Request<T> {
          result: T;
          error: unknown;
          onsuccess: (() => void) | null;
          onerror: (() => void) | null;
        }
        interface Db {
          transaction(store: string): {
            objectStore(name: string): { getAll(): Request<unknown[]> };
          };
        }
        const idb = (globalThis as unknown as { indexedDB: { open(name: string): Request<Db> } })
          .indexedDB;
        const open = idb.open('shopdesk-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('queue').objectStore('queue').getAll();
          all.onsuccess = () => resolve(all.result as QueuedRow[]);
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

/** The manager's dashboard card of conflicts and the history it opens, holding `key`'s. */
async function managerSeesConflict(browser: Browser, key: string): Promise<void> {
  const context = await browser.newContext({ locale: 'zh-CN' });
  const manager = await context.newPage();
  const staffReport = manager.waitForResponse((r) => r.url().includes('/api/reports/staff/'));
  await signIn(manager, E2E_MANAGER.username, E2E_MANAGER.password);
  await manager.getByTestId('nav-dashboard').click();
  const report = await (await staffReport).json();
  const conflicts = report.results.reduce(
    (sum: number, row: { conflicts: number }) => sum + row.conflicts,
    0,
  );
  // This shop's conflicts of the days shown: this test's one (others' tests may add theirs).
  expect(conflicts).toBeGreaterThanOrEqual(1);
  const card = manager.getByTestId('dashboard-conflicts');
  await expect(card.getByTestId('stat-value')).toHaveText(String(conflicts));
  // "Offline conflicts to settle (days shown)".
  await expect(card).toContainText('待处理的离线核销冲突');

  const listed = manager.waitForResponse(
    (r) =>
      r.url().includes('/api/shops/action_history/') &&
      r.url().includes('action__in=consume_conflict'),
  );
  await card.click();
  await expect(manager).toHaveURL(/\/history\?action=consume_conflict&from=/);
  const history = await (await listed).json();
  expect(history.count).toBe(conflicts);
  const actions = manager.getByTestId('history-row-action');
  await expect(actions).toHaveCount(history.results.length);
  expect(new Set(await actions.evaluateAll((els) => els.map((el) => el.dataset.action)))).toEqual(
    new Set(['consume_conflict']),
  );
  expect(history.results.map((row: { key: string }) => row.key)).toContain(key);
  // "…, not accepted: Already used".
  await expect(manager.getByTestId('history-table')).toContainText('服务器未接受：已被使用');
  await context.close();
}

test('offline: three hand-outs queued across a dropped network, a reload and a stopped server; back online two are taken at their offline time and one is a conflict', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const first = await world.paidPickUp(0);
  const meanwhile = await world.paidPickUp(0);
  const last = await world.paidPickUp(0);
  const page = await counterThroughGateway(browser);
  const banner = page.getByTestId('offline-banner');

  // The network drops.
  await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await handOutOffline(page, first.key);
  // "Offline — hand-outs are saved on this computer and sent when the server is back".
  await expect(banner).toContainText('离线 — 交付记录保存在本机，服务器恢复后自动发送');
  await expect(page.getByTestId('offline-waiting')).toContainText('1');

  // Another counter, online, hands out a package this counter's copy still shows waiting.
  await world.handOut(meanwhile.key);
  await handOutOffline(page, meanwhile.key);
  // A key the copy does not hold is never handed out.
  await wedgeScan(page, '999999999999');
  await verdictFor(page, '999999999999', 'unknown_offline');
  await expect(page.getByTestId('counter-consume')).toHaveCount(0);

  // A reload while offline: the queue is still there.
  await page.reload();
  await expect(page.getByTestId('counter-key-input')).toBeVisible();
  await expect(banner).toBeVisible();
  await expect(page.getByTestId('offline-waiting')).toContainText('2');

  // The server stops (nothing listens); the network itself is back.
  await gateway.switchOff();
  await page.unroute('**/api/**');
  await blurAll(page);
  await handOutOffline(page, last.key);
  await expect(page.getByTestId('offline-waiting')).toContainText('3');
  const queued = await queueOf(page);
  expect(queued.map((row) => row.key)).toEqual([first.key, meanwhile.key, last.key]);
  // Handed out after a reload offline: the card's time (the counter's own offline_at) is the
  // shop's clock, as the server's times beside it are.
  const lastAt = queued.find((row) => row.key === last.key)!.offline_at;
  const used = page.getByTestId('counter-card-used');
  await expect(used).toContainText(clockIn(SHOP_ZONE, lastAt));
  await expect(used).not.toContainText(clockIn(COMPUTER_ZONE, lastAt));
  await expect(used).not.toContainText(clockIn('UTC', lastAt));
  expect(new Set(queued.map((row) => row.idempotency_key)).size).toBe(3);
  for (const key of [first.key, meanwhile.key, last.key])
    expect((await world.code(key)).key_status).toBe(key === meanwhile.key ? 'used' : 'unused');

  // The server is back: the queue goes out, oldest first.
  await gateway.switchOn();
  await page.getByTestId('offline-retry').click();
  await expect(banner).toHaveCount(0);
  await expect.poll(async () => (await queueOf(page)).length).toBe(0);
  for (const row of queued.filter((row) => row.key !== meanwhile.key)) {
    const record = await world.code(row.key);
    expect(record.key_status).toBe('used');
    // Kept at the moment the clerk handed it out, not when it was sent.
    expect(Date.parse(record.used_at!)).toBe(Date.parse(row.offline_at));
  }
  const conflict = page.getByTestId('offline-conflict');
  await expect(conflict).toHaveCount(1);
  await expect(conflict).toHaveAttribute('data-key', meanwhile.key);
  await expect(conflict).toHaveAttribute('data-code', 'code_already_used');
  await expect(page.getByTestId('offline-conflicts')).toContainText('服务器未接受的离线交付');
  await expect(conflict).toContainText('王芳');
  await expect(conflict).toContainText(world.staff[0]!.username);
  // Both hand-outs of the conflict in the shop's clock: this counter's and the other's.
  const offlineAt = queued.find((row) => row.key === meanwhile.key)!.offline_at;
  const otherAt = (await world.code(meanwhile.key)).used_at!;
  await expect(conflict).toContainText(clockIn(SHOP_ZONE, offlineAt));
  await expect(conflict).toContainText(clockIn(SHOP_ZONE, otherAt));
  await expect(conflict).not.toContainText(clockIn(COMPUTER_ZONE, offlineAt));
  await expect(conflict).not.toContainText(clockIn('UTC', offlineAt));

  // The manager's dashboard counts it among the conflicts to settle, and its card opens the
  // history of conflicts, where this one is.
  await managerSeesConflict(browser, meanwhile.key);

  // A clerk marks it seen: it leaves the list, and stays gone after a reload.
  await page.getByTestId('offline-conflict-seen').click();
  await expect(conflict).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('counter-key-input')).toBeVisible();
  await expect(page.getByTestId('offline-conflicts')).toHaveCount(0);
  await page.context().close();
});

test('offline hand-out turned off: offline the counter only checks', async ({ browser }) => {
  const paid = await world.paidPickUp(0);
  const api = await (
    await import('@playwright/test')
  ).request.newContext({
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
  });
  const login = await api.post('/api/shops/staff_login/', { data: E2E_MANAGER });
  const headers = { authorization: `Token ${(await login.json()).token}` };
  const setHandOut = async (value: boolean) =>
    expect(
      (
        await api.patch('/api/shops/shop_settings/', {
          headers,
          data: { offline_hand_out: value },
        })
      ).status(),
    ).toBe(200);
  await setHandOut(false);
  try {
    const page = await counterThroughGateway(browser);
    await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
    await wedgeScan(page, paid.key);
    await verdictFor(page, paid.key, 'check_only');
    await expect(page.getByTestId('offline-banner')).toContainText('只能核验取件码');
    await expect(page.getByTestId('counter-consume')).toHaveCount(0);
    await page.keyboard.press('Enter');
    await verdictFor(page, paid.key, 'check_only');
    await expect(page.getByTestId('offline-waiting')).toContainText('0');
    expect(await queueOf(page)).toEqual([]);
    await page.context().close();
  } finally {
    await setHandOut(true);
    await api.dispose();
  }
});
