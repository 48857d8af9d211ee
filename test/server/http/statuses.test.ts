import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_HEAD_BYTES, MAX_TARGET_LENGTH } from '../../../src-server/http/hardening';
import { createTestServer, type TestServer } from '../../support/server';
import { rawRequest } from '../../support/raw-http';

/**
 * The answers the HTTP layer gives before any route's rule (docs/API.md, "Errors"): odd
 * static paths, over-long request lines and headers, methods a path does not have. Over a
 * real socket: inject() bypasses Node's HTTP parser, whose limits are part of what is tested.
 */

let s: TestServer;
let root: string;
let port: number;
let token: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'shopdesk-statuses-'));
  const renderer = join(root, 'renderer');
  mkdirSync(join(renderer, 'assets'), { recursive: true });
  writeFileSync(join(renderer, 'index.html'), '<!doctype html><title>Shopdesk</title>');
  writeFileSync(join(renderer, 'pickup.html'), '<!doctype html><title>Pick-up</title>');
  writeFileSync(join(renderer, 'assets', 'app.js'), 'console.log(1);');
  s = await createTestServer({ rendererDir: renderer });
  token = await s.login();
  await s.app.listen({ port: 0, host: '127.0.0.1' });
  port = (s.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await s?.close();
  rmSync(root, { recursive: true, force: true });
});

function send(method: string, target: string, headers: Record<string, string> = {}, body = '') {
  const lines = [`${method} ${target} HTTP/1.1`, `Host: 127.0.0.1:${port}`];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (body) lines.push('Content-Type: application/json');
  return rawRequest(port, lines.join('\r\n'), body);
}

