import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CODE_COUPON_KEYS,
  CODE_CUSTOMER_KEYS,
  CODE_KEYS,
  discountServer,
  expectConflict,
  expectInvalid,
  generatedCode,
  keys,
  PAGE_KEYS,
  TIMESTAMP,
  type DiscountServer,
} from './support';

let d: DiscountServer;

beforeEach(async () => {
  d = await discountServer();
});
afterEach(() => d.close());

const URL = '/api/discounts/coupon_code/';

const codeCount = async () =>
  Number(
    (
      await d.s.database.db
        .selectFrom('coupon_code')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('bulk issue', () => {
  it('issues one code per element and answers a page of the created codes', async () => {
    const coupon = await d.createCoupon(
      { code_prefix: 'TEN' },
      {
        title: 'Ten',
        verbose_title: '10% off',
        starts_at: '2026-11-01T00:00',
        ends_at: '2026-12-31T23:59:59',
      },
    );
    const other = await d.createCoupon(
      { code_prefix: 'FIVE', can_redeem: true },
      { title: 'Five' },
    );
    const wang = await d.createCustomer({ full_name: '王芳', email: 'wf@example.com' });
    const li = await d.createCustomer({ full_name: '李伟' });

    const response = await d.call('POST', URL, [
      { customer_id: wang.id, coupon_id: coupon.id },
      { customer_id: li.id, coupon_id: other.id, code: 'IGNORED', status: 'used' },
      { customer_id: li.id, coupon_id: coupon.id },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const page = response.json();
    expect(keys(page)).toEqual(PAGE_KEYS);
    expect(page).toMatchObject({ count: 3, next: null, previous: null });
    const [first, second, third] = page.results;
    for (const code of page.results) {
      expect(keys(code)).toEqual(CODE_KEYS);
      expect(keys(code.customer)).toEqual(CODE_CUSTOMER_KEYS);
      expect(keys(code.coupon)).toEqual(CODE_COUPON_KEYS);
      expect(code.status).toBe('unused');
      expect(code.used_at).toBeNull();
      expect(code.created_at).toMatch(TIMESTAMP);
    }
    expect(first).toEqual({
      id: first.id,
      customer: {
        id: wang.id,
        mobile: wang.mobile,
        full_name: '王芳',
        gender: 'unknown',
        email: 'wf@example.com',
      },
      coupon: { id: coupon.id, code_prefix: 'TEN', can_redeem: false },
      customer_id: wang.id,
      coupon_id: coupon.id,
      code: first.code,
      status: 'unused',
      used_at: null,
      created_at: '2026-11-21T20:00:00.000+08:00',
      starts_at: '2026-11-01T00:00:00.000+08:00',
      ends_at: '2026-12-31T23:59:59.000+08:00',
      title: 'Ten',
      verbose_title: '10% off',
    });
    expect(first.code).toMatch(generatedCode('TEN'));
    expect(second).toMatchObject({
      customer_id: li.id,
      coupon: { id: other.id, code_prefix: 'FIVE', can_redeem: true },
      customer: { email: null },
      status: 'unused',
      starts_at: null,
      ends_at: null,
      title: 'Five',
      verbose_title: '',
    });
    expect(second.code).toMatch(generatedCode('FIVE'));
    expect(third).toMatchObject({ customer_id: li.id, coupon_id: coupon.id });
    expect(new Set([first.code, second.code, third.code]).size).toBe(3);
    expect(await d.ids(URL)).toEqual(page.results.map((c: { id: number }) => c.id));
  });

  it('generated codes are unique: a full page of them', async () => {
    const coupon = await d.createCoupon({ code_prefix: 'X' });
    const customer = await d.createCustomer();
    const codes = await d.issue(
      Array.from({ length: 100 }, () => ({ customer_id: customer.id, coupon_id: coupon.id })),
    );
    expect(codes).toHaveLength(100);
    expect(new Set(codes.map((c: { code: string }) => c.code)).size).toBe(100);
    for (const code of codes) expect(code.code).toMatch(generatedCode('X'));
  });

  it('is atomic: one bad element is 400 naming its index and nothing is created', async () => {
    const coupon = await d.createCoupon();
    const customer = await d.createCustomer();
    const good = { customer_id: customer.id, coupon_id: coupon.id };

    const response = await d.call('POST', URL, [good, good, { ...good, customer_id: 999 }]);
    expectInvalid(response, ['2.customer_id']);
    expect(response.json().errors['2.customer_id']).toEqual(['No customer with this id.']);
    expect(await codeCount()).toBe(0);

    expectInvalid(await d.call('POST', URL, [good, { ...good, coupon_id: 999 }]), ['1.coupon_id']);
    expectInvalid(
      await d.call('POST', URL, [
        { customer_id: 998, coupon_id: 999 },
        good,
        { ...good, customer_id: 997 },
      ]),
      ['0.coupon_id', '0.customer_id', '2.customer_id'],
    );
    // Types and required fields are checked per element too.
    expectInvalid(await d.call('POST', URL, [good, { customer_id: 'x', coupon_id: coupon.id }]), [
      '1.customer_id',
    ]);
    expectInvalid(await d.call('POST', URL, [good, { customer_id: customer.id }]), ['1.coupon_id']);
    expect(await codeCount()).toBe(0);
  });

  it('the body is an array of 1–100 elements', async () => {
    const coupon = await d.createCoupon();
    const customer = await d.createCustomer();
    const good = { customer_id: customer.id, coupon_id: coupon.id };
    expectInvalid(await d.call('POST', URL, []), ['non_field_errors']);
    expectInvalid(await d.call('POST', URL, good), ['non_field_errors']);
    expectInvalid(
      await d.call(
        'POST',
        URL,
        Array.from({ length: 101 }, () => good),
      ),
      ['non_field_errors'],
    );
    expect(await codeCount()).toBe(0);
  });

  it('once_per_customer: a second code for a customer is refused at its index (stored or in the batch)', async () => {
    const once = await d.createCoupon({ code_prefix: 'ONCE' }, { once_per_customer: true });
    const many = await d.createCoupon({ code_prefix: 'MANY' });
    const [a, b, c] = [
      await d.createCustomer(),
      await d.createCustomer(),
      await d.createCustomer(),
    ];
    await d.issue([{ customer_id: a.id, coupon_id: once.id }]);

    const stored = await d.call('POST', URL, [
      { customer_id: b.id, coupon_id: once.id },
      { customer_id: a.id, coupon_id: once.id },
    ]);
    expectInvalid(stored, ['1.customer_id']);
    const inBatch = await d.call('POST', URL, [
      { customer_id: c.id, coupon_id: once.id },
      { customer_id: b.id, coupon_id: once.id },
      { customer_id: c.id, coupon_id: once.id },
    ]);
    expectInvalid(inBatch, ['2.customer_id']);
    expect(await codeCount()).toBe(1);

    // Without the rule a customer may hold several codes; other customers are unaffected.
    const fine = await d.issue([
      { customer_id: a.id, coupon_id: many.id },
      { customer_id: a.id, coupon_id: many.id },
      { customer_id: b.id, coupon_id: once.id },
    ]);
    expect(fine).toHaveLength(3);
  });
});

describe('coupon code list and filters', () => {
  it('lists codes paged in id order', async () => {
    const coupon = await d.createCoupon();
    const customer = await d.createCustomer();
    await d.issue(
      Array.from({ length: 12 }, () => ({ customer_id: customer.id, coupon_id: coupon.id })),
    );
    const page = await d.list(URL);
    expect(keys(page)).toEqual(PAGE_KEYS);
    expect(page.count).toBe(12);
    expect(page.results).toHaveLength(10);
    for (const code of page.results) expect(keys(code)).toEqual(CODE_KEYS);
    expect(page.next).toBe(`http://localhost${URL}?page=2`);
    expect((await d.list(`${URL}?page=2`)).results).toHaveLength(2);
  });

  it('filters by id, id__in, customer, coupon', async () => {
    const one = await d.createCoupon({ code_prefix: 'ONE' });
    const two = await d.createCoupon({ code_prefix: 'TWO' });
    const [a, b] = [await d.createCustomer(), await d.createCustomer()];
    const ids = (
      await d.issue([
        { customer_id: a.id, coupon_id: one.id },
        { customer_id: b.id, coupon_id: one.id },
        { customer_id: a.id, coupon_id: two.id },
      ])
    ).map((c: { id: number }) => c.id);
    expect(await d.ids(`${URL}?id=${ids[1]}`)).toEqual([ids[1]]);
    expect(await d.ids(`${URL}?id__in=${ids[2]},${ids[0]}`)).toEqual([ids[0], ids[2]]);
    expect(await d.ids(`${URL}?customer=${a.id}`)).toEqual([ids[0], ids[2]]);
    expect(await d.ids(`${URL}?coupon=${one.id}`)).toEqual([ids[0], ids[1]]);
    expect(await d.ids(`${URL}?coupon=${two.id}&customer=${b.id}`)).toEqual([]);
    expect(await d.ids(`${URL}?customer=999`)).toEqual([]);
  });

  it('filters by status and status__in: unused, used, and available = unused inside the time window', async () => {
    const windowed = await d.createCoupon(
      { code_prefix: 'DEC' },
      { starts_at: '2026-12-01T00:00:00+08:00', ends_at: '2026-12-31T23:59:59+08:00' },
    );
    const open = await d.createCoupon({ code_prefix: 'OPEN' });
    const customer = await d.createCustomer();
    const [early, usedInWindow, always] = (
      await d.issue([
        { customer_id: customer.id, coupon_id: windowed.id },
        { customer_id: customer.id, coupon_id: windowed.id },
        { customer_id: customer.id, coupon_id: open.id },
      ])
    ).map((c: { id: number }) => c.id);
    const put = await d.call('PUT', `${URL}${usedInWindow}/`, {
      customer_id: customer.id,
      coupon_id: windowed.id,
      status: 'used',
    });
    expect(put.statusCode, put.body).toBe(200);

    expect(await d.ids(`${URL}?status=unused`)).toEqual([early, always]);
    expect(await d.ids(`${URL}?status=used`)).toEqual([usedInWindow]);
    // Before the window: only the code without one.
    expect(await d.ids(`${URL}?status=available`)).toEqual([always]);
    expect(await d.ids(`${URL}?status__in=available,used`)).toEqual([usedInWindow, always]);
    expect(await d.ids(`${URL}?status__in=unused,used`)).toEqual([early, usedInWindow, always]);

    // The window's first and last moments count; a moment later it is over.
    d.clock.set(Date.parse('2026-12-01T00:00:00+08:00'));
    expect(await d.ids(`${URL}?status=available`)).toEqual([early, always]);
    d.clock.set(Date.parse('2026-12-01T00:00:00+08:00') - 1);
    expect(await d.ids(`${URL}?status=available`)).toEqual([always]);
    d.clock.set(Date.parse('2026-12-31T23:59:59+08:00'));
    expect(await d.ids(`${URL}?status=available&coupon=${windowed.id}`)).toEqual([early]);
    d.clock.set(Date.parse('2026-12-31T23:59:59+08:00') + 1);
    expect(await d.ids(`${URL}?status=available`)).toEqual([always]);
    expect((await d.list(`${URL}?status=available`)).count).toBe(1);
    // Unused stays unused whatever the time.
    expect(await d.ids(`${URL}?status=unused`)).toEqual([early, always]);
  });

  it('a malformed filter value is 400 naming the parameter', async () => {
    for (const [query, field] of [
      ['id=x', 'id'],
      ['id__in=1,x', 'id__in'],
      ['status=expired', 'status'],
      ['status__in=unused,gone', 'status__in'],
      ['customer=me', 'customer'],
      ['coupon=1.5', 'coupon'],
      ['page=-1', 'page'],
    ]) {
      expectInvalid(await d.call('GET', `${URL}?${query}`), [field!]);
    }
  });
});

describe('coupon code PUT, GET and DELETE', () => {
  async function oneCode(rule: Record<string, unknown> = {}) {
    const coupon = await d.createCoupon({ code_prefix: 'TEN' }, rule);
    const customer = await d.createCustomer();
    const [code] = await d.issue([{ customer_id: customer.id, coupon_id: coupon.id }]);
    return { coupon, customer, code };
  }

  const put = (id: number, body: Record<string, unknown>) => d.call('PUT', `${URL}${id}/`, body);

  it('status used sets used_at (kept while used); back to unused clears it', async () => {
    const { coupon, customer, code } = await oneCode();
    const body = { customer_id: customer.id, coupon_id: coupon.id, code: code.code };
    d.clock.set(Date.parse('2026-11-22T09:30:00+08:00'));
    const used = await put(code.id, { ...body, status: 'used' });
    expect(used.statusCode, used.body).toBe(200);
    expect(keys(used.json())).toEqual(CODE_KEYS);
    expect(used.json()).toMatchObject({
      status: 'used',
      used_at: '2026-11-22T09:30:00.000+08:00',
      code: code.code,
    });
    d.clock.set(Date.parse('2026-11-23T10:00:00+08:00'));
    const again = await put(code.id, { ...body, status: 'used' });
    expect(again.json().used_at).toBe('2026-11-22T09:30:00.000+08:00');
    const unused = await put(code.id, { ...body, status: 'unused' });
    expect(unused.json()).toMatchObject({ status: 'unused', used_at: null });
    expect((await d.call('GET', `${URL}${code.id}/`)).json()).toEqual(unused.json());
  });

  it('changes the customer; a new coupon without a code gets a code with its prefix', async () => {
    const { code } = await oneCode();
    const other = await d.createCoupon({ code_prefix: 'MOVED' }, { title: 'Moved' });
    const someone = await d.createCustomer({ full_name: 'Someone' });
    const moved = await put(code.id, {
      customer_id: someone.id,
      coupon_id: other.id,
      status: 'unused',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      customer_id: someone.id,
      customer: { id: someone.id, full_name: 'Someone' },
      coupon_id: other.id,
      coupon: { id: other.id, code_prefix: 'MOVED' },
      title: 'Moved',
    });
    expect(moved.json().code).toMatch(generatedCode('MOVED'));
    // Same coupon, no code: the code stays.
    const kept = await put(code.id, {
      customer_id: someone.id,
      coupon_id: other.id,
      status: 'unused',
    });
    expect(kept.json().code).toBe(moved.json().code);
  });

  it('a given code is stored; it must start with the prefix and be unique (409 duplicate)', async () => {
    const { coupon, customer, code } = await oneCode();
    const [second] = await d.issue([{ customer_id: customer.id, coupon_id: coupon.id }]);
    const body = { customer_id: customer.id, coupon_id: coupon.id, status: 'unused' };
    const renamed = await put(code.id, { ...body, code: 'TENVIP2026' });
    expect(renamed.json().code).toBe('TENVIP2026');
    // Its own code again is no clash.
    expect((await put(code.id, { ...body, code: 'TENVIP2026' })).statusCode).toBe(200);
    expectConflict(await put(second.id, { ...body, code: 'TENVIP2026' }), 'duplicate');
    expectInvalid(await put(second.id, { ...body, code: 'OTHER123' }), ['code']);
    expectInvalid(await put(second.id, { ...body, code: 'TEN 1' }), ['code']);
    expect((await d.call('GET', `${URL}${second.id}/`)).json().code).toBe(second.code);
  });

  it('once_per_customer: moving a code to a customer who has one is 409', async () => {
    const { coupon, customer, code } = await oneCode({ once_per_customer: true });
    const other = await d.createCustomer();
    const [second] = await d.issue([{ customer_id: other.id, coupon_id: coupon.id }]);
    expectConflict(
      await put(second.id, { customer_id: customer.id, coupon_id: coupon.id, status: 'unused' }),
      'once_per_customer',
    );
    // The code's own customer keeps it.
    const same = await put(code.id, {
      customer_id: customer.id,
      coupon_id: coupon.id,
      status: 'used',
    });
    expect(same.statusCode, same.body).toBe(200);
    expect((await d.call('GET', `${URL}${second.id}/`)).json().customer_id).toBe(other.id);
  });

  it('refuses unknown references, wrong status and missing fields with 400; unknown ids 404', async () => {
    const { coupon, customer, code } = await oneCode();
    const body = { customer_id: customer.id, coupon_id: coupon.id, status: 'used' };
    expectInvalid(await put(code.id, { ...body, customer_id: 999 }), ['customer_id']);
    expectInvalid(await put(code.id, { ...body, coupon_id: 999 }), ['coupon_id']);
    expectInvalid(await put(code.id, { ...body, status: 'available' }), ['status']);
    expectInvalid(await put(code.id, { status: 'used' }), ['coupon_id', 'customer_id']);
    expectInvalid(await put(code.id, { customer_id: customer.id, coupon_id: coupon.id }), [
      'status',
    ]);
    expect((await d.call('GET', `${URL}${code.id}/`)).json()).toEqual(code);
    expect((await put(999, body)).statusCode).toBe(404);
    expect((await d.call('GET', `${URL}999/`)).statusCode).toBe(404);
  });

  it('DELETE removes a code: 204, then 404', async () => {
    const { code } = await oneCode();
    const response = await d.call('DELETE', `${URL}${code.id}/`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await d.call('GET', `${URL}${code.id}/`)).statusCode).toBe(404);
    expect((await d.call('DELETE', `${URL}${code.id}/`)).statusCode).toBe(404);
  });
});
