import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { discountServer, expectInvalid, type DiscountServer } from './support';

let d: DiscountServer;

beforeEach(async () => {
  d = await discountServer();
});
afterEach(() => d.close());

const PRODUCTS = '/api/shopfront/product/';

/**
 * Five products, each reachable by one kind of entitlement: by vendor, by category, by
 * collection, directly, and one by none.
 */
async function catalog() {
  const category = await d.call('POST', '/api/shopfront/category/', { title: 'Kitchen' });
  const categoryId = category.json().id as number;
  const byVendor = (await d.createProduct({ title: 'Acme lamp', vendor: 'Acme' })).id as number;
  const byCategory = (await d.createProduct({ title: 'Pan', category_ids: [categoryId] }))
    .id as number;
  const byCollection = (await d.createProduct({ title: 'Mug' })).id as number;
  const direct = (await d.createProduct({ title: 'Kettle' })).id as number;
  const none = (await d.createProduct({ title: 'Sofa', vendor: 'Other' })).id as number;
  const collection = await d.call('POST', '/api/shopfront/collection/', { title: 'New' });
  const collectionId = collection.json().id as number;
  const entry = await d.call('POST', `/api/shopfront/collection/${collectionId}/products/`, {
    product_id: byCollection,
  });
  expect(entry.statusCode, entry.body).toBe(201);
  return { categoryId, collectionId, byVendor, byCategory, byCollection, direct, none };
}

let prefix = 0;
const coupon = async (rule: Record<string, unknown>) =>
  (await d.createCoupon({ code_prefix: `C${++prefix}` }, rule)).id as number;
const entitled = (lists: Record<string, unknown>) =>
  coupon({ target_selection: 'entitled', ...lists });

describe('product list filters coupons and coupons__exclude', () => {
  it('target_selection all: every product', async () => {
    const c = await catalog();
    const all = await coupon({});
    const everything = [c.byVendor, c.byCategory, c.byCollection, c.direct, c.none];
    expect(await d.ids(`${PRODUCTS}?coupons=${all}`)).toEqual(everything);
    expect(await d.ids(`${PRODUCTS}?coupons__exclude=${all}`)).toEqual([]);
  });

  it('entitled products', async () => {
    const c = await catalog();
    const id = await entitled({ entitled_product_ids: [c.direct] });
    expect(await d.ids(`${PRODUCTS}?coupons=${id}`)).toEqual([c.direct]);
    expect(await d.ids(`${PRODUCTS}?coupons__exclude=${id}`)).toEqual([
      c.byVendor,
      c.byCategory,
      c.byCollection,
      c.none,
    ]);
  });

  it('entitled collections: the products in them', async () => {
    const c = await catalog();
    const id = await entitled({ entitled_collection_ids: [c.collectionId] });
    expect(await d.ids(`${PRODUCTS}?coupons=${id}`)).toEqual([c.byCollection]);
    expect(await d.ids(`${PRODUCTS}?coupons__exclude=${id}`)).not.toContain(c.byCollection);
    // Membership is read live: a product added to the collection is covered at once.
    await d.call('POST', `/api/shopfront/collection/${c.collectionId}/products/`, {
      product_id: c.none,
    });
    expect(await d.ids(`${PRODUCTS}?coupons=${id}`)).toEqual([c.byCollection, c.none]);
  });

  it('entitled categories: the products in them', async () => {
    const c = await catalog();
    const id = await entitled({ entitled_category_ids: [c.categoryId] });
    expect(await d.ids(`${PRODUCTS}?coupons=${id}`)).toEqual([c.byCategory]);
    expect(await d.ids(`${PRODUCTS}?coupons__exclude=${id}`)).toEqual([
      c.byVendor,
      c.byCollection,
      c.direct,
      c.none,
    ]);
  });

  it('entitled vendor titles: the products of those vendors', async () => {
    const c = await catalog();
    const id = await entitled({ entitled_vendor_titles: ['Acme'] });
    expect(await d.ids(`${PRODUCTS}?coupons=${id}`)).toEqual([c.byVendor]);
    expect(await d.ids(`${PRODUCTS}?coupons__exclude=${id}`)).toEqual([
      c.byCategory,
      c.byCollection,
      c.direct,
      c.none,
    ]);
  });

  it('several lists: the union; __exclude of several coupons leaves what none covers', async () => {
    const c = await catalog();
    const mixed = await entitled({
      entitled_product_ids: [c.direct],
      entitled_vendor_titles: ['Acme'],
    });
    const kitchen = await entitled({ entitled_category_ids: [c.categoryId] });
    expect(await d.ids(`${PRODUCTS}?coupons=${mixed}`)).toEqual([c.byVendor, c.direct]);
    expect(await d.ids(`${PRODUCTS}?coupons__exclude=${mixed},${kitchen}`)).toEqual([
      c.byCollection,
      c.none,
    ]);
    // Combined with other filters, and in a collection's entry listing.
    expect(await d.ids(`${PRODUCTS}?coupons=${mixed}&title=Kettle`)).toEqual([c.direct]);
    const entryProducts = async (query: string) =>
      (await d.list(`${PRODUCTS}?collection=${c.collectionId}&${query}`)).results.map(
        (entry: { product: { id: number } }) => entry.product.id,
      );
    expect(await entryProducts(`coupons=${mixed}`)).toEqual([]);
    expect(await entryProducts(`coupons__exclude=${mixed}`)).toEqual([c.byCollection]);
  });

  it('follows the rule when it changes; an unknown coupon applies to nothing', async () => {
    const c = await catalog();
    const created = await d.createCoupon(
      { code_prefix: 'LIVE' },
      { target_selection: 'entitled', entitled_product_ids: [c.direct] },
    );
    const put = await d.call('PUT', `/api/discounts/price_rule/${created.price_rule_id}/`, {
      title: 'Now all',
      value: '-5',
      value_type: 'percentage',
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(await d.ids(`${PRODUCTS}?coupons=${created.id}`)).toHaveLength(5);
    expect(await d.ids(`${PRODUCTS}?coupons=999`)).toEqual([]);
    expect(await d.ids(`${PRODUCTS}?coupons__exclude=999`)).toHaveLength(5);
  });

  it('a malformed coupon id is 400 naming the parameter', async () => {
    expectInvalid(await d.call('GET', `${PRODUCTS}?coupons=x`), ['coupons']);
    expectInvalid(await d.call('GET', `${PRODUCTS}?coupons__exclude=1,x`), ['coupons__exclude']);
  });
});
