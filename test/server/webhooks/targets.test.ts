import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BREAKER_PAUSE_MS,
  BREAKER_TIMEOUTS,
  EXCERPT_BYTES,
} from '../../../src-server/modules/webhooks/worker';
import { createTestServer, testClock, type TestServer } from '../../support/server';
import { clockTimers, startReceiver, until, webhookClient, type Receiver } from './support';

/**
 * docs/DESIGN.md §9: webhooks do not reach private addresses unless the shop
 * allows it, the log keeps at most 500 bytes of an answer, and a receiver that keeps timing
 * out is paused by a circuit breaker.
 */

let clock: ReturnType<typeof testClock>;
let timers: ReturnType<typeof clockTimers>;
let s: TestServer;
let api: ReturnType<typeof webhookClient>;
let receiver: Receiver;

beforeEach(async () => {
  clock = testClock();
  timers = clockTimers(clock);
  s = await createTestServer({ clock, webhooks: { timers, timeoutMs: 300 } });
  api = webhookClient(s, s.auth(await s.login()));
  receiver = await startReceiver();
});
afterEach(async () => {
  await s.close();
  await receiver.stop();
});

const register = (url: string) =>
  api.call('POST', '/api/webhooks/webhook/', { event: 'product_published', url });
const allowPrivate = (allowed: boolean) =>
  api.ok('PATCH', '/api/shops/shop_settings/', { webhook_private_targets: allowed });

describe('webhook targets', () => {
  it('refuses loopback, link-local and private addresses at registration unless the shop allows them', async () => {
    expect((await api.settings()).webhook_private_targets).toBe(false);
    for (const url of [
      receiver.url(),
      'http://localhost:8080/hook',
      'http://169.254.169.254/latest/meta-data/',
      'http://10.1.2.3/hook',
      'http://[::1]:9000/hook',
      'http://[::ffff:192.168.1.1]/hook',
    ]) {
      const refused = await register(url);
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json().errors.url[0]).toMatch(/private address; a manager may allow/);
    }
    expect((await register('https://203.0.113.9/hook')).statusCode).toBe(201);
    await allowPrivate(true);
    expect((await register(receiver.url())).statusCode).toBe(201);
  });

  it('checks again at each send, after resolving the name: nothing reaches a private address', async () => {
    await allowPrivate(true);
    const byAddress = (await register(receiver.url())).json();
    // "localhost" is a name: it is refused once resolved, right before connecting.
    const byName = (await register(`http://localhost:${receiver.port}/named`)).json();
    await allowPrivate(false);
    await api.publishProduct();
    const attemptedOnce = async (id: number) =>
      (await api.deliveries(id))[0]?.attempts.length === 1;
    const attempted = async () =>
      (await attemptedOnce(byAddress.id)) && (await attemptedOnce(byName.id));
    await until(attempted, 'both attempts recorded');
    expect(receiver.requests).toHaveLength(0);
    const [literal] = (await api.deliveries(byAddress.id))[0]!.attempts;
    const [named] = (await api.deliveries(byName.id))[0]!.attempts;
    expect(literal.error).toMatch(/^Refused: 127\.0\.0\.1 is a loopback, link-local or private/);
    expect(named.error).toMatch(/^Refused: localhost resolves to (127\.0\.0\.1|::1)/);
  });

  it(`keeps at most ${EXCERPT_BYTES} bytes of an answer in the log, even cut inside a character`, async () => {
    receiver.behave({ status: 500, body: '汉'.repeat(1000) });
    const webhook = await api.createWebhook({ event: 'product_published', url: receiver.url() });
    await api.publishProduct();
    await until(
      async () => (await api.deliveries(webhook.id))[0]?.attempts.length === 1,
      'the attempt',
    );
    const excerpt = (await api.deliveries(webhook.id))[0]!.attempts[0].response_excerpt as string;
    expect(Buffer.byteLength(excerpt)).toBeLessThanOrEqual(EXCERPT_BYTES);
    expect(excerpt).toBe('汉'.repeat(Math.floor(EXCERPT_BYTES / 3)));
  });

  it(`pauses a webhook after ${BREAKER_TIMEOUTS} timeouts in a row and tries it again after the pause`, async () => {
    receiver.behave('hang');
    const webhook = await api.createWebhook({ event: 'product_published', url: receiver.url() });
    for (let i = 0; i < 8; i++) await api.publishProduct(`Product ${i}`);
    const attempts = async () =>
      (await api.deliveries(webhook.id, '?page_size=20')).reduce(
        (sum, d) => sum + d.attempts.length,
        0,
      );
    await until(async () => (await attempts()) >= BREAKER_TIMEOUTS, 'the first timeouts');
    // Open circuit: no more attempts, although six deliveries are still due.
    await new Promise((wait) => setTimeout(wait, 1000));
    const whilePaused = await attempts();
    expect(whilePaused).toBeLessThanOrEqual(BREAKER_TIMEOUTS + 1);
    expect(receiver.requests).toHaveLength(whilePaused);
    // The receiver recovers; after the pause every delivery gets through.
    receiver.behave({ status: 200, body: 'ok' });
    timers.advance(BREAKER_PAUSE_MS);
    await until(
      async () =>
        (await api.deliveries(webhook.id, '?page_size=20')).every((d) => d.status === 'succeeded'),
      'every delivery after the pause',
    );
  });
});
