import { sql, type Insertable, type Updateable } from 'kysely';
import { isPostgres, type Db } from '../../db';
import type { Database } from '../../db/schema';
import type { ProductTable } from '../../db/tables/shopfront';
import { chunksOf, groupBy, rowsPerInsert } from './row-batches';

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
export async function insertProduct(db: Db, values: Insertable<ProductTable>) {
  return (await db.insertInto('product').values(values).returning('id').executeTakeFirstOrThrow())
    .id;
}

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

/** Writes the rows in multi-row INSERTs of at most the parameters one statement takes. */
async function insertAll<T extends object>(rows: T[], write: (part: T[]) => Promise<unknown>) {
  if (rows.length === 0) return;
  for (const part of chunksOf(rows, rowsPerInsert(Object.keys(rows[0]!).length))) await write(part);
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

export function updateProduct(db: Db, id: number, values: Updateable<ProductTable>) {
  return db.updateTable('product').set(values).where('id', '=', id).execute();
}

/** Rows per UPDATE of `updateEach` on PostgreSQL. */
const UPDATE_CHUNK = 1000;

/**
 * Many rows of `table`, each to its own values: on PostgreSQL one UPDATE per set of columns
 * (and chunk), the rows as one JSON text the server reads as rows of the table
 * (`json_populate_recordset`: the table gives the types); on SQLite, in-process, one each.
 * An import's updates made one UPDATE per row (docs/PERFORMANCE.md, "Imports").
 */
async function updateEach<T extends 'product' | 'product_variant'>(
  db: Db,
  table: T,
  rows: { id: number; values: Updateable<Database[T]> }[],
) {
  if (!isPostgres(db)) {
    for (const row of rows)
      await db
        .updateTable(table as 'product')
        .set(row.values as Updateable<ProductTable>)
        .where('id', '=', row.id)
        .execute();
    return;
  }
  // A column given as undefined is left as it is (as `set` leaves it), not read as null.
  const given = (values: object) =>
    Object.entries(values).flatMap(([column, value]) => (value === undefined ? [] : [column]));
  const bySet = groupBy(rows, (row) => given(row.values).sort().join(','));
  for (const [columns, group] of bySet)
    for (const part of chunksOf(group, UPDATE_CHUNK))
      await sql`update ${sql.table(table)} as t set ${sql.join(
        columns.split(',').map((column) => sql`${sql.ref(column)} = d.${sql.ref(column)}`),
      )}
        from json_populate_recordset(null::${sql.table(table)}, ${JSON.stringify(
          part.map((row) => ({ ...row.values, id: row.id })),
        )}::json) as d
        where t.id = d.id`.execute(db);
}

/** Many products, each to its own values (`updateEach`). */
export const updateProducts = (db: Db, rows: { id: number; values: Updateable<ProductTable> }[]) =>
  updateEach(db, 'product', rows);

/** What `replaceVariantsOf` writes for one product (as `replaceVariants` takes it). */
export interface VariantReplacement {
  productId: number;
  variants: VariantValues[];
  imageIds: Map<string, number>;
}

/**
 * `replaceVariants` of many products: the variants none of them keeps deleted, the kept ones
 * updated (`updateEach`), the new ones inserted with multi-row INSERTs. On SQLite, in-process,
 * product by product.
 */
export async function replaceVariantsOf(db: Db, products: VariantReplacement[], now: number) {
  if (!isPostgres(db)) {
    for (const { productId, variants, imageIds } of products)
      await replaceVariants(db, productId, variants, imageIds, now);
    return;
  }
  for (const part of chunksOf(products, UPDATE_CHUNK / 2)) {
    const kept = part.flatMap((product) => keptIds(product.variants));
    let stale = db.deleteFrom('product_variant').where(
      'product_id',
      'in',
      part.map((product) => product.productId),
    );
    if (kept.length) stale = stale.where('id', 'not in', kept);
    await stale.execute();
  }
  const rows = products.flatMap(({ productId, variants, imageIds }) =>
    variants.map((variant, index) => ({ productId, ...variantRow(variant, index, imageIds) })),
  );
  await updateEach(
    db,
    'product_variant',
    rows.flatMap(({ id, values }) =>
      id === undefined ? [] : [{ id, values: { ...values, updated_at: now } }],
    ),
  );
  await insertAll(
    rows.flatMap(({ id, productId, values }) =>
      id === undefined
        ? [{ ...values, product_id: productId, created_at: now, updated_at: now }]
        : [],
    ),
    (part) => db.insertInto('product_variant').values(part).execute(),
  );
}

export function deleteProduct(db: Db, id: number) {
  return db.deleteFrom('product').where('id', '=', id).execute();
}

/** Ids of the rows a replace keeps; the others of the product are deleted first. */
async function deleteOthers(
  db: Db,
  table: 'product_option' | 'product_image' | 'product_variant',
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
function variantRow(variant: VariantValues, index: number, imageIds: Map<string, number>) {
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

export async function replaceVariants(
  db: Db,
  productId: number,
  variants: VariantValues[],
  imageIds: Map<string, number>,
  now: number,
) {
  await deleteOthers(db, 'product_variant', productId, keptIds(variants));
  for (const [index, variant] of variants.entries()) {
    const { id, values } = variantRow(variant, index, imageIds);
    if (id === undefined) {
      await db
        .insertInto('product_variant')
        .values({ ...values, product_id: productId, created_at: now, updated_at: now })
        .execute();
    } else {
      await db
        .updateTable('product_variant')
        .set({ ...values, updated_at: now })
        .where('id', '=', id)
        .execute();
    }
  }
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
export async function setTagsOf(db: Db, products: { productId: number; tagIds: number[] }[]) {
  for (const part of chunksOf(products, UPDATE_CHUNK))
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

export const setProductTags = (db: Db, productId: number, tagIds: number[]) =>
  setTagsOf(db, [{ productId, tagIds }]);

export async function setProductCategories(db: Db, productId: number, categoryIds: number[]) {
  await db.deleteFrom('product_category').where('product_id', '=', productId).execute();
  if (categoryIds.length) {
    await db
      .insertInto('product_category')
      .values(categoryIds.map((category_id) => ({ product_id: productId, category_id })))
      .execute();
  }
}

export async function setVoucher(
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
