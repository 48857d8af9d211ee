import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse } from 'csv-parse/sync';
import { expect, test, type Locator, type Page, type Response } from '@playwright/test';
import { E2E_MANAGER } from '../../playwright.config';
import { startChildServer } from '../support/serve-child';
import { createCounterWorld, signIn } from './support/pick-up-data';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * What a chart draws, as its data description says it (ECharts' `aria-label`, in Chinese
 * here): series name → category → value. The description lists every value of every series.
 */
async function drawn(panel: Locator): Promise<Map<string, Map<string, string>>> {
  const chart = panel.locator('[aria-label]').first();
  await expect(chart).toHaveAttribute('aria-label', /的数据是/);
  const label = (await chart.getAttribute('aria-label'))!;
  const series = new Map<string, Map<string, string>>();
  for (const match of label.matchAll(/表示(.+?)(?:的[^，。；]*?，|。)其数据是——([^；]*)/g)) {
    const values = new Map<string, string>();
    for (const item of match[2]!.replace(/。$/, '').split('，')) {
      const at = item.lastIndexOf('的数据是');
      values.set(item.slice(0, at), item.slice(at + '的数据是'.length));
    }
    series.set(match[1]!, values);
  }
  return series;
}

/** The shop's hour (`09:00`) and day (`11月23日`) of a server timestamp, as the axes write them. */
const hourOf = (timestamp: string) => timestamp.slice(11, 16);
const dayOf = (timestamp: string) =>
  `${Number(timestamp.slice(5, 7))}月${Number(timestamp.slice(8, 10))}日`;
/** ECharts writes numbers plainly and a missing value (a day without hand-outs) as `NaN`. */
const shown = (value: number | null) => (value === null ? 'NaN' : String(value));

const answered = (page: Page, path: string, query = '') =>
  page.waitForResponse(
    (response: Response) => response.url().includes(path) && response.url().includes(query),
  );

/** The reports the dashboard asks for as it opens; they are what its charts must draw. */
function dashboardAnswers(page: Page): Promise<Json[]> {
  return Promise.all(
    [
      answered(page, '/api/reports/waiting/'),
      answered(page, '/api/reports/pick_up/', 'interval=hour'),
      answered(page, '/api/reports/pick_up/', 'interval=day'),
      answered(page, '/api/reports/staff/'),
      answered(page, '/api/reports/sales/'),
    ].map(async (answer) => (await answer).json() as Promise<Json>),
  );
}