/** A header's value in a raw answer's head (its first occurrence), or undefined. */
function header(head: string, name: string): string | undefined {
  const line = head.split('\r\n').find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

const REQUEST_ID = /^[0-9a-f-]{36}$/;

/** The answer is the API's error body with `code`, and carries a request id. */
function expectApiError(answer: { headers: string; body: string }, code: string) {
  expect(header(answer.headers, 'content-type')).toMatch(/^application\/json/);
  const body = JSON.parse(answer.body) as { detail: string; code: string };
  expect(body.code).toBe(code);
  expect(body.detail).toEqual(expect.any(String));
  expect(header(answer.headers, 'x-request-id')).toMatch(REQUEST_ID);
}

describe('an encoded backslash in a path', () => {
  it.each(['/api/x%5Cy', '/a%5Cb', '/assets/x%5Cy.js', '/assets%5Capp.js'])(
    'GET %s answers as other unknown paths do, never a 5xx',
    async (target) => {
      const other = target.startsWith('/api') ? '/api/nothing-here' : '/assets/nothing-here.js';
      for (const accept of ['*/*', 'application/json']) {
        const answer = await send('GET', target, { Accept: accept });
        const unknown = await send('GET', other, { Accept: accept });
        expect(answer.status, answer.body).toBe(404);
        expect(unknown.status).toBe(404);
        expectApiError(answer, 'not_found');
      }
      // A page load of an unknown path outside the API is the app's page, as any other.
      const page = await send('GET', target, { Accept: 'text/html' });
      if (target.startsWith('/api')) {
        expect(page.status).toBe(404);
        expectApiError(page, 'not_found');
      } else {
        expect(page.status).toBe(200);
        expect(page.body).toContain('<title>Shopdesk</title>');
      }
    },
  );

  it('a backslash around `..` is a traversal, 400 as `/../` is', async () => {
    const answer = await send('GET', '/a%5C..%5Cb', { Accept: 'text/html' });
    expect(answer.status).toBe(400);
    expectApiError(answer, 'invalid');
  });
});

describe('long request lines and headers', () => {
  it('a query of 5,000 characters is answered by the route', async () => {
    const ids = Array.from({ length: 1000 }, (_, i) => String(1000 + i)).join(',');
    expect(ids.length).toBeGreaterThanOrEqual(4999);
    const answer = await send('GET', `/api/shopfront/product/?id__in=${ids}`, {
      Authorization: `Token ${token}`,
    });
    expect(answer.status, answer.body).toBe(200);
  });

  it('a list of 3,000 µ (as the document allows) is the list rule, not a refused head', async () => {
    const list = encodeURIComponent(Array.from({ length: 3000 }, () => 'µ').join(','));
    const answer = await send('GET', `/api/shopfront/product/?id__in=${list}`, {
      Authorization: `Token ${token}`,
    });
    expect(answer.status, answer.body).toBe(400);
    expectApiError(answer, 'invalid');
    expect(Object.keys(JSON.parse(answer.body).errors)).toEqual(['id__in']);
  });

  it('a list of 10,000 characters of Chinese, percent-encoded, reaches the list rule', async () => {
    const list = encodeURIComponent('长'.repeat(10_000));
    expect(list.length).toBeLessThan(MAX_TARGET_LENGTH);
    const answer = await send('GET', `/api/shopfront/product/?id__in=${list}`, {
      Authorization: `Token ${token}`,
    });
    expect(answer.status, answer.body).toBe(400);
    expect(Object.keys(JSON.parse(answer.body).errors)).toEqual(['id__in']);
  });

  it("a target past the app's limit is 414 uri_too_long, with the API's body", async () => {
    const target = `/api/shopfront/product/?title=${'a'.repeat(MAX_TARGET_LENGTH)}`;
    const answer = await send('GET', target, { Authorization: `Token ${token}` });
    expect(answer.status).toBe(414);
    expectApiError(answer, 'uri_too_long');
  });

  it('a head past what the server reads is 431 headers_too_large, with the body and an id', async () => {
    for (const [target, headers] of [
      ['/api/health', { 'X-Big': 'b'.repeat(MAX_HEAD_BYTES) }],
      [
        '/api/health',
        Object.fromEntries(Array.from({ length: 400 }, (_, i) => [`X-H${i}`, 'v'.repeat(1000)])),
      ],
      [`/api/health?q=${'a'.repeat(MAX_HEAD_BYTES)}`, {}],
    ] as const) {
      const answer = await send('GET', target, headers);
      expect(answer.status).toBe(431);
      expectApiError(answer, 'headers_too_large');
    }
  });
});

describe('methods a path does not have', () => {
  it('PUT on a GET/PATCH path is 405 method_not_allowed with Allow', async () => {
    const answer = await send('PUT', '/api/shops/shop_settings/', {
      Authorization: `Token ${token}`,
    });
    expect(answer.status, answer.body).toBe(405);
    expectApiError(answer, 'method_not_allowed');
    expect(header(answer.headers, 'allow')).toBe('GET, HEAD, PATCH');
  });

  it('a path with parameters names its own methods', async () => {
    const answer = await send('POST', '/api/shopfront/product/12/', {
      Authorization: `Token ${token}`,
    });
    expect(answer.status, answer.body).toBe(405);
    expect(header(answer.headers, 'allow')).toBe('DELETE, GET, HEAD, PATCH');
    // Without the trailing slash, the same route.
    const bare = await send('POST', '/api/shopfront/product/12');
    expect(bare.status).toBe(405);
  });

  it('without a credential too: which methods a path has is in the public document', async () => {
    const answer = await send('DELETE', '/api/health');
    expect(answer.status).toBe(405);
    expect(header(answer.headers, 'allow')).toBe('GET, HEAD');
  });

  it('QUERY on a known path is 405; without a Content-Type, 400 as RFC 10008 asks', async () => {
    const auth = { Authorization: `Token ${token}` };
    const answer = await send('QUERY', '/api/shopfront/product/', auth, '{}');
    expect(answer.status, answer.body).toBe(405);
    expectApiError(answer, 'method_not_allowed');
    expect(header(answer.headers, 'allow')).toBe('GET, HEAD, POST');
    const unknown = await send('QUERY', '/api/nothing-here/', auth, '{}');
    expect(unknown.status).toBe(404);
    // Fastify refuses a QUERY without a Content-Type before any route (RFC 10008 §2).
    const bare = await send('QUERY', '/api/shopfront/product/', auth);
    expect(bare.status).toBe(400);
    expectApiError(bare, 'invalid');
  });

  it('an unknown path stays 404, whatever the method', async () => {
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH']) {
      const answer = await send(method, '/api/nothing-here/');
      expect(answer.status, method).toBe(404);
      expectApiError(answer, 'not_found');
    }
  });

  it('a method the path has is answered by its route', async () => {
    const answer = await send('GET', '/api/shops/shop_settings/', {
      Authorization: `Token ${token}`,
    });
    expect(answer.status).toBe(200);
  });
});
