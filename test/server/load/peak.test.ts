import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFile } from '../../../src-server/server';
import { bulkPickUps } from '../../support/bulk-pick-ups';
import { onPostgres } from '../../support/database';
import { postgresRows, sqliteRows, type RowStore } from '../../support/row-store';
import {
  buildServerBundle,
  httpClient,
  MANAGER_ARGS,
  preparePickUps,
  startChildServer,
  type ChildServer,
  type ServerBundle,
} from '../../support/serve-child';
import { startTwoServers, type TwoServers } from '../cross-process/support';

/**
 * docs/DESIGN.md §13, "At the peak": a chain's bursts are served, never refused by the length
 * of a line. On PostgreSQL two `serve` processes share the database (the chain); on SQLite one
 * process has its file. All at once: 500 consumes of 50 keys, 50 correct sign-ins from 50
 * addresses, 50 counters replaying 20 offline hand-outs each (twice), and a flood of wrong
 * sign-ins; readiness is polled throughout and stays 200, liveness answers within 1 s, and
 * no server logs an outage.
 */

/** Addresses of the documentation range (RFC 5737), forwarded by the trusted proxy (loopback). */
const clientAddress = (i: number) => `203.0.113.${(i % 250) + 1}`;
const PROXY_ARGS = ['--trust-proxy', '127.0.0.1'];

let two: TwoServers | undefined;
let single: { bundle: ServerBundle; server: ChildServer; dir: string } | undefined;
let urls: string[];
let servers: ChildServer[];
let counter: Awaited<ReturnType<typeof preparePickUps>>;
let keys: string[];
let codesIssuedAt: number;

/** Straight into the backend's database: the codes of the bursts, in seconds. */
const rowStore = (): Promise<RowStore> | RowStore =>
  two ? postgresRows(two.databaseUrl) : sqliteRows(databaseFile(join(single!.dir, 'shop')));

beforeAll(async () => {
  if (onPostgres) {
    two = await startTwoServers(PROXY_ARGS);
    urls = two.urls;
    servers = two.servers;
  } else {
    const bundle = await buildServerBundle();
    const dir = mkdtempSync(join(tmpdir(), 'shopdesk-peak-'));
    const server = await startChildServer(bundle.cli, join(dir, 'shop'), [
      ...MANAGER_ARGS,
      ...PROXY_ARGS,
    ]);
    single = { bundle, server, dir };
    urls = [server.url];
    servers = [server];
  }
  counter = await preparePickUps(urls[0]!, 1);
  const templateOrderId = (await counter.http.ok('GET', '/api/orders/order/')).results[0].id;
  const store = await rowStore();
  try {
    keys = (await bulkPickUps(store, { templateOrderId, count: 2_050, customers: 50 })).keys;
  } finally {
    await store.close();
  }
  codesIssuedAt = Date.now();
}, 180_000);

afterAll(async () => {
  await two?.stop();
  if (single) {
    await single.server.stop();
    single.bundle.remove();
    rmSync(single.dir, { recursive: true, force: true });
  }
});

/** The `i`-th request's server: the burst spread over the processes. */
const serverOf = (i: number) => urls[i % urls.length]!;

interface Answer {
  status: number;
  code: string | null;
  retryAfter: string | null;
  body: string;
}

async function send(url: string, init: RequestInit): Promise<Answer> {
  const response = await fetch(url, init);
  const body = await response.text();
  let code: string | null = null;
  try {
    code = (JSON.parse(body) as { code?: string }).code ?? null;
  } catch {
    // Not JSON: the status says enough.
  }
  return { status: response.status, code, retryAfter: response.headers.get('retry-after'), body };
}

