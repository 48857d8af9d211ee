import { sql, type Expression, type Insertable, type SqlBool, type Updateable } from 'kysely';
import { isPostgres, isUniqueViolation, type Db } from '../../db';
import { inventoryTotal, firstVariantPrice, productSortKeys, type ProductOrder } from './queries';
import type { ProductFacts } from './rules';
import type { SearchDocument } from './search';
import type {
  ProductImageRow,
  ProductOptionRow,
  ProductRow,
  ProductTable,
  ProductVariantRow,
  TitledRow,
  TitledTableName,
  VoucherProductRow,
} from '../../db/tables/shopfront';
import { applyWhere, countRows } from '../../db/query';

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

export type NamedTable = 'product' | 'article' | 'collection';

/** Names per lookup: three parameters each, far below both databases' limits. */
const NAME_CHUNK = 500;
/** Parameters per statement of a multi-row INSERT, below SQLite's limit (32,766) and PostgreSQL's. */
const INSERT_PARAMETERS = 10_000;
const rowsPerInsert = (columns: number) => Math.floor(INSERT_PARAMETERS / columns);

const chunksOf = <T>(list: T[], size: number) =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) =>
    list.slice(i * size, (i + 1) * size),
  );

const groupBy = <T, K>(rows: T[], key: (row: T) => K) => {
  const out = new Map<K, T[]>();
  for (const row of rows) {
    const list = out.get(key(row));
    if (list) list.push(row);
    else out.set(key(row), [row]);
  }
  return out;
};

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;

