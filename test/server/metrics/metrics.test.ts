import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testClock, type TestServer } from '../../support/server';
import { clockTimers, startReceiver, webhookClient } from '../webhooks/support';
import { pickUpClient, STAFF_PASSWORD } from '../../support/orders';
import { parsePrometheusText, type Family } from '../../support/prometheus-text';
import { onPostgres } from '../../support/database';
import { DEFAULT_HASHING_WAIT_MS, setHashingWaitMs } from '../../../src-server/lib/passwords';

/**
 * `GET /api/metrics`: after traffic (sign-ins, a check, a consume and its refused repeat, a
 * 404), a scrape parsed as Prometheus reads it has every series with non-zero counts; it is
 * refused without a credential and to an application without `metrics:read`.
 */

let s: TestServer;
let managerToken: string;

beforeAll(async () => {
  s = await createTestServer();
  managerToken = await s.login();
});
afterAll(() => s?.close());

const scrape = async (headers: Record<string, string>) =>
  s.app.inject({ method: 'GET', url: '/api/metrics', headers });

const sum = (family: Family | undefined, name: string, labels: Record<string, string> = {}) =>
  (family?.samples ?? [])
    .filter(
      (sample) =>
        sample.name === name &&
        Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
    )
    .reduce((total, sample) => total + sample.value, 0);