const post = (url: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  send(url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

/** `status code` → how many, for the failure messages. */
const tally = (answers: Answer[]) => {
  const counts: Record<string, number> = {};
  for (const { status, code } of answers) {
    const label = `${status}${code ? ` ${code}` : ''}`;
    counts[label] = (counts[label] ?? 0) + 1;
  }
  return counts;
};

/**
 * Runs `burst` while polling every server's readiness and liveness every 100 ms (liveness with
 * a 1 s deadline when `liveWithinMs` says so): resolves to the burst's result and what the
 * polls saw.
 */
async function whilePolling<T>(burst: () => Promise<T>, liveWithinMs?: number) {
  const polls: string[] = [];
  let running = true;
  const poll = async (url: string) => {
    while (running) {
      const [ready, live] = await Promise.all([
        fetch(`${url}/api/health/ready`).then(
          (response) => String(response.status),
          (error: Error) => error.name,
        ),
        fetch(`${url}/api/health`, {
          ...(liveWithinMs && { signal: AbortSignal.timeout(liveWithinMs) }),
        }).then(
          (response) => `live ${response.status}`,
          (error: Error) => `live ${error.name}`,
        ),
      ]);
      polls.push(ready, live);
      await new Promise((done) => setTimeout(done, 100));
    }
  };
  const polling = urls.map((url) => poll(url));
  try {
    return { result: await burst(), polls };
  } finally {
    running = false;
    await Promise.all(polling);
  }
}

/** Every readiness poll answered 200, every liveness poll 200 (within its deadline). */
function expectHealthHeld(polls: string[]) {
  expect(polls.length).toBeGreaterThan(0);
  expect(polls.filter((poll) => poll !== '200' && poll !== 'live 200')).toEqual([]);
}

const historyOf = async (wanted: string[]) => {
  const wantedSet = new Set(wanted);
  const records: { action: string; key: string }[] = [];
  for (let page = 1; ; page++) {
    const list = await counter.http.ok(
      'GET',
      `/api/shops/action_history/?action__in=consume,consume_refused,consume_conflict&page_size=100&page=${page}`,
    );
    records.push(...list.results.filter((record: { key: string }) => wantedSet.has(record.key)));
    if (!list.next) return records;
  }
};

describe(`a chain's peak, ${onPostgres ? 'two processes on PostgreSQL' : 'one process on SQLite'}`, () => {
  it('500 simultaneous consumes of 50 keys: 50 × 200 and 450 × 409, none 5xx', async () => {
    const burstKeys = keys.slice(0, 50);
    const { result: answers, polls } = await whilePolling(() =>
      Promise.all(
        Array.from({ length: 500 }, (_, i) =>
          post(
            serverOf(i),
            '/api/orders/pick_up_code/consume/',
            { key: burstKeys[i % 50] },
            { authorization: `Token ${counter.clerkToken}` },
          ),
        ),
      ),
    );
    expect(tally(answers)).toEqual({ 200: 50, '409 code_already_used': 450 });
    expectHealthHeld(polls);
    const history = await historyOf(burstKeys);
    expect(history.filter((record) => record.action === 'consume')).toHaveLength(50);
  }, 120_000);

  it('50 simultaneous correct sign-ins from 50 addresses: 50 × 200', async () => {
    const { http } = counter;
    for (let i = 0; i < 50; i++)
      await http.ok('POST', '/api/shops/staff/', {
        username: `shift-${i}`,
        password: `shift-password-${i}`,
        offline_shop_id: counter.storeId,
      });
    const { result: answers, polls } = await whilePolling(() =>
      Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          post(
            serverOf(i),
            '/api/shops/staff_login/',
            { username: `shift-${i}`, password: `shift-password-${i}` },
            { 'x-forwarded-for': clientAddress(i) },
          ),
        ),
      ),
    );
    expect(tally(answers)).toEqual({ 200: 50 });
    expectHealthHeld(polls);
  }, 120_000);

  /** 50 counters' queues of 20 offline hand-outs each (counter `c`: items 20c to 20c + 19). */
  const offlineQueue = (queueKeys: string[]) => {
    const offlineAt = new Date(codesIssuedAt).toISOString();
    return queueKeys.map((key, i) => ({
      idempotencyKey: randomUUID(),
      body: { key, offline_at: offlineAt, counter_id: `counter-${Math.floor(i / 20)}` },
    }));
  };
  type Queued = ReturnType<typeof offlineQueue>[number];
  const sendQueued = (item: Queued, i: number) =>
    post(serverOf(Math.floor(i / 20)), '/api/orders/pick_up_code/consume/', item.body, {
      authorization: `Token ${counter.clerkToken}`,
      'idempotency-key': item.idempotencyKey,
    });

  async function expectEachConsumedOnce(queueKeys: string[]) {
    const history = await historyOf(queueKeys);
    expect(history).toHaveLength(queueKeys.length);
    expect(new Set(history.map((record) => `${record.key} ${record.action}`)).size).toBe(
      queueKeys.length,
    );
    expect(history.every((record) => record.action === 'consume')).toBe(true);
  }

  it('50 counters replaying 20 offline hand-outs each at once, then again: each applied once, the second round from the idempotency record', async () => {
    const replayKeys = keys.slice(50, 1_050);
    const queue = offlineQueue(replayKeys);
    /** All 50 counters at once, each sending its queue oldest first, as its sync does. */
    const replay = () =>
      Promise.all(
        Array.from({ length: 50 }, async (_, c) => {
          const answers: Answer[] = [];
          for (let i = c * 20; i < c * 20 + 20; i++) answers.push(await sendQueued(queue[i]!, i));
          return answers;
        }),
      ).then((perCounter) => perCounter.flat());

    const first = await whilePolling(replay);
    expect(tally(first.result)).toEqual({ 200: 1_000 });
    expectHealthHeld(first.polls);
    // The same 1,000 again, at the other process where there are two: answered as the first
    // time (the same body), applied no second time.
    const second = await whilePolling(replay);
    expect(tally(second.result)).toEqual({ 200: 1_000 });
    expect(second.result.map((answer) => answer.body)).toEqual(
      first.result.map((answer) => answer.body),
    );
    expectHealthHeld(second.polls);
    await expectEachConsumedOnce(replayKeys);
  }, 180_000);

  it('the same 1,000 all in flight at once: no 5xx but busy with Retry-After, and what was busy is applied once when sent again after it', async () => {
    const burstKeys = keys.slice(1_050, 2_050);
    const queue = offlineQueue(burstKeys);
    // On a quiet machine every one is answered 200; a loaded one may take longer than a
    // request's 2 s budget for a connection to serve 1,000 at once: busy, not an outage, and
    // the counter's queue sends those again after Retry-After (docs/OFFLINE.md).
    const { result: first, polls } = await whilePolling(() => Promise.all(queue.map(sendQueued)));
    console.log(`1,000 offline hand-outs at once: ${JSON.stringify(tally(first))}`);
    expect(
      Object.keys(tally(first)).filter((label) => label !== '200' && label !== '503 busy'),
    ).toEqual([]);
    expectHealthHeld(polls);
    let pending = queue.flatMap((item, i) => (first[i]!.status === 200 ? [] : [{ item, i }]));
    for (let round = 0; pending.length > 0 && round < 10; round++) {
      await new Promise((done) => setTimeout(done, 1_000 + Math.random() * 1_000));
      const answers = await Promise.all(pending.map(({ item, i }) => sendQueued(item, i)));
      pending = pending.filter((_, j) => answers[j]!.status !== 200);
    }
    expect(pending).toEqual([]);
    await expectEachConsumedOnce(burstKeys);
  }, 180_000);

  it('a flood of wrong sign-ins is shed (401, 429 or 503 busy with Retry-After), liveness within 1 s throughout; no outage logged', async () => {
    const until = Date.now() + 3_000;
    const { result: answers, polls } = await whilePolling(
      () =>
        Promise.all(
          Array.from({ length: 200 }, async (_, loop) => {
            const seen: Answer[] = [];
            for (let attempt = 0; Date.now() < until; attempt++)
              seen.push(
                await post(
                  serverOf(loop),
                  '/api/shops/staff_login/',
                  { username: `guess-${loop}-${attempt}`, password: 'wrong-password' },
                  { 'x-forwarded-for': clientAddress(loop) },
                ),
              );
            return seen;
          }),
        ).then((perLoop) => perLoop.flat()),
      1_000,
    );
    const counts = tally(answers);
    console.log(`wrong sign-ins for 3 s from 200 connections: ${JSON.stringify(counts)}`);
    expect(
      Object.keys(counts).filter(
        (label) => !['401 invalid_credentials', '429 throttled', '503 busy'].includes(label),
      ),
    ).toEqual([]);
    for (const answer of answers.filter((a) => a.status !== 401))
      expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
    expectHealthHeld(polls);
    // A correct sign-in after the flood: the clerks are not locked out by it.
    const clerk = httpClient(serverOf(1));
    expect(await clerk.login('clerk', 'clerk-password')).toEqual(expect.any(String));
    // Overload is not an outage: no process logged one through all the bursts.
    for (const server of servers)
      expect(server.output()).not.toMatch(/the database is unavailable/);
  }, 120_000);
});
