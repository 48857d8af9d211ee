import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectError, keys, pickUpClient, STORE_KEYS } from '../../support/orders';
import { createTestServer, testClock, type TestServer } from '../../support/server';

let s: TestServer;
let api: ReturnType<typeof pickUpClient>;

beforeEach(async () => {
  s = await createTestServer({ clock: testClock() });
  api = pickUpClient(s, s.auth(await s.login()));
});
afterEach(() => s.close());

const publicList = (query: string) =>
  api.call('GET', `/api/shops/offline_shop/${query}`, undefined, {});

describe('offline stores', () => {
  it('the public list shows the active stores of the shop named by its domain, paged', async () => {
    const a = await api.createStore();
    const b = await api.createStore({ title: '徐家汇店', place_code: '310104' });
    await api.createStore({ title: '已关闭', is_active: false });
    const response = await publicList('?shop=shop.shopdesk.local');
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.count).toBe(2);
    expect(page.results.map((store: { id: number }) => store.id)).toEqual([a.id, b.id]);
    expect(keys(page.results[0])).toEqual(STORE_KEYS);
    expect(page.results[0]).toEqual({
      id: a.id,
      title: '南京西路店',
      address: '上海市静安区南京西路 1000 号',
      phone: '021-62000000',
      business_hours: '10:00-22:00',
      place_code: '310106',
      is_active: true,
      created_at: '2026-11-21T20:00:00.000+08:00',
      updated_at: '2026-11-21T20:00:00.000+08:00',
    });
    const paged = (await publicList('?shop=SHOP.shopdesk.local&page_size=1&page=2')).json();
    expect(paged.results.map((store: { id: number }) => store.id)).toEqual([b.id]);
    expect(paged.previous).toBe(
      'http://localhost/api/shops/offline_shop/?shop=SHOP.shopdesk.local&page_size=1',
    );

    // Any other shop (or none) is 404 for the public.
    expectError(await publicList('?shop=other.example.com'), 404, 'not_found');
    expectError(await publicList(''), 404, 'not_found');
    expectError(await publicList('?shop=shop.shopdesk.local&page=3'), 404, 'not_found');
    // The domain follows the settings.
    await api.ok('PATCH', '/api/shops/shop_settings/', { domain: 'demo.shopdesk.local' });
    expect((await publicList('?shop=demo.shopdesk.local')).json().count).toBe(2);
  });

  it('managers (shops scope) also see the inactive stores and read one', async () => {
    await api.createStore();
    const closed = await api.createStore({ title: '已关闭', is_active: false });
    // A public call asking for inactive stores still sees the active ones only.
    expect((await publicList('?shop=shop.shopdesk.local&include_inactive=true')).json().count).toBe(
      1,
    );
    const all = await api.ok('GET', '/api/shops/offline_shop/?include_inactive=1');
    expect(all.count).toBe(2);
    expect(all.results[1]).toMatchObject({ id: closed.id, is_active: false });
    expect((await api.ok('GET', `/api/shops/offline_shop/${closed.id}/`)).title).toBe('已关闭');
    expectError(await api.call('GET', '/api/shops/offline_shop/99/'), 404, 'not_found');
    expectError(
      await api.call('GET', '/api/shops/offline_shop/?include_inactive=maybe'),
      400,
      'invalid',
    );
  });

  it('managers create and update stores; bad input is 400 and changes nothing', async () => {
    const created = await api.createStore({ id: 50, created_at: '2000-01-01T00:00:00Z' });
    expect(keys(created)).toEqual(STORE_KEYS);
    expect(created.id).toBe(1);
    const updated = await api.ok('PATCH', `/api/shops/offline_shop/${created.id}/`, {
      phone: '021-11112222',
      is_active: false,
      place_code: null,
    });
    expect(updated).toMatchObject({
      phone: '021-11112222',
      is_active: false,
      place_code: null,
      title: '南京西路店',
    });

    for (const [body, field] of [
      [{ title: '' }, 'title'],
      [{ title: 'x', place_code: '12' }, 'place_code'],
      [{ title: 'x', place_code: '999999' }, 'place_code'],
      [{ title: 'x', is_active: 'yes' }, 'is_active'],
    ] as const) {
      const response = await api.call('POST', '/api/shops/offline_shop/', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual([field]);
    }
    expectError(
      await api.call('PATCH', `/api/shops/offline_shop/${created.id}/`, { place_code: '999999' }),
      400,
      'invalid',
    );
    expectError(
      await api.call('PATCH', '/api/shops/offline_shop/42/', { title: 'x' }),
      404,
      'not_found',
    );
    expect((await api.ok('GET', '/api/shops/offline_shop/?include_inactive=true')).count).toBe(1);
  });

  it('writes need shops:write: applications by scope, plain staff and anonymous callers never', async () => {
    const store = await api.createStore();
    const clerk = await api.staffOf('clerk', store.id);
    const writer = s.bearer(await s.appToken('shops:write'));
    const reader = s.bearer(await s.appToken('shops:read'));
    expect(
      (await api.call('POST', '/api/shops/offline_shop/', { title: '新店' }, writer)).statusCode,
    ).toBe(201);
    expectError(
      await api.call('POST', '/api/shops/offline_shop/', { title: '新店' }, reader),
      403,
      'permission_denied',
    );
    expectError(
      await api.call('POST', '/api/shops/offline_shop/', { title: '新店' }, clerk),
      403,
      'permission_denied',
    );
    expectError(
      await api.call('PATCH', `/api/shops/offline_shop/${store.id}/`, { title: 'x' }, clerk),
      403,
      'permission_denied',
    );
    expectError(
      await api.call('POST', '/api/shops/offline_shop/', { title: '新店' }, {}),
      401,
      'not_authenticated',
    );
    // Staff read the public list like anyone.
    expect(
      (await api.call('GET', '/api/shops/offline_shop/?shop=shop.shopdesk.local', undefined, clerk))
        .statusCode,
    ).toBe(200);
  });
});
