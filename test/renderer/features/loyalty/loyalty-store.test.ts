// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPinia, setActivePinia } from 'pinia';
import { ApiError } from '@/shared/api/client';
import {
  adjustPoints,
  listPointHistory,
  type LoyaltyLevel,
  type PointEntry,
} from '@/features/loyalty/api';
import { useLoyaltyStore } from '@/features/loyalty/store';
import { startManagerSession } from '../../support/api';

const seen: { method: string; url: URL; body: unknown }[] = [];
let answers: [number, unknown][] = [];

function json(status: number, body: unknown): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const level = (id: number, condition: number, title: string): LoyaltyLevel => ({
  id,
  title,
  condition_points: condition,
  sign_points: 0,
  gain_points: 0,
  redeem_points: 100,
  redeem_limitation: 0,
  redeem_limitation_monthly: 0,
});

const page = (results: unknown[]) => ({
  count: results.length,
  next: null,
  previous: null,
  results,
});

beforeEach(() => {
  sessionStorage.clear();
  setActivePinia(createPinia());
  startManagerSession('tok-loyalty');
  seen.length = 0;
  answers = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const text = await request.clone().text();
      seen.push({
        method: request.method,
        url: new URL(request.url),
        body: text ? JSON.parse(text) : undefined,
      });
      expect(request.headers.get('Authorization')).toBe('Token tok-loyalty');
      const [status, body] = answers.shift() ?? [404, { detail: 'Not found.', code: 'not_found' }];
      return json(status, body);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the loyalty store', () => {
  it('loads every level and sorts them by the points to reach them', async () => {
    answers.push([
      200,
      page([level(1, 0, 'Member'), level(3, 1000, 'Gold'), level(2, 300, 'Silver')]),
    ]);
    const store = useLoyaltyStore();
    await store.loadLevels();
    expect(seen[0]!.url.pathname).toBe('/api/loyalty/level/');
    expect(seen[0]!.url.searchParams.get('page_size')).toBe('100');
    expect(store.levelsLoaded).toBe(true);
    expect(store.sortedLevels.map((l) => l.title)).toEqual(['Member', 'Silver', 'Gold']);
  });

  it('creates with POST, replaces with PUT (the whole level), deletes with DELETE', async () => {
    const store = useLoyaltyStore();
    const { id: _id, ...body } = level(0, 300, 'Silver');
    answers.push([201, level(2, 300, 'Silver')]);
    await store.saveLevel(null, body);
    expect(seen[0]).toMatchObject({ method: 'POST', body });
    expect(seen[0]!.url.pathname).toBe('/api/loyalty/level/');

    answers.push([200, level(2, 500, 'Silver+')]);
    await store.saveLevel(2, { ...body, title: 'Silver+', condition_points: 500 });
    expect(seen[1]).toMatchObject({
      method: 'PUT',
      body: { ...body, title: 'Silver+', condition_points: 500 },
    });
    expect(seen[1]!.url.pathname).toBe('/api/loyalty/level/2/');
    expect(store.levels).toEqual([level(2, 500, 'Silver+')]);

    answers.push([204, null]);
    await store.removeLevel(2);
    expect(seen[2]).toMatchObject({ method: 'DELETE' });
    expect(seen[2]!.url.pathname).toBe('/api/loyalty/level/2/');
    expect(store.levels).toEqual([]);
  });

  it('a refused save or delete is an ApiError with the server’s code; the list stays', async () => {
    const store = useLoyaltyStore();
    store.levels = [level(1, 0, 'Member')];
    answers.push([409, { detail: 'The level with condition_points 0 …', code: 'base_level' }]);
    const error = await store.removeLevel(1).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('base_level');
    expect(store.levels).toHaveLength(1);
  });
});

describe('the loyalty api', () => {
  it('reads a customer’s history page by page and adjusts with the reason', async () => {
    answers.push([200, page([])]);
    await listPointHistory({ customer: 7, page: 2, page_size: 10 });
    expect(seen[0]!.url.pathname).toBe('/api/loyalty/point_history/');
    expect(Object.fromEntries(seen[0]!.url.searchParams)).toEqual({
      customer: '7',
      page: '2',
      page_size: '10',
    });

    const entry = {
      id: 9,
      points: 50,
      kind: 'manual',
      reason: '生日礼遇',
      order: null,
    } as PointEntry;
    answers.push([201, entry]);
    expect(await adjustPoints({ customer_id: 7, points: 50, reason: '生日礼遇' })).toEqual(entry);
    expect(seen[1]).toMatchObject({
      method: 'POST',
      body: { customer_id: 7, points: 50, reason: '生日礼遇' },
    });
    expect(seen[1]!.url.pathname).toBe('/api/loyalty/point_history/adjust/');

    answers.push([400, { detail: 'bad', code: 'invalid', errors: { points: ['only 10 points'] } }]);
    const refused = await adjustPoints({ customer_id: 7, points: -50 }).catch((e: unknown) => e);
    expect((refused as ApiError).errors).toEqual({ points: ['only 10 points'] });
  });
});
