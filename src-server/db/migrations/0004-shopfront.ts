import { sql, type Kysely } from 'kysely';
import { createProductSearch } from './dialect';

const titled = (db: Kysely<any>, table: string) =>
  db.schema
    .createTable(table)
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['vendor', 'product_tag', 'category', 'article_tag']) await titled(db, table);
  await createProductTable(db);
  await createProductParts(db);
  await createProductLinks(db);

  // Search (docs/DESIGN.md §8): substrings of any language, Chinese included, through trigrams. The
  // text is kept normalised (NFKC, lower case) by the app, in the transaction of each write.
  await createProductSearch(db);
  await createCollectionTables(db);
  await createArticleTables(db);
}

/** The product, with its indexes by vendor and by publication. */
async function createProductTable(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('product')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body_html', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body_html_mobile', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('vendor_id', 'integer', (c) => c.references('vendor.id').onDelete('set null'))
    .addColumn('requires_shipping', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('inventory_policy', 'text', (c) =>
      c.notNull().check(sql`inventory_policy in ('deny', 'continue')`),
    )
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published_at', 'integer')
    .addColumn('metafield', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('meta_title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('meta_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('meta_image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sold_quantity', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('shipping_method_group_id', 'integer', (c) =>
      c.references('shipping_method_group.id').onDelete('set null'),
    )
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('product_vendor').on('product').column('vendor_id').execute();
  await db.schema
    .createIndex('product_published')
    .on('product')
    .columns(['published', 'published_at'])
    .execute();
}

/** A product's options, images and variants. */
async function createProductParts(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('product_option')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('product_id', 'integer', (c) =>
      c.notNull().references('product.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('values', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('product_option_product')
    .on('product_option')
    .columns(['product_id', 'position'])
    .execute();

  await db.schema
    .createTable('product_image')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('product_id', 'integer', (c) =>
      c.notNull().references('product.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('src', 'text', (c) => c.notNull())
    .addColumn('metafield', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('product_image_product')
    .on('product_image')
    .columns(['product_id', 'position'])
    .execute();

  await db.schema
    .createTable('product_variant')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('product_id', 'integer', (c) =>
      c.notNull().references('product.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('sku', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('barcode', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('compare_at_price', 'integer')
    .addColumn('grams', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('inventory_quantity', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('inventory_policy', 'text', (c) =>
      c.notNull().check(sql`inventory_policy in ('deny', 'continue')`),
    )
    .addColumn('image_id', 'integer', (c) => c.references('product_image.id').onDelete('set null'))
    .addColumn('options', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('metafield', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();
  // The first variant (lowest position) gives a product its price: one index lookup.
  await db.schema
    .createIndex('product_variant_product')
    .on('product_variant')
    .columns(['product_id', 'position'])
    .execute();
}

/** A product's tags and categories, and its voucher settings. */
async function createProductLinks(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('product_tag_link')
    .addColumn('product_id', 'integer', (c) =>
      c.notNull().references('product.id').onDelete('cascade'),
    )
    .addColumn('tag_id', 'integer', (c) =>
      c.notNull().references('product_tag.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_tag_link_pk', ['product_id', 'tag_id'])
    .execute();
  await db.schema
    .createIndex('product_tag_link_tag')
    .on('product_tag_link')
    .column('tag_id')
    .execute();

  await db.schema
    .createTable('product_category')
    .addColumn('product_id', 'integer', (c) =>
      c.notNull().references('product.id').onDelete('cascade'),
    )
    .addColumn('category_id', 'integer', (c) =>
      c.notNull().references('category.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('product_category_pk', ['product_id', 'category_id'])
    .execute();
  await db.schema
    .createIndex('product_category_category')
    .on('product_category')
    .column('category_id')
    .execute();

  await db.schema
    .createTable('voucher_product')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('product_id', 'integer', (c) =>
      c.notNull().unique().references('product.id').onDelete('cascade'),
    )
    .addColumn('is_enabled', 'integer', (c) => c.notNull())
    .addColumn('white_product_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('black_product_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('expire_days', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();
}

/** Collections, their rules (smart ones) and their products. */
async function createCollectionTables(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('collection')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body_html', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image_src', 'text')
    .addColumn('image_metafield', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published_at', 'integer')
    .addColumn('order_by', 'text', (c) => c.notNull().defaultTo('position'))
    .addColumn('smart', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('disjunctive', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('metafield', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('meta_title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('meta_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('meta_image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('collection_rule')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('collection_id', 'integer', (c) =>
      c.notNull().references('collection.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('column', 'text', (c) => c.notNull())
    .addColumn('relation', 'text', (c) => c.notNull())
    .addColumn('condition', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('collection_rule_collection')
    .on('collection_rule')
    .columns(['collection_id', 'position'])
    .execute();

  await db.schema
    .createTable('collection_product')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('collection_id', 'integer', (c) =>
      c.notNull().references('collection.id').onDelete('cascade'),
    )
    .addColumn('product_id', 'integer', (c) =>
      c.notNull().references('product.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .addUniqueConstraint('collection_product_once', ['collection_id', 'product_id'])
    .execute();
  await db.schema
    .createIndex('collection_product_position')
    .on('collection_product')
    .columns(['collection_id', 'position'])
    .execute();
  await db.schema
    .createIndex('collection_product_product')
    .on('collection_product')
    .column('product_id')
    .execute();
}

/** Articles and their tags. */
async function createArticleTables(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('article')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('author', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image_src', 'text')
    .addColumn('image_metafield', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('body_html', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published_at', 'integer')
    .addColumn('meta_title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('meta_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('meta_image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('article_tag_link')
    .addColumn('article_id', 'integer', (c) =>
      c.notNull().references('article.id').onDelete('cascade'),
    )
    .addColumn('tag_id', 'integer', (c) =>
      c.notNull().references('article_tag.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('article_tag_link_pk', ['article_id', 'tag_id'])
    .execute();
  await db.schema
    .createIndex('article_tag_link_tag')
    .on('article_tag_link')
    .column('tag_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'article_tag_link',
    'article',
    'collection_product',
    'collection_rule',
    'collection',
    'product_search',
    'voucher_product',
    'product_category',
    'product_tag_link',
    'product_variant',
    'product_image',
    'product_option',
    'product',
    'article_tag',
    'category',
    'product_tag',
    'vendor',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
