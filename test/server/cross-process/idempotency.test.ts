import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres, POSTGRES_ONLY } from '../../support/database';
import { httpClient, preparePickUps } from '../../support/serve-child';
import { startTwoServers, type TwoServers } from './support';

/**
 * docs/API.md "Idempotent writes", docs/OFFLINE.md: two `serve` processes on one PostgreSQL
 * database answer the same `Idempotency-Key` at once with one execution; a counter's queue of
 * offline hand-outs replayed twice, at both processes, and once with the answer lost in
 * flight, leaves exactly one consume per key.
 */

let two: TwoServers;
let counter: Awaited<ReturnType<typeof preparePickUps>>;
/** After every code was issued: an offline hand-out before its code existed is refused. */
let codesIssuedBy: number;

beforeAll(async () => {
  if (!onPostgres) return;
  two = await startTwoServers();
  counter = await preparePickUps(two.urls[0]!, 12);
  codesIssuedBy = Date.now();
}, 180_000);
afterAll(async () => {
  await two?.stop();
});

async function consume(url: string, token: string, key: string, body: unknown) {
  const response = await fetch(`${url}/api/orders/pick_up_code/consume/`, {
    method: 'POST',
    headers: {
      authorization: `Token ${token}`,
      'content-type': 'application/json',
      'idempotency-key': key,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.text() };
}

/** Sends the request and drops the connection once it is sent: the answer is lost. */
function consumeAndLoseAnswer(url: string, token: string, key: string, body: unknown) {
  return new Promise<void>((resolve) => {
    const payload = JSON.stringify(body);
    const request = httpRequest(`${url}/api/orders/pick_up_code/consume/`, {
      method: 'POST',
      headers: {
        authorization: `Token ${token}`,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(payload),
        'idempotency-key': key,
      },
    });
    request.on('error', () => resolve());
    request.on('close', () => resolve());
    request.end(payload, () => request.destroy());
  });
}

describe.skipIf(!onPostgres)(`Idempotency-Key across two processes (${POSTGRES_ONLY})`, () => {
  it('answers the same key at both processes at once with one execution', async () => {
    const { http, clerkToken } = counter;
    const keys = counter.keys.slice(0, 8);
    const requests = keys.map((key) => ({ idempotency: randomUUID(), body: { key } }));
    // Every request 3 times at each process, all at once.
    const answers = await Promise.all(
      requests.flatMap((item) =>
        [0, 1, 2].flatMap(() =>
          two.urls.map(async (url) => ({
            item,
            answer: await consume(url, clerkToken, item.idempotency, item.body),
          })),
        ),
      ),
    );
    for (const { answer } of answers) expect(answer.status, answer.body).toBe(200);
    for (const item of requests) {
      const bodies = answers.filter((a) => a.item === item).map((a) => a.answer.body);
      expect(new Set(bodies).size).toBe(1);
    }
    const history = await http.ok(
      'GET',
      '/api/shops/action_history/?action__in=consume,consume_refused&page_size=100',
    );
    expect(
      history.results
        .filter((record: { key: string }) => keys.includes(record.key))
        .map((record: { action: string; key: string }) => `${record.key} ${record.action}`)
        .sort(),
    ).toEqual(keys.map((key) => `${key} consume`).sort());
  });

  it('leaves one consume per key after a queue is replayed twice and once with a lost answer', async () => {
    const { clerkToken, http } = counter;
    const keys = counter.keys.slice(8);
    // Handed out offline after the codes were issued, and before now: a fixed "a second ago"
    // can fall before the last code when the first test is quick.
    const offlineAt = new Date(codesIssuedBy).toISOString();
    const queue = keys.map((key, index) => ({
      idempotency: randomUUID(),
      body: { key, offline_at: offlineAt, counter_id: `counter-${index % 2}` },
    }));
    // The first sync loses the answer of its first hand-out in flight.
    await consumeAndLoseAnswer(two.urls[0]!, clerkToken, queue[0]!.idempotency, queue[0]!.body);
    for (const url of two.urls)
      for (const item of queue) {
        const answer = await consume(url, clerkToken, item.idempotency, item.body);
        expect(answer.status, answer.body).toBe(200);
        expect(JSON.parse(answer.body)).toMatchObject({ key: item.body.key, key_status: 'used' });
      }
    // A replay refused as already used would be recorded as an offline conflict.
    const history = await http.ok(
      'GET',
      '/api/shops/action_history/?action__in=consume,consume_refused,consume_conflict&page_size=100',
    );
    expect(
      history.results
        .filter((record: { key: string }) => keys.includes(record.key))
        .map((record: { action: string; key: string }) => `${record.key} ${record.action}`)
        .sort(),
    ).toEqual(keys.map((key) => `${key} consume`).sort());
    const client = httpClient(two.urls[1]!);
    client.useToken(clerkToken);
    const codes = await client.ok('GET', `/api/orders/pick_up_code/?key__in=${keys.join(',')}`);
    for (const code of codes.results) expect(Date.parse(code.used_at)).toBe(Date.parse(offlineAt));
  });
});
