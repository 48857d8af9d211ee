import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectError } from '../../support/orders';
import { plainStaffToken } from '../shopfront/support';
import {
  expectLevelShape,
  LEVELS,
  loyaltyServer,
  MEMBER,
  type Json,
  type LoyaltyServer,
  type Method,
} from './support';

let l: LoyaltyServer;

beforeEach(async () => {
  l = await loyaltyServer({ price: '100.00' });
});
afterEach(() => l.close());

const FULL = {
  title: 'Gold 金卡',
  condition_points: 1000,
  sign_points: 5,
  gain_points: 0.25,
  redeem_points: 50,
  redeem_limitation: 2000,
  redeem_limitation_monthly: 5000,
};

const levelCount = async () => (await l.ok('GET', LEVELS)).count as number;

describe('loyalty levels: the base level', () => {
  it('a new shop has exactly the Member level with condition_points 0', async () => {
    const page = await l.ok('GET', LEVELS);
    expect(Object.keys(page).sort()).toEqual(['count', 'next', 'previous', 'results']);
    expect(page).toEqual({ count: 1, next: null, previous: null, results: [MEMBER] });
    expectLevelShape(page.results[0]);
    expect(await l.ok('GET', `${LEVELS}1/`)).toEqual(MEMBER);
  });

  it('cannot be deleted, and keeps condition_points 0 (409 base_level); other edits are fine', async () => {
    expectError(await l.call('DELETE', `${LEVELS}1/`), 409, 'base_level');
    expectError(
      await l.call('PUT', `${LEVELS}1/`, { ...MEMBER, condition_points: 10 }),
      409,
      'base_level',
    );
    expect(await l.ok('GET', `${LEVELS}1/`)).toEqual(MEMBER);

    const renamed = await l.ok('PUT', `${LEVELS}1/`, {
      title: '普通会员',
      condition_points: 0,
      gain_points: 0.1,
    });
    expect(renamed).toEqual({
      ...MEMBER,
      title: '普通会员',
      gain_points: 0.1,
    });
  });
});

