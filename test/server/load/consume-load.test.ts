import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkPickUps } from '../../support/bulk-pick-ups';
import { storm } from '../../support/load-storm';
import { sqliteRows } from '../../support/row-store';
import {
  buildServerBundle,
  MANAGER_ARGS,
  preparePickUps,
  startChildServer,
  type ChildServer,
  type ServerBundle,
} from '../../support/serve-child';

/**
 * Load and concurrency over real HTTP: 10,000 consume attempts over 1,000 keys from two client
 * processes at once against the server in a third, then the same for rollback. Exactly one
 * attempt per key wins, nothing is a 5xx, and the history accounts for every attempt.
 */

const KEYS = 1_000;
const CLIENTS = 2;
/** Each client sends each key this many times: 10,000 attempts in all. */
const REPEAT = 5;
const IN_FLIGHT_PER_CLIENT = 50;

let bundle: ServerBundle;
let dataDir: string;
let server: ChildServer | undefined;

beforeAll(async () => {
  bundle = await buildServerBundle();
  dataDir = mkdtempSync(join(tmpdir(), 'shopdesk-load-'));
}, 120_000);

afterAll(async () => {
  await server?.stop();
  bundle?.remove();
  rmSync(dataDir, { recursive: true, force: true });
});

/** All clients at once (each sending every key REPEAT times) against the one server. */
const stormAll = (path: string, keys: string[], token: string) =>
  storm({
    urls: Array.from({ length: CLIENTS }, () => server!.url),
    path,
    keys,
    token,
    repeat: REPEAT,
    inFlight: IN_FLIGHT_PER_CLIENT,
    dir: dataDir,
  });

describe('consume and rollback under load (two client processes, the server in a third)', () => {
  it(`of ${KEYS * CLIENTS * REPEAT} consumes over ${KEYS} keys exactly ${KEYS} succeed, then the same for rollback`, async () => {
    server = await startChildServer(bundle.cli, dataDir, MANAGER_ARGS);
    const { http, clerkToken } = await preparePickUps(server.url, 1);
    const templateOrderId = (await http.ok('GET', '/api/orders/order/')).results[0].id;
    const store = sqliteRows(join(dataDir, 'shopdesk.db'));
    let keys: string[];
    try {
      keys = (await bulkPickUps(store, { templateOrderId, count: KEYS, customers: 50 })).keys;
    } finally {
      await store.close();
    }
    const count = async (path: string) => (await http.ok('GET', path)).count as number;
    const historyBefore = {
      consume: await count('/api/shops/action_history/?action=consume&page_size=1'),
      refused: await count('/api/shops/action_history/?action=consume_refused&page_size=1'),
      rollback: await count('/api/shops/action_history/?action=rollback&page_size=1'),
    };

    // Consume.
    const consumed = await stormAll('/api/orders/pick_up_code/consume/', keys, clerkToken);
    expect(consumed.failures).toBe(0);
    expect(consumed.attempts).toBe(KEYS * CLIENTS * REPEAT);
    expect(Object.keys(consumed.statuses).filter((status) => Number(status) >= 500)).toEqual([]);
    expect(consumed.statuses['200']).toBe(KEYS);
    expect(consumed.wins.sort()).toEqual([...keys].sort());
    expect(consumed.statuses['409']).toBe(KEYS * (CLIENTS * REPEAT - 1));
    expect(consumed.codes).toEqual({ code_already_used: KEYS * (CLIENTS * REPEAT - 1) });
    // The history: one consume per key, every refusal recorded.
    expect(await count('/api/shops/action_history/?action=consume&page_size=1')).toBe(
      historyBefore.consume + KEYS,
    );
    expect(await count('/api/shops/action_history/?action=consume_refused&page_size=1')).toBe(
      historyBefore.refused + KEYS * (CLIENTS * REPEAT - 1),
    );
    expect(await count('/api/orders/pick_up_code/?key_status=used&page_size=1')).toBe(KEYS);
    expect(await count('/api/orders/order/?fulfillment_status=fulfilled&page_size=1')).toBe(KEYS);

    // Roll back.
    const rolledBack = await stormAll('/api/orders/pick_up_code/rollback/', keys, clerkToken);
    expect(rolledBack.failures).toBe(0);
    expect(rolledBack.attempts).toBe(KEYS * CLIENTS * REPEAT);
    expect(Object.keys(rolledBack.statuses).filter((status) => Number(status) >= 500)).toEqual([]);
    expect(rolledBack.statuses['200']).toBe(KEYS);
    expect(rolledBack.wins.sort()).toEqual([...keys].sort());
    expect(rolledBack.codes).toEqual({ code_not_used: KEYS * (CLIENTS * REPEAT - 1) });
    expect(await count('/api/shops/action_history/?action=rollback&page_size=1')).toBe(
      historyBefore.rollback + KEYS,
    );
    expect(await count('/api/orders/pick_up_code/?key_status=used&page_size=1')).toBe(0);
    expect(await count('/api/orders/order/?fulfillment_status=fulfilled&page_size=1')).toBe(0);
    // Consumes after the rollbacks: nothing changed the consume history meanwhile.
    expect(await count('/api/shops/action_history/?action=consume&page_size=1')).toBe(
      historyBefore.consume + KEYS,
    );
  }, 120_000);
});
