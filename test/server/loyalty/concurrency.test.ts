import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildServerBundle,
  httpClient,
  MANAGER_ARGS,
  startChildServer,
  type ChildServer,
  type ServerBundle,
} from '../../support/serve-child';

let bundle: ServerBundle;
let dataDir: string;
const servers: ChildServer[] = [];

beforeAll(async () => {
  bundle = await buildServerBundle();
  dataDir = mkdtempSync(join(tmpdir(), 'shopdesk-loyalty-race-'));
}, 120_000);

afterAll(async () => {
  for (const server of servers) await server.stop();
  bundle?.remove();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('adjustments racing over real HTTP', () => {
  it('never take the balance below zero: exactly as many succeed as it covers', async () => {
    // Two clients of the real server. (A second server on one SQLite data dir is refused
    //; several processes share a PostgreSQL database instead, docs/DESIGN.md §13.)
    servers.push(await startChildServer(bundle.cli, dataDir, MANAGER_ARGS));
    const [a, b] = [httpClient(servers[0]!.url), httpClient(servers[0]!.url)];
    const token = await a!.login('boss', 'boss-password');
    a!.useToken(token);
    b!.useToken(token);

    const customer = await a!.ok('POST', '/api/customers/customer/', { mobile: '13800138000' });
    await a!.ok('POST', '/api/loyalty/point_history/adjust/', {
      customer_id: customer.id,
      points: 100,
      reason: 'start',
    });

    // Twenty takings of 7 points sent at once, alternating between the clients: 14 fit.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 === 0 ? a! : b!).call('POST', '/api/loyalty/point_history/adjust/', {
          customer_id: customer.id,
          points: -7,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status === 201)).toHaveLength(14);
    expect(statuses.filter((status) => status === 400)).toHaveLength(6);
    for (const refused of answers.filter((answer) => answer.status === 400))
      expect(Object.keys(refused.body.errors)).toEqual(['points']);

    // One balance, the sum of the history.
    for (const client of [a!, b!]) {
      const now = await client.ok('GET', `/api/customers/customer/${customer.id}/`);
      expect(now.points).toBe(2);
    }
    const history = await b!.ok(
      'GET',
      `/api/loyalty/point_history/?customer=${customer.id}&page_size=100`,
    );
    expect(history.count).toBe(15);
    expect(history.results.reduce((sum: number, e: { points: number }) => sum + e.points, 0)).toBe(
      2,
    );
  }, 60_000);
});
