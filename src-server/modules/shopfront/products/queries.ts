import { sql, type Expression } from 'kysely';
import { defineFilters } from '../../../http/filters';
import { productsOfCoupons } from '../../discounts';

/**
 * The product list's filters and sort keys (docs/SPECIFICATION.md "Shop front"): column names
 * and subqueries over the `product` tables of the list queries (the other lists' filters are
 * in the `queries.ts` of their part).
 */

/** `price` is the first variant's price (docs/SPECIFICATION.md: "price of the first variant"). */
export const firstVariantPrice = sql<number>`(select fv.price from product_variant fv where fv.product_id = product.id order by fv.position, fv.id limit 1)`;
/** `inventory_quantity` is the sum over the variants. */
export const inventoryTotal = sql<number>`(select coalesce(sum(iv.inventory_quantity), 0) from product_variant iv where iv.product_id = product.id)`;

export const productFilters = defineFilters({
  id: { column: 'product.id', kind: 'int', ops: ['eq', 'in'] },
  // `name__startswith`: the storefront finds a product's colour siblings by a name prefix.
  name: { column: 'product.name', kind: 'string', ops: ['eq', 'in', 'startswith'] },
  voucherproduct__is_enabled: {
    column: 'product.id',
    kind: 'bool',
    ops: ['eq'],
    members: (test) =>
      sql`select voucher_product.product_id from voucher_product where ${test('voucher_product.is_enabled')}`,
  },
  published_at: { column: 'product.published_at', kind: 'timestamp', ops: ['gte', 'lte'] },
  published: { column: 'product.published', kind: 'bool', ops: ['eq'] },
  title: { column: 'product.title', kind: 'string', ops: ['eq'] },
  price: { column: firstVariantPrice, kind: 'decimal', ops: ['gte', 'lte'] },
  // `collection=ID` also turns the list into that collection's entries (see the product list).
  collection: {
    column: 'product.id',
    kind: 'int',
    ops: ['eq', 'exclude'],
    members: (test) =>
      sql`select collection_product.product_id from collection_product where ${test('collection_product.collection_id')}`,
  },
  category: {
    column: 'product.id',
    kind: 'int',
    ops: ['eq', 'in'],
    members: (test) =>
      sql`select product_category.product_id from product_category where ${test('product_category.category_id')}`,
  },
  // `coupons=ID`: the products that coupon's price rule applies to (docs/DESIGN.md §8).
  coupons: {
    column: 'product.id',
    kind: 'int',
    ops: ['eq', 'exclude'],
    members: productsOfCoupons,
  },
});

export const PRODUCT_ORDER_FIELDS = [
  'id',
  'created_at',
  'name',
  'inventory_quantity',
  'title',
  'price',
  'published_at',
  'sold_quantity',
] as const;
export type ProductOrderField = (typeof PRODUCT_ORDER_FIELDS)[number];

/** An `order_by` value: a field, descending when `-` comes first. */
export interface ProductOrder {
  field: ProductOrderField;
  descending: boolean;
}

export const productSortKeys: Record<ProductOrderField, Expression<unknown>> = {
  id: sql.ref('product.id'),
  created_at: sql.ref('product.created_at'),
  name: sql.ref('product.name'),
  inventory_quantity: inventoryTotal,
  title: sql.ref('product.title'),
  price: firstVariantPrice,
  published_at: sql.ref('product.published_at'),
  sold_quantity: sql.ref('product.sold_quantity'),
};

export function parseProductOrder(value: string): ProductOrder {
  const descending = value.startsWith('-');
  return { field: (descending ? value.slice(1) : value) as ProductOrderField, descending };
}
