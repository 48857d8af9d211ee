import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../../db';
import {
  insertAll,
  replaceVariantsOf as replaceVariantRowsOf,
  updateEachRow,
  type VariantRow,
} from '../../../db/product-bulk';
import { chunksOf, rowsPerInsert } from '../../../db/row-batches';
import type { ProductTable } from '../../../db/tables/shopfront';

export interface OptionValues {
  id?: number;
  title: string;
  values: string[];
}

export interface ImageValues {
  id?: number;
  src: string;
  metafield: string;
}

export interface VariantValues {
  id?: number;
  title: string;
  sku: string;
  barcode: string;
  price: number;
  compare_at_price: number | null;
  grams: number;
  inventory_quantity: number;
  inventory_policy: string;
  /** The product image (by src) the variant shows, or null. */
  image_src: string | null;
  /** JSON of `[{title, value}]`. */
  options: string;
  metafield: string;
}

export interface VoucherValues {
  is_enabled: boolean;
  white_product_ids: number[];
  black_product_ids: number[];
  expire_days: number;
}

/** What `insertParts` writes for one new product. */
export interface NewProductParts {
  productId: number;
  options: OptionValues[];
  images: ImageValues[];
  variants: VariantValues[];
  tagIds: number[];
  categoryIds: number[];
}

// Product writes.
/**
 * New products, one multi-row INSERT per chunk (their ids follow the list's order): their
 * ids, in that order. Every row gives every column (SQLite has no DEFAULT in VALUES).
 */
export async function insertProducts(
  db: Db,
  values: Insertable<ProductTable>[],
): Promise<number[]> {
  const idOfName = new Map<string, number>();
  const columns = Object.keys(values[0] ?? {}).length || 1;
  for (const part of chunksOf(values, rowsPerInsert(columns))) {
    const rows = await db.insertInto('product').values(part).returning(['id', 'name']).execute();
    for (const row of rows) idOfName.set(row.name, row.id);
  }
  return values.map((row) => idOfName.get(row.name)!);
}

/**
 * The options, images, variants, tags and categories of new products (nothing of theirs is
 * stored yet): one multi-row INSERT per table (and chunk), where `replace…` make one per row.
 */
export async function insertParts(db: Db, products: NewProductParts[], now: number) {
  await insertAll(
    products.flatMap((product) =>
      product.options.map((option, index) => ({
        product_id: product.productId,
        position: index + 1,
        title: option.title,
        values: JSON.stringify(option.values),
      })),
    ),
    (part) => db.insertInto('product_option').values(part).execute(),
  );
  // Each image's id by its product and position; a variant names the first one of its src.
  const imageIds = new Map<string, number>();
  await insertAll(
    products.flatMap((product) =>
      product.images.map((image, index) => ({
        product_id: product.productId,
        position: index + 1,
        src: image.src,
        metafield: image.metafield,
        created_at: now,
        updated_at: now,
      })),
    ),
    async (part) => {
      const rows = await db
        .insertInto('product_image')
        .values(part)
        .returning(['id', 'product_id', 'position'])
        .execute();
      for (const row of rows) imageIds.set(`${row.product_id}:${row.position}`, row.id);
    },
  );
  await insertAll(
    products.flatMap((product) => {
      const idBySrc = new Map<string, number>();
      product.images.forEach((image, index) => {
        if (!idBySrc.has(image.src))
          idBySrc.set(image.src, imageIds.get(`${product.productId}:${index + 1}`)!);
      });
      return product.variants.map(({ id: _id, image_src, ...fields }, index) => ({
        ...fields,
        product_id: product.productId,
        position: index + 1,
        image_id: image_src === null ? null : (idBySrc.get(image_src) ?? null),
        created_at: now,
        updated_at: now,
      }));
    }),
    (part) => db.insertInto('product_variant').values(part).execute(),
  );
  await insertTagLinks(db, products);
  await insertAll(
    products.flatMap((product) =>
      product.categoryIds.map((category_id) => ({
        product_id: product.productId,
        category_id,
      })),
    ),
    (part) => db.insertInto('product_category').values(part).execute(),
  );
}

/** Rows per DELETE of `setTagsOf`. */
const DELETE_CHUNK = 1000;

/** Many products, each to its own values (`updateEachRow`: a few statements on PostgreSQL). */
export const updateProducts = (db: Db, rows: { id: number; values: Updateable<ProductTable> }[]) =>
  updateEachRow(db, 'product', rows);

/** What `replaceVariantsOf` writes for one product (as `replaceVariants` takes it). */
export interface VariantReplacement {
  productId: number;
  variants: VariantValues[];
  imageIds: Map<string, number>;
}

/**
 * The variants of many products replaced (listed ids updated, new ones inserted, the rest
 * deleted), a few statements for all on PostgreSQL (db/product-bulk.ts).
 */