describe('metrics', () => {
  it('after traffic: requests, durations, pick-up outcomes, pool, webhooks, process', async () => {
    const api = pickUpClient(s, s.auth(managerToken));
    const store = await api.createStore();
    await api.createStaff('clerk', store.id);
    const clerk = s.auth(await s.login('clerk', STAFF_PASSWORD));
    const variantId = (await api.createProduct()).variants[0].id as number;
    const { code } = await api.paidPickUp(store.id, variantId);
    const check = `/api/orders/pick_up_code/check/?key=${code.key}`;
    expect((await api.call('GET', check, undefined, clerk)).statusCode).toBe(200);
    const consume = '/api/orders/pick_up_code/consume/';
    expect((await api.call('POST', consume, { key: code.key }, clerk)).statusCode).toBe(200);
    expect((await api.call('POST', consume, { key: code.key }, clerk)).statusCode).toBe(409);
    expect((await api.call('GET', '/api/orders/order/999999/')).statusCode).toBe(404);

    const response = await scrape(s.bearer(await s.appToken('metrics:read')));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const families = parsePrometheusText(response.body);

    const requests = families.get('shopdesk_http_requests_total');
    expect(requests?.type).toBe('counter');
    expect(
      sum(requests, 'shopdesk_http_requests_total', {
        method: 'POST',
        route: consume,
        status_class: '2xx',
      }),
    ).toBe(1);
    expect(
      sum(requests, 'shopdesk_http_requests_total', {
        route: '/api/orders/order/:id/',
        status_class: '4xx',
      }),
    ).toBe(1);
    // No key in any label: the route is the pattern.
    expect(response.body).not.toContain(code.key);

    const durations = families.get('shopdesk_http_request_duration_seconds');
    expect(durations?.type).toBe('histogram');
    expect(sum(durations, 'shopdesk_http_request_duration_seconds_count', { route: consume })).toBe(
      2,
    );
    expect(
      sum(durations, 'shopdesk_http_request_duration_seconds_bucket', {
        route: consume,
        le: '+Inf',
      }),
    ).toBe(2);

    const pickUps = families.get('shopdesk_pick_up_operations_total');
    expect(
      sum(pickUps, 'shopdesk_pick_up_operations_total', { operation: 'check', outcome: 'ok' }),
    ).toBe(1);
    expect(
      sum(pickUps, 'shopdesk_pick_up_operations_total', { operation: 'consume', outcome: 'ok' }),
    ).toBe(1);
    expect(
      sum(pickUps, 'shopdesk_pick_up_operations_total', {
        operation: 'consume',
        outcome: 'code_already_used',
      }),
    ).toBe(1);

    for (const name of [
      'shopdesk_db_pool_size',
      'shopdesk_db_pool_connections',
      'shopdesk_db_pool_in_use',
      'shopdesk_db_pool_waiting',
      'shopdesk_db_transaction_retries_total',
      'shopdesk_webhook_queue_depth',
      'shopdesk_webhook_oldest_due_age_seconds',
      'shopdesk_webhook_attempts_total',
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
    ])
      expect(families.has(name), name).toBe(true);
    expect(sum(families.get('shopdesk_db_pool_size'), 'shopdesk_db_pool_size')).toBeGreaterThan(0);
    expect(
      sum(families.get('process_cpu_user_seconds_total'), 'process_cpu_user_seconds_total'),
    ).toBeGreaterThan(0);
  });

  it('a sign-in refused for its wait in the hashing line counts as busy, apart from outages; the lines show their waits', async () => {
    setHashingWaitMs(1);
    try {
      await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          s.app.inject({
            method: 'POST',
            url: '/api/shops/staff_login/',
            payload: { username: `nobody-${i}`, password: 'wrong-password' },
          }),
        ),
      );
    } finally {
      setHashingWaitMs(DEFAULT_HASHING_WAIT_MS);
    }
    const families = parsePrometheusText(
      (await scrape(s.bearer(await s.appToken('metrics:read')))).body,
    );
    const busy = families.get('shopdesk_busy_total');
    expect(busy?.type).toBe('counter');
    expect(sum(busy, 'shopdesk_busy_total', { line: 'hashing' })).toBeGreaterThanOrEqual(1);
    // The pool's line is PostgreSQL's; SQLite has no pool.
    expect(busy?.samples.some((sample) => sample.labels.line === 'database')).toBe(onPostgres);
    for (const name of ['shopdesk_line_waiting', 'shopdesk_line_wait_seconds'])
      expect(families.get(name)?.samples.map((sample) => sample.labels.line)).toContain('hashing');
  });

  it('a manager may scrape; no credential, staff, or an application without the scope may not', async () => {
    expect((await scrape(s.auth(managerToken))).statusCode).toBe(200);
    expect((await scrape({})).statusCode).toBe(401);
    const withoutScope = await scrape(s.bearer(await s.appToken('orders:read shops:read')));
    expect(withoutScope.statusCode).toBe(403);
    expect(withoutScope.json().code).toBe('permission_denied');
    const api = pickUpClient(s, s.auth(managerToken));
    const store = await api.createStore({ title: '徐家汇店' });
    await api.createStaff('clerk2', store.id);
    const clerk = s.auth(await s.login('clerk2', STAFF_PASSWORD));
    expect((await scrape(clerk)).statusCode).toBe(403);
  });

  it('the scope is one an application can be given', async () => {
    await expect(s.appToken('metrics:read')).resolves.toBeTruthy();
  });
});

describe('webhook figures', () => {
  it('attempts by outcome, and the deliveries still to be made', async () => {
    const clock = testClock();
    const server = await createTestServer({
      clock,
      webhooks: { timers: clockTimers(clock), timeoutMs: 5000 },
    });
    const receiver = await startReceiver({ status: 500, body: 'down' });
    try {
      const managerHeaders = server.auth(await server.login());
      const api = webhookClient(server, managerHeaders);
      await api.prepareOrders();
      await api.createWebhook({ event: 'order_paid', url: receiver.url('/paid') });
      await api.payOrder();
      await api.settle();
      const response = await server.app.inject({
        method: 'GET',
        url: '/api/metrics',
        headers: managerHeaders,
      });
      const families = parsePrometheusText(response.body);
      expect(
        sum(families.get('shopdesk_webhook_attempts_total'), 'shopdesk_webhook_attempts_total', {
          kind: 'initial',
          outcome: 'http_error',
        }),
      ).toBe(1);
      // The retry is still to come.
      expect(
        sum(families.get('shopdesk_webhook_queue_depth'), 'shopdesk_webhook_queue_depth'),
      ).toBe(1);
    } finally {
      await server.close();
      await receiver.stop();
    }
  });
});
