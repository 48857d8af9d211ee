import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { plainStaffToken } from '../shopfront/support';
import { createTestServer, testClock, type TestServer } from '../../support/server';
import { startReceiver, webhookClient, type Receiver } from './support';
import { listApplications } from '../../../src-server/modules/shops';

const URL_BASE = '/api/webhooks/webhook/';
const WEBHOOK_KEYS = [
  'application_id',
  'created_at',
  'event',
  'id',
  'metafield',
  'updated_at',
  'url',
];
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+08:00$/;

let s: TestServer;
let manager: Record<string, string>;
let api: ReturnType<typeof webhookClient>;
let receiver: Receiver;

beforeEach(async () => {
  s = await createTestServer({ clock: testClock() });
  manager = s.auth(await s.login());
  api = webhookClient(s, manager);
  receiver = await startReceiver();
});
afterEach(async () => {
  await s.close();
  await receiver.stop();
});

/** An application token and its id. */
async function application(scopes: string) {
  const token = await s.appToken(scopes);
  const apps = await listApplications(s.app.ctx);
  return { headers: s.bearer(token), id: apps[apps.length - 1]!.id };
}

const hook = (path: string, event = 'product_published') => ({
  event,
  url: receiver.url(path),
});

describe('registering webhooks', () => {
  it("a manager's webhook belongs to application 1; the answer is the spec's shape", async () => {
    const created = await api.createWebhook({
      ...hook('/a'),
      metafield: { note: '库存系统' },
      id: 99,
      application_id: 5,
    });
    expect(Object.keys(created).sort()).toEqual(WEBHOOK_KEYS);
    expect(created).toMatchObject({
      application_id: 1,
      event: 'product_published',
      url: receiver.url('/a'),
      metafield: { note: '库存系统' },
    });
    expect(created.id).not.toBe(99);
    expect(created.created_at).toMatch(TIMESTAMP);
    expect(created.updated_at).toMatch(TIMESTAMP);
    // metafield defaults to an empty object.
    expect((await api.createWebhook(hook('/b', 'order_paid'))).metafield).toEqual({});
  });

  it("an application's webhook belongs to that application", async () => {
    const app = await application('webhooks:write webhooks:read');
    const created = await api.createWebhook(hook('/x'), app.headers);
    expect(created.application_id).toBe(app.id);
    expect(app.id).not.toBe(1);
  });

  it('creating needs webhooks:write (or write); reading scopes and others are refused', async () => {
    for (const scopes of ['webhooks:write', 'write']) {
      const app = await application(scopes);
      await api.createWebhook(hook(`/${scopes}`), app.headers);
    }
    for (const scopes of ['webhooks:read', 'webhook:read', 'read', 'shippings:write']) {
      const app = await application(scopes);
      const response = await api.call('POST', URL_BASE, hook('/no'), app.headers);
      expect(response.statusCode, scopes).toBe(403);
      expect(response.json().code).toBe('permission_denied');
    }
    const clerk = await plainStaffToken(s);
    expect((await api.call('POST', URL_BASE, hook('/no'), s.auth(clerk))).statusCode).toBe(403);
    expect((await api.call('POST', URL_BASE, hook('/no'), {})).statusCode).toBe(401);
  });

  it('the url must be absolute http(s); the event one of the two; metafield an object', async () => {
    for (const url of [
      '',
      'not a url',
      '/relative/path',
      'example.com/hook',
      'ftp://example.com/hook',
      'javascript:alert(1)',
      'file:///etc/passwd',
      'http://',
      `http://example.com/${'a'.repeat(2000)}`,
    ]) {
      const response = await api.call('POST', URL_BASE, { event: 'order_paid', url });
      expect(response.statusCode, url).toBe(400);
      expect(Object.keys(response.json().errors), url).toEqual(['url']);
    }
    for (const event of ['order_created', '', 42]) {
      const response = await api.call('POST', URL_BASE, { event, url: receiver.url() });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual(['event']);
    }
    const missing = await api.call('POST', URL_BASE, {});
    expect(Object.keys(missing.json().errors).sort()).toEqual(['event', 'url']);
    const metafield = await api.call('POST', URL_BASE, { ...hook('/m'), metafield: [1] });
    expect(Object.keys(metafield.json().errors)).toEqual(['metafield']);
    // https and surrounding spaces are fine.
    const created = await api.createWebhook({
      event: 'order_paid',
      url: '  https://hooks.example.com/shop?x=1  ',
    });
    expect(created.url).toBe('https://hooks.example.com/shop?x=1');
    // Nothing was stored by the refused requests.
    expect((await api.ok('GET', URL_BASE)).count).toBe(1);
  });

  it('the same application, event and url twice is 409 duplicate; other combinations are not', async () => {
    await api.createWebhook(hook('/d'));
    const again = await api.call('POST', URL_BASE, hook('/d'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: expect.any(String), code: 'duplicate' });
    await api.createWebhook(hook('/d', 'order_paid'));
    await api.createWebhook(hook('/d2'));
    const app = await application('webhooks:write');
    await api.createWebhook(hook('/d'), app.headers);
    expect((await api.call('POST', URL_BASE, hook('/d'), app.headers)).statusCode).toBe(409);
  });
});

