import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, MANAGER, type TestServer } from '../../support/server';
import { pickUpClient, STAFF_PASSWORD } from '../../support/orders';
import { registerErrorHandling } from '../../../src-server/http/errors';
import { registerRequestLog } from '../../../src-server/http/request-log';

/**
 * The request log: one JSON line per answered request with the fields an operator filters on
 * (request id, method, route pattern, status, time, actor, store), an `X-Request-Id` on every
 * answer, and no password, token or pick-up key anywhere in the log.
 */

let s: TestServer;
let output = '';
const lines = () =>
  output
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
  s = await createTestServer({ logger: { stream }, trustedProxy: ['10.0.0.2'] });
});
afterAll(() => s?.close());

describe('the request log', () => {
  it('a sign-in, a consume and an application call: a line each, no secret in the log', async () => {
    const managerToken = await s.login();
    const api = pickUpClient(s, s.auth(managerToken));
    const store = await api.createStore();
    await api.createStaff('clerk', store.id);
    output = '';
    const clerkToken = await s.login('clerk', STAFF_PASSWORD);
    const variantId = (await api.createProduct()).variants[0].id as number;
    const { code } = await api.paidPickUp(store.id, variantId);
    const consumed = await api.call(
      'POST',
      '/api/orders/pick_up_code/consume/',
      { key: code.key },
      s.auth(clerkToken),
    );
    expect(consumed.statusCode).toBe(200);
    const appToken = await s.appToken('orders:read');
    const listed = await s.app.inject({
      method: 'GET',
      url: `/api/orders/pick_up_code/check/?key=${code.key}`,
      headers: s.bearer(appToken),
    });
    const orders = await s.app.inject({
      method: 'GET',
      url: '/api/orders/order/',
      headers: s.bearer(appToken),
    });
    expect(orders.statusCode).toBe(200);

    for (const [name, secret] of Object.entries({
      password: STAFF_PASSWORD,
      managerPassword: MANAGER.password,
      managerToken,
      clerkToken,
      appToken,
      key: code.key,
    }))
      expect(output.includes(secret), `the log holds the ${name}`).toBe(false);

    const requests = lines().filter((line) => line.msg === 'request');
    const signIn = requests.find((line) => line.route === '/api/shops/staff_login/');
    expect(signIn).toMatchObject({
      level: 30,
      method: 'POST',
      status: 200,
      actorKind: 'anonymous',
    });
    expect(signIn!.reqId).toMatch(/^[0-9a-f-]{36}$/);
    expect(typeof signIn!.responseTime).toBe('number');
    const consume = requests.find((line) => line.route === '/api/orders/pick_up_code/consume/');
    expect(consume).toMatchObject({
      method: 'POST',
      status: 200,
      actorKind: 'staff',
      storeId: store.id,
    });
    expect(typeof consume!.actorId).toBe('number');
    const check = requests.find((line) => line.route === '/api/orders/pick_up_code/check/');
    expect(check).toMatchObject({ actorKind: 'application', status: listed.statusCode });
    // One line per request: as many lines as answers the request id names.
    const ids = requests.map((line) => line.reqId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain(consumed.headers['x-request-id']);
  });

  it('keeps an answered health probe out of the info lines, and a refused one in', async () => {
    const ok = await s.app.inject({ method: 'GET', url: '/api/health' });
    const ready = await s.app.inject({ method: 'GET', url: '/api/health/ready' });
    const refused = await s.app.inject({ method: 'POST', url: '/api/health' });
    const logged = lines().map((line) => line.reqId);
    expect(logged).not.toContain(ok.headers['x-request-id']);
    expect(ready.statusCode).toBe(200);
    expect(logged).not.toContain(ready.headers['x-request-id']);
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(logged).toContain(refused.headers['x-request-id']);
  });

  it('X-Request-Id on every answer: ok, refused, not found, an undecodable path', async () => {
    for (const url of ['/api/health', '/api/orders/order/', '/api/nothing-here', '/%E0%A4%A']) {
      const response = await s.app.inject({ method: 'GET', url });
      expect(response.headers['x-request-id'], url).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("takes the trusted proxy's request id, and nobody else's", async () => {
    const viaProxy = await s.app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: '10.0.0.2',
      headers: { 'x-request-id': 'nginx-4f2a9c' },
    });
    expect(viaProxy.headers['x-request-id']).toBe('nginx-4f2a9c');
    const direct = await s.app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: '10.0.0.9',
      headers: { 'x-request-id': 'chosen-by-client' },
    });
    expect(direct.headers['x-request-id']).not.toBe('chosen-by-client');
    // A header that would break the log line is not taken even from the proxy.
    const odd = await s.app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: '10.0.0.2',
      headers: { 'x-request-id': 'a b"c' },
    });
    expect(odd.headers['x-request-id']).not.toBe('a b"c');
  });
});

describe('an unexpected error', () => {
  it('is answered 500 naming its request id, and logged with its stack under that id', async () => {
    let log = '';
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const app = Fastify({ logger: { stream }, genReqId: () => 'req-0042' });
    registerRequestLog(app);
    registerErrorHandling(app);
    app.get('/boom', async () => {
      throw new Error('the disk controller fell off');
    });
    const response = await app.inject({ method: 'GET', url: '/boom' });
    await app.close();
    expect(response.statusCode).toBe(500);
    expect(response.headers['x-request-id']).toBe('req-0042');
    expect(response.json()).toEqual({
      detail: 'Something went wrong on our side (request req-0042).',
      code: 'server_error',
      params: { request_id: 'req-0042' },
    });
    // Nothing of the error's inside in the answer; all of it in the log line.
    expect(response.body).not.toContain('disk controller');
    const errorLine = log
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
      .find((line) => line.msg === 'unhandled error');
    expect(errorLine.reqId).toBe('req-0042');
    expect(errorLine.err.stack).toContain('the disk controller fell off');
  });
});
