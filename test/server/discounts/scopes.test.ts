import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { plainStaffToken } from '../shopfront/support';
import { couponBody, discountServer, ruleBody, type DiscountServer, type Method } from './support';

let d: DiscountServer;
let endpoints: { method: Method; url: string; body?: unknown; write: boolean }[];

beforeEach(async () => {
  d = await discountServer();
  const rule = await d.createRule();
  const coupon = await d.createCoupon();
  const customer = await d.createCustomer();
  const [code] = await d.issue([{ customer_id: customer.id, coupon_id: coupon.id }]);
  const codeBody = { customer_id: customer.id, coupon_id: coupon.id, status: 'used' };
  endpoints = [
    { method: 'GET', url: '/api/discounts/price_rule/', write: false },
    { method: 'GET', url: `/api/discounts/price_rule/${rule.id}/`, write: false },
    { method: 'POST', url: '/api/discounts/price_rule/', body: ruleBody(), write: true },
    { method: 'PUT', url: `/api/discounts/price_rule/${rule.id}/`, body: ruleBody(), write: true },
    { method: 'DELETE', url: `/api/discounts/price_rule/${rule.id}/`, write: true },
    { method: 'GET', url: '/api/discounts/coupon/', write: false },
    { method: 'GET', url: `/api/discounts/coupon/${coupon.id}/`, write: false },
    {
      method: 'POST',
      url: '/api/discounts/coupon/',
      body: couponBody({ code_prefix: 'NEW' }),
      write: true,
    },
    { method: 'DELETE', url: `/api/discounts/coupon/${coupon.id}/`, write: true },
    { method: 'GET', url: '/api/discounts/coupon_code/', write: false },
    { method: 'GET', url: `/api/discounts/coupon_code/${code.id}/`, write: false },
    {
      method: 'POST',
      url: '/api/discounts/coupon_code/',
      body: [{ customer_id: customer.id, coupon_id: coupon.id }],
      write: true,
    },
    { method: 'PUT', url: `/api/discounts/coupon_code/${code.id}/`, body: codeBody, write: true },
    { method: 'DELETE', url: `/api/discounts/coupon_code/${code.id}/`, write: true },
  ];
});
afterEach(() => d.close());

const as = (token: Record<string, string>, method: Method, url: string, body?: unknown) =>
  d.call(method, url, body, token);

const nothingChanged = async () => {
  expect((await d.list('/api/discounts/price_rule/')).count).toBe(2);
  expect((await d.list('/api/discounts/coupon/')).count).toBe(1);
  const codes = await d.list('/api/discounts/coupon_code/');
  expect(codes.count).toBe(1);
  expect(codes.results[0].status).toBe('unused');
};

describe('discounts: scopes', () => {
  it('discounts:read reads everything and cannot write (403); nothing changes', async () => {
    const reader = d.s.bearer(await d.s.appToken('discounts:read'));
    for (const { method, url, body, write } of endpoints) {
      const response = await as(reader, method, url, body);
      if (write) {
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json().code).toBe('permission_denied');
      } else expect(response.statusCode, `${method} ${url}`).toBe(200);
    }
    await nothingChanged();
  });

  it('discounts:write writes but cannot read (403)', async () => {
    const writer = d.s.bearer(await d.s.appToken('discounts:write'));
    for (const { method, url } of endpoints.filter((e) => !e.write)) {
      const response = await as(writer, method, url);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    const created = await as(writer, 'POST', '/api/discounts/price_rule/', ruleBody());
    expect(created.statusCode).toBe(201);
  });

  it('the general scopes read and write satisfy the discount scopes', async () => {
    const reader = d.s.bearer(await d.s.appToken('read'));
    const writer = d.s.bearer(await d.s.appToken('write'));
    expect((await as(reader, 'GET', '/api/discounts/coupon/')).statusCode).toBe(200);
    expect((await as(reader, 'POST', '/api/discounts/price_rule/', ruleBody())).statusCode).toBe(
      403,
    );
    expect((await as(writer, 'POST', '/api/discounts/price_rule/', ruleBody())).statusCode).toBe(
      201,
    );
  });

  it("another area's scopes and a plain staff token get 403 everywhere", async () => {
    const other = d.s.bearer(await d.s.appToken('shippings:read shippings:write'));
    const staff = d.s.auth(await plainStaffToken(d.s));
    for (const token of [other, staff])
      for (const { method, url, body } of endpoints) {
        const response = await as(token, method, url, body);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
      }
    await nothingChanged();
  });

  it('no credential is 401 with WWW-Authenticate; an unknown one too', async () => {
    for (const { method, url, body } of endpoints) {
      const response = await as({}, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().code).toBe('not_authenticated');
      expect(response.headers['www-authenticate']).toBeTruthy();
    }
    const unknown = await as({ authorization: 'Bearer nope' }, 'GET', '/api/discounts/coupon/');
    expect(unknown.statusCode).toBe(401);
    await nothingChanged();
  });

  it('a manager staff token acts as the shop owner', async () => {
    const manager = d.s.auth(await d.s.login());
    for (const { method, url, body } of endpoints.filter((e) => !e.write))
      expect((await as(manager, method, url, body)).statusCode).toBe(200);
    expect(
      (await as(manager, 'POST', '/api/discounts/coupon/', couponBody({ code_prefix: 'MGR' })))
        .statusCode,
    ).toBe(201);
  });
});

describe('discounts: OpenAPI', () => {
  it('the OpenAPI document lists every discount endpoint with its methods', async () => {
    const doc = (await d.s.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const methods = (path: string) => Object.keys(doc.paths[path] ?? {}).sort();
    expect(methods('/api/discounts/price_rule/')).toEqual(['get', 'post']);
    expect(methods('/api/discounts/price_rule/{id}/')).toEqual(['delete', 'get', 'put']);
    expect(methods('/api/discounts/coupon/')).toEqual(['get', 'post']);
    expect(methods('/api/discounts/coupon/{id}/')).toEqual(['delete', 'get']);
    expect(methods('/api/discounts/coupon_code/')).toEqual(['get', 'post']);
    expect(methods('/api/discounts/coupon_code/{id}/')).toEqual(['delete', 'get', 'put']);
    const rule =
      doc.paths['/api/discounts/price_rule/'].post.requestBody.content['application/json'];
    expect(rule.schema.required).toEqual(expect.arrayContaining(['title', 'value', 'value_type']));
  });
});
