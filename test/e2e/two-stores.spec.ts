import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import pg from 'pg';
import { startChildServer, type ChildServer } from '../support/serve-child';
import { createCounterWorld, openCounter, type CounterWorld } from './support/pick-up-data';
import { openFromMenu } from './support/navigation';

// two stores, one server. One `serve` process (the built CLI) on PostgreSQL
// when SHOPDESK_TEST_DATABASE_URL names a server (a fresh database of its own), else SQLite;
// the counters of two stores in two browser contexts.

const CLI = resolve(import.meta.dirname, '../../out/main/cli.js');
const testDatabaseUrl = process.env.SHOPDESK_TEST_DATABASE_URL || undefined;
const MANAGER = { username: 'chain-manager', password: 'chain-manager-password' };

let dataDir: string;
let database: { url: string; drop(): Promise<void> } | null = null;
let server: ChildServer;
let world: CounterWorld;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  dataDir = mkdtempSync(join(tmpdir(), 'shopdesk-two-stores-'));
  database = testDatabaseUrl ? await freshPostgresDatabase(testDatabaseUrl) : null;
  server = await startChildServer(
    CLI,
    dataDir,
    [
      '--manager-username',
      MANAGER.username,
      '--manager-password',
      MANAGER.password,
      ...(database ? ['--database-url', database.url] : []),
    ],
    60_000,
  );
  world = await createCounterWorld('two', { url: server.url, manager: MANAGER });
});

test.afterAll(async () => {
  await world?.dispose();
  await server?.stop();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * An empty database of its own on the test server (a superuser's URL, as .ci/run gives); the
 * server migrates it on start. (test/support/database.ts imports app code Playwright cannot load.)
 */
async function freshPostgresDatabase(adminUrl: string) {
  const name = `shopdesk_e2e_${process.pid}_${Date.now().toString(36)}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** A clerk's counter in a browser context of its own (its own session, as another computer). */
async function counterOf(browser: Browser, clerk: { username: string; password: string }) {
  const context = await browser.newContext({ baseURL: server.url, locale: 'zh-CN' });
  const page = await context.newPage();
  await openCounter(page, clerk.username, clerk.password);
  return page;
}

/** Types a key at the counter as a clerk would and presses Enter (a check). */
async function scan(page: Page, key: string): Promise<void> {
  const input = page.getByTestId('counter-key-input');
  await input.fill(key);
  await input.press('Enter');
}

async function verdictFor(page: Page, key: string, kind: string): Promise<void> {
  await expect(page.locator(`[data-testid="counter-verdict"][data-key="${key}"]`)).toHaveAttribute(
    'data-kind',
    kind,
  );
}

/**
 * The store's waiting packages as its list shows them: the clerk opens the list from the
 * side navigation (a sign-in lasts for its window) and presses its refresh button.
 */
async function waitingKeys(page: Page): Promise<string[]> {
  if (!page.url().endsWith('/packages')) {
    await openFromMenu(page, 'packages');
    await expect(page.getByTestId('packages-updated')).toBeVisible();
  }
  const refreshed = page.waitForResponse((r) => r.url().includes('/api/orders/pick_up_code/?'));
  await page.getByTestId('packages-refresh').click();
  await refreshed;
  await expect(page.getByTestId('packages-refresh')).not.toHaveClass(/is-loading/);
  return page
    .getByTestId('package-row')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-key') ?? ''));
}

/** Back to the counter from the side navigation. */
async function backToCounter(page: Page): Promise<void> {
  await openFromMenu(page, 'counter');
  await expect(page.getByTestId('counter-key-input')).toBeVisible();
}

test(`store A hands out a package; store B scanning it is told where, by whom and when (${testDatabaseUrl ? 'PostgreSQL' : 'SQLite'})`, async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const [storeA, storeB] = world.stores as [CounterWorld['stores'][0], CounterWorld['stores'][0]];
  const [clerkA, clerkB] = world.staff as [CounterWorld['staff'][0], CounterWorld['staff'][0]];
  const packageA = await world.paidPickUp(0);
  const packageB = await world.paidPickUp(1);

  const counterA = await counterOf(browser, clerkA);
  const counterB = await counterOf(browser, clerkB);
  await expect(counterA.getByTestId('counter-store')).toHaveText(storeA.title);
  await expect(counterB.getByTestId('counter-store')).toHaveText(storeB.title);

  // Each store's packages list: its own waiting package only.
  for (const [counter, own, other] of [
    [counterA, packageA.key, packageB.key],
    [counterB, packageB.key, packageA.key],
  ] as const) {
    const keys = await waitingKeys(counter);
    expect(keys).toContain(own);
    expect(keys).not.toContain(other);
    await backToCounter(counter);
  }

  // Store A's clerk hands out store A's package.
  await scan(counterA, packageA.key);
  await verdictFor(counterA, packageA.key, 'ready');
  await counterA.getByTestId('counter-consume').click();
  await verdictFor(counterA, packageA.key, 'handed_out');

  // Store B's clerk scans the same key: already used, at store A, by A's clerk, and when.
  await scan(counterB, packageA.key);
  await verdictFor(counterB, packageA.key, 'used');
  const body = counterB.getByTestId('counter-verdict-body');
  await expect(body).toContainText(storeA.title);
  await expect(body).toContainText(clerkA.username);
  // The time from the refusal's params, written like every time on the screen (the shop's zone).
  await expect(body).toContainText(/\d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2}/);
  // Nothing changed on the server: still used by A's clerk.
  const code = await world.code(packageA.key);
  expect(code.key_status).toBe('used');
  expect(code.used_by?.username).toBe(clerkA.username);

  // Store B's clerk hands out store B's own package.
  await scan(counterB, packageB.key);
  await verdictFor(counterB, packageB.key, 'ready');
  await counterB.getByTestId('counter-consume').click();
  await verdictFor(counterB, packageB.key, 'handed_out');

  // Both lists no longer wait for the packages handed out; looked up by key, each shows its
  // package as picked up.
  for (const [counter, key] of [
    [counterA, packageA.key],
    [counterB, packageB.key],
  ] as const) {
    expect(await waitingKeys(counter)).not.toContain(key);
    await counter.getByTestId('packages-search').fill(key);
    const row = counter.locator('tr', {
      has: counter.locator(`[data-testid="package-row"][data-key="${key}"]`),
    });
    await expect(row.getByTestId('package-key-status')).toHaveText('已提货');
  }

  await counterA.context().close();
  await counterB.context().close();
});