export function createCatalogRepository() {
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

  return {
    // Vendors, product tags, categories, article tags: the same small table each.
    countTitled: async (db: Db, table: TitledTableName, where: Expression<SqlBool>[] = []) =>
      countRows(applyWhere(db.selectFrom(table), where)),

    listTitled: (
      db: Db,
      table: TitledTableName,
      where: Expression<SqlBool>[] = [],
      page?: { limit: number; offset: number },
    ): Promise<TitledRow[]> => {
      let qb = applyWhere(db.selectFrom(table), where)
        .select(['id', 'title', 'created_at', 'updated_at'])
        .orderBy('id');
      if (page) qb = qb.limit(page.limit).offset(page.offset);
      return qb.execute();
    },

    findTitled: (db: Db, table: TitledTableName, id: number): Promise<TitledRow | undefined> =>
      db
        .selectFrom(table)
        .select(['id', 'title', 'created_at', 'updated_at'])
        .where('id', '=', id)
        .executeTakeFirst(),

    titledByTitles: (db: Db, table: TitledTableName, titles: string[]): Promise<TitledRow[]> =>
      titles.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom(table)
            .select(['id', 'title', 'created_at', 'updated_at'])
            .where('title', 'in', titles)
            .execute(),

    titledIds: async (db: Db, table: TitledTableName, ids: number[]): Promise<Set<number>> =>
      new Set(
        ids.length === 0
          ? []
          : (await db.selectFrom(table).select('id').where('id', 'in', ids).execute()).map(
              (row) => row.id,
            ),
      ),

    insertTitled: async (db: Db, table: TitledTableName, title: string, now: number) =>
      (
        await db
          .insertInto(table)
          .values({ title, created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,

    /** New titles, in their order (ids follow it), as one INSERT per chunk: their ids by title. */
    async insertTitles(db: Db, table: TitledTableName, titles: string[], now: number) {
      const out = new Map<string, number>();
      for (const part of chunksOf(titles, rowsPerInsert(3))) {
        const rows = await db
          .insertInto(table)
          .values(part.map((title) => ({ title, created_at: now, updated_at: now })))
          .returning(['id', 'title'])
          .execute();
        for (const row of rows) out.set(row.title, row.id);
      }
      return out;
    },

    updateTitled: (db: Db, table: TitledTableName, id: number, title: string, now: number) =>
      db.updateTable(table).set({ title, updated_at: now }).where('id', '=', id).execute(),

    deleteTitled: (db: Db, table: TitledTableName, id: number) =>
      db.deleteFrom(table).where('id', '=', id).execute(),

    // Names (slugs) of products, articles and collections.
    /** The owners of these names, by name (the names nobody has are left out). */
    async nameOwners(db: Db, table: NamedTable, names: string[]): Promise<Map<string, number>> {
      const out = new Map<string, number>();
      for (const part of chunksOf([...new Set(names)], NAME_CHUNK)) {
        const rows = await db
          .selectFrom(table)
          .select(['id', 'name'])
          .where('name', 'in', part)
          .execute();
        for (const row of rows) out.set(row.name, row.id);
      }
      return out;
    },

    /** The names taken among each base and its numbered forms (`base-…`), for many bases. */
    async namesLike(db: Db, table: NamedTable, bases: string[]): Promise<Set<string>> {
      const out = new Set<string>();
      // `base-…` as a range of byte-ordered names, which an index answers (migration 0060):
      // `-` and `.` are neighbours, so every such name is in [base-, base.).
      const bytes = isPostgres(db) ? sql<string>`name collate "C"` : sql<string>`name`;
      for (const part of chunksOf([...new Set(bases)], NAME_CHUNK)) {
        const rows = await db
          .selectFrom(table)
          .select('name')
          .where((eb) =>
            eb.or([
              eb('name', 'in', part),
              ...part.map((base) =>
                eb.and([eb(bytes, '>=', `${base}-`), eb(bytes, '<', `${base}.`)]),
              ),
            ]),
          )
          .execute();
        for (const row of rows) out.add(row.name);
      }
      return out;
    },

    // Product lists.
    countProducts: async (db: Db, where: Expression<SqlBool>[]) =>
      countRows(applyWhere(db.selectFrom('product'), where)),

    listProductIds: async (
      db: Db,
      where: Expression<SqlBool>[],
      order: ProductOrder,
      limit: number,
      offset: number,
    ) =>
      (
        await applyWhere(db.selectFrom('product'), where)
          .select('product.id')
          .orderBy(productSortKeys[order.field], order.descending ? 'desc' : 'asc')
          .orderBy('product.id')
          .limit(limit)
          .offset(offset)
          .execute()
      ).map((row) => row.id),

    /** SKU → the ids of the products having a variant with it (SKUs are not unique). */
    async productIdsBySku(db: Db, skus: string[]): Promise<Map<string, number[]>> {
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
    },

    existingProductIds: async (db: Db, ids: number[]) =>
      new Set(
        ids.length === 0
          ? []
          : (await db.selectFrom('product').select('id').where('id', 'in', ids).execute()).map(
              (row) => row.id,
            ),
      ),

    /** The products with their parts, in the order of `ids` (unknown ids are left out). */
    async loadProducts(db: Db, ids: number[]): Promise<ProductDetail[]> {
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
    },

    // Product writes.
    insertProduct: async (db: Db, values: Insertable<ProductTable>) =>
      (await db.insertInto('product').values(values).returning('id').executeTakeFirstOrThrow()).id,

    /**
     * New products, one multi-row INSERT per chunk (their ids follow the list's order): their
     * ids, in that order. Every row gives every column (SQLite has no DEFAULT in VALUES).
     */
    async insertProducts(db: Db, values: Insertable<ProductTable>[]): Promise<number[]> {
      const idOfName = new Map<string, number>();
      const columns = Object.keys(values[0] ?? {}).length || 1;
      for (const part of chunksOf(values, rowsPerInsert(columns))) {
        const rows = await db
          .insertInto('product')
          .values(part)
          .returning(['id', 'name'])
          .execute();
        for (const row of rows) idOfName.set(row.name, row.id);
      }
      return values.map((row) => idOfName.get(row.name)!);
    },

    /**
     * The options, images, variants, tags and categories of new products (nothing of theirs is
     * stored yet): one multi-row INSERT per table (and chunk), where `replace…` make one per row.
     */
    async insertParts(db: Db, products: NewProductParts[], now: number) {
      const insertAll = async <T extends object>(
        rows: T[],
        write: (part: T[]) => Promise<unknown>,
      ) => {
        if (rows.length === 0) return;
        for (const part of chunksOf(rows, rowsPerInsert(Object.keys(rows[0]!).length)))
          await write(part);
      };
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
      await insertAll(
        products.flatMap((product) =>
          product.categoryIds.map((category_id) => ({
            product_id: product.productId,
            category_id,
          })),
        ),
        (part) => db.insertInto('product_category').values(part).execute(),
      );
    },

    updateProduct: (db: Db, id: number, values: Updateable<ProductTable>) =>
      db.updateTable('product').set(values).where('id', '=', id).execute(),

    deleteProduct: (db: Db, id: number) => db.deleteFrom('product').where('id', '=', id).execute(),

    /** Replaces the options: listed ids are updated, new ones inserted, the rest deleted. */
    async replaceOptions(db: Db, productId: number, options: OptionValues[]) {
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
    },

    /** Replaces the images like the options; answers the id of each image by its src. */
    async replaceImages(db: Db, productId: number, images: ImageValues[], now: number) {
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
    },

    async replaceVariants(
      db: Db,
      productId: number,
      variants: VariantValues[],
      imageIds: Map<string, number>,
      now: number,
    ) {
      await deleteOthers(db, 'product_variant', productId, keptIds(variants));
      for (const [index, variant] of variants.entries()) {
        const { id, image_src, ...fields } = variant;
        const values = {
          ...fields,
          position: index + 1,
          image_id: image_src === null ? null : (imageIds.get(image_src) ?? null),
        };
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
    },

    async setProductTags(db: Db, productId: number, tagIds: number[]) {
      await db.deleteFrom('product_tag_link').where('product_id', '=', productId).execute();
      if (tagIds.length) {
        await db
          .insertInto('product_tag_link')
          .values(
            tagIds.map((tag_id, index) => ({ product_id: productId, tag_id, position: index + 1 })),
          )
          .execute();
      }
    },

    async setProductCategories(db: Db, productId: number, categoryIds: number[]) {
      await db.deleteFrom('product_category').where('product_id', '=', productId).execute();
      if (categoryIds.length) {
        await db
          .insertInto('product_category')
          .values(categoryIds.map((category_id) => ({ product_id: productId, category_id })))
          .execute();
      }
    },

    async setVoucher(db: Db, productId: number, voucher: VoucherValues | null, now: number) {
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
    },

    productIdsOfVendor: async (db: Db, vendorId: number) =>
      (await db.selectFrom('product').select('id').where('vendor_id', '=', vendorId).execute()).map(
        (row) => row.id,
      ),

    productIdsOfTag: async (db: Db, tagId: number) =>
      (
        await db
          .selectFrom('product_tag_link')
          .select('product_id')
          .where('tag_id', '=', tagId)
          .execute()
      ).map((row) => row.product_id),

    allProductIds: async (db: Db) =>
      (await db.selectFrom('product').select('id').orderBy('id').execute()).map((row) => row.id),

    shippingGroupExists: async (db: Db, id: number) =>
      (await db
        .selectFrom('shipping_method_group')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst()) !== undefined,

    /** What search indexes of each product (by id). */
    async searchDocuments(db: Db, ids: number[]): Promise<Map<number, SearchDocument>> {
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
    },

    /** What smart-collection rules look at, for the given products (null: all products). */
    async productFacts(db: Db, ids: number[] | null): Promise<ProductFacts[]> {
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
    },

    /** A unique index refused the write (a concurrent writer took the same name or title). */
    isUniqueViolation: (error: unknown) => isUniqueViolation(error),
  };
}
