import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  discountServer,
  DECIMAL,
  expectConflict,
  expectInvalid,
  keys,
  PAGE_KEYS,
  RULE_KEYS,
  ruleBody,
  TIMESTAMP,
  type DiscountServer,
} from './support';

let d: DiscountServer;

beforeEach(async () => {
  d = await discountServer();
});
afterEach(() => d.close());

const URL = '/api/discounts/price_rule/';

/** Catalog things a rule can be entitled to. */
async function catalog() {
  const vendor = await d.call('POST', '/api/shopfront/vendor/', { title: 'Acme' });
  expect(vendor.statusCode, vendor.body).toBe(201);
  const category = await d.call('POST', '/api/shopfront/category/', { title: 'Kitchen' });
  expect(category.statusCode, category.body).toBe(201);
  const collection = await d.call('POST', '/api/shopfront/collection/', { title: 'New' });
  expect(collection.statusCode, collection.body).toBe(201);
  const a = await d.createProduct({ title: 'A' });
  const b = await d.createProduct({ title: 'B' });
  return {
    productIds: [a.id as number, b.id as number],
    collectionId: collection.json().id as number,
    categoryId: category.json().id as number,
  };
}

const storedRule = (id: number) =>
  d.s.database.db
    .selectFrom('price_rule')
    .select(['starts_at', 'ends_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const ruleCount = async () => (await d.list(URL)).count as number;

describe('price rule shape and defaults', () => {
  it('creates a rule from title, value and value_type: every field, defaults for the rest', async () => {
    const response = await d.call('POST', URL, ruleBody({ id: 99 }));
    expect(response.statusCode, response.body).toBe(201);
    const rule = response.json();
    expect(keys(rule)).toEqual(RULE_KEYS);
    expect(rule).toEqual({
      id: 1,
      is_enabled: true,
      priority: 0,
      title: '10% off',
      verbose_title: '',
      usage_limit: 0,
      once_per_customer: false,
      target_selection: 'all',
      entitled_product_ids: null,
      entitled_collection_ids: null,
      entitled_category_ids: null,
      entitled_vendor_titles: null,
      starts_at: null,
      ends_at: null,
      automatic_discount: false,
      target_type: 'line_item',
      allocation_method: 'across',
      value: '-10.00',
      value_type: 'percentage',
      accumulate: false,
      prerequisite_quantity_range: null,
      prerequisite_shipping_price_range: null,
      prerequisite_subtotal_range: null,
      prerequisite_to_entitlement_quantity_ratio: null,
      allocation_limit: 0,
    });
    expect(rule.value).toMatch(DECIMAL);
  });

  it('stores every field given, entitled lists in their order, and reads timestamps in the shop zone', async () => {
    const { productIds, collectionId, categoryId } = await catalog();
    const rule = await d.createRule({
      is_enabled: false,
      priority: -5,
      title: '  Kitchen deal ',
      verbose_title: '20 off kitchen things over 100',
      usage_limit: 50,
      once_per_customer: true,
      target_selection: 'entitled',
      entitled_product_ids: [productIds[1], productIds[0]],
      entitled_collection_ids: [collectionId],
      entitled_category_ids: [categoryId],
      entitled_vendor_titles: ['Acme'],
      // Offset-less: the shop's zone (Asia/Shanghai); `Z` and fractions of six digits too.
      starts_at: '2026-12-01T10:00',
      ends_at: '2026-12-31T15:59:59.123456Z',
      automatic_discount: true,
      target_type: 'shipping_line',
      allocation_method: 'each',
      value: -20,
      value_type: 'fixed_amount',
      accumulate: true,
      prerequisite_quantity_range: { greater_than_or_equal_to: '2' },
      prerequisite_shipping_price_range: { less_than_or_equal_to: 15 },
      prerequisite_subtotal_range: { greater_than_or_equal_to: '100' },
      prerequisite_to_entitlement_quantity_ratio: {
        prerequisite_quantity: 2,
        entitled_quantity: 1,
      },
      allocation_limit: 3,
    });
    expect(rule).toMatchObject({
      is_enabled: false,
      priority: -5,
      title: 'Kitchen deal',
      verbose_title: '20 off kitchen things over 100',
      usage_limit: 50,
      once_per_customer: true,
      target_selection: 'entitled',
      entitled_product_ids: [productIds[1], productIds[0]],
      entitled_collection_ids: [collectionId],
      entitled_category_ids: [categoryId],
      entitled_vendor_titles: ['Acme'],
      starts_at: '2026-12-01T10:00:00.000+08:00',
      ends_at: '2026-12-31T23:59:59.123+08:00',
      automatic_discount: true,
      target_type: 'shipping_line',
      allocation_method: 'each',
      value: '-20.00',
      value_type: 'fixed_amount',
      accumulate: true,
      prerequisite_quantity_range: { greater_than_or_equal_to: '2' },
      prerequisite_shipping_price_range: { less_than_or_equal_to: '15.00' },
      prerequisite_subtotal_range: { greater_than_or_equal_to: '100.00' },
      prerequisite_to_entitlement_quantity_ratio: {
        prerequisite_quantity: 2,
        entitled_quantity: 1,
      },
      allocation_limit: 3,
    });
    expect(rule.starts_at).toMatch(TIMESTAMP);
    expect(await storedRule(rule.id)).toEqual({
      starts_at: Date.parse('2026-12-01T10:00:00+08:00'),
      ends_at: Date.parse('2026-12-31T15:59:59.123Z'),
    });
    // The entitled lists are the rule's own: another rule does not see them.
    expect((await d.createRule()).entitled_product_ids).toBeNull();
  });

  it('an offset-less timestamp follows the shop time zone setting', async () => {
    const patch = await d.call('PATCH', '/api/shops/shop_settings/', { timezone: 'Asia/Tokyo' });
    expect(patch.statusCode, patch.body).toBe(200);
    const rule = await d.createRule({ starts_at: '2026-12-01T10:00:30' });
    expect(rule.starts_at).toBe('2026-12-01T10:00:30.000+09:00');
    expect((await storedRule(rule.id)).starts_at).toBe(Date.parse('2026-12-01T10:00:30+09:00'));
  });

  it('a deleted product, collection or category leaves the entitled lists', async () => {
    const { productIds, collectionId } = await catalog();
    const rule = await d.createRule({
      target_selection: 'entitled',
      entitled_product_ids: productIds,
      entitled_collection_ids: [collectionId],
    });
    expect((await d.call('DELETE', `/api/shopfront/product/${productIds[0]}/`)).statusCode).toBe(
      204,
    );
    expect((await d.call('DELETE', `/api/shopfront/collection/${collectionId}/`)).statusCode).toBe(
      204,
    );
    const after = (await d.call('GET', `${URL}${rule.id}/`)).json();
    expect(after.entitled_product_ids).toEqual([productIds[1]]);
    expect(after.entitled_collection_ids).toEqual([]);
  });

  it('an empty entitled list under `all` sets nothing (null)', async () => {
    const rule = await d.createRule({ entitled_product_ids: [], entitled_vendor_titles: [] });
    expect(rule.entitled_product_ids).toBeNull();
    expect(rule.entitled_vendor_titles).toBeNull();
  });
});

describe('price rule PUT, GET and DELETE', () => {
  it('PUT replaces the whole rule: omitted fields go back to their defaults', async () => {
    const { productIds } = await catalog();
    const rule = await d.createRule({
      priority: 9,
      verbose_title: 'v',
      usage_limit: 4,
      once_per_customer: true,
      target_selection: 'entitled',
      entitled_product_ids: productIds,
      starts_at: '2026-12-01T10:00+08:00',
      prerequisite_subtotal_range: { greater_than_or_equal_to: 5 },
      allocation_limit: 2,
    });
    const response = await d.call(
      'PUT',
      `${URL}${rule.id}/`,
      ruleBody({ title: 'Five off', value: '-5', value_type: 'fixed_amount' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const replaced = response.json();
    expect(keys(replaced)).toEqual(RULE_KEYS);
    expect(replaced).toMatchObject({
      id: rule.id,
      title: 'Five off',
      value: '-5.00',
      value_type: 'fixed_amount',
      priority: 0,
      verbose_title: '',
      usage_limit: 0,
      once_per_customer: false,
      target_selection: 'all',
      entitled_product_ids: null,
      starts_at: null,
      prerequisite_subtotal_range: null,
      allocation_limit: 0,
    });
    // The entitlements are gone, not hidden: switching back lists only the new ones.
    const again = await d.call(
      'PUT',
      `${URL}${rule.id}/`,
      ruleBody({ target_selection: 'entitled', entitled_product_ids: [productIds[1]] }),
    );
    expect(again.json().entitled_product_ids).toEqual([productIds[1]]);
    expect((await d.call('GET', `${URL}${rule.id}/`)).json()).toEqual(again.json());
  });

  it('GET one (extension) answers the rule or 404; PUT and DELETE of an unknown id are 404', async () => {
    const rule = await d.createRule();
    const one = await d.call('GET', `${URL}${rule.id}/`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(rule);
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', ruleBody()],
      ['DELETE', undefined],
    ] as const) {
      const response = await d.call(method, `${URL}999/`, body);
      expect(response.statusCode, method).toBe(404);
      expect(response.json().code).toBe('not_found');
    }
    expectInvalid(await d.call('GET', `${URL}abc/`), ['id']);
  });

  it('DELETE removes a free-standing rule with its entitlements: 204', async () => {
    const { productIds } = await catalog();
    const rule = await d.createRule({
      target_selection: 'entitled',
      entitled_product_ids: productIds,
    });
    const response = await d.call('DELETE', `${URL}${rule.id}/`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await d.call('GET', `${URL}${rule.id}/`)).statusCode).toBe(404);
    const links = await d.s.database.db.selectFrom('price_rule_product').selectAll().execute();
    expect(links).toEqual([]);
  });

  it("DELETE of a coupon's rule is 409 price_rule_in_use and keeps rule and coupon", async () => {
    const coupon = await d.createCoupon();
    expectConflict(await d.call('DELETE', `${URL}${coupon.price_rule_id}/`), 'price_rule_in_use');
    expect((await d.call('GET', `${URL}${coupon.price_rule_id}/`)).statusCode).toBe(200);
    expect((await d.call('GET', `/api/discounts/coupon/${coupon.id}/`)).statusCode).toBe(200);
  });
});

describe('price rule list and filters', () => {
  async function three() {
    const a = await d.createRule({
      title: 'Spring',
      starts_at: '2026-03-01T00:00',
      ends_at: '2026-05-31T23:59',
    });
    const b = await d.createRule({
      title: 'Auto',
      automatic_discount: true,
      starts_at: '2026-06-01T00:00',
      ends_at: '2026-08-31T23:59',
    });
    const c = await d.createRule({ title: 'Open' });
    return [a.id as number, b.id as number, c.id as number];
  }

  it('lists rules paged in id order', async () => {
    for (let i = 0; i < 12; i++) await d.createRule({ title: `Rule ${i}` });
    const page = await d.list(URL);
    expect(keys(page)).toEqual(PAGE_KEYS);
    expect(page.count).toBe(12);
    expect(page.results).toHaveLength(10);
    for (const rule of page.results) expect(keys(rule)).toEqual(RULE_KEYS);
    expect(page.next).toBe(`http://localhost${URL}?page=2`);
    expect(page.previous).toBeNull();
    const second = await d.list(`${URL}?page=2`);
    expect(second.results.map((r: { id: number }) => r.id)).toEqual([11, 12]);
    expect((await d.list(`${URL}?page_size=100`)).results).toHaveLength(12);
    expect((await d.call('GET', `${URL}?page=3`)).statusCode).toBe(404);
  });

  it('filters by id, id__in, automatic_discount, title', async () => {
    const [a, b, c] = await three();
    expect(await d.ids(`${URL}?id=${b}`)).toEqual([b]);
    expect(await d.ids(`${URL}?id__in=${c},${a}`)).toEqual([a, c]);
    expect(await d.ids(`${URL}?automatic_discount=true`)).toEqual([b]);
    expect(await d.ids(`${URL}?automatic_discount=1`)).toEqual([b]);
    expect(await d.ids(`${URL}?automatic_discount=false`)).toEqual([a, c]);
    expect(await d.ids(`${URL}?automatic_discount=0`)).toEqual([a, c]);
    expect(await d.ids(`${URL}?title=Open`)).toEqual([c]);
    expect(await d.ids(`${URL}?title=open`)).toEqual([]);
    expect(await d.ids(`${URL}?title=Open&automatic_discount=true`)).toEqual([]);
  });

  it('starts_at lists rules starting at or after; ends_at rules ending at or before', async () => {
    const [a, b] = await three();
    expect(await d.ids(`${URL}?starts_at=2026-03-01T00:00:00%2B08:00`)).toEqual([a, b]);
    expect(await d.ids(`${URL}?starts_at=2026-03-01T00:00:01%2B08:00`)).toEqual([b]);
    expect(await d.ids(`${URL}?starts_at=2026-02-28T16:00:00Z`)).toEqual([a, b]);
    expect(await d.ids(`${URL}?starts_at=2026-06-01 00:00:01`)).toEqual([]);
    expect(await d.ids(`${URL}?ends_at=2026-05-31T23:59:00%2B08:00`)).toEqual([a]);
    expect(await d.ids(`${URL}?ends_at=2026-05-31T23:58:59%2B08:00`)).toEqual([]);
    expect(await d.ids(`${URL}?ends_at=2026-12-31T00:00:00Z`)).toEqual([a, b]);
    expect(
      await d.ids(`${URL}?starts_at=2026-04-01T00:00:00Z&ends_at=2026-12-31T00:00:00Z`),
    ).toEqual([b]);
  });

  it('a malformed filter value is 400 naming the parameter', async () => {
    for (const [query, field] of [
      ['id=x', 'id'],
      ['id__in=1,x', 'id__in'],
      ['automatic_discount=yes', 'automatic_discount'],
      ['starts_at=soon', 'starts_at'],
      ['ends_at=2026-13-01T00:00', 'ends_at'],
      ['page=0', 'page'],
      ['page_size=x', 'page_size'],
    ]) {
      expectInvalid(await d.call('GET', `${URL}?${query}`), [field!]);
    }
  });
});

describe('price rule rules: each refusal is 400 naming the field and stores nothing', () => {
  async function refused(body: Record<string, unknown>, fields: string[], id?: number) {
    const before = await ruleCount();
    const response = id
      ? await d.call('PUT', `${URL}${id}/`, body)
      : await d.call('POST', URL, body);
    expectInvalid(response, fields);
    expect(await ruleCount()).toBe(before);
    return response.json();
  }

  it('timestamps follow YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z]', async () => {
    for (const text of [
      '2026-12-01 10:00:00',
      '2026-12-01',
      '2026-12-01T10',
      '2026-12-01T10:00+0800',
      '2026-12-01T10:00:00.1234567Z',
      '2026-02-30T10:00',
      '2026-12-01T25:00',
      'tomorrow',
    ]) {
      await refused(ruleBody({ starts_at: text }), ['starts_at']);
      await refused(ruleBody({ ends_at: text }), ['ends_at']);
    }
    for (const text of ['2026-12-01T10:00', '2026-12-01T10:00:05.5-05:00', '2026-12-01T10:00Z'])
      expect((await d.call('POST', URL, ruleBody({ starts_at: text }))).statusCode).toBe(201);
  });

  it('entitled ids are forbidden under target_selection all', async () => {
    const { productIds, collectionId, categoryId } = await catalog();
    await refused(ruleBody({ entitled_product_ids: productIds }), ['entitled_product_ids']);
    await refused(ruleBody({ target_selection: 'all', entitled_collection_ids: [collectionId] }), [
      'entitled_collection_ids',
    ]);
    await refused(ruleBody({ entitled_category_ids: [categoryId] }), ['entitled_category_ids']);
    await refused(ruleBody({ entitled_vendor_titles: ['Acme'] }), ['entitled_vendor_titles']);
  });

  it('target_selection entitled needs at least one entitled id', async () => {
    await refused(ruleBody({ target_selection: 'entitled' }), ['entitled_product_ids']);
    await refused(
      ruleBody({
        target_selection: 'entitled',
        entitled_product_ids: [],
        entitled_vendor_titles: null,
      }),
      ['entitled_product_ids'],
    );
  });

  it('entitled ids must exist', async () => {
    const { productIds, collectionId, categoryId } = await catalog();
    const body = await refused(
      ruleBody({
        target_selection: 'entitled',
        entitled_product_ids: [productIds[0], 999],
        entitled_collection_ids: [collectionId + 100],
        entitled_category_ids: [categoryId, categoryId + 100],
        entitled_vendor_titles: ['Acme', 'Nobody'],
      }),
      [
        'entitled_product_ids.1',
        'entitled_collection_ids.0',
        'entitled_category_ids.1',
        'entitled_vendor_titles.1',
      ],
    );
    expect(body.errors['entitled_product_ids.1']).toEqual(['No product with this id.']);
    // Each list alone is enough when its ids exist.
    for (const list of [
      { entitled_collection_ids: [collectionId] },
      { entitled_category_ids: [categoryId] },
      { entitled_vendor_titles: ['Acme'] },
    ])
      expect(
        (await d.call('POST', URL, ruleBody({ target_selection: 'entitled', ...list }))).statusCode,
      ).toBe(201);
  });

  it('an entitled id listed twice is refused at its index', async () => {
    const { productIds } = await catalog();
    await refused(
      ruleBody({
        target_selection: 'entitled',
        entitled_product_ids: [productIds[0], productIds[1], productIds[0]],
      }),
      ['entitled_product_ids.2'],
    );
  });

  it('value must be negative', async () => {
    for (const value of ['0', '0.00', 5, '10.50'])
      await refused(ruleBody({ value, value_type: 'fixed_amount' }), ['value']);
    await refused(ruleBody({ value: '0' }), ['value']);
    await refused(ruleBody({ value: '-1.005' }), ['value']);
    await refused(ruleBody({ value: 'ten' }), ['value']);
    await refused({ title: 'x', value_type: 'percentage' }, ['value']);
  });

  it('a percentage lies in -100 ≤ value < 0; a fixed amount may be larger', async () => {
    await refused(ruleBody({ value: '-100.01' }), ['value']);
    await refused(ruleBody({ value: -150 }), ['value']);
    expect((await d.createRule({ value: '-100' })).value).toBe('-100.00');
    expect((await d.createRule({ value: '-0.01' })).value).toBe('-0.01');
    expect((await d.createRule({ value: '-150', value_type: 'fixed_amount' })).value).toBe(
      '-150.00',
    );
  });

  it('enums: target_selection, target_type, allocation_method, value_type', async () => {
    await refused(ruleBody({ target_selection: 'some' }), ['target_selection']);
    await refused(ruleBody({ target_type: 'order' }), ['target_type']);
    await refused(ruleBody({ allocation_method: 'half' }), ['allocation_method']);
    await refused(ruleBody({ value_type: 'free' }), ['value_type']);
    await refused({ title: 'x', value: '-1' }, ['value_type']);
    const shipping = await d.createRule({
      target_type: 'shipping_line',
      allocation_method: 'each',
    });
    expect(shipping).toMatchObject({ target_type: 'shipping_line', allocation_method: 'each' });
  });

  it('starts_at must not be after ends_at (compared as instants)', async () => {
    await refused(ruleBody({ starts_at: '2026-12-02T00:00', ends_at: '2026-12-01T23:59' }), [
      'ends_at',
    ]);
    // 09:00 +08:00 is before 10:00 +08:00, though its text in Z reads "01:00".
    await refused(ruleBody({ starts_at: '2026-12-01T10:00+08:00', ends_at: '2026-12-01T01:00Z' }), [
      'ends_at',
    ]);
    expect(
      (
        await d.call(
          'POST',
          URL,
          ruleBody({ starts_at: '2026-12-01T10:00+08:00', ends_at: '2026-12-01T03:00Z' }),
        )
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await d.call(
          'POST',
          URL,
          ruleBody({ starts_at: '2026-12-01T10:00', ends_at: '2026-12-01T10:00' }),
        )
      ).statusCode,
    ).toBe(201);
  });

  it('limits are at least 0', async () => {
    await refused(ruleBody({ usage_limit: -1 }), ['usage_limit']);
    await refused(ruleBody({ allocation_limit: -1 }), ['allocation_limit']);
    await refused(ruleBody({ usage_limit: 1.5 }), ['usage_limit']);
    await refused(ruleBody({ prerequisite_subtotal_range: { greater_than_or_equal_to: -1 } }), [
      'prerequisite_subtotal_range.greater_than_or_equal_to',
    ]);
    await refused(ruleBody({ prerequisite_quantity_range: { greater_than_or_equal_to: '-2' } }), [
      'prerequisite_quantity_range.greater_than_or_equal_to',
    ]);
    await refused(
      ruleBody({
        prerequisite_to_entitlement_quantity_ratio: {
          prerequisite_quantity: 0,
          entitled_quantity: 1,
        },
      }),
      ['prerequisite_to_entitlement_quantity_ratio.prerequisite_quantity'],
    );
  });

  it('title is required, 1–255 characters', async () => {
    await refused({ value: '-1', value_type: 'percentage' }, ['title']);
    await refused(ruleBody({ title: '' }), ['title']);
    await refused(ruleBody({ title: '   ' }), ['title']);
    await refused(ruleBody({ title: 'x'.repeat(256) }), ['title']);
    expect((await d.createRule({ title: 'x'.repeat(255) })).title).toHaveLength(255);
  });

  it('wrong types are 400 naming each field', async () => {
    await refused(
      ruleBody({ is_enabled: 'yes', priority: 1.5, once_per_customer: 1, accumulate: null }),
      ['accumulate', 'is_enabled', 'once_per_customer', 'priority'],
    );
    await refused(ruleBody({ entitled_product_ids: ['a'] }), ['entitled_product_ids.0']);
  });

  it("a coupon's rule cannot be switched to automatic_discount true; a free rule can", async () => {
    const coupon = await d.createCoupon();
    await refused(
      ruleBody({ automatic_discount: true }),
      ['automatic_discount'],
      coupon.price_rule_id,
    );
    expect((await d.call('GET', `${URL}${coupon.price_rule_id}/`)).json().automatic_discount).toBe(
      false,
    );
    const ok = await d.call(
      'PUT',
      `${URL}${coupon.price_rule_id}/`,
      ruleBody({ title: 'Renamed', automatic_discount: false }),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const free = await d.createRule();
    const automatic = await d.call(
      'PUT',
      `${URL}${free.id}/`,
      ruleBody({ automatic_discount: true }),
    );
    expect(automatic.json().automatic_discount).toBe(true);
  });

  it('a refused PUT changes nothing', async () => {
    const rule = await d.createRule({ priority: 3 });
    await refused(ruleBody({ priority: 4, value: '5' }), ['value'], rule.id);
    await refused(
      ruleBody({ priority: 4, target_selection: 'entitled', entitled_product_ids: [77] }),
      ['entitled_product_ids.0'],
      rule.id,
    );
    expect((await d.call('GET', `${URL}${rule.id}/`)).json()).toEqual(rule);
  });
});
