import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadDemo } from '../../../src-server/demo';
import { createTestServer, type TestServer } from '../../support/server';
import { expectEntryShape, HISTORY, LEVELS, type Json } from './support';

let s: TestServer;
let headers: Record<string, string>;

beforeEach(async () => {
  s = await createTestServer();
  headers = s.auth(await s.login());
});
afterEach(() => s.close());

const get = async (url: string) => {
  const response = await s.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Json;
};

describe('loyalty demo data', () => {
  it('three levels, and history entries of every kind from the demo orders and adjustments', async () => {
    expect(await loadDemo(s.app.ctx)).toBe(true);
    const levels = await get(LEVELS);
    expect(levels.results.map((level: Json) => [level.title, level.condition_points])).toEqual([
      ['Member', 0],
      ['Silver', 300],
      ['Gold', 1000],
    ]);

    const history = await get(`${HISTORY}?page_size=100`);
    const entries: Json[] = history.results;
    expect(history.count).toBe(entries.length);
    entries.forEach(expectEntryShape);
    const kinds = new Set(entries.map((entry) => entry.kind));
    expect(kinds).toEqual(new Set(['buy', 'refund', 'manual', 'redeem']));
    // Refunds both ways: a cancelled order's redeemed points back, a cancelled paid order's taken.
    const refunds = entries.filter((e) => e.kind === 'refund');
    expect(refunds.some((e) => e.points > 0)).toBe(true);
    expect(refunds.some((e) => e.points < 0)).toBe(true);
    expect(entries.filter((e) => e.kind === 'manual').every((e) => e.reason !== '')).toBe(true);
    // Orders that redeemed show it.
    for (const entry of entries.filter((e) => e.kind === 'redeem')) {
      expect(entry.order.redeem_points).toBe(-entry.points);
      expect(entry.order.points_price).not.toBe('0.00');
    }

    // Every customer's balance is the sum of his entries; some reached a higher level.
    const customers = (await get('/api/customers/customer/?page_size=100')).results as Json[];
    for (const customer of customers) {
      const sum = entries
        .filter((e) => e.customer.id === customer.id)
        .reduce((total, e) => total + e.points, 0);
      expect(customer.points, customer.full_name).toBe(sum);
    }
    const titles = new Set(customers.map((c) => c.level.title));
    expect(titles.has('Member')).toBe(true);
    expect(titles).toEqual(new Set(['Member', 'Silver', 'Gold']));
  });
});
