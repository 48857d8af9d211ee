import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, testClock, type TestServer } from '../../support/server';
import { clockTimers, sign, startReceiver, until, webhookClient, type Receiver } from './support';

let s: TestServer;
let api: ReturnType<typeof webhookClient>;
let receiver: Receiver;

beforeEach(async () => {
  const clock = testClock();
  s = await createTestServer({ clock, webhooks: { timers: clockTimers(clock), timeoutMs: 5000 } });
  api = webhookClient(s, s.auth(await s.login()));
  receiver = await startReceiver();
});
afterEach(async () => {
  await s.close();
  await receiver.stop();
});

describe('pick_up_code_prepared (docs/DESIGN.md §9)', () => {
  it('marking a package prepared sends the code with the order token and the full mobile, signed; once', async () => {
    await api.prepareOrders();
    const paid = await api.payOrder();
    const prepared = await api.createWebhook({
      event: 'pick_up_code_prepared',
      url: receiver.url('/ready'),
    });
    const paidHook = await api.createWebhook({ event: 'order_paid', url: receiver.url('/paid') });
    const code = (await api.ok('GET', `/api/orders/pick_up_code/?service_order_id=${paid.id}`))
      .results[0];
    expect(code.stock_status).toBe('unprepare');

    const marked = await api.ok('POST', `/api/orders/pick_up_code/${code.id}/stock_prepare/`, {});
    await until(() => receiver.requests.length === 1, 'the delivery', 2000);
    await api.settle();

    const request = receiver.requests[0]!;
    expect(request.url).toBe('/ready');
    const body = JSON.parse(request.body.toString('utf8'));
    expect(body).toEqual({
      ...marked,
      order_token: paid.token,
      customer: { ...marked.customer, mobile: '13800138000' },
    });
    expect(marked.customer.mobile).toBe('138****8000');
    expect(body.stock_status).toBe('prepared');
    // The event went out through the outbox, written with the change.
    const outbox = await s.database.db
      .selectFrom('event_outbox')
      .select(['event', 'payload'])
      .where('event', '=', 'pick_up_code_prepared')
      .execute();
    expect(outbox).toEqual([{ event: 'pick_up_code_prepared', payload: request.body.toString() }]);

    const settings = await api.settings();
    const [delivery] = await api.deliveries(prepared.id);
    expect(request.headers).toMatchObject({
      'content-type': 'application/json',
      'x-service-event': 'pick_up_code_prepared',
      'x-service-shop-domain': settings.domain,
      'x-service-delivery-id': String(delivery!.id),
      'x-service-sha256': sign(request.body, settings.webhook_secret),
    });
    expect(delivery!.status).toBe('succeeded');
    expect(await api.deliveries(paidHook.id)).toEqual([]);

    // Marking it prepared again, or back and forth to "not prepared", is no new "ready".
    await api.ok('POST', `/api/orders/pick_up_code/${code.id}/stock_prepare/`, {});
    await api.ok('POST', `/api/orders/pick_up_code/${code.id}/stock_prepare/`, {
      stock_status: 'unprepare',
    });
    await api.settle();
    expect(await api.deliveries(prepared.id)).toHaveLength(1);
  });

  it('the event is one of the webhook events an application may subscribe to', async () => {
    const response = await api.call('POST', '/api/webhooks/webhook/', {
      event: 'pick_up_code_shipped',
      url: receiver.url(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.event[0]).toContain('pick_up_code_prepared');
  });
});