describe('listing and ownership', () => {
  it('an application lists its own webhooks; a manager lists every one', async () => {
    const a = await application('webhooks:write webhook:read');
    const b = await application('webhooks:write webhooks:read');
    const mine = await api.createWebhook(hook('/m'));
    const ofA = await api.createWebhook(hook('/a'), a.headers);
    const ofB = await api.createWebhook(hook('/b'), b.headers);

    const all = await api.ok('GET', URL_BASE);
    expect(all.count).toBe(3);
    expect(all.results.map((w: { id: number }) => w.id)).toEqual([mine.id, ofA.id, ofB.id]);
    expect((await api.ok('GET', URL_BASE, undefined, 200, a.headers)).results).toEqual([ofA]);
    expect((await api.ok('GET', URL_BASE, undefined, 200, b.headers)).results).toEqual([ofB]);
  });

  it('listing takes webhook:read, webhooks:read or read, nothing else', async () => {
    for (const scopes of ['webhook:read', 'webhooks:read', 'read']) {
      const app = await application(scopes);
      expect((await api.call('GET', URL_BASE, undefined, app.headers)).statusCode, scopes).toBe(
        200,
      );
    }
    for (const scopes of ['webhooks:write', 'shops:read']) {
      const app = await application(scopes);
      expect((await api.call('GET', URL_BASE, undefined, app.headers)).statusCode, scopes).toBe(
        403,
      );
    }
    const clerk = await plainStaffToken(s);
    expect((await api.call('GET', URL_BASE, undefined, s.auth(clerk))).statusCode).toBe(403);
    expect((await api.call('GET', URL_BASE, undefined, {})).statusCode).toBe(401);
  });

  it('the list is paged', async () => {
    for (let i = 0; i < 3; i++) await api.createWebhook(hook(`/p${i}`));
    const first = await api.ok('GET', `${URL_BASE}?page_size=2`);
    expect(first.count).toBe(3);
    expect(first.results).toHaveLength(2);
    expect(first.next).toMatch(/page=2/);
    const second = await api.ok('GET', `${URL_BASE}?page_size=2&page=2`);
    expect(second.results).toHaveLength(1);
    expect((await api.call('GET', `${URL_BASE}?page=3&page_size=2`)).statusCode).toBe(404);
  });

  it("another application's webhook is 404 to you, on every route", async () => {
    const a = await application('webhooks:write webhooks:read');
    const b = await application('webhooks:write webhooks:read');
    const ofA = await api.createWebhook(hook('/a'), a.headers);
    const calls = [
      ['GET', `${URL_BASE}${ofA.id}/`],
      ['PATCH', `${URL_BASE}${ofA.id}/`, { url: receiver.url('/stolen') }],
      ['DELETE', `${URL_BASE}${ofA.id}/`],
      ['GET', `${URL_BASE}${ofA.id}/deliveries/`],
    ] as const;
    for (const [method, url, body] of calls) {
      const response = await api.call(method, url, body, b.headers);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().code).toBe('not_found');
    }
    // Untouched, and still there for its owner and the manager.
    expect(await api.ok('GET', `${URL_BASE}${ofA.id}/`, undefined, 200, a.headers)).toEqual(ofA);
    expect(await api.ok('GET', `${URL_BASE}${ofA.id}/`)).toEqual(ofA);
  });
});

