import { createHash } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import { webhookWorkerIdle, type WebhookTimers } from '../../../src-server/modules/webhooks';
import type { TestServer, testClock } from '../../support/server';

export interface Received {
  url: string;
  method: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** What the receiver does with a request: answer, or keep it waiting until closed. */
export type Behaviour =
  { status: number; body?: string; headers?: Record<string, string>; delayMs?: number } | 'hang';

/**
 * A real HTTP receiver on 127.0.0.1 (port 0 unless given). `behave` decides each answer;
 * `stop` and `start` take it down and bring it back on the same port.
 */
export async function startReceiver(initial: Behaviour = { status: 200, body: 'ok' }) {
  let behaviour: Behaviour | ((request: Received) => Behaviour) = initial;
  const requests: Received[] = [];
  const waiting = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const received = {
        url: req.url ?? '',
        method: req.method ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      requests.push(received);
      const answer = typeof behaviour === 'function' ? behaviour(received) : behaviour;
      if (answer === 'hang') {
        waiting.add(res);
        res.on('close', () => waiting.delete(res));
        return;
      }
      const send = () => {
        res.writeHead(answer.status, answer.headers ?? { 'content-type': 'text/plain' });
        res.end(answer.body ?? '');
      };
      if (answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
  });
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as AddressInfo).port;
        server.off('error', reject);
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  await listen();

  return {
    requests,
    get port() {
      return port;
    },
    url: (path = '/hook') => `http://127.0.0.1:${port}${path}`,
    /** Requests still waiting for an answer ('hang'). */
    get waiting() {
      return waiting.size;
    },
    behave(next: Behaviour | ((request: Received) => Behaviour)) {
      behaviour = next;
    },
    /** Requests to one path. */
    to: (path: string) => requests.filter((request) => request.url === path),
    stop,
    start: listen,
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/** Waits until `check` holds (polling), failing with `what` after `timeoutMs`. */
export async function until(
  check: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 5000,
) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Timers that fire when the test clock passes their time (the worker's retry timer). */
export function clockTimers(clock: ReturnType<typeof testClock>) {
  let next = 0;
  const pending = new Map<number, { at: number; fn: () => void }>();
  const timers: WebhookTimers & {
    advance(ms: number): void;
    readonly size: number;
  } = {
    setTimeout(fn, ms) {
      next += 1;
      pending.set(next, { at: clock.now() + ms, fn });
      return next;
    },
    clearTimeout(handle) {
      pending.delete(handle as number);
    },
    /** Moves the clock and runs the timers that fell due, earliest first. */
    advance(ms) {
      clock.advance(ms);
      const due = [...pending]
        .filter(([, timer]) => timer.at <= clock.now())
        .sort((a, b) => a[1].at - b[1].at);
      for (const [id, timer] of due) {
        pending.delete(id);
        timer.fn();
      }
    },
    get size() {
      return pending.size;
    },
  };
  return timers;
}

/** The signature a receiver computes: SHA-256 of the body then the secret, upper-case hex. */
export const sign = (body: Buffer, secret: string) =>
  createHash('sha256')
    .update(Buffer.concat([body, Buffer.from(secret, 'utf8')]))
    .digest('hex')
    .toUpperCase();

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Calls of a webhook test against one server, as the manager unless headers are given. */
export function webhookClient(s: TestServer, managerHeaders: Record<string, string>) {
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = managerHeaders,
  ) =>
    s.app.inject({
      method,
      url,
      headers,
      ...(payload !== undefined && { payload: payload as object }),
    });

  async function ok(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    status = 200,
    headers?: Record<string, string>,
  ): Promise<Json> {
    const response = await call(method, url, payload, headers);
    expect(response.statusCode, response.body).toBe(status);
    return status === 204 ? {} : (response.json() as Json);
  }

  let privateTargets: Promise<Json> | null = null;

  // A store and a product to order, made once per client (publishing it is an event too).
  let orderable: Promise<{ storeId: number; variantId: number }> | null = null;
  const orderFixture = () =>
    (orderable ??= (async () => {
      const store = await ok(
        'POST',
        '/api/shops/offline_shop/',
        { title: '南京西路店', address: '南京西路 1000 号', place_code: '310106' },
        201,
      );
      const product = await ok(
        'POST',
        '/api/shopfront/product/',
        {
          title: '保温杯',
          published: true,
          variants: [{ price: '59.00', inventory_quantity: 1000 }],
        },
        201,
      );
      return { storeId: store.id as number, variantId: product.variants[0].id as number };
    })());

  return {
    call,
    ok,
    /** Makes what an order needs now, so its own events come before the test's webhooks. */
    prepareOrders: async () => {
      await orderFixture();
      await webhookWorkerIdle(s.app.ctx);
    },
    /** Creates a pick-up order and pays it: one `order_paid` event. Answers the paid order. */
    payOrder: async () => {
      const { storeId, variantId } = await orderFixture();
      const order = await ok(
        'POST',
        '/api/orders/order/',
        {
          customer: { mobile: '13800138000', full_name: '王芳', email: null },
          selected_channel: 'pick_up',
          pick_up_shop_id: storeId,
          lines: [{ variant_id: variantId, quantity: 1 }],
        },
        201,
      );
      return ok('POST', `/api/orders/order/${order.id}/pay/`);
    },
    /**
     * Registers a webhook. The receivers of these tests run on 127.0.0.1, so the shop first
     * allows private targets (docs/DESIGN.md §9; the default refuses them), once per client.
     */
    async createWebhook(body: Json, headers?: Record<string, string>) {
      await (privateTargets ??= ok('PATCH', '/api/shops/shop_settings/', {
        webhook_private_targets: true,
      }));
      return ok('POST', '/api/webhooks/webhook/', body, 201, headers);
    },
    /** Creates a published product: one `product_published` event. */
    publishProduct: (title = 'Thermos cup') =>
      ok(
        'POST',
        '/api/shopfront/product/',
        { title, published: true, variants: [{ price: '59.00' }] },
        201,
      ),
    deliveries: async (webhookId: number, query = '') =>
      (await ok('GET', `/api/webhooks/webhook/${webhookId}/deliveries/${query}`)).results as Json[],
    settings: () => ok('GET', '/api/shops/shop_settings/'),
    /** Waits until the worker has nothing in hand. */
    settle: () => webhookWorkerIdle(s.app.ctx),
  };
}
