import type { Expression, SqlBool } from 'kysely';
import type { Db } from '../../../db';
import { applyWhere } from '../../../db/query';
import { countRowsKept } from '../../../db/kept-counts';
import { groupBy } from '../../../db/row-batches';
import type { ProductFacts } from '../shared/rules';
import type {
  ProductImageRow,
  ProductOptionRow,
  ProductRow,
  ProductVariantRow,
  VoucherProductRow,
} from '../../../db/tables/shopfront';
import { inventoryTotal, firstVariantPrice, productSortKeys, type ProductOrder } from './queries';
import type { SearchDocument } from './search';

const productColumns = [
  'product.id',
  'product.name',
  'product.title',
  'product.body_html',
  'product.body_html_mobile',
  'product.description',
  'product.vendor_id',
  'product.requires_shipping',
  'product.inventory_policy',
  'product.published',
  'product.published_at',
  'product.metafield',
  'product.meta_title',
  'product.meta_description',
  'product.meta_image',
  'product.sold_quantity',
  'product.shipping_method_group_id',
  'product.created_at',
  'product.updated_at',
] as const;
const optionColumns = ['id', 'product_id', 'position', 'title', 'values'] as const;
const imageColumns = [
  'id',
  'product_id',
  'position',
  'src',
  'metafield',
  'created_at',
  'updated_at',
] as const;
const variantColumns = [
  'id',
  'product_id',
  'position',
  'title',
  'sku',
  'barcode',
  'price',
  'compare_at_price',
  'grams',
  'inventory_quantity',
  'inventory_policy',
  'image_id',
  'options',
  'metafield',
  'created_at',
  'updated_at',
] as const;
const voucherColumns = [
  'id',
  'product_id',
  'is_enabled',
  'white_product_ids',
  'black_product_ids',
  'expire_days',
  'created_at',
  'updated_at',
] as const;

/** A product with everything its API shapes show. */
export interface ProductDetail {
  row: ProductRow;
  vendor: string | null;
  options: ProductOptionRow[];
  variants: ProductVariantRow[];
  images: ProductImageRow[];
  tags: string[];
  categories: { id: number; title: string }[];
  voucher: VoucherProductRow | null;
}

// Product lists.
/** Exact; kept on PostgreSQL until the products or their search entries change (db/kept-counts.ts). */
export async function countProducts(db: Db, where: Expression<SqlBool>[]) {
  return countRowsKept(db, applyWhere(db.selectFrom('product'), where));
}

export async function listProductIds(
  db: Db,
  where: Expression<SqlBool>[],
  order: ProductOrder,
  limit: number,
  offset: number,
) {
  return (
    await applyWhere(db.selectFrom('product'), where)
      .select('product.id')
      .orderBy(productSortKeys[order.field], order.descending ? 'desc' : 'asc')
      .orderBy('product.id')
      .limit(limit)
      .offset(offset)
      .execute()
  ).map((row) => row.id);
}

/** SKU → the ids of the products having a variant with it (SKUs are not unique). */
export async function findProductIdsBySku(db: Db, skus: string[]): Promise<Map<string, number[]>> {
  const out = new Map<string, number[]>();
  if (skus.length === 0) return out;
  const rows = await db
    .selectFrom('product_variant')
    .select(['sku', 'product_id'])
    .where('sku', 'in', skus)
    .orderBy('product_id')
    .execute();
  for (const row of rows) {
    const ids = out.get(row.sku) ?? [];
    if (!ids.includes(row.product_id)) ids.push(row.product_id);
    out.set(row.sku, ids);
  }
  return out;
}

export async function findExistingProductIds(db: Db, ids: number[]) {
  return new Set(
    ids.length === 0
      ? []
      : (await db.selectFrom('product').select('id').where('id', 'in', ids).execute()).map(
          (row) => row.id,
        ),
  );
}

