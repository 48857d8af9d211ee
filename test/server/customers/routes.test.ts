import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { statementCounts } from '../../../src-server/db';
import { ApiError } from '../../../src-server/http/errors';
import { hashPassword } from '../../../src-server/lib/passwords';
import { loadDemo } from '../../../src-server/demo';
import {
  findById,
  findByIds,
  findOrCreateByMobile,
  updateManyWith,
} from '../../../src-server/modules/customers';
import { DEMO_CUSTOMERS } from '../../../src-server/modules/customers/demo';
import { createTestServer, testClock, type TestServer } from '../../support/server';

const CUSTOMER_KEYS = [
  'accepts_marketing',
  'accepts_sms',
  'birthday',
  'created_at',
  'email',
  'full_name',
  'gender',
  'id',
  'level',
  'mobile',
  'note',
  'openid',
  'points',
  'updated_at',
];
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+08:00$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const URL = '/api/customers/customer/';

let s: TestServer;
let clock: ReturnType<typeof testClock>;
let headers: Record<string, string>;

beforeEach(async () => {
  // 2026-11-21 20:00 in the shop's zone (Asia/Shanghai).
  clock = testClock(Date.parse('2026-11-21T12:00:00.000Z'));
  s = await createTestServer({ clock });
  headers = s.auth(await s.login());
});
afterEach(() => s.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  s.app.inject({
    method,
    url,
    headers,
    ...(payload !== undefined && { payload: payload as object }),
  });

async function create(body: Record<string, unknown>) {
  const response = await call('POST', URL, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const ids = (page: { results: { id: number }[] }) => page.results.map((c) => c.id);

function expectCustomerShape(customer: Record<string, unknown>) {
  expect(Object.keys(customer).sort()).toEqual(CUSTOMER_KEYS);
  expect(Number.isInteger(customer.id)).toBe(true);
  expect(customer.mobile).toMatch(/^1[3-9]\d{9}$/);
  expect(typeof customer.full_name).toBe('string');
  expect(['male', 'female', 'unknown']).toContain(customer.gender);
  if (customer.email !== null) expect(typeof customer.email).toBe('string');
  if (customer.birthday !== null) expect(customer.birthday).toMatch(DATE);
  expect(typeof customer.note).toBe('string');
  expect(typeof customer.accepts_marketing).toBe('boolean');
  expect(customer.created_at).toMatch(TIMESTAMP);
  expect(customer.updated_at).toMatch(TIMESTAMP);
  // Loyalty (docs/DESIGN.md §8): the balance and the level reached.
  expect(Number.isInteger(customer.points)).toBe(true);
  expect(customer.points as number).toBeGreaterThanOrEqual(0);
  const level = customer.level as { id: number; title: string };
  expect(Object.keys(level).sort()).toEqual(['id', 'title']);
  expect(Number.isInteger(level.id)).toBe(true);
  expect(typeof level.title).toBe('string');
}

async function count() {
  return (await call('GET', URL)).json().count as number;
}

describe('customers: create, get, update', () => {
  it('creates with defaults; unknown and read-only fields (points, level too) are ignored', async () => {
    const response = await call('POST', URL, {
      mobile: '13800138000',
      id: 99,
      created_at: '2020-01-01T00:00:00Z',
      updated_at: '2020-01-01T00:00:00Z',
      points: 500,
      level: { id: 1, title: 'Gold' },
      nickname: 'x',
    });
    expect(response.statusCode).toBe(201);
    const customer = response.json();
    expectCustomerShape(customer);
    expect(customer).toEqual({
      id: 1,
      mobile: '13800138000',
      full_name: '',
      gender: 'unknown',
      email: null,
      birthday: null,
      note: '',
      accepts_marketing: false,
      // Pick-up notices (docs/NOTIFICATIONS.md): no WeChat openid, SMS accepted.
      openid: null,
      accepts_sms: true,
      created_at: '2026-11-21T20:00:00.000+08:00',
      updated_at: '2026-11-21T20:00:00.000+08:00',
      // A new customer has no points and is at the base level every shop has.
      points: 0,
      level: { id: 1, title: 'Member' },
    });
    expect((await call('GET', `${URL}1/`)).json()).toEqual(customer);
    expect((await call('GET', `${URL}99/`)).statusCode).toBe(404);
  });

  it('creates with every field and reads it back', async () => {
    const body = {
      mobile: ' 15912345678 ',
      full_name: '  王小明 ',
      gender: 'male',
      email: 'Xiaoming.Wang@Example.com',
      birthday: '1990-02-28',
      note: '喜欢周末来店自提。\n第二行',
      accepts_marketing: true,
    };
    const customer = await create(body);
    expectCustomerShape(customer);
    expect(customer).toMatchObject({
      mobile: '15912345678',
      full_name: '王小明',
      gender: 'male',
      email: 'Xiaoming.Wang@Example.com',
      birthday: '1990-02-28',
      note: '喜欢周末来店自提。\n第二行',
      accepts_marketing: true,
    });
    const fetched = await call('GET', `${URL}${customer.id}/`);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.json()).toEqual(customer);
  });

  it('openid and accepts_sms are written, cleared and checked (pick-up notices)', async () => {
    const customer = await create({
      mobile: '13800138001',
      openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o',
      accepts_sms: false,
    });
    expect(customer).toMatchObject({ openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o', accepts_sms: false });
    const cleared = await call('PATCH', `${URL}${customer.id}/`, {
      openid: null,
      accepts_sms: true,
    });
    expect(cleared.json()).toMatchObject({ openid: null, accepts_sms: true });
    for (const [body, field] of [
      [{ openid: 'has spaces in it' }, 'openid'],
      [{ openid: 'abc' }, 'openid'],
      [{ accepts_sms: 'no' }, 'accepts_sms'],
    ] as const) {
      const refused = await call('PATCH', `${URL}${customer.id}/`, body);
      expect(refused.statusCode).toBe(400);
      expect(Object.keys(refused.json().errors)).toEqual([field]);
    }
  });

  it('patch: unknown id 404, with or without a new mobile (the UPDATE finds no row)', async () => {
    for (const body of [{ note: 'gone' }, { mobile: '13700000042' }]) {
      const missing = await call('PATCH', `${URL}42/`, body);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ detail: 'No customer with this id.', code: 'not_found' });
    }
  });

  it('get: unknown id 404 with the error body, malformed id 400', async () => {
    const missing = await call('GET', `${URL}42/`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'No customer with this id.', code: 'not_found' });
    const malformed = await call('GET', `${URL}abc/`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('invalid');
  });

  it('patches the given fields only, clears nullable ones, moves updated_at', async () => {
    const created = await create({
      mobile: '13800138000',
      full_name: '李雷',
      email: 'lilei@example.com',
      birthday: '1988-08-08',
      note: 'old',
    });
    clock.advance(60_000);
    const response = await call('PATCH', `${URL}${created.id}/`, {
      full_name: '李磊',
      gender: 'male',
      accepts_marketing: true,
      id: 77,
      created_at: '2020-01-01T00:00:00Z',
    });
    expect(response.statusCode).toBe(200);
    const patched = response.json();
    expectCustomerShape(patched);
    expect(patched).toEqual({
      ...created,
      full_name: '李磊',
      gender: 'male',
      accepts_marketing: true,
      updated_at: '2026-11-21T20:01:00.000+08:00',
    });

    const cleared = await call('PATCH', `${URL}${created.id}/`, {
      email: null,
      birthday: null,
      note: '',
      mobile: '13900139000',
    });
    expect(cleared.json()).toMatchObject({
      email: null,
      birthday: null,
      note: '',
      mobile: '13900139000',
      full_name: '李磊',
    });
    expect((await call('GET', `${URL}${created.id}/`)).json()).toEqual(cleared.json());

    // An empty body changes nothing but is valid.
    const empty = await call('PATCH', `${URL}${created.id}/`, {});
    expect(empty.statusCode).toBe(200);
    expect(empty.json().mobile).toBe('13900139000');

    const missing = await call('PATCH', `${URL}999/`, { full_name: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('not_found');
  });

  it('mobile is unique: 409 duplicate on create and on patch, nothing changed', async () => {
    const a = await create({ mobile: '13800138000', full_name: 'A' });
    const b = await create({ mobile: '13900139000', full_name: 'B' });

    const again = await call('POST', URL, { mobile: '13800138000', full_name: 'A2' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      detail: 'A customer with this mobile number already exists.',
      code: 'duplicate',
    });
    // The same number with surrounding spaces is the same number.
    expect((await call('POST', URL, { mobile: ' 13800138000' })).statusCode).toBe(409);
    expect(await count()).toBe(2);

    const clash = await call('PATCH', `${URL}${b.id}/`, {
      mobile: '13800138000',
      full_name: 'changed',
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().code).toBe('duplicate');
    expect((await call('GET', `${URL}${b.id}/`)).json()).toEqual(b);

    // Keeping one's own number is not a clash.
    const own = await call('PATCH', `${URL}${a.id}/`, { mobile: '13800138000', note: 'ok' });
    expect(own.statusCode).toBe(200);
    expect(own.json().note).toBe('ok');
  });
});

describe('customers: validation', () => {
  const valid = { mobile: '13800138000' };

  it('create refuses each bad field with 400 naming it, and creates nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'mobile'],
      [{ full_name: '张三' }, 'mobile'],
      [{ mobile: null }, 'mobile'],
      [{ mobile: 13800138000 }, 'mobile'],
      [{ mobile: '' }, 'mobile'],
      [{ mobile: '12800138000' }, 'mobile'],
      [{ mobile: '1380013800' }, 'mobile'],
      [{ mobile: '138001380000' }, 'mobile'],
      [{ mobile: '+8613800138000' }, 'mobile'],
      [{ mobile: '1380013800a' }, 'mobile'],
      [{ ...valid, full_name: 'x'.repeat(101) }, 'full_name'],
      [{ ...valid, full_name: null }, 'full_name'],
      [{ ...valid, gender: 'other' }, 'gender'],
      [{ ...valid, gender: null }, 'gender'],
      [{ ...valid, email: 'not-an-email' }, 'email'],
      [{ ...valid, email: '' }, 'email'],
      [{ ...valid, email: 5 }, 'email'],
      [{ ...valid, email: `${'a'.repeat(250)}@example.com` }, 'email'],
      [{ ...valid, birthday: '2026-02-30' }, 'birthday'],
      [{ ...valid, birthday: '1990/01/01' }, 'birthday'],
      [{ ...valid, birthday: '1990-1-1' }, 'birthday'],
      [{ ...valid, birthday: '1990-01-01T00:00:00Z' }, 'birthday'],
      [{ ...valid, birthday: '' }, 'birthday'],
      [{ ...valid, birthday: 19900101 }, 'birthday'],
      // Tomorrow in the shop's zone.
      [{ ...valid, birthday: '2026-11-22' }, 'birthday'],
      [{ ...valid, note: 'x'.repeat(2001) }, 'note'],
      [{ ...valid, note: null }, 'note'],
      [{ ...valid, accepts_marketing: 'yes' }, 'accepts_marketing'],
      [{ ...valid, accepts_marketing: 1 }, 'accepts_marketing'],
    ];
    for (const [body, field] of cases) {
      const response = await call('POST', URL, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const error = response.json();
      expect(error.code).toBe('invalid');
      expect(typeof error.detail).toBe('string');
      expect(Object.keys(error.errors), JSON.stringify(body)).toEqual([field]);
      expect(error.errors[field]).toEqual([expect.any(String)]);
    }
    expect(await count()).toBe(0);

    // Several bad fields are all named.
    const several = await call('POST', URL, { mobile: '1', gender: 'x', note: 5 });
    expect(Object.keys(several.json().errors).sort()).toEqual(['gender', 'mobile', 'note']);
  });

  it('accepts the boundaries: 100-character name, 2000-character note, today as birthday, every prefix 13–19', async () => {
    const first = await create({
      mobile: '19912345678',
      full_name: '名'.repeat(100),
      note: 'n'.repeat(2000),
      birthday: '2026-11-21',
    });
    expect(first.full_name).toHaveLength(100);
    expect(first.note).toHaveLength(2000);
    expect(first.birthday).toBe('2026-11-21');
    for (const prefix of ['13', '14', '15', '16', '17', '18']) {
      await create({ mobile: `${prefix}012345678` });
    }
    await create({ mobile: '13012345679', birthday: '2024-02-29' });
    expect(await count()).toBe(8);
  });

  it("'not in the future' follows the shop's calendar day", async () => {
    // 2026-11-21T17:00Z is already 2026-11-22 01:00 in Asia/Shanghai.
    clock.set(Date.parse('2026-11-21T17:00:00Z'));
    expect((await create({ mobile: '13800138000', birthday: '2026-11-22' })).birthday).toBe(
      '2026-11-22',
    );
    const later = await call('POST', URL, { mobile: '13800138001', birthday: '2026-11-23' });
    expect(later.statusCode).toBe(400);
    expect(Object.keys(later.json().errors)).toEqual(['birthday']);
  });

  it('patch refuses each bad field with 400 naming it and changes nothing', async () => {
    const customer = await create({
      mobile: '13800138000',
      full_name: '韩梅梅',
      email: 'hmm@example.com',
    });
    const cases: [Record<string, unknown>, string][] = [
      [{ mobile: null }, 'mobile'],
      [{ mobile: '23800138000' }, 'mobile'],
      [{ full_name: null }, 'full_name'],
      [{ full_name: 'x'.repeat(101) }, 'full_name'],
      [{ gender: 'f' }, 'gender'],
      [{ email: 'x@' }, 'email'],
      [{ birthday: '2026-13-01' }, 'birthday'],
      [{ birthday: '2030-01-01' }, 'birthday'],
      [{ note: 'x'.repeat(2001) }, 'note'],
      [{ accepts_marketing: null }, 'accepts_marketing'],
      // A valid field beside an invalid one is not applied either.
      [{ full_name: 'changed', email: 'bad' }, 'email'],
      [{ full_name: 'changed', birthday: '2099-01-01' }, 'birthday'],
    ];
    for (const [body, field] of cases) {
      const response = await call('PATCH', `${URL}${customer.id}/`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code).toBe('invalid');
      expect(Object.keys(response.json().errors), JSON.stringify(body)).toEqual([field]);
    }
    expect((await call('GET', `${URL}${customer.id}/`)).json()).toEqual(customer);

    const array = await call('PATCH', `${URL}${customer.id}/`, [1, 2]);
    expect(array.statusCode).toBe(400);
  });
});

describe('customers: list, filters, paging', () => {
  async function seed() {
    await create({ mobile: '13800138000', full_name: '王芳', email: 'wangfang@example.com' });
    await create({ mobile: '13900139000', full_name: 'Alice Zhang', email: 'ALICE@Shop.CN' });
    await create({ mobile: '15012345678', full_name: '王伟', email: null });
    await create({ mobile: '18600001111', full_name: '100%_vip', email: 'vip@example.com' });
    await create({ mobile: '18612341234', full_name: '100 vip', email: 'v_ip@example.com' });
  }

  it('lists in id order with the customer shape', async () => {
    const empty = await call('GET', URL);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ count: 0, next: null, previous: null, results: [] });
    await seed();
    const page = (await call('GET', URL)).json();
    expect(Object.keys(page).sort()).toEqual(['count', 'next', 'previous', 'results']);
    expect(page.count).toBe(5);
    expect(ids(page)).toEqual([1, 2, 3, 4, 5]);
    page.results.forEach(expectCustomerShape);
  });

  it('pages with next/previous links keeping the filters; past the last page is 404', async () => {
    for (let i = 0; i < 12; i++) await create({ mobile: `1380000${String(i).padStart(4, '0')}` });
    const first = (await call('GET', `${URL}?q=138&page_size=5`)).json();
    expect(first.count).toBe(12);
    expect(ids(first)).toEqual([1, 2, 3, 4, 5]);
    expect(first.previous).toBeNull();
    expect(first.next).toBe('http://localhost/api/customers/customer/?q=138&page_size=5&page=2');
    const third = (await call('GET', `${URL}?q=138&page_size=5&page=3`)).json();
    expect(ids(third)).toEqual([11, 12]);
    expect(third.next).toBeNull();
    expect(third.previous).toBe(
      'http://localhost/api/customers/customer/?q=138&page_size=5&page=2',
    );
    const defaultSize = (await call('GET', URL)).json();
    expect(defaultSize.results).toHaveLength(10);
    expect((await call('GET', `${URL}?page_size=500`)).json().results).toHaveLength(12);

    const past = await call('GET', `${URL}?page=4&page_size=5`);
    expect(past.statusCode).toBe(404);
    expect(past.json()).toEqual({ detail: 'Invalid page.', code: 'not_found' });
    for (const bad of ['page=0', 'page=x', 'page_size=0', 'page_size=1.5']) {
      const response = await call('GET', `${URL}?${bad}`);
      expect(response.statusCode, bad).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual([bad.split('=')[0]]);
    }
  });

  it('q: case-insensitive substring of mobile, full name or email', async () => {
    await seed();
    const q = async (text: string) =>
      ids((await call('GET', `${URL}?q=${encodeURIComponent(text)}`)).json());
    expect(await q('王')).toEqual([1, 3]);
    expect(await q('芳')).toEqual([1]);
    expect(await q('alice')).toEqual([2]);
    expect(await q('ZHANG')).toEqual([2]);
    expect(await q('shop.cn')).toEqual([2]);
    expect(await q('@example.com')).toEqual([1, 4, 5]);
    expect(await q('0139')).toEqual([2]);
    expect(await q('1234')).toEqual([3, 5]);
    expect(await q('nobody')).toEqual([]);
    // A blank q is no filter.
    expect(await q('  ')).toEqual([1, 2, 3, 4, 5]);
  });

  it('q: % and _ are literal characters, not wildcards', async () => {
    await seed();
    const q = async (text: string) =>
      ids((await call('GET', `${URL}?q=${encodeURIComponent(text)}`)).json());
    expect(await q('%')).toEqual([4]);
    expect(await q('0%_')).toEqual([4]);
    expect(await q('_')).toEqual([4, 5]);
    expect(await q('v_ip')).toEqual([5]);
    expect(await q('100_vip')).toEqual([]);
    expect(await q('\\')).toEqual([]);
  });

  it('mobile: exact match only', async () => {
    await seed();
    const byMobile = async (mobile: string) =>
      (await call('GET', `${URL}?mobile=${mobile}`)).json();
    expect(ids(await byMobile('13900139000'))).toEqual([2]);
    expect(ids(await byMobile('1390013900'))).toEqual([]);
    expect(ids(await byMobile('139'))).toEqual([]);
    expect((await byMobile('13900139000')).results[0].full_name).toBe('Alice Zhang');
  });

  it('id__in: a comma list; combines with the other filters', async () => {
    await seed();
    const list = async (query: string) => ids((await call('GET', `${URL}?${query}`)).json());
    expect(await list('id__in=3,1,99')).toEqual([1, 3]);
    expect(await list('id__in=2')).toEqual([2]);
    expect(await list('id__in=%201%20,%205')).toEqual([1, 5]);
    expect(await list('id__in=')).toEqual([1, 2, 3, 4, 5]);
    expect(await list(`id__in=1,2,3&q=${encodeURIComponent('王')}`)).toEqual([1, 3]);
    expect(await list('id__in=1,2&mobile=13900139000')).toEqual([2]);
    expect(await list('id__in=1&mobile=13900139000')).toEqual([]);
    // Unknown parameters are ignored.
    expect(await list('colour=red')).toEqual([1, 2, 3, 4, 5]);
  });

  it('invalid filter values are 400 naming the parameter', async () => {
    await seed();
    const cases: [string, string][] = [
      ['id__in=abc', 'id__in'],
      ['id__in=1,x', 'id__in'],
      ['id__in=1.5', 'id__in'],
      [`q=${'x'.repeat(101)}`, 'q'],
      [`mobile=${'1'.repeat(1001)}`, 'mobile'],
    ];
    for (const [query, field] of cases) {
      const response = await call('GET', `${URL}?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('invalid');
      expect(Object.keys(response.json().errors), query).toEqual([field]);
    }
  });
});

describe('customers: scopes', () => {
  it('customers:read reads but cannot write; customers:write and write can; plain read lists', async () => {
    const customer = await create({ mobile: '13800138000' });
    const reader = s.bearer(await s.appToken('customers:read'));
    const as = (
      h: Record<string, string>,
      method: 'GET' | 'POST' | 'PATCH',
      url: string,
      body?: object,
    ) => s.app.inject({ method, url, headers: h, ...(body && { payload: body }) });

    expect((await as(reader, 'GET', URL)).statusCode).toBe(200);
    expect((await as(reader, 'GET', `${URL}${customer.id}/`)).statusCode).toBe(200);
    const denied = await as(reader, 'POST', URL, { mobile: '13900139000' });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe('permission_denied');
    const deniedPatch = await as(reader, 'PATCH', `${URL}${customer.id}/`, { note: 'x' });
    expect(deniedPatch.statusCode).toBe(403);
    expect(await count()).toBe(1);
    expect((await call('GET', `${URL}${customer.id}/`)).json().note).toBe('');

    const writer = s.bearer(await s.appToken('customers:write'));
    expect((await as(writer, 'POST', URL, { mobile: '13900139000' })).statusCode).toBe(201);
    expect((await as(writer, 'PATCH', `${URL}${customer.id}/`, { note: 'y' })).statusCode).toBe(
      200,
    );
    expect((await as(writer, 'GET', URL)).statusCode).toBe(403);

    const general = s.bearer(await s.appToken('read write'));
    expect((await as(general, 'GET', URL)).statusCode).toBe(200);
    expect((await as(general, 'POST', URL, { mobile: '13700137000' })).statusCode).toBe(201);

    const plainRead = s.bearer(await s.appToken('read'));
    expect((await as(plainRead, 'GET', URL)).json().count).toBe(3);
    expect((await as(plainRead, 'POST', URL, { mobile: '13600136000' })).statusCode).toBe(403);

    const other = s.bearer(await s.appToken('shippings:read shippings:write'));
    expect((await as(other, 'GET', URL)).statusCode).toBe(403);
    expect((await as(other, 'POST', URL, { mobile: '13600136000' })).statusCode).toBe(403);
  });

  it('no credential is 401; an unknown one too', async () => {
    for (const [method, url] of [
      ['GET', URL],
      ['POST', URL],
      ['GET', `${URL}1/`],
      ['PATCH', `${URL}1/`],
    ] as const) {
      const response = await s.app.inject({ method, url, payload: { mobile: '13800138000' } });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().code).toBe('not_authenticated');
      expect(response.headers['www-authenticate']).toBeDefined();
    }
    const unknown = await s.app.inject({ method: 'GET', url: URL, headers: s.bearer('nope') });
    expect(unknown.statusCode).toBe(401);
    expect(await count()).toBe(0);
  });

  it('a plain staff token (not a manager) is refused', async () => {
    await s.database.db
      .insertInto('staff')
      .values({
        username: 'clerk',
        username_key: 'clerk',
        password_hash: await hashPassword('clerk-password'),
        role: 'staff',
        offline_shop_id: null,
        is_active: 1,
        created_by: null,
        created_at: clock.now(),
        last_login_at: null,
      })
      .execute();
    const clerk = s.auth(await s.login('clerk', 'clerk-password'));
    for (const method of ['GET', 'POST'] as const) {
      const response = await s.app.inject({
        method,
        url: URL,
        headers: clerk,
        payload: { mobile: '13800138000' },
      });
      expect(response.statusCode, method).toBe(403);
      expect(response.json().code).toBe('permission_denied');
    }
    expect(await count()).toBe(0);
  });
});

describe('customers: service for other areas', () => {
  it('updateManyWith changes each as updateWith would; same fields are one statement on PostgreSQL', async () => {
    const ids: number[] = [];
    for (const mobile of ['13800138001', '13800138002', '13800138003', '13800138004'])
      ids.push((await call('POST', URL, { mobile, full_name: 'Before' })).json().id);
    const dialect = s.database.dialect;
    // What a transaction itself costs (BEGIN, COMMIT…), counted the same way.
    let before = statementCounts[dialect];
    await s.database.transaction(async () => {});
    const overhead = statementCounts[dialect] - before;
    before = statementCounts[dialect];
    const results = await s.database.transaction((trx) =>
      updateManyWith(
        s.app.ctx,
        trx,
        [
          { id: ids[0]!, patch: { full_name: '甲', email: 'a@example.com' } },
          { id: 999_999, patch: { full_name: 'Nobody', email: null } },
          { id: ids[1]!, patch: { full_name: '乙', email: null } },
          { id: ids[2]!, patch: { accepts_marketing: true, birthday: '2999-01-01' } },
          { id: ids[3]!, patch: { accepts_marketing: true, note: 'VIP' } },
        ],
        'Asia/Shanghai',
      ),
    );
    // Two sets of fields: one UPDATE each on PostgreSQL; one per customer on SQLite.
    const statements = statementCounts[dialect] - before;
    expect(statements - overhead).toBe(dialect === 'postgres' ? 2 : 4);
    expect(results.map((result) => (result instanceof ApiError ? result.code : result))).toEqual([
      ids[0],
      'not_found',
      ids[1],
      'invalid',
      ids[3],
    ]);
    const stored = await findByIds(s.database.db, ids);
    expect(
      stored.map(({ full_name, email, accepts_marketing, note, birthday }) => ({
        full_name,
        email,
        accepts_marketing,
        note,
        birthday,
      })),
    ).toEqual([
      { full_name: '甲', email: 'a@example.com', accepts_marketing: 0, note: '', birthday: null },
      { full_name: '乙', email: null, accepts_marketing: 0, note: '', birthday: null },
      { full_name: 'Before', email: null, accepts_marketing: 0, note: '', birthday: null },
      { full_name: 'Before', email: null, accepts_marketing: 1, note: 'VIP', birthday: null },
    ]);
    expect(stored[0]!.updated_at).toBe(clock.now());
  });

  it('findOrCreateByMobile creates once, then finds the same customer unchanged', async () => {
    const first = await s.database.transaction((trx) =>
      findOrCreateByMobile(s.app.ctx, trx, {
        mobile: '13800138000',
        full_name: '顾客甲',
        email: 'a@example.com',
      }),
    );
    expect(first.created).toBe(true);
    expect(first.customer).toMatchObject({
      mobile: '13800138000',
      full_name: '顾客甲',
      email: 'a@example.com',
      gender: 'unknown',
      birthday: null,
      note: '',
      accepts_marketing: 0,
      openid: null,
      accepts_sms: 1,
    });

    const second = await s.database.transaction((trx) =>
      findOrCreateByMobile(s.app.ctx, trx, { mobile: '13800138000', full_name: '别名' }),
    );
    expect(second.created).toBe(false);
    expect(second.customer).toEqual(first.customer);
    expect(await count()).toBe(1);

    // Through the API the customer looks as any other.
    const listed = (await call('GET', `${URL}?mobile=13800138000`)).json();
    expect(listed.count).toBe(1);
    expectCustomerShape(listed.results[0]);
    expect(listed.results[0]).toMatchObject({ id: first.customer.id, full_name: '顾客甲' });

    // Optional fields default: only the mobile is needed.
    const bare = await s.database.transaction((trx) =>
      findOrCreateByMobile(s.app.ctx, trx, { mobile: '13900139000' }),
    );
    expect(bare.created).toBe(true);
    expect(bare.customer).toMatchObject({ full_name: '', email: null });
  });

  it('findOrCreateByMobile inside a transaction that rolls back leaves nothing', async () => {
    let seen: number | undefined;
    await expect(
      s.database.transaction(async (trx) => {
        const { customer, created } = await findOrCreateByMobile(s.app.ctx, trx, {
          mobile: '13800138000',
          full_name: '回滚',
        });
        expect(created).toBe(true);
        // Visible inside the caller's transaction.
        seen = (await findById(trx, customer.id))?.id;
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    expect(seen).toBe(1);
    expect(await count()).toBe(0);
    expect(await findById(s.database.db, 1)).toBeUndefined();
    expect((await call('GET', `${URL}?mobile=13800138000`)).json().count).toBe(0);

    // And the mobile is free again.
    const again = await s.database.transaction((trx) =>
      findOrCreateByMobile(s.app.ctx, trx, { mobile: '13800138000' }),
    );
    expect(again.created).toBe(true);
  });

  it('findOrCreateByMobile refuses invalid contact fields with customer.* paths', async () => {
    const attempt = (contact: Parameters<typeof findOrCreateByMobile>[2]) =>
      s.database.transaction((trx) => findOrCreateByMobile(s.app.ctx, trx, contact));
    for (const [contact, field] of [
      [{ mobile: '123' }, 'customer.mobile'],
      [{ mobile: '13800138000', email: 'bad' }, 'customer.email'],
      [{ mobile: '13800138000', full_name: 'x'.repeat(101) }, 'customer.full_name'],
    ] as const) {
      const error = await attempt(contact).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(400);
      expect(Object.keys((error as ApiError).errors!)).toEqual([field]);
    }
    const error = await s.database
      .transaction((trx) =>
        findOrCreateByMobile(s.app.ctx, trx, { mobile: 'x' }, { field: 'lines.0.customer' }),
      )
      .catch((e: unknown) => e);
    expect(Object.keys((error as ApiError).errors!)).toEqual(['lines.0.customer.mobile']);
    expect(await count()).toBe(0);
  });

  it('findById and findByIds read with the caller’s handle', async () => {
    const a = await create({ mobile: '13800138000' });
    const b = await create({ mobile: '13900139000' });
    await s.database.transaction(async (trx) => {
      expect((await findById(trx, a.id))?.mobile).toBe('13800138000');
      expect(await findById(trx, 999)).toBeUndefined();
      expect((await findByIds(trx, [b.id, 999, a.id])).map((c) => c.id)).toEqual([a.id, b.id]);
      expect(await findByIds(trx, [])).toEqual([]);
    });
  });
});

describe('customers: demo data and docs', () => {
  it('the demo loads 20 customers with Chinese names and distinct valid mobiles, once', async () => {
    expect(DEMO_CUSTOMERS).toHaveLength(20);
    expect(await loadDemo(s.app.ctx)).toBe(true);
    const all = (await call('GET', `${URL}?page_size=100`)).json();
    expect(all.count).toBe(20);
    all.results.forEach(expectCustomerShape);
    expect(new Set(all.results.map((c: { mobile: string }) => c.mobile)).size).toBe(20);
    for (const customer of all.results)
      expect(customer.full_name).toMatch(/^[\u4e00-\u9fff]{2,4}$/);
    expect(await loadDemo(s.app.ctx)).toBe(false);
    expect(await count()).toBe(20);
  });

  it('a shop that already has customers is not empty: the demo is not loaded', async () => {
    await create({ mobile: '13800138000' });
    expect(await loadDemo(s.app.ctx)).toBe(false);
    expect(await count()).toBe(1);
    expect((await call('GET', '/api/shippings/shippingmethodgroup/')).json().count).toBe(0);
  });

  it('the OpenAPI document lists the customer endpoints', async () => {
    const doc = (await s.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths['/api/customers/customer/']).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/api/customers/customer/{id}/']).sort()).toEqual([
      'get',
      'patch',
    ]);
  });
});
