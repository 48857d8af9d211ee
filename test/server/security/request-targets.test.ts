import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANAGER, createTestServer, type TestServer } from '../../support/server';
import { rawRequest } from '../../support/raw-http';

/**
 * Request targets and headers an attacker sends (docs/SECURITY.md): none is a 5xx, none names
 * the host of a link, an offset that does not exist is 400. Over a real socket, since HTTP
 * clients will not send most of them.
 */

let s: TestServer;
let root: string;
let port: number;
let token: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'shopdesk-targets-'));
  const renderer = join(root, 'renderer');
  mkdirSync(join(renderer, 'assets'), { recursive: true });
  writeFileSync(join(renderer, 'index.html'), '<!doctype html><title>Shopdesk</title>');
  writeFileSync(join(renderer, 'pickup.html'), '<!doctype html><title>Pick-up</title>');
  writeFileSync(join(renderer, 'assets', 'app.js'), 'console.log(1);');
  s = await createTestServer({ rendererDir: renderer, publicUrl: 'https://shop.example' });
  await s.app.listen({ port: 0, host: '127.0.0.1' });
  port = (s.app.server.address() as AddressInfo).port;
  const login = await send('POST', '/api/shops/staff_login/', {}, JSON.stringify(MANAGER));
  token = (JSON.parse(login.body) as { token: string }).token;
});
afterAll(async () => {
  await s.close();
  rmSync(root, { recursive: true, force: true });
});

function send(method: string, target: string, headers: Record<string, string> = {}, body = '') {
  const lines = [`${method} ${target} HTTP/1.1`, `Host: 127.0.0.1:${port}`];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (body) lines.push('Content-Type: application/json');
  return rawRequest(port, lines.join('\r\n'), body);
}

const a = (n: number) => 'a'.repeat(n);

describe('odd request targets', () => {
  it.each([
    [`/${a(256)}`, 404],
    [`/assets/${a(255)}.js`, 404],
    [`/pickup/${a(300)}`, 404],
    [`/pickup/${a(5000)}`, 414],
    [`/a/${'b/'.repeat(3000)}`, 414],
    ['//evil.example/api/health', 400],
    ['/api//health', 400],
    ['/api/health//', 400],
    ['http://evil.example', 400],
    ['http://evil.example/api/health', 400],
    ['*', 400],
    ['/.', 400],
    ['/%2e', 400],
    ['/assets/./app.js', 400],
    ['//etc/passwd', 400],
    ['/....//....//package.json', 400],
  ])('GET %s → %i, never a 5xx', async (target, status) => {
    for (const accept of ['text/html', '*/*']) {
      const answer = await send('GET', target, { Accept: accept });
      expect(answer.status).toBe(status);
      expect(JSON.parse(answer.body)).toMatchObject({
        code: status === 404 ? 'not_found' : status === 414 ? 'uri_too_long' : 'invalid',
      });
    }
  });

  it('still serves pages, files and the API at their plain paths', async () => {
    expect((await send('GET', '/', { Accept: 'text/html' })).status).toBe(200);
    expect((await send('GET', '/assets/app.js')).status).toBe(200);
    expect((await send('GET', '/pickup/AbC123', { Accept: 'text/html' })).body).toContain(
      'Pick-up',
    );
    expect((await send('GET', '/api/health/')).status).toBe(200);
    expect((await send('GET', '/counter/pick-up', { Accept: 'text/html' })).status).toBe(200);
  });

  it('two Host headers are 400, whichever comes first', async () => {
    for (const hosts of [
      [`127.0.0.1:${port}`, 'evil.example'],
      ['evil.example', `127.0.0.1:${port}`],
      [`127.0.0.1:${port}`, `127.0.0.1:${port}`],
    ]) {
      const head = `GET /api/health HTTP/1.1\r\nHost: ${hosts[0]}\r\nHost: ${hosts[1]}`;
      const answer = await rawRequest(port, head);
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body).code).toBe('invalid');
    }
  });
});

describe('links', () => {
  it('paging links use the public URL, whatever the target names', async () => {
    for (let i = 0; i < 2; i++)
      await send(
        'POST',
        '/api/customers/customer/',
        { Authorization: `Token ${token}` },
        JSON.stringify({ mobile: `1380013800${i}`, full_name: `客户${i}` }),
      );
    const auth = { Authorization: `Token ${token}` };
    const absolute = await send(
      'GET',
      'http://evil.example/api/customers/customer/?page_size=1',
      auth,
    );
    expect(absolute.status).toBe(400);
    expect(absolute.body).not.toContain('evil.example');
    const page = JSON.parse((await send('GET', '/api/customers/customer/?page_size=1', auth)).body);
    expect(page.next).toBe('https://shop.example/api/customers/customer/?page_size=1&page=2');
  });
});

describe('offsets', () => {
  it.each(['+99:99', '+24:00', '+08:60', '-14:30', '+1400x', '+15:00'])(
    'a timestamp with offset %s is 400',
    async (offset) => {
      const from = encodeURIComponent(`2026-01-01T00:00:00${offset}`);
      const answer = await send('GET', `/api/reports/pick_up/?from=${from}&to=2026-01-02`, {
        Authorization: `Token ${token}`,
      });
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body).errors).toHaveProperty('from');
    },
  );

  it.each(['+14:00', '-14:00', '+05:45', '-09:30', '+0800', 'Z'])(
    'a timestamp with offset %s is read',
    async (offset) => {
      const from = encodeURIComponent(`2026-01-01T00:00:00${offset}`);
      const answer = await send('GET', `/api/reports/pick_up/?from=${from}&to=2026-01-02`, {
        Authorization: `Token ${token}`,
      });
      expect(answer.status).toBe(200);
    },
  );
});