describe('loyalty levels: create, read, replace, delete', () => {
  it('creates with every field, reads it back; unknown and read-only fields are ignored', async () => {
    const created = await l.ok('POST', LEVELS, { ...FULL, id: 99, customers: 3 }, 201);
    expectLevelShape(created);
    expect(created).toEqual({ id: 2, ...FULL });
    expect(await l.ok('GET', `${LEVELS}2/`)).toEqual(created);
    const page = await l.ok('GET', LEVELS);
    expect(page.results.map((level: Json) => level.id)).toEqual([1, 2]);
  });

  it('only title and condition_points are required; the others take their defaults', async () => {
    const created = await l.ok('POST', LEVELS, { title: ' Silver ', condition_points: 100 }, 201);
    expect(created).toEqual({
      id: 2,
      title: 'Silver',
      condition_points: 100,
      sign_points: 0,
      gain_points: 0,
      redeem_points: 100,
      redeem_limitation: 0,
      redeem_limitation_monthly: 0,
    });
  });

  it('PUT replaces the whole level (omitted fields go back to their defaults); 404 unknown', async () => {
    const created = await l.ok('POST', LEVELS, FULL, 201);
    const replaced = await l.ok('PUT', `${LEVELS}${created.id}/`, {
      title: 'Platinum',
      condition_points: 3000,
      gain_points: 1.5,
    });
    expect(replaced).toEqual({
      id: created.id,
      title: 'Platinum',
      condition_points: 3000,
      sign_points: 0,
      gain_points: 1.5,
      redeem_points: 100,
      redeem_limitation: 0,
      redeem_limitation_monthly: 0,
    });
    expect(await l.ok('GET', `${LEVELS}${created.id}/`)).toEqual(replaced);
    // The same condition_points as before is not a duplicate of itself.
    expect(
      (await l.call('PUT', `${LEVELS}${created.id}/`, { ...FULL, condition_points: 3000 }))
        .statusCode,
    ).toBe(200);

    expectError(await l.call('PUT', `${LEVELS}999/`, FULL), 404, 'not_found');
    expectError(await l.call('GET', `${LEVELS}999/`), 404, 'not_found');
  });

  it('DELETE answers 204 with no body; the level is gone; twice is 404', async () => {
    const created = await l.ok('POST', LEVELS, FULL, 201);
    const response = await l.call('DELETE', `${LEVELS}${created.id}/`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expectError(await l.call('GET', `${LEVELS}${created.id}/`), 404, 'not_found');
    expectError(await l.call('DELETE', `${LEVELS}${created.id}/`), 404, 'not_found');
    expect(await levelCount()).toBe(1);
  });

  it('deleting the level customers are at drops them to the next lower level at once', async () => {
    const silver = await l.createLevel({ title: 'Silver', condition_points: 100 });
    const gold = await l.createLevel({ title: 'Gold', condition_points: 200 });
    const buyer = await l.createCustomer();
    // 3 × 100.00 at Member (gain 0): 300 points earned.
    await l.paidOrder(buyer.id, {}, 3);
    expect((await l.customer(buyer.id)).level).toEqual({ id: gold.id, title: 'Gold' });

    await l.ok('DELETE', `${LEVELS}${gold.id}/`, undefined, 204);
    expect((await l.customer(buyer.id)).level).toEqual({ id: silver.id, title: 'Silver' });
    await l.ok('DELETE', `${LEVELS}${silver.id}/`, undefined, 204);
    expect((await l.customer(buyer.id)).level).toEqual({ id: 1, title: 'Member' });
    // Nothing else moved: the points stay.
    expect((await l.customer(buyer.id)).points).toBe(300);
  });

  it('editing a level’s condition moves customers up or down at once', async () => {
    const silver = await l.createLevel({ title: 'Silver', condition_points: 500 });
    const buyer = await l.createCustomer();
    await l.paidOrder(buyer.id, {}, 3);
    expect((await l.customer(buyer.id)).level.title).toBe('Member');
    await l.ok('PUT', `${LEVELS}${silver.id}/`, { title: 'Silver', condition_points: 300 });
    expect((await l.customer(buyer.id)).level).toEqual({ id: silver.id, title: 'Silver' });
    await l.ok('PUT', `${LEVELS}${silver.id}/`, { title: 'Silver', condition_points: 301 });
    expect((await l.customer(buyer.id)).level.title).toBe('Member');
  });
});

describe('loyalty levels: validation', () => {
  it('refuses each bad field with 400 naming it, and creates nothing', async () => {
    const long = 'x'.repeat(101);
    const cases: [Json, string][] = [
      [{ ...FULL, title: undefined }, 'title'],
      [{ ...FULL, title: '' }, 'title'],
      [{ ...FULL, title: '   ' }, 'title'],
      [{ ...FULL, title: long }, 'title'],
      [{ ...FULL, title: 5 }, 'title'],
      [{ ...FULL, condition_points: undefined }, 'condition_points'],
      [{ ...FULL, condition_points: -1 }, 'condition_points'],
      [{ ...FULL, condition_points: 1.5 }, 'condition_points'],
      [{ ...FULL, condition_points: '10' }, 'condition_points'],
      [{ ...FULL, condition_points: null }, 'condition_points'],
      [{ ...FULL, condition_points: 2_147_483_648 }, 'condition_points'],
      [{ ...FULL, sign_points: -1 }, 'sign_points'],
      [{ ...FULL, sign_points: 0.5 }, 'sign_points'],
      [{ ...FULL, gain_points: -0.1 }, 'gain_points'],
      [{ ...FULL, gain_points: 'abc' }, 'gain_points'],
      [{ ...FULL, gain_points: 0.12345 }, 'gain_points'],
      [{ ...FULL, gain_points: 1000.5 }, 'gain_points'],
      [{ ...FULL, redeem_points: -1 }, 'redeem_points'],
      [{ ...FULL, redeem_points: 2.5 }, 'redeem_points'],
      [{ ...FULL, redeem_limitation: -1 }, 'redeem_limitation'],
      [{ ...FULL, redeem_limitation: true }, 'redeem_limitation'],
      [{ ...FULL, redeem_limitation_monthly: -5 }, 'redeem_limitation_monthly'],
    ];
    for (const [body, field] of cases) {
      for (const [method, url] of [
        ['POST', LEVELS],
        ['PUT', `${LEVELS}1/`],
      ] as [Method, string][]) {
        const response = await l.call(method, url, body);
        expect(response.statusCode, `${method} ${JSON.stringify(body)}`).toBe(400);
        const error = response.json();
        expect(error.code).toBe('invalid');
        // PUT on the base level with FULL's condition would be a 409 after validation; the 400
        // comes first and names only the bad field.
        expect(Object.keys(error.errors), `${method} ${JSON.stringify(body)}`).toEqual([field]);
      }
    }
    const several = await l.call('POST', LEVELS, {
      title: '',
      condition_points: -1,
      gain_points: -1,
    });
    expect(Object.keys(several.json().errors).sort()).toEqual([
      'condition_points',
      'gain_points',
      'title',
    ]);
    const array = await l.call('POST', LEVELS, [FULL]);
    expect(array.statusCode).toBe(400);
    expect(Object.keys(array.json().errors)).toEqual(['non_field_errors']);
    expect(await l.ok('GET', LEVELS)).toMatchObject({ count: 1, results: [MEMBER] });
  });

  it('accepts the boundaries', async () => {
    const created = await l.ok(
      'POST',
      LEVELS,
      {
        title: 'x'.repeat(100),
        condition_points: 2_147_483_647,
        sign_points: 0,
        gain_points: 1000,
        redeem_points: 0,
        redeem_limitation: 2_147_483_647,
        redeem_limitation_monthly: 0,
      },
      201,
    );
    expect(created).toMatchObject({ condition_points: 2_147_483_647, gain_points: 1000 });
    const precise = await l.ok(
      'POST',
      LEVELS,
      { title: 'p', condition_points: 7, gain_points: 0.1234 },
      201,
    );
    expect(precise.gain_points).toBe(0.1234);
  });

  it('condition_points are unique: 409 duplicate on create and replace, nothing changed', async () => {
    const silver = await l.createLevel({ title: 'Silver', condition_points: 100 });
    const gold = await l.createLevel({ title: 'Gold', condition_points: 200 });
    const duplicate = await l.call('POST', LEVELS, { title: 'Again', condition_points: 100 });
    expectError(duplicate, 409, 'duplicate');
    expect(duplicate.json()).toEqual({
      detail: 'Another level has these condition_points.',
      code: 'duplicate',
    });
    // The base level's 0 too.
    expectError(
      await l.call('POST', LEVELS, { title: 'Zero', condition_points: 0 }),
      409,
      'duplicate',
    );
    expectError(
      await l.call('PUT', `${LEVELS}${gold.id}/`, { title: 'Gold', condition_points: 100 }),
      409,
      'duplicate',
    );
    expect(await l.ok('GET', `${LEVELS}${gold.id}/`)).toMatchObject({ condition_points: 200 });
    expect(await l.ok('GET', `${LEVELS}${silver.id}/`)).toMatchObject({ condition_points: 100 });
    expect(await levelCount()).toBe(3);
  });
});

describe('loyalty levels: titles', () => {
  it('a second level named like another (case aside) is 409 duplicate; a level keeps its own name', async () => {
    const silver = await l.createLevel({ title: 'Silver', condition_points: 100 });
    const again = await l.call('POST', LEVELS, { title: 'silver', condition_points: 300 });
    expectError(again, 409, 'duplicate');
    expect(again.json()).toEqual({ detail: 'Another level has this title.', code: 'duplicate' });
    const gold = await l.createLevel({ title: 'Gold', condition_points: 200 });
    expectError(
      await l.call('PUT', `${LEVELS}${gold.id}/`, { title: 'Silver', condition_points: 200 }),
      409,
      'duplicate',
    );
    expect(await l.ok('GET', `${LEVELS}${gold.id}/`)).toMatchObject({ title: 'Gold' });
    await l.ok('PUT', `${LEVELS}${silver.id}/`, { title: 'Silver', condition_points: 150 });
    expect(await levelCount()).toBe(3);
  });
});

describe('loyalty levels: paging', () => {
  it('pages in id order with links; past the last page is 404; bad page values 400', async () => {
    for (let i = 1; i <= 11; i++) await l.createLevel({ title: `L${i}`, condition_points: i * 10 });
    const second = await l.ok('GET', `${LEVELS}?page=2&page_size=5`);
    expect(second.count).toBe(12);
    expect(second.results.map((level: Json) => level.id)).toEqual([6, 7, 8, 9, 10]);
    expect(second.next).toBe('http://localhost/api/loyalty/level/?page=3&page_size=5');
    expect(second.previous).toBe('http://localhost/api/loyalty/level/?page_size=5');
    const last = await l.ok('GET', `${LEVELS}?page=3&page_size=5`);
    expect(last.results.map((level: Json) => level.id)).toEqual([11, 12]);
    expect(last.next).toBeNull();
    expect((await l.call('GET', `${LEVELS}?page=4&page_size=5`)).json()).toEqual({
      detail: 'Invalid page.',
      code: 'not_found',
    });
    for (const query of ['?page=0', '?page_size=x', '?page=-1'])
      expect((await l.call('GET', `${LEVELS}${query}`)).statusCode, query).toBe(400);
  });
});

describe('loyalty: scopes', () => {
  const endpoints = (levelId: number, customerId: number, entryId: number) =>
    [
      { method: 'GET', url: LEVELS, write: false },
      { method: 'GET', url: `${LEVELS}${levelId}/`, write: false },
      { method: 'POST', url: LEVELS, body: { title: 'N', condition_points: 77 }, write: true },
      {
        method: 'PUT',
        url: `${LEVELS}${levelId}/`,
        body: { title: 'S', condition_points: 55 },
        write: true,
      },
      { method: 'DELETE', url: `${LEVELS}${levelId}/`, write: true },
      { method: 'GET', url: '/api/loyalty/point_history/', write: false },
      { method: 'GET', url: `/api/loyalty/point_history/${entryId}/`, write: false },
      {
        method: 'POST',
        url: '/api/loyalty/point_history/adjust/',
        body: { customer_id: customerId, points: 5 },
        write: true,
      },
    ] as { method: Method; url: string; body?: unknown; write: boolean }[];

  it('loyalty:read reads and cannot write; loyalty:write and write can; other areas cannot; a manager can', async () => {
    const level = await l.createLevel({ title: 'Silver', condition_points: 50 });
    const buyer = await l.createCustomer();
    const entry = await l.adjust(buyer.id, 10);
    const list = endpoints(level.id, buyer.id, entry.id);

    const reader = l.s.bearer(await l.s.appToken('loyalty:read'));
    for (const { method, url, body, write } of list) {
      const response = await l.call(method, url, body, reader);
      if (write) expectError(response, 403, 'permission_denied');
      else expect(response.statusCode, `${method} ${url}`).toBe(200);
    }
    expect(await l.ok('GET', `${LEVELS}${level.id}/`)).toMatchObject({ condition_points: 50 });
    expect((await l.customer(buyer.id)).points).toBe(10);

    const other = l.s.bearer(await l.s.appToken('customers:read customers:write orders:write'));
    for (const { method, url, body } of list)
      expectError(await l.call(method, url, body, other), 403, 'permission_denied');

    for (const scopes of ['loyalty:read loyalty:write', 'read write']) {
      const writer = l.s.bearer(await l.s.appToken(scopes));
      const created = await l.call(
        'POST',
        LEVELS,
        { title: scopes, condition_points: scopes.length },
        writer,
      );
      expect(created.statusCode, scopes).toBe(201);
      const adjusted = await l.call(
        'POST',
        '/api/loyalty/point_history/adjust/',
        { customer_id: buyer.id, points: 1 },
        writer,
      );
      expect(adjusted.statusCode, scopes).toBe(201);
    }
    // The manager's token holds every scope.
    for (const { method, url, body } of list)
      expect((await l.call(method, url, body)).statusCode, `${method} ${url}`).toBeLessThan(300);
  });

  it('no credential is 401; a plain staff token is 403', async () => {
    const buyer = await l.createCustomer();
    const entry = await l.adjust(buyer.id, 10);
    const staff = l.s.auth(await plainStaffToken(l.s));
    for (const { method, url, body } of endpoints(1, buyer.id, entry.id)) {
      expectError(await l.call(method, url, body, {}), 401, 'not_authenticated');
      expectError(await l.call(method, url, body, staff), 403, 'permission_denied');
    }
  });

  it('the OpenAPI document lists the loyalty endpoints', async () => {
    const doc = (await l.s.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths['/api/loyalty/level/']).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/api/loyalty/level/{id}/']).sort()).toEqual([
      'delete',
      'get',
      'put',
    ]);
    expect(Object.keys(doc.paths['/api/loyalty/point_history/'])).toEqual(['get']);
    expect(Object.keys(doc.paths['/api/loyalty/point_history/{id}/'])).toEqual(['get']);
    expect(Object.keys(doc.paths['/api/loyalty/point_history/adjust/'])).toEqual(['post']);
  });
});
