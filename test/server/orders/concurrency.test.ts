import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildServerBundle,
  MANAGER_ARGS,
  preparePickUps,
  startChildServer,
  type ChildServer,
  type ServerBundle,
} from '../../support/serve-child';

const KEYS = 50;
const CONSUMES_PER_KEY = 10;

let bundle: ServerBundle;
let dataDir: string;
let server: ChildServer | undefined;

beforeAll(async () => {
  bundle = await buildServerBundle();
  dataDir = mkdtempSync(join(tmpdir(), 'shopdesk-concurrency-'));
}, 120_000);

afterAll(async () => {
  await server?.stop();
  bundle?.remove();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('consume under concurrency (the real server in another process, over HTTP)', () => {
  it(`of ${CONSUMES_PER_KEY} simultaneous consumes of each of ${KEYS} keys exactly one per key succeeds`, async () => {
    server = await startChildServer(bundle.cli, dataDir, MANAGER_ARGS);
    const { http, keys, clerkToken } = await preparePickUps(server.url, KEYS);
    expect(new Set(keys).size).toBe(KEYS);

    // Every request is sent before any answer is awaited, the same keys interleaved.
    const requests = Array.from({ length: CONSUMES_PER_KEY }, () => keys).flat();
    const answers = await Promise.all(
      requests.map(async (key) => {
        const response = await fetch(`${server!.url}/api/orders/pick_up_code/consume/`, {
          method: 'POST',
          headers: { authorization: `Token ${clerkToken}`, 'content-type': 'application/json' },
          body: JSON.stringify({ key }),
        });
        const body = (await response.json()) as { code?: string; key?: string };
        return { key, status: response.status, body };
      }),
    );

    const statuses = new Map<number, number>();
    for (const answer of answers)
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    console.log(
      `${answers.length} consumes: ${[...statuses].map(([status, n]) => `${n} × ${status}`).join(', ')}`,
    );
    expect(answers).toHaveLength(KEYS * CONSUMES_PER_KEY);
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    const won = answers.filter((a) => a.status === 200);
    expect(won).toHaveLength(KEYS);
    // Exactly one winner per key.
    expect(new Set(won.map((a) => a.key)).size).toBe(KEYS);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(KEYS * (CONSUMES_PER_KEY - 1));
    expect(new Set(refused.map((a) => a.body.code))).toEqual(new Set(['code_already_used']));

    // The history holds exactly one consume per key, and every refusal.
    const consumes = await http.ok(
      'GET',
      '/api/shops/action_history/?action=consume&page_size=100',
    );
    expect(consumes.count).toBe(KEYS);
    expect(
      new Set(consumes.results.map((r: { pick_up_code: { key: string } }) => r.pick_up_code.key))
        .size,
    ).toBe(KEYS);
    const refusals = await http.ok(
      'GET',
      '/api/shops/action_history/?action=consume_refused&page_size=1',
    );
    expect(refusals.count).toBe(KEYS * (CONSUMES_PER_KEY - 1));
    // Each code is used once and each order fulfilled once.
    const used = await http.ok('GET', '/api/orders/pick_up_code/?key_status=used&page_size=1');
    expect(used.count).toBe(KEYS);
    const fulfilled = await http.ok('GET', '/api/orders/order/?page_size=100');
    for (const order of fulfilled.results) {
      expect(order.fulfillment_status).toBe('fulfilled');
      expect(order.fulfillments).toHaveLength(1);
      expect(
        order.timeline.filter((t: { action: string }) => t.action === 'fulfilled'),
      ).toHaveLength(1);
    }
  }, 120_000);
});
