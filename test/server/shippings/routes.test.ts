import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../support/server';

const GROUP_KEYS = ['id', 'is_default', 'rate_type', 'shipping_methods', 'title'];
const METHOD_KEYS = [
  'free_shipping_policy',
  'free_shipping_price',
  'group_id',
  'id',
  'is_enabled',
  'metafield',
  'normal_price',
  'normal_unit',
  'over_price',
  'over_unit',
  'rate_type',
  'shipping_zones',
  'title',
  'unsold_place_codes',
  'updated_at',
];
const PLACE_KEYS = ['area', 'code', 'id', 'name', 'parent', 'pinyin', 'short_name'];
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+08:00$/;
const DECIMAL = /^-?\d+\.\d{2}$/;

let s: TestServer;
let headers: Record<string, string>;

beforeEach(async () => {
  s = await createTestServer();
  headers = s.auth(await s.login());
});
afterEach(() => s.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  s.app.inject({
    method,
    url,
    headers,
    ...(payload !== undefined && { payload: payload as object }),
  });

async function createGroup() {
  const response = await call('POST', '/api/shippings/shippingmethodgroup/');
  expect(response.statusCode).toBe(201);
  return response.json();
}

function expectMethodShape(method: Record<string, unknown>) {
  expect(Object.keys(method).sort()).toEqual(METHOD_KEYS);
  for (const key of [
    'normal_price',
    'normal_unit',
    'over_price',
    'over_unit',
    'free_shipping_price',
  ]) {
    expect(method[key]).toMatch(DECIMAL);
  }
  expect(method.updated_at).toMatch(TIMESTAMP);
  expect(typeof method.is_enabled).toBe('boolean');
  expect(method.metafield).toEqual({});
}

describe('shipping method groups', () => {
  it('creates a group with no body: default shape, two methods (enabled, disabled), first group is default', async () => {
    const group = await createGroup();
    expect(Object.keys(group).sort()).toEqual(GROUP_KEYS);
    expect(group).toMatchObject({ is_default: true, title: '', rate_type: 'fixed' });
    expect(group.shipping_methods).toHaveLength(2);
    expect(group.shipping_methods.map((m: { is_enabled: boolean }) => m.is_enabled)).toEqual([
      true,
      false,
    ]);
    group.shipping_methods.forEach(expectMethodShape);
    expect(group.shipping_methods[0].group_id).toBe(group.id);

    const second = await createGroup();
    expect(second.is_default).toBe(false);
  });

  it('lists groups paged with methods (zones empty in the list) and gets one', async () => {
    const first = await createGroup();
    await call('PATCH', `/api/shippings/shippingmethod/${first.shipping_methods[0].id}/`, {
      shipping_zones: [
        {
          title: 'far',
          place_codes: ['650000'],
          normal_price: 20,
          normal_unit: 1,
          over_price: 8,
          over_unit: 1,
        },
      ],
    });
    for (let i = 0; i < 11; i++) await createGroup();
    const page1 = (await call('GET', '/api/shippings/shippingmethodgroup/')).json();
    expect(page1.count).toBe(12);
    expect(page1.results).toHaveLength(10);
    expect(page1.results[0].shipping_methods[0].shipping_zones).toEqual([]);
    expect(page1.next).toBe('http://localhost/api/shippings/shippingmethodgroup/?page=2');
    expect(page1.previous).toBeNull();
    const page2 = (await call('GET', '/api/shippings/shippingmethodgroup/?page=2')).json();
    expect(page2.results.map((g: { id: number }) => g.id)).toEqual([11, 12]);
    expect(page2.previous).toBe('http://localhost/api/shippings/shippingmethodgroup/');

    const one = (await call('GET', `/api/shippings/shippingmethodgroup/${first.id}/`)).json();
    expect(one.shipping_methods[0].shipping_zones).toHaveLength(1);
    expect((await call('GET', '/api/shippings/shippingmethodgroup/999/')).statusCode).toBe(404);
  });

  it('renames, sets the default (the others lose it) and refuses bad values without change', async () => {
    const a = await createGroup();
    const b = await createGroup();
    const renamed = await call('PATCH', `/api/shippings/shippingmethodgroup/${b.id}/`, {
      title: '江浙沪',
      id: 77,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: b.id, title: '江浙沪', is_default: false });

    const promoted = await call('PATCH', `/api/shippings/shippingmethodgroup/${b.id}/`, {
      is_default: true,
    });
    expect(promoted.json().is_default).toBe(true);
    expect(
      (await call('GET', `/api/shippings/shippingmethodgroup/${a.id}/`)).json().is_default,
    ).toBe(false);

    for (const body of [
      { rate_type: 'weight' },
      { title: 5 },
      { is_default: false },
      { title: 'x'.repeat(101) },
    ]) {
      const response = await call('PATCH', `/api/shippings/shippingmethodgroup/${a.id}/`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('invalid');
      expect(Object.keys(response.json().errors)).toEqual(Object.keys(body));
    }
    expect((await call('GET', `/api/shippings/shippingmethodgroup/${a.id}/`)).json()).toMatchObject(
      { title: '', rate_type: 'fixed' },
    );
  });

  it('deletes a group with its methods; the oldest remaining group becomes default', async () => {
    const a = await createGroup();
    const b = await createGroup();
    const response = await call('DELETE', `/api/shippings/shippingmethodgroup/${a.id}/`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(
      (await call('GET', `/api/shippings/shippingmethod/${a.shipping_methods[0].id}/`)).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/api/shippings/shippingmethodgroup/${b.id}/`)).json().is_default,
    ).toBe(true);
    expect((await call('DELETE', `/api/shippings/shippingmethodgroup/${a.id}/`)).statusCode).toBe(
      404,
    );
  });
});

describe('shipping methods', () => {
  it('lists methods paged with the spec fields and gets one with zones', async () => {
    await createGroup();
    await createGroup();
    const list = await call('GET', '/api/shippings/shippingmethod/?page_size=3');
    expect(list.json().count).toBe(4);
    expect(list.json().results).toHaveLength(3);
    list.json().results.forEach(expectMethodShape);
    const one = await call('GET', '/api/shippings/shippingmethod/1/');
    expectMethodShape(one.json());
    expect((await call('GET', '/api/shippings/shippingmethod/99/')).json()).toEqual({
      detail: 'No shipping method with this id.',
      code: 'not_found',
    });
  });

  it('patches prices, policy, enabled, group, zones and unsold places', async () => {
    const group = await createGroup();
    const other = await createGroup();
    const id = group.shipping_methods[1].id;
    const response = await call('PATCH', `/api/shippings/shippingmethod/${id}/`, {
      is_enabled: true,
      title: '顺丰',
      normal_price: '12.5',
      normal_unit: 1,
      over_price: 6,
      over_unit: '0.5',
      free_shipping_policy: 'over_price',
      free_shipping_price: '99.00',
      group_id: other.id,
      shipping_zones: [
        {
          title: '偏远',
          place_codes: ['650000', '540000'],
          normal_price: '20',
          normal_unit: '1',
          over_price: '10',
          over_unit: '1',
        },
      ],
      unsold_place_codes: ['460000'],
    });
    expect(response.statusCode).toBe(200);
    const method = response.json();
    expectMethodShape(method);
    expect(method).toMatchObject({
      is_enabled: true,
      title: '顺丰',
      normal_price: '12.50',
      normal_unit: '1.00',
      over_price: '6.00',
      over_unit: '0.50',
      free_shipping_policy: 'over_price',
      free_shipping_price: '99.00',
      group_id: other.id,
      unsold_place_codes: ['460000'],
    });
    expect(method.shipping_zones).toEqual([
      {
        id: expect.any(Number),
        title: '偏远',
        place_codes: ['540000', '650000'],
        normal_price: '20.00',
        normal_unit: '1.00',
        over_price: '10.00',
        over_unit: '1.00',
      },
    ]);

    // Zones are replaced as a whole: a listed id is kept, the others go.
    const zoneId = method.shipping_zones[0].id;
    const again = await call('PATCH', `/api/shippings/shippingmethod/${id}/`, {
      shipping_zones: [
        {
          id: zoneId,
          title: '西部',
          place_codes: ['650000'],
          normal_price: 18,
          normal_unit: 1,
          over_price: 9,
          over_unit: 1,
        },
        {
          title: '海南',
          place_codes: ['460000'],
          normal_price: 15,
          normal_unit: 1,
          over_price: 5,
          over_unit: 1,
        },
      ],
      unsold_place_codes: [],
    });
    expect(
      again
        .json()
        .shipping_zones.map((z: { id: number; title: string }) => [z.id === zoneId, z.title]),
    ).toEqual([
      [true, '西部'],
      [false, '海南'],
    ]);
    expect(again.json().unsold_place_codes).toEqual([]);
  });

  it('adds a method to a group: a default’s rates unless given, zones and unsold places; refuses a bad group or title', async () => {
    const group = await createGroup();
    const plain = await call('POST', '/api/shippings/shippingmethod/', {
      group_id: group.id,
      title: '同城配送',
    });
    expect(plain.statusCode, plain.body).toBe(201);
    expectMethodShape(plain.json());
    expect(plain.json()).toMatchObject({
      group_id: group.id,
      title: '同城配送',
      is_enabled: true,
      normal_price: '10.00',
      normal_unit: '1.00',
      over_price: '5.00',
      free_shipping_policy: 'nope',
      shipping_zones: [],
      unsold_place_codes: [],
    });
    const given = await call('POST', '/api/shippings/shippingmethod/', {
      group_id: group.id,
      title: '顺丰',
      is_enabled: false,
      normal_price: '12.5',
      free_shipping_policy: 'over_price',
      free_shipping_price: '99',
      shipping_zones: [
        {
          title: '偏远',
          place_codes: ['650000'],
          normal_price: '20',
          normal_unit: '1',
          over_price: '10',
          over_unit: '1',
        },
      ],
      unsold_place_codes: ['460000'],
    });
    expect(given.statusCode, given.body).toBe(201);
    expect(given.json()).toMatchObject({
      is_enabled: false,
      normal_price: '12.50',
      free_shipping_price: '99.00',
      shipping_zones: [{ title: '偏远', place_codes: ['650000'] }],
      unsold_place_codes: ['460000'],
    });
    const listed = (await call('GET', `/api/shippings/shippingmethodgroup/${group.id}/`)).json();
    expect(listed.shipping_methods.map((m: { title: string }) => m.title)).toEqual([
      '普通快递',
      '加急快递',
      '同城配送',
      '顺丰',
    ]);

    const noGroup = await call('POST', '/api/shippings/shippingmethod/', {
      group_id: 999,
      title: 'x',
    });
    expect(noGroup.statusCode).toBe(400);
    expect(Object.keys(noGroup.json().errors)).toEqual(['group_id']);
    const noTitle = await call('POST', '/api/shippings/shippingmethod/', { group_id: group.id });
    expect(noTitle.statusCode).toBe(400);
    expect(Object.keys(noTitle.json().errors)).toEqual(['title']);
    const after = (await call('GET', `/api/shippings/shippingmethodgroup/${group.id}/`)).json();
    expect(after.shipping_methods).toHaveLength(4);
  });

  it('refuses bad input with field errors and changes nothing', async () => {
    const group = await createGroup();
    const id = group.shipping_methods[0].id;
    const before = (await call('GET', `/api/shippings/shippingmethod/${id}/`)).json();
    const zone = {
      title: 'z',
      place_codes: ['650000'],
      normal_price: 1,
      normal_unit: 1,
      over_price: 1,
      over_unit: 1,
    };
    const cases: [unknown, string][] = [
      [{ normal_price: '1.234' }, 'normal_price'],
      [{ normal_price: -1 }, 'normal_price'],
      [{ normal_price: 'abc' }, 'normal_price'],
      [{ normal_price: '1e3' }, 'normal_price'],
      [{ over_unit: 0 }, 'over_unit'],
      [{ is_enabled: 'yes' }, 'is_enabled'],
      [{ free_shipping_policy: 'sometimes' }, 'free_shipping_policy'],
      [{ rate_type: 'weight' }, 'rate_type'],
      [{ title: '' }, 'title'],
      [{ group_id: 999 }, 'group_id'],
      [{ unsold_place_codes: ['110000', '999999'] }, 'unsold_place_codes.1'],
      [{ unsold_place_codes: ['11'] }, 'unsold_place_codes.0'],
      [{ unsold_place_codes: ['110000', '110000'] }, 'unsold_place_codes.1'],
      [
        { shipping_zones: [{ ...zone, place_codes: ['123456'] }] },
        'shipping_zones.0.place_codes.0',
      ],
      [{ shipping_zones: [{ ...zone, place_codes: [] }] }, 'shipping_zones.0.place_codes'],
      [{ shipping_zones: [{ ...zone, id: 4242 }] }, 'shipping_zones.0.id'],
      [{ shipping_zones: [{ ...zone, normal_price: null }] }, 'shipping_zones.0.normal_price'],
      [{ shipping_zones: 'all' }, 'shipping_zones'],
    ];
    for (const [body, field] of cases) {
      const response = await call('PATCH', `/api/shippings/shippingmethod/${id}/`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code).toBe('invalid');
      expect(Object.keys(response.json().errors), JSON.stringify(body)).toContain(field);
    }
    // A valid field next to an invalid one is not applied either.
    await call('PATCH', `/api/shippings/shippingmethod/${id}/`, {
      title: 'changed',
      unsold_place_codes: ['999999'],
    });
    expect((await call('GET', `/api/shippings/shippingmethod/${id}/`)).json()).toEqual(before);
    expect(
      (await call('PATCH', '/api/shippings/shippingmethod/999/', { title: 'x' })).statusCode,
    ).toBe(404);
  });

  it('quotes: first/additional units, zones by most specific place, unsold places, free shipping, disabled', async () => {
    const group = await createGroup();
    const [method, disabled] = group.shipping_methods;
    const quote = async (id: number, body: object) => {
      const response = await call('POST', `/api/shippings/shippingmethod/${id}/quote/`, body);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    // 10.00 for the first 1.00 kg, 5.00 per started further kg.
    expect(
      await quote(method.id, { place_code: '110101', total_weight: '1.00', subtotal: '50' }),
    ).toEqual({ available: true, shipping_cost: '10.00' });
    expect(
      await quote(method.id, { place_code: '110101', total_weight: '2.01', subtotal: 50 }),
    ).toEqual({ available: true, shipping_cost: '20.00' });
    expect(await quote(method.id, { place_code: '110101', total_weight: 0, subtotal: 0 })).toEqual({
      available: true,
      shipping_cost: '10.00',
    });

    await call('PATCH', `/api/shippings/shippingmethod/${method.id}/`, {
      shipping_zones: [
        {
          title: '新疆',
          place_codes: ['650000'],
          normal_price: 20,
          normal_unit: 1,
          over_price: 10,
          over_unit: 1,
        },
        {
          title: '乌鲁木齐',
          place_codes: ['650100'],
          normal_price: 15,
          normal_unit: 2,
          over_price: 1,
          over_unit: '0.5',
        },
      ],
      unsold_place_codes: ['540000'],
      free_shipping_policy: 'over_price',
      free_shipping_price: 99,
    });
    const urumqiDistrict = (await call('GET', '/api/shippings/place/?parent_code=650100')).json()
      .results[0].code;
    expect(
      await quote(method.id, { place_code: '650200', total_weight: '1.5', subtotal: 10 }),
    ).toEqual({ available: true, shipping_cost: '30.00' });
    expect(
      await quote(method.id, { place_code: urumqiDistrict, total_weight: 3, subtotal: 10 }),
    ).toEqual({ available: true, shipping_cost: '17.00' });
    expect(await quote(method.id, { place_code: '540102', total_weight: 1, subtotal: 10 })).toEqual(
      { available: false, shipping_cost: null },
    );
    expect(
      await quote(method.id, { place_code: '650200', total_weight: 1, subtotal: '99.00' }),
    ).toEqual({ available: true, shipping_cost: '0.00' });
    expect(
      await quote(disabled.id, { place_code: '110101', total_weight: 1, subtotal: 1 }),
    ).toEqual({ available: false, shipping_cost: null });

    await call('PATCH', `/api/shippings/shippingmethod/${method.id}/`, {
      free_shipping_policy: 'always',
    });
    expect(await quote(method.id, { place_code: '650200', total_weight: 9, subtotal: 0 })).toEqual({
      available: true,
      shipping_cost: '0.00',
    });

    for (const [body, field] of [
      [{ place_code: '999999', total_weight: 1, subtotal: 1 }, 'place_code'],
      [{ place_code: '110101', total_weight: -1, subtotal: 1 }, 'total_weight'],
      [{ place_code: '110101', total_weight: 1 }, 'subtotal'],
    ] as const) {
      const response = await call(
        'POST',
        `/api/shippings/shippingmethod/${method.id}/quote/`,
        body,
      );
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual([field]);
    }
    expect(
      (
        await call('POST', '/api/shippings/shippingmethod/999/quote/', {
          place_code: '110101',
          total_weight: 1,
          subtotal: 1,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('places', () => {
  it('lists top-level places paged, children by parent_code, one place by id', async () => {
    const top = (await call('GET', '/api/shippings/place/?page_size=100')).json();
    expect(top.count).toBe(31);
    expect(top.next).toBeNull();
    expect(Object.keys(top.results[0]).sort()).toEqual(PLACE_KEYS);
    expect(top.results[0]).toEqual({
      id: 1,
      name: '北京市',
      code: '110000',
      parent: null,
      area: '华北',
      short_name: '北京',
      pinyin: 'beijing',
    });

    const cities = (
      await call('GET', '/api/shippings/place/?parent_code=440000&page_size=100')
    ).json();
    expect(cities.results.map((p: { name: string }) => p.name)).toContain('深圳市');
    const shenzhen = cities.results.find((p: { name: string }) => p.name === '深圳市');
    expect(shenzhen).toMatchObject({
      code: '440300',
      area: '',
      pinyin: 'shenzhen',
      short_name: '深圳',
    });
    expect(shenzhen.parent).toBe(
      (await call('GET', '/api/shippings/place/?page_size=100'))
        .json()
        .results.find((p: { code: string }) => p.code === '440000').id,
    );

    expect((await call('GET', `/api/shippings/place/${shenzhen.id}/`)).json()).toEqual(shenzhen);
    expect((await call('GET', '/api/shippings/place/?parent_code=000000')).statusCode).toBe(404);
    expect((await call('GET', '/api/shippings/place/?parent_code=abc')).statusCode).toBe(400);
    expect((await call('GET', '/api/shippings/place/999999/')).statusCode).toBe(404);
    expect((await call('GET', '/api/shippings/place/?page=5')).json()).toEqual({
      detail: 'Invalid page.',
      code: 'not_found',
    });
  });

  it('for_area lists every top-level place with its area, filtered by area', async () => {
    const all = (await call('GET', '/api/shippings/place/for_area/')).json();
    expect(Object.keys(all)).toEqual(['results']);
    expect(all.results).toHaveLength(31);
    expect(new Set(all.results.map((p: { area: string }) => p.area))).toEqual(
      new Set(['华北', '东北', '华东', '华中', '华南', '西南', '西北']),
    );
    const east = (await call('GET', '/api/shippings/place/for_area/?area=华东')).json().results;
    expect(east.map((p: { short_name: string }) => p.short_name).sort()).toEqual(
      ['上海', '安徽', '山东', '江苏', '江西', '浙江', '福建'].sort(),
    );
  });

  it('all_place answers the three-level tree; all_place/{id} one subtree', async () => {
    const response = await call('GET', '/api/shippings/all_place/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    const trees = response.json();
    expect(trees).toHaveLength(31);
    expect(Object.keys(trees[0]).sort()).toEqual([
      'children',
      'code',
      'name',
      'pinyin',
      'short_name',
    ]);
    const depth = (node: { children: unknown[] }): number =>
      1 + Math.max(0, ...node.children.map((c) => depth(c as never)));
    expect(Math.max(...trees.map(depth))).toBe(3);
    const guangdong = trees.find((t: { code: string }) => t.code === '440000');

    const id = (await call('GET', '/api/shippings/place/?page_size=100'))
      .json()
      .results.find((p: { code: string }) => p.code === '440000').id;
    expect((await call('GET', `/api/shippings/all_place/${id}/`)).json()).toEqual(guangdong);
    expect((await call('GET', '/api/shippings/all_place/999999/')).statusCode).toBe(404);
  });
});

describe('shipping scopes', () => {
  it('applications need shippings:read / shippings:write (or read / write)', async () => {
    const reader = s.bearer(await s.appToken('shippings:read'));
    const writer = s.bearer(await s.appToken('write'));
    expect(
      (
        await s.app.inject({
          method: 'GET',
          url: '/api/shippings/shippingmethodgroup/',
          headers: reader,
        })
      ).statusCode,
    ).toBe(200);
    const denied = await s.app.inject({
      method: 'POST',
      url: '/api/shippings/shippingmethodgroup/',
      headers: reader,
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe('permission_denied');
    expect(
      (
        await s.app.inject({
          method: 'POST',
          url: '/api/shippings/shippingmethodgroup/',
          headers: writer,
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (await s.app.inject({ method: 'GET', url: '/api/shippings/all_place/', headers: writer }))
        .statusCode,
    ).toBe(403);
    expect(
      (await s.app.inject({ method: 'GET', url: '/api/shippings/all_place/' })).statusCode,
    ).toBe(401);
  });
});