describe('changing and deleting', () => {
  it('PATCH changes event, url and metafield, and keeps the rest', async () => {
    const created = await api.createWebhook({ ...hook('/old'), metafield: { a: 1 } });
    const patched = await api.ok('PATCH', `${URL_BASE}${created.id}/`, {
      event: 'order_paid',
      url: receiver.url('/new'),
      metafield: { b: 2 },
    });
    expect(patched).toMatchObject({
      id: created.id,
      application_id: 1,
      event: 'order_paid',
      url: receiver.url('/new'),
      metafield: { b: 2 },
      created_at: created.created_at,
    });
    const urlOnly = await api.ok('PATCH', `${URL_BASE}${created.id}/`, {
      url: receiver.url('/newer'),
    });
    expect(urlOnly).toMatchObject({ event: 'order_paid', metafield: { b: 2 } });
    expect(
      (await api.call('PATCH', `${URL_BASE}${created.id}/`, { url: 'ftp://x/y' })).statusCode,
    ).toBe(400);
    expect(await api.ok('GET', `${URL_BASE}${created.id}/`)).toEqual(urlOnly);
  });

  it('application_id can be changed by a manager only, and only to an existing application', async () => {
    const a = await application('webhooks:write webhooks:read');
    const b = await application('webhooks:write webhooks:read');
    const ofA = await api.createWebhook(hook('/a'), a.headers);

    const refused = await api.call(
      'PATCH',
      `${URL_BASE}${ofA.id}/`,
      { application_id: b.id },
      a.headers,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('permission_denied');
    // Naming its own application changes nothing and is fine.
    await api.ok('PATCH', `${URL_BASE}${ofA.id}/`, { application_id: a.id }, 200, a.headers);

    const unknown = await api.call('PATCH', `${URL_BASE}${ofA.id}/`, { application_id: 999 });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().errors)).toEqual(['application_id']);

    const moved = await api.ok('PATCH', `${URL_BASE}${ofA.id}/`, { application_id: b.id });
    expect(moved.application_id).toBe(b.id);
    expect((await api.ok('GET', URL_BASE, undefined, 200, a.headers)).count).toBe(0);
    expect((await api.ok('GET', URL_BASE, undefined, 200, b.headers)).results).toEqual([moved]);
    await api.ok('PATCH', `${URL_BASE}${ofA.id}/`, { application_id: 1 });
  });

  it('a PATCH that would make a duplicate is 409', async () => {
    await api.createWebhook(hook('/one'));
    const two = await api.createWebhook(hook('/two'));
    const response = await api.call('PATCH', `${URL_BASE}${two.id}/`, {
      url: receiver.url('/one'),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('duplicate');
    const a = await application('webhooks:write');
    const ofA = await api.createWebhook(hook('/one'), a.headers);
    // Moving A's webhook to application 1, which has the same one, is a duplicate too.
    const move = await api.call('PATCH', `${URL_BASE}${ofA.id}/`, { application_id: 1 });
    expect(move.statusCode).toBe(409);
  });

  it('DELETE answers 204 and the webhook is gone', async () => {
    const created = await api.createWebhook(hook('/gone'));
    const response = await api.call('DELETE', `${URL_BASE}${created.id}/`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await api.call('GET', `${URL_BASE}${created.id}/`)).statusCode).toBe(404);
    expect((await api.call('DELETE', `${URL_BASE}${created.id}/`)).statusCode).toBe(404);
    expect((await api.ok('GET', URL_BASE)).count).toBe(0);
    // The same registration can be made again.
    await api.createWebhook(hook('/gone'));
  });

  it('the OpenAPI document lists the webhook endpoints', async () => {
    const doc = (await s.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const path of [
      '/api/webhooks/webhook/',
      '/api/webhooks/webhook/{id}/',
      '/api/webhooks/webhook/{id}/deliveries/',
      '/api/webhooks/delivery/{id}/',
      '/api/webhooks/delivery/{id}/redeliver/',
    ])
      expect(doc.paths, path).toHaveProperty([path]);
  });
});
