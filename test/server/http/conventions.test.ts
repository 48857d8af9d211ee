import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../support/server';

let s: TestServer;
let headers: Record<string, string>;

beforeEach(async () => {
  s = await createTestServer();
  headers = s.auth(await s.login());
});
afterEach(() => s.close());

describe('error model', () => {
  it('unknown API paths are 404 with the error body', async () => {
    const response = await s.app.inject({ method: 'GET', url: '/api/nothing/here/', headers });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
  });

  it('a non-JSON body on a JSON route is 415', async () => {
    const response = await s.app.inject({
      method: 'PATCH',
      url: '/api/shops/shop_settings/',
      headers: { ...headers, 'content-type': 'text/plain' },
      payload: 'name=x',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      detail: 'Send the body as application/json.',
      code: 'unsupported_media_type',
    });
  });

  it('malformed JSON is 400 invalid', async () => {
    const response = await s.app.inject({
      method: 'PATCH',
      url: '/api/shops/shop_settings/',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'The body is not valid JSON.', code: 'invalid' });
  });

  it('a body over 1 MiB is 413', async () => {
    const response = await s.app.inject({
      method: 'PATCH',
      url: '/api/shops/shop_settings/',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('payload_too_large');
  });

  it('validation errors name each field; a body that is not an object is refused as a whole', async () => {
    const response = await s.app.inject({
      method: 'PATCH',
      url: '/api/shops/shop_settings/',
      headers,
      payload: { pick_up_expire_days: 0, timezone: 'Mars/Base', payment_mode: 'cash' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('invalid');
    expect(typeof body.detail).toBe('string');
    expect(Object.keys(body.errors).sort()).toEqual([
      'payment_mode',
      'pick_up_expire_days',
      'timezone',
    ]);
    for (const messages of Object.values(body.errors))
      expect(messages).toEqual([expect.any(String)]);

    const array = await s.app.inject({
      method: 'PATCH',
      url: '/api/shops/shop_settings/',
      headers,
      payload: [1, 2],
    });
    expect(array.statusCode).toBe(400);
    expect(Object.keys(array.json().errors)).toEqual(['non_field_errors']);
  });

  it('unknown and read-only body fields are ignored', async () => {
    const response = await s.app.inject({
      method: 'PATCH',
      url: '/api/shops/shop_settings/',
      headers,
      payload: {
        id: 9,
        created_at: '2000-01-01T00:00:00Z',
        webhook_secret: 'mine',
        surprise: true,
        name: '新店',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: 1, name: '新店' });
    expect(response.json().webhook_secret).not.toBe('mine');
    expect(response.json()).not.toHaveProperty('surprise');
  });

  it('bad path ids are 400, not 500', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '99999999999999999999']) {
      const response = await s.app.inject({
        method: 'GET',
        url: `/api/shippings/shippingmethodgroup/${id}/`,
        headers,
      });
      expect(response.statusCode, id).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual(['id']);
    }
  });
});

describe('paging', () => {
  beforeEach(async () => {
    for (let i = 0; i < 3; i++)
      await s.app.inject({ method: 'POST', url: '/api/shippings/shippingmethodgroup/', headers });
  });
  const list = (query: string) =>
    s.app.inject({ method: 'GET', url: `/api/shippings/shippingmethod/${query}`, headers });

  it('defaults to 10 a page, keeps other query parameters in next/previous', async () => {
    const page = (await list('?page_size=2&page=2&foo=bar')).json();
    expect(page.count).toBe(6);
    expect(page.results.map((m: { id: number }) => m.id)).toEqual([3, 4]);
    expect(page.next).toBe(
      'http://localhost/api/shippings/shippingmethod/?page_size=2&page=3&foo=bar',
    );
    expect(page.previous).toBe(
      'http://localhost/api/shippings/shippingmethod/?page_size=2&foo=bar',
    );
    expect((await list('')).json().results).toHaveLength(6);
  });

  it('clamps page_size to 100', async () => {
    for (let i = 0; i < 52; i++)
      await s.app.inject({ method: 'POST', url: '/api/shippings/shippingmethodgroup/', headers });
    const page = (await list('?page_size=1000')).json();
    expect(page.count).toBe(110);
    expect(page.results).toHaveLength(100);
    expect(page.next).toContain('page=2');
  });

  it('refuses non-integers and values below 1; a page past the last is 404 Invalid page.', async () => {
    for (const query of [
      '?page=0',
      '?page=-1',
      '?page=1.5',
      '?page=x',
      '?page_size=0',
      '?page_size=abc',
    ]) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('invalid');
    }
    const past = await list('?page=2');
    expect(past.statusCode).toBe(404);
    expect(past.json()).toEqual({ detail: 'Invalid page.', code: 'not_found' });
  });

  it('page 1 of an empty list is an empty page', async () => {
    const fresh = await createTestServer();
    const token = await fresh.login();
    const response = await fresh.app.inject({
      method: 'GET',
      url: '/api/shippings/shippingmethodgroup/',
      headers: fresh.auth(token),
    });
    expect(response.json()).toEqual({ count: 0, next: null, previous: null, results: [] });
    await fresh.close();
  });
});

describe('host and origin checks (DNS rebinding)', () => {
  it('answers loopback host names and refuses others', async () => {
    for (const host of ['127.0.0.1:4350', 'localhost:4350', '[::1]:4350', 'localhost']) {
      const response = await s.app.inject({ method: 'GET', url: '/api/health', headers: { host } });
      expect(response.statusCode, host).toBe(200);
    }
    for (const host of [
      'evil.example.com',
      'evil.example.com:4350',
      '127.0.0.1.evil.com',
      'user@localhost',
    ]) {
      const response = await s.app.inject({ method: 'GET', url: '/api/health', headers: { host } });
      expect(response.statusCode, host).toBe(403);
      expect(response.json().code).toBe('invalid_host');
    }
  });

  it('refuses cross-origin browser requests and sends no CORS headers', async () => {
    const foreign = await s.app.inject({
      method: 'POST',
      url: '/api/shippings/shippingmethodgroup/',
      headers: { ...headers, origin: 'http://evil.example.com' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('cross_origin');
    expect(
      (
        await s.app.inject({ method: 'GET', url: '/api/shippings/shippingmethodgroup/', headers })
      ).json().count,
    ).toBe(0);

    for (const origin of ['null', 'https://localhost', 'http://localhost.evil.com']) {
      const response = await s.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { origin },
      });
      expect(response.statusCode, origin).toBe(403);
    }
    const same = await s.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'http://localhost' },
    });
    expect(same.statusCode).toBe(200);
    expect(Object.keys(same.headers).filter((h) => h.startsWith('access-control'))).toEqual([]);
    const preflight = await s.app.inject({
      method: 'OPTIONS',
      url: '/api/health',
      headers: { origin: 'http://evil.example.com', 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('health and OpenAPI', () => {
  it('health is public', async () => {
    const response = await s.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({
      status: 'ok',
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      public_url: null,
      shop_domain: 'shop.shopdesk.local',
      // The counter's staff read the shop's zone here (docs/DESIGN.md §14).
      time_zone: 'Asia/Shanghai',
    });
  });

  it('serves an OpenAPI 3 document built from the route schemas, and a docs page', async () => {
    const doc = (await s.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    const patch = doc.paths['/api/shippings/shippingmethod/{id}/'].patch;
    expect(Object.keys(patch.requestBody.content['application/json'].schema.properties)).toContain(
      'unsold_place_codes',
    );
    expect(doc.paths['/api/shippings/all_place/'].get).toBeDefined();
    expect(doc.paths['/api/openapi.json']).toBeUndefined();
    const docs = await s.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(docs.statusCode);
    const page = await s.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger');
  });
});
