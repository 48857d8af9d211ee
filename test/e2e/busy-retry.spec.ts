import {
  expect,
  request as playwrightRequest,
  test,
  type Browser,
  type Page,
} from '@playwright/test';
import { E2E_MANAGER, E2E_PORT } from '../../playwright.config';
import { startBusyProxy, type BusyProxy } from '../support/busy-proxy';
import {
  blurAll,
  createCounterWorld,
  openCounter,
  verdictFor,
  wedgeScan,
  type CounterWorld,
} from './support/pick-up-data';

// A browser counter through a peak: a proxy in front of the real server answers the API with
// the server's 503 `busy` + Retry-After for a few seconds. The counter waits by itself, stays
// online, hands out exactly once, and says "busy" only when the wait passes 5 s
// (docs/DESIGN.md §13).

const SERVER = `http://127.0.0.1:${E2E_PORT}`;
/** What the counter shows while it waits, and what it must not show for a short wait. */
const WATCHED = ['counter-busy-notice', 'server-busy-notice', 'offline-banner'];

let world: CounterWorld;
let proxy: BusyProxy;

test.beforeAll(async () => {
  world = await createCounterWorld('busy');
  proxy = await startBusyProxy(SERVER);
});

test.afterAll(async () => {
  await proxy?.close();
  await world?.dispose();
});

/** A counter page through the proxy that remembers every watched part it ever showed. */
async function counterThroughProxy(browser: Browser) {
  const context = await browser.newContext({ baseURL: proxy.url });
  await context.addInitScript((watched: string[]) => {
    const scope = globalThis as unknown as {
      __everShown: string[];
      document: { querySelector(selector: string): unknown };
      MutationObserver: new (callback: () => void) => {
        observe(target: unknown, options: object): void;
      };
    };
    scope.__everShown = [];
    const look = () => {
      for (const id of watched)
        if (
          !scope.__everShown.includes(id) &&
          scope.document.querySelector(`[data-testid="${id}"]`)
        )
          scope.__everShown.push(id);
      if (
        !scope.__everShown.includes('error-message') &&
        scope.document.querySelector('.el-message--error')
      )
        scope.__everShown.push('error-message');
    };
    new scope.MutationObserver(look).observe(scope.document, { childList: true, subtree: true });
  }, WATCHED);
  const page = await context.newPage();
  const clerk = world.staff[0]!;
  await openCounter(page, clerk.username, clerk.password);
  await blurAll(page);
  return { context, page };
}

const everShown = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { __everShown: string[] }).__everShown);

/** The server's own history of the key's hand-outs, read by the manager past the proxy. */
async function consumesInHistory(key: string): Promise<number> {
  const api = await playwrightRequest.newContext({ baseURL: SERVER });
  try {
    const login = await api.post('/api/shops/staff_login/', { data: E2E_MANAGER });
    const token = (await login.json()).token as string;
    const answer = await api.get(`/api/shops/action_history/?action=consume&key=${key}`, {
      headers: { authorization: `Token ${token}` },
    });
    expect(answer.status()).toBe(200);
    return (await answer.json()).count as number;
  } finally {
    await api.dispose();
  }
}

/** The consumes the proxy saw from the `start`th request on. */
const consumesSince = (start: number) =>
  proxy.seen.slice(start).filter((one) => one.path.startsWith('/api/orders/pick_up_code/consume/'));

test('busy for 3 s: a scan and a hand-out wait it out, the package is handed out once, nothing alarming is shown', async ({
  browser,
}) => {
  const paid = await world.paidPickUp(0);
  const { context, page } = await counterThroughProxy(browser);
  const before = proxy.seen.length;

  // The scan during the busy spell: checked once the server answers.
  proxy.busyFor(3000);
  await wedgeScan(page, paid.key);
  await expect(
    page.locator(`[data-testid="counter-verdict"][data-key="${paid.key}"]`),
  ).toHaveAttribute('data-kind', 'ready', { timeout: 15_000 });
  expect(proxy.seen.slice(before).some((one) => one.answer === 'busy')).toBe(true);

  // The hand-out during another one: sent again with its Idempotency-Key until it is taken.
  const start = proxy.seen.length;
  proxy.busyFor(3000);
  await page.keyboard.press('Enter');
  await expect(
    page.locator(`[data-testid="counter-verdict"][data-key="${paid.key}"]`),
  ).toHaveAttribute('data-kind', 'handed_out', { timeout: 15_000 });

  const consumes = consumesSince(start);
  expect(consumes.filter((one) => one.answer === 'busy').length).toBeGreaterThan(0);
  expect(consumes.filter((one) => one.answer === 'passed')).toHaveLength(1);
  expect(new Set(consumes.map((one) => one.idempotencyKey)).size).toBe(1);
  expect(consumes[0]!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);

  expect(await everShown(page)).toEqual([]);
  expect((await world.code(paid.key)).key_status).toBe('used');
  expect(await consumesInHistory(paid.key)).toBe(1);
  await context.close();
});

test('busy for 7 s: after 5 s the counter says the server is busy, then hands out once and the notice goes', async ({
  browser,
}) => {
  const paid = await world.paidPickUp(0);
  const { context, page } = await counterThroughProxy(browser);
  await wedgeScan(page, paid.key);
  await verdictFor(page, paid.key, 'ready');

  const start = proxy.seen.length;
  proxy.busyFor(7000);
  await page.keyboard.press('Enter');
  const notice = page.getByTestId('counter-busy-notice');
  await expect(notice).toBeVisible({ timeout: 10_000 });
  await expect(notice).toContainText('服务器繁忙，正在重试…');
  // The busy server is there: the counter stays online (no offline banner, scanning goes on).
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);

  await expect(
    page.locator(`[data-testid="counter-verdict"][data-key="${paid.key}"]`),
  ).toHaveAttribute('data-kind', 'handed_out', { timeout: 15_000 });
  await expect(notice).toHaveCount(0);

  expect(await everShown(page)).toEqual(['counter-busy-notice']);
  const consumes = consumesSince(start);
  expect(consumes.filter((one) => one.answer === 'busy').length).toBeGreaterThan(1);
  expect(consumes.filter((one) => one.answer === 'passed')).toHaveLength(1);
  expect(new Set(consumes.map((one) => one.idempotencyKey)).size).toBe(1);
  expect((await world.code(paid.key)).key_status).toBe('used');
  expect(await consumesInHistory(paid.key)).toBe(1);
  await context.close();
});