/** The products with their parts, in the order of `ids` (unknown ids are left out). */
export async function findProducts(db: Db, ids: number[]): Promise<ProductDetail[]> {
  if (ids.length === 0) return [];
  const [rows, options, images, variants, tags, categories, vouchers] = await Promise.all([
    db
      .selectFrom('product')
      .leftJoin('vendor', 'vendor.id', 'product.vendor_id')
      .select([...productColumns, 'vendor.title as vendor_title'])
      .where('product.id', 'in', ids)
      .execute(),
    db
      .selectFrom('product_option')
      .select(optionColumns)
      .where('product_id', 'in', ids)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('product_image')
      .select(imageColumns)
      .where('product_id', 'in', ids)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('product_variant')
      .select(variantColumns)
      .where('product_id', 'in', ids)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('product_tag_link')
      .innerJoin('product_tag', 'product_tag.id', 'product_tag_link.tag_id')
      .select(['product_tag_link.product_id', 'product_tag.title'])
      .where('product_tag_link.product_id', 'in', ids)
      .orderBy('product_tag_link.position')
      .execute(),
    db
      .selectFrom('product_category')
      .innerJoin('category', 'category.id', 'product_category.category_id')
      .select(['product_category.product_id', 'category.id', 'category.title'])
      .where('product_category.product_id', 'in', ids)
      .orderBy('category.id')
      .execute(),
    db
      .selectFrom('voucher_product')
      .select(voucherColumns)
      .where('product_id', 'in', ids)
      .execute(),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const optionsOf = groupBy(options, (row) => row.product_id);
  const imagesOf = groupBy(images, (row) => row.product_id);
  const variantsOf = groupBy(variants, (row) => row.product_id);
  const tagsOf = groupBy(tags, (row) => row.product_id);
  const categoriesOf = groupBy(categories, (row) => row.product_id);
  const voucherOf = new Map(vouchers.map((row) => [row.product_id, row]));
  return ids.flatMap((id) => {
    const found = byId.get(id);
    if (!found) return [];
    const { vendor_title, ...row } = found;
    return [
      {
        row,
        vendor: vendor_title,
        options: optionsOf.get(id) ?? [],
        images: imagesOf.get(id) ?? [],
        variants: variantsOf.get(id) ?? [],
        tags: (tagsOf.get(id) ?? []).map((tag) => tag.title),
        categories: (categoriesOf.get(id) ?? []).map(({ id, title }) => ({ id, title })),
        voucher: voucherOf.get(id) ?? null,
      },
    ];
  });
}

export async function listAllProductIds(db: Db) {
  return (await db.selectFrom('product').select('id').orderBy('id').execute()).map((row) => row.id);
}

export async function findShippingGroupExists(db: Db, id: number) {
  return (
    (await db
      .selectFrom('shipping_method_group')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst()) !== undefined
  );
}

/** What search indexes of each product (by id). */
export async function findSearchDocuments(
  db: Db,
  ids: number[],
): Promise<Map<number, SearchDocument>> {
  const out = new Map<number, SearchDocument>();
  if (ids.length === 0) return out;
  const [rows, variants, tags] = await Promise.all([
    db
      .selectFrom('product')
      .leftJoin('vendor', 'vendor.id', 'product.vendor_id')
      .select(['product.id', 'product.title', 'product.name', 'vendor.title as vendor'])
      .where('product.id', 'in', ids)
      .execute(),
    db
      .selectFrom('product_variant')
      .select(['product_id', 'sku', 'barcode'])
      .where('product_id', 'in', ids)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('product_tag_link')
      .innerJoin('product_tag', 'product_tag.id', 'product_tag_link.tag_id')
      .select(['product_tag_link.product_id', 'product_tag.title'])
      .where('product_tag_link.product_id', 'in', ids)
      .execute(),
  ]);
  const variantsOf = groupBy(variants, (row) => row.product_id);
  const tagsOf = groupBy(tags, (row) => row.product_id);
  for (const row of rows) {
    const own = variantsOf.get(row.id) ?? [];
    out.set(row.id, {
      title: row.title,
      name: row.name,
      vendor: row.vendor,
      skus: own.map((v) => v.sku).filter(Boolean),
      barcodes: own.map((v) => v.barcode).filter(Boolean),
      tags: (tagsOf.get(row.id) ?? []).map((tag) => tag.title),
    });
  }
  return out;
}

/** What smart-collection rules look at, for the given products (null: all products). */
export async function findProductFacts(db: Db, ids: number[] | null): Promise<ProductFacts[]> {
  if (ids !== null && ids.length === 0) return [];
  let rows = db
    .selectFrom('product')
    .leftJoin('vendor', 'vendor.id', 'product.vendor_id')
    .select([
      'product.id',
      'product.title',
      'vendor.title as vendor',
      firstVariantPrice.as('price'),
      inventoryTotal.as('inventory'),
    ]);
  let tags = db
    .selectFrom('product_tag_link')
    .innerJoin('product_tag', 'product_tag.id', 'product_tag_link.tag_id')
    .select(['product_tag_link.product_id', 'product_tag.title']);
  if (ids !== null) {
    rows = rows.where('product.id', 'in', ids);
    tags = tags.where('product_tag_link.product_id', 'in', ids);
  }
  const [products, links] = await Promise.all([
    rows.orderBy('product.id').execute(),
    tags.execute(),
  ]);
  const tagsOf = groupBy(links, (row) => row.product_id);
  return products.map((row) => ({
    id: row.id,
    title: row.title,
    vendor: row.vendor,
    tags: (tagsOf.get(row.id) ?? []).map((tag) => tag.title),
    price: Number(row.price ?? 0),
    inventory: Number(row.inventory ?? 0),
  }));
}
