import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_DEPTH } from '../../../src-server/http/json';
import {
  buildServerBundle,
  MANAGER_ARGS,
  startChildServer,
  type ChildServer,
  type ServerBundle,
} from '../../support/serve-child';
import { cpuMs, median, watchHealth } from '../../support/process-usage';

/**
 * Bodies that nest deep or run wide, sent before any sign-in (docs/SECURITY.md): a body deeper
 * than MAX_BODY_DEPTH is refused on its raw text, and no body up to the 1 MiB limit holds the
 * server's loop. Over real HTTP against a server in a child process, whose CPU time is read.
 */

let bundle: ServerBundle;
let dataDir: string;
let server: ChildServer;

beforeAll(async () => {
  bundle = await buildServerBundle();
  dataDir = mkdtempSync(join(tmpdir(), 'shopdesk-json-depth-'));
  server = await startChildServer(bundle.cli, dataDir, MANAGER_ARGS);
}, 120_000);

afterAll(async () => {
  await server?.stop();
  bundle?.remove();
  rmSync(dataDir, { recursive: true, force: true });
});

const KiB = 1024;
const MiB = 1024 * KiB;
const lists = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const objects = (depth: number) => '{"a":'.repeat(depth - 1) + '{}' + '}'.repeat(depth - 1);
/** `[0,0,…]` of about `bytes`. */
const wide = (bytes: number) => `[${'0,'.repeat(bytes / 2 - 8)}0]`;
/** An object of many keys, each holding a list three deep, of about `bytes`. */
const manyKeys = (bytes: number) => {
  const parts: string[] = [];
  let size = 0;
  for (let i = 0; size < bytes - 200; i++) {
    const part = `"k${i}":${lists(3)}`;
    parts.push(part);
    size += part.length + 1;
  }
  return `{${parts.join(',')}}`;
};
/** Strings full of brackets, quotes and escapes, which the depth check must skip as text. */
const escapes = (bytes: number) =>
  JSON.stringify({ username: '[{\\"'.repeat(bytes / 8), password: 'x' });

const post = (path: string, body: string, token?: string) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token && { authorization: `Token ${token}` }),
    },
    body,
  }).then(async (response) => ({
    status: response.status,
    body: (await response.json()) as { code: string },
  }));
const signIn = (body: string) => post('/api/shops/staff_login/', body);
const createCustomer = (body: string) => post('/api/customers/customer/', body, token);

let token: string;
beforeAll(async () => {
  const answer = await fetch(`${server.url}/api/shops/staff_login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'boss', password: 'boss-password' }),
  });
  token = ((await answer.json()) as { token: string }).token;
});

/** The server's CPU time per call of `send` (median of 5 samples of 5 calls: 10 ms ticks). */
async function cpuPerCall(send: () => Promise<{ status: number }>) {
  const pid = server.child.pid!;
  const samples: number[] = [];
  for (let run = 0; run < 5; run++) {
    const before = cpuMs(pid);
    for (let i = 0; i < 5; i++) expect((await send()).status).toBeLessThan(500);
    samples.push((cpuMs(pid) - before) / 5);
  }
  return median(samples);
}

describe('JSON bodies', () => {
  it(`refuses a body nested deeper than ${MAX_BODY_DEPTH} levels with 400 invalid`, async () => {
    // Before sign-in: the 59 KiB body 30,000 deep that held the loop for 4 s.
    for (const body of [lists(30_000), objects(10_000), lists(MAX_BODY_DEPTH + 1)]) {
      const answer = await signIn(body);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('invalid');
    }
    // Signed in, up to the 1 MiB limit.
    for (const body of [lists(100_000), objects(170_000), lists(MAX_BODY_DEPTH + 1)]) {
      const answer = await createCustomer(body);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('invalid');
    }
    // At the limit the body is read (and refused by the route's schema: it is no sign-in).
    const atLimit = await signIn(lists(MAX_BODY_DEPTH));
    expect(atLimit.status).toBe(400);
    expect(atLimit.body.code).toBe('invalid');
  }, 60_000);

  it('reads at most 64 KiB before sign-in: a larger body is 413 unread', async () => {
    for (const body of [lists(100_000), wide(MiB), manyKeys(200 * KiB)]) {
      const answer = await signIn(body);
      expect(answer.status).toBe(413);
      expect(answer.body.code).toBe('payload_too_large');
    }
    // Under the limit the body is read (and refused by the schema: the password is too long).
    const read = await signIn(JSON.stringify({ username: 'boss', password: 'x'.repeat(60 * KiB) }));
    expect(read.status).toBe(400);
    expect(read.body.code).toBe('invalid');
  }, 60_000);

  it('costs < 50 ms of CPU for any body, accepted or refused', async () => {
    const costs: Record<string, number> = {};
    const anonymous = {
      'lists 30,000 deep': lists(30_000),
      'lists 100,000 deep (200 KB)': lists(100_000),
      '1 MiB wide list': wide(MiB),
      '64 KiB wide list': wide(64 * KiB),
      '64 KiB of keys': manyKeys(64 * KiB),
      '64 KiB of escapes': escapes(64 * KiB),
    };
    for (const [name, body] of Object.entries(anonymous))
      costs[`before sign-in: ${name}`] = await cpuPerCall(() => signIn(body));
    const signedIn = {
      'lists 100,000 deep': lists(100_000),
      'objects 170,000 deep (1 MiB)': objects(170_000),
      '1 MiB wide list': wide(MiB),
      '1 MiB of escapes': escapes(MiB),
    };
    for (const [name, body] of Object.entries(signedIn)) {
      expect(Buffer.byteLength(body)).toBeLessThanOrEqual(MiB);
      costs[`signed in: ${name}`] = await cpuPerCall(() => createCustomer(body));
    }
    console.info('CPU ms per body (median of 5 × 5):', costs);
    for (const cost of Object.values(costs)) expect(cost).toBeLessThan(50);
  }, 120_000);

  it('/api/health answers within 100 ms while deep bodies arrive', async () => {
    const health = watchHealth(server.url);
    const bodies = [lists(30_000), lists(100_000)];
    const end = Date.now() + 3_000;
    for (let i = 0; Date.now() < end; i++) await signIn(bodies[i % 2]!);
    const delays = await health.stop();
    console.info('health ms: median', median(delays), 'max', Math.max(...delays));
    expect(delays.length).toBeGreaterThan(10);
    expect(median(delays)).toBeLessThan(100);
  }, 60_000);
});
