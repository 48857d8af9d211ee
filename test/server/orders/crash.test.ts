import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildServerBundle,
  httpClient,
  MANAGER_ARGS,
  preparePickUps,
  startChildServer,
  type ChildServer,
  type ServerBundle,
} from '../../support/serve-child';

const KEYS = 150;
/** Kill once this many consumes have answered 200: the rest are still in flight. */
const KILL_AFTER = 25;

let bundle: ServerBundle;
let dataDir: string;
const servers: ChildServer[] = [];

beforeAll(async () => {
  bundle = await buildServerBundle();
  dataDir = mkdtempSync(join(tmpdir(), 'shopdesk-crash-'));
}, 120_000);

afterAll(async () => {
  for (const server of servers) await server.kill();
  bundle?.remove();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a crash while consumes are in flight (SIGKILL, then restart on the same data dir)', () => {
  it('keeps every consume that answered 200, loses no half of one, and leaves the database intact', async () => {
    const first = await startChildServer(bundle.cli, dataDir, MANAGER_ARGS);
    servers.push(first);
    const { keys, clerkToken } = await preparePickUps(first.url, KEYS);

    const answered = new Map<string, number>();
    let killed: Promise<void> | null = null;
    const consumes = keys.map(async (key) => {
      try {
        const response = await fetch(`${first.url}/api/orders/pick_up_code/consume/`, {
          method: 'POST',
          headers: { authorization: `Token ${clerkToken}`, 'content-type': 'application/json' },
          body: JSON.stringify({ key }),
        });
        await response.arrayBuffer();
        if (killed) return; // an answer racing the kill is not counted either way
        answered.set(key, response.status);
        const successes = [...answered.values()].filter((status) => status === 200).length;
        if (successes >= KILL_AFTER) killed = first.kill();
      } catch {
        // The connection died with the process: this consume is in doubt, not answered.
      }
    });
    await Promise.all(consumes);
    await killed;
    expect(first.child.signalCode).toBe('SIGKILL');

    const succeeded = [...answered].filter(([, status]) => status === 200).map(([key]) => key);
    const inDoubt = keys.length - answered.size;
    console.log(
      `killed after ${succeeded.length} consumes answered 200; ${inDoubt} of ${keys.length} were in flight or unsent`,
    );
    expect(succeeded.length).toBeGreaterThanOrEqual(KILL_AFTER);
    expect([...answered.values()].every((status) => status === 200)).toBe(true);
    expect(inDoubt).toBeGreaterThan(0);

    // Restart on the same data dir: every answered consume is still there.
    const second = await startChildServer(bundle.cli, dataDir);
    servers.push(second);
    const http = httpClient(second.url);
    http.useToken(await http.login('boss', 'boss-password'));
    const status = new Map<string, string>();
    for (let i = 0; i < keys.length; i += 100) {
      const page = await http.ok(
        'GET',
        `/api/orders/pick_up_code/?key__in=${keys.slice(i, i + 100).join(',')}&page_size=100`,
      );
      for (const code of page.results) status.set(code.key, code.key_status);
    }
    expect(status.size).toBe(KEYS);
    for (const key of succeeded) expect(status.get(key), key).toBe('used');

    // All or nothing: each used code has its consume record and its fulfilled order.
    const usedCount = [...status.values()].filter((s) => s === 'used').length;
    console.log(
      `after the restart ${usedCount} codes are used: the ${succeeded.length} answered and ${usedCount - succeeded.length} committed before the kill but never answered`,
    );
    const history = await http.ok('GET', '/api/shops/action_history/?action=consume&page_size=1');
    expect(history.count).toBe(usedCount);
    const fulfilled = await http.ok(
      'GET',
      '/api/orders/order/?fulfillment_status=fulfilled&page_size=1',
    );
    expect(fulfilled.count).toBe(usedCount);
    // The restarted server works: an unused code can still be consumed.
    const clerk = await http.login('clerk', 'clerk-password');
    const unused = keys.find((key) => status.get(key) === 'unused')!;
    expect(
      (await http.call('POST', '/api/orders/pick_up_code/consume/', { key: unused }, clerk)).status,
    ).toBe(200);

    await second.stop();
    const sqlite = new SqliteDatabase(join(dataDir, 'shopdesk.db'), { readonly: true });
    try {
      expect(sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(sqlite.pragma('foreign_key_check')).toEqual([]);
    } finally {
      sqlite.close();
    }
  }, 180_000);
});