/** Every chart and figure draws exactly the reports' numbers (whatever shop this is). */
async function expectChartsOf(page: Page, [waiting, hourly, daily, staff, sales]: Json[]) {
  const byStore = await drawn(page.getByTestId('panel-waiting'));
  for (const row of waiting!.results) {
    expect(byStore.get('已备货')?.get(row.offline_shop.title)).toBe(String(row.prepared));
    expect(byStore.get('未备货')?.get(row.offline_shop.title)).toBe(
      String(row.waiting - row.prepared),
    );
  }
  await expect(page.getByTestId('stat-waiting').getByTestId('stat-value')).toHaveText(
    String(waiting!.totals.waiting),
  );
  await expect(page.getByTestId('stat-expiring').getByTestId('stat-value')).toHaveText(
    String(waiting!.totals.expiring_soon),
  );

  const perHour = (await drawn(page.getByTestId('panel-hourly'))).get('已核销')!;
  expect(perHour.size).toBe(hourly!.results.length);
  for (const bucket of hourly!.results)
    expect(perHour.get(hourOf(bucket.start))).toBe(String(bucket.handed_out));
  await expect(page.getByTestId('stat-handed-out').getByTestId('stat-value')).toHaveText(
    String(hourly!.results.reduce((sum: number, b: Json) => sum + b.handed_out, 0)),
  );

  // Paid-to-picked-up minutes per day (median and 90th percentile).
  const times = await drawn(page.getByTestId('panel-times'));
  const minutes = (seconds: number | null) =>
    shown(seconds === null ? null : Math.round(seconds / 6) / 10);
  expect(daily!.results).toHaveLength(14);
  for (const bucket of daily!.results) {
    expect(times.get('中位数')?.get(dayOf(bucket.start))).toBe(
      minutes(bucket.paid_to_handed_out_median),
    );
    expect(times.get('90 百分位')?.get(dayOf(bucket.start))).toBe(
      minutes(bucket.paid_to_handed_out_p90),
    );
  }

  const byStaff = await drawn(page.getByTestId('panel-staff'));
  for (const row of staff!.results) {
    expect(byStaff.get('拒绝')?.get(row.staff.username)).toBe(String(row.refused));
    expect(byStaff.get('已核销')?.get(row.staff.username)).toBe(String(row.handed_out));
  }

  const perDay = await drawn(page.getByTestId('panel-sales'));
  for (const bucket of sales!.results) {
    expect(perDay.get('销售额')?.get(dayOf(bucket.start))).toBe(String(Number(bucket.revenue)));
    expect(perDay.get('优惠')?.get(dayOf(bucket.start))).toBe(String(Number(bucket.discounts)));
  }
  await expect(page.getByTestId('stat-revenue').getByTestId('stat-value')).toHaveText(
    `¥${Number(sales!.totals.revenue).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
  );
  const products = (await drawn(page.getByTestId('panel-products'))).get('销量')!;
  expect([...products]).toEqual(
    sales!.top_products.map((row: Json) => [row.title, String(row.quantity)]),
  );
  return { byStore, byStaff, products };
}

test('a manager lands on the dashboard, sees each chart drawn with the shop’s numbers, follows a chart to its list and exports it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Packages of its own at two new stores: store 1 has one prepared and one unprepared package
  // waiting and one handed out (then refused once more); store 2 one unprepared package.
  const world = await createCounterWorld('dash');
  const [first, second] = world.stores;
  const handedOut = await world.paidPickUp(0);
  const prepared = await world.paidPickUp(0);
  const unprepared = await world.paidPickUp(0, { prepared: false });
  await world.paidPickUp(1, { prepared: false });
  const clerkLogin = await page.request.post('/api/shops/staff_login/', { data: world.staff[0] });
  const clerk = { authorization: `Token ${(await clerkLogin.json()).token}` };
  const consume = (key: string) =>
    page.request.post('/api/orders/pick_up_code/consume/', { headers: clerk, data: { key } });
  expect((await consume(handedOut.key)).status()).toBe(200);
  expect((await consume(handedOut.key)).status()).toBe(409);

  // The manager's start page is the dashboard; its answers are what the charts must show.
  const answers = dashboardAnswers(page);
  await signIn(page, E2E_MANAGER.username, E2E_MANAGER.password);
  // Signing in hashes the password: slow on a busy machine.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  const reports = await answers;
  const [, hourly, daily, staff] = reports;
  const { byStore, byStaff, products } = await expectChartsOf(page, reports);

  // What this test made: its stores' waiting packages, its hand-out today (with a time from
  // payment), its clerk's hand-out and refusal, four orders of two of its product.
  expect(byStore.get('已备货')?.get(first!.title)).toBe('1');
  expect(byStore.get('未备货')?.get(first!.title)).toBe('1');
  expect(byStore.get('已备货')?.get(second!.title)).toBe('0');
  expect(byStore.get('未备货')?.get(second!.title)).toBe('1');
  expect(hourly!.results.some((bucket: Json) => bucket.handed_out >= 1)).toBe(true);
  expect(daily!.results.at(-1).paid_to_handed_out_median).not.toBeNull();
  expect(byStaff.get('拒绝')?.get(world.staff[0]!.username)).toBe('1');
  expect(byStaff.get('已核销')?.get(world.staff[0]!.username)).toBe('1');
  expect(products.get(`提货测试商品 ${world.tag}`)).toBe('8');

  // The waiting chart leads to the waiting packages; narrowed to store 1, they are the two
  // made here, and the export has exactly those rows.
  await page.getByTestId('panel-waiting').getByTestId('panel-link').click();
  await expect(page).toHaveURL(/\/packages$/);
  await expect(page.getByTestId('packages-key-status')).toContainText('待提货');
  const narrowed = answered(page, '/api/orders/pick_up_code/', `offline_shop=${first!.id}`);
  await page.getByTestId('packages-store').click();
  await page.getByRole('option', { name: first!.title }).click();
  await narrowed;
  const rows = page.getByTestId('package-row');
  await expect(rows).toHaveCount(2);
  const keys = [unprepared.key, prepared.key];
  expect(await rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-key')))).toEqual(
    keys,
  );

  const download = page.waitForEvent('download');
  await page.getByTestId('export-button').click();
  await page.getByTestId('export-csv').click();
  const file = await (await download).path();
  // The screen's export is for people, in the screen's language (docs/API.md, "Exports").
  const exported: Json[] = parse(readFileSync(file), { bom: true, columns: true });
  expect(exported.map((row) => [row['提货码'], row['提货状态'], row['门店']])).toEqual(
    keys.map((key) => [key, '待提货', first!.title]),
  );

  // The refusals figure leads to the counter history of refused hand-outs over the days shown
  // (the figure also counts checks that said "do not hand out", which the history lists as
  // checks: the list holds the refused hand-outs among them).
  await page.getByTestId('nav-dashboard').click();
  const refusals = answered(page, '/api/shops/action_history/', 'action__in=consume_refused');
  await page.getByTestId('stat-refused').click();
  await expect(page).toHaveURL(/\/history\?action=consume_refused&from=/);
  const listed: Json = await (await refusals).json();
  expect(listed.count).toBeGreaterThanOrEqual(1);
  expect(listed.count).toBeLessThanOrEqual(
    staff!.results.reduce((sum: number, row: Json) => sum + row.refused, 0),
  );
  const actions = page.getByTestId('history-row-action');
  await expect(actions).toHaveCount(listed.results.length);
  expect(new Set(await actions.evaluateAll((els) => els.map((el) => el.dataset.action)))).toEqual(
    new Set(['consume_refused']),
  );
  await expect(page.getByTestId('history-table')).toContainText(world.staff[0]!.username);

  await world.dispose();
});

test('on the demo shop (`serve --demo`) each chart draws the demo’s numbers', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const manager = { username: 'demo-manager', password: 'demo-manager-password' };
  const dataDir = mkdtempSync(join(tmpdir(), 'shopdesk-dashboard-demo-'));
  const cli = resolve(import.meta.dirname, '../../out/main/cli.js');
  const args = ['--demo', '--manager-username', manager.username];
  const server = await startChildServer(
    cli,
    dataDir,
    [...args, '--manager-password', manager.password],
    60_000,
  );
  const context = await browser.newContext({ baseURL: server.url, locale: 'zh-CN' });
  try {
    const page = await context.newPage();
    const answers = dashboardAnswers(page);
    await signIn(page, manager.username, manager.password);
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
    const reports = await answers;
    const [waiting, , , staff, sales] = reports;
    // The demo has packages waiting at its stores, hand-outs by its clerks and paid orders.
    expect(waiting!.totals.waiting).toBeGreaterThan(0);
    expect(staff!.results.some((row: Json) => row.handed_out > 0)).toBe(true);
    expect(sales!.top_products.length).toBeGreaterThan(0);
    const { byStore, products } = await expectChartsOf(page, reports);
    expect(byStore.get('未备货')?.size).toBe(waiting!.results.length);
    expect(products.size).toBe(sales!.top_products.length);
  } finally {
    await context.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