export async function replaceVariantsOf(db: Db, products: VariantReplacement[], now: number) {
  await replaceVariantRowsOf(
    db,
    products.map(({ productId, variants, imageIds }) => ({
      productId,
      rows: variants.map((variant, index) => variantRow(variant, index, imageIds)),
    })),
    now,
  );
}

export function deleteProduct(db: Db, id: number) {
  return db.deleteFrom('product').where('id', '=', id).execute();
}

/** Ids of the rows a replace keeps; the others of the product are deleted first. */
async function deleteOthers(
  db: Db,
  table: 'product_option' | 'product_image',
  productId: number,
  keep: number[],
) {
  let stale = db.deleteFrom(table).where('product_id', '=', productId);
  if (keep.length) stale = stale.where('id', 'not in', keep);
  await stale.execute();
}

const keptIds = (rows: { id?: number }[]) =>
  rows.flatMap((row) => (row.id === undefined ? [] : [row.id]));

/** Replaces the options: listed ids are updated, new ones inserted, the rest deleted. */
export async function replaceOptions(db: Db, productId: number, options: OptionValues[]) {
  await deleteOthers(db, 'product_option', productId, keptIds(options));
  for (const [index, option] of options.entries()) {
    const values = { title: option.title, values: JSON.stringify(option.values) };
    if (option.id === undefined) {
      await db
        .insertInto('product_option')
        .values({ ...values, product_id: productId, position: index + 1 })
        .execute();
    } else {
      await db
        .updateTable('product_option')
        .set({ ...values, position: index + 1 })
        .where('id', '=', option.id)
        .execute();
    }
  }
}

/** Replaces the images like the options; answers the id of each image by its src. */
export async function replaceImages(db: Db, productId: number, images: ImageValues[], now: number) {
  await deleteOthers(db, 'product_image', productId, keptIds(images));
  const idBySrc = new Map<string, number>();
  for (const [index, image] of images.entries()) {
    const values = { src: image.src, metafield: image.metafield, position: index + 1 };
    let id = image.id;
    if (id === undefined) {
      id = (
        await db
          .insertInto('product_image')
          .values({ ...values, product_id: productId, created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    } else {
      await db
        .updateTable('product_image')
        .set({ ...values, updated_at: now })
        .where('id', '=', id)
        .execute();
    }
    if (!idBySrc.has(image.src)) idBySrc.set(image.src, id);
  }
  return idBySrc;
}

/** A variant's stored columns at its place in the list (`id`: a kept variant's). */
function variantRow(
  variant: VariantValues,
  index: number,
  imageIds: Map<string, number>,
): VariantRow {
  const { id, image_src, ...fields } = variant;
  return {
    id,
    values: {
      ...fields,
      position: index + 1,
      image_id: image_src === null ? null : (imageIds.get(image_src) ?? null),
    },
  };
}

/** Tag links of products that have none: multi-row INSERTs, in each product's tag order. */
async function insertTagLinks(db: Db, products: { productId: number; tagIds: number[] }[]) {
  await insertAll(
    products.flatMap((product) =>
      product.tagIds.map((tag_id, index) => ({
        product_id: product.productId,
        tag_id,
        position: index + 1,
      })),
    ),
    (part) => db.insertInto('product_tag_link').values(part).execute(),
  );
}

/** The tags of many products replaced: one DELETE and one multi-row INSERT (per chunk). */
export async function replaceTagsOf(db: Db, products: { productId: number; tagIds: number[] }[]) {
  for (const part of chunksOf(products, DELETE_CHUNK))
    await db
      .deleteFrom('product_tag_link')
      .where(
        'product_id',
        'in',
        part.map((product) => product.productId),
      )
      .execute();
  await insertTagLinks(db, products);
}

export async function replaceCategories(db: Db, productId: number, categoryIds: number[]) {
  await db.deleteFrom('product_category').where('product_id', '=', productId).execute();
  if (categoryIds.length) {
    await db
      .insertInto('product_category')
      .values(categoryIds.map((category_id) => ({ product_id: productId, category_id })))
      .execute();
  }
}

export async function upsertVoucher(
  db: Db,
  productId: number,
  voucher: VoucherValues | null,
  now: number,
) {
  if (voucher === null) {
    await db.deleteFrom('voucher_product').where('product_id', '=', productId).execute();
    return;
  }
  const values = {
    is_enabled: voucher.is_enabled ? 1 : 0,
    white_product_ids: JSON.stringify(voucher.white_product_ids),
    black_product_ids: JSON.stringify(voucher.black_product_ids),
    expire_days: voucher.expire_days,
    updated_at: now,
  };
  await db
    .insertInto('voucher_product')
    .values({ ...values, product_id: productId, created_at: now })
    .onConflict((oc) => oc.column('product_id').doUpdateSet(values))
    .execute();
}
