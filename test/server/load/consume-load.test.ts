import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkPickUps } from '../../support/bulk-pick-ups';
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
const CLIENT = resolve(import.meta.dirname, '../../support/load-client.ts');

interface ClientResult {
  statuses: Record<string, number>;
  codes: Record<string, number>;
  wins: string[];
  failures: number;
  failureMessages: string[];
}

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

function runClient(jobFile: string) {
  return new Promise<ClientResult>((done, fail) => {
    const child = spawn(process.execPath, [CLIENT, jobFile], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', fail);
    child.on('exit', (code) => {
      if (code !== 0) fail(new Error(`load client exited ${code}: ${stderr}`));
      else done(JSON.parse(stdout) as ClientResult);
    });
  });
}

/** All clients at once, each sending every key REPEAT times; their outcomes added up. */
async function storm(path: string, keys: string[], token: string) {
  const jobFile = join(dataDir, `job-${path.replaceAll('/', '_')}.json`);
  writeFileSync(
    jobFile,
    JSON.stringify({
      url: server!.url,
      token,
      path,
      keys,
      repeat: REPEAT,
      concurrency: IN_FLIGHT_PER_CLIENT,
    }),
  );
  const started = performance.now();
  const results = await Promise.all(Array.from({ length: CLIENTS }, () => runClient(jobFile)));
  const seconds = (performance.now() - started) / 1000;
  const statuses: Record<string, number> = {};
  const codes: Record<string, number> = {};
  for (const result of results) {
    for (const [status, n] of Object.entries(result.statuses))
      statuses[status] = (statuses[status] ?? 0) + n;
    for (const [code, n] of Object.entries(result.codes)) codes[code] = (codes[code] ?? 0) + n;
  }
  const wins = results.flatMap((result) => result.wins);
  const failures = results.reduce((sum, result) => sum + result.failures, 0);
  const attempts = Object.values(statuses).reduce((sum, n) => sum + n, 0) + failures;
  console.log(
    `${path}: ${attempts} attempts from ${CLIENTS} processes in ${seconds.toFixed(1)} s (${Math.round(attempts / seconds)}/s): ${JSON.stringify(statuses)} ${JSON.stringify(codes)}${failures ? `, ${failures} failed: ${results.flatMap((r) => r.failureMessages).join('; ')}` : ''}`,
  );
  return { statuses, codes, wins, failures, attempts };
}

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
    const consumed = await storm('/api/orders/pick_up_code/consume/', keys, clerkToken);
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
    const rolledBack = await storm('/api/orders/pick_up_code/rollback/', keys, clerkToken);
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
