import type { Generated, Selectable } from 'kysely';

/** Named things a product refers to (vendor, product tag, category, article tag): unique titles. */
export interface TitledTable {
  id: Generated<number>;
  title: string;
  created_at: number;
  updated_at: number;
}

/** Prices in cents (see lib/money); JSON objects and lists in text columns. */
export interface ProductTable {
  id: Generated<number>;
  name: string;
  title: string;
  body_html: string;
  body_html_mobile: string;
  description: string;
  vendor_id: number | null;
  requires_shipping: number;
  inventory_policy: string;
  published: number;
  published_at: number | null;
  metafield: string;
  meta_title: string;
  meta_description: string;
  meta_image: string;
  sold_quantity: number;
  shipping_method_group_id: number | null;
  created_at: number;
  updated_at: number;
}

export interface ProductOptionTable {
  id: Generated<number>;
  product_id: number;
  position: number;
  title: string;
  /** JSON array of strings. */
  values: string;
}

export interface ProductImageTable {
  id: Generated<number>;
  product_id: number;
  position: number;
  src: string;
  metafield: string;
  created_at: number;
  updated_at: number;
}

export interface ProductVariantTable {
  id: Generated<number>;
  product_id: number;
  position: number;
  title: string;
  sku: string;
  barcode: string;
  price: number;
  compare_at_price: number | null;
  grams: number;
  inventory_quantity: number;
  inventory_policy: string;
  image_id: number | null;
  /** JSON array of `{title, value}` in the product's option order. */
  options: string;
  metafield: string;
  created_at: number;
  updated_at: number;
}

export interface ProductTagLinkTable {
  product_id: number;
  tag_id: number;
  position: number;
}

export interface ProductCategoryTable {
  product_id: number;
  category_id: number;
}

export interface VoucherProductTable {
  id: Generated<number>;
  product_id: number;
  is_enabled: number;
  /** JSON arrays of product ids. */
  white_product_ids: string;
  black_product_ids: string;
  expire_days: number;
  created_at: number;
  updated_at: number;
}

/** The FTS5 trigram index of products (rowid = product id); see search.ts. */
export interface ProductSearchTable {
  rowid: number;
  title: string;
  name: string;
  skus: string;
  barcodes: string;
  vendor: string;
  tags: string;
}

/**
 * The 1- and 2-character substrings ("grams") of each product's search text: queries too
 * short for the trigram index look their gram up here (see search.ts).
 */
export interface ProductSearchGramTable {
  gram: string;
  product_id: number;
}

export interface CollectionTable {
  id: Generated<number>;
  name: string;
  title: string;
  description: string;
  body_html: string;
  image_src: string | null;
  image_metafield: string;
  published: number;
  published_at: number | null;
  order_by: string;
  smart: number;
  disjunctive: number;
  metafield: string;
  meta_title: string;
  meta_description: string;
  meta_image: string;
  created_at: number;
  updated_at: number;
}

export interface CollectionRuleTable {
  id: Generated<number>;
  collection_id: number;
  position: number;
  column: string;
  relation: string;
  condition: string;
}

export interface CollectionProductTable {
  id: Generated<number>;
  collection_id: number;
  product_id: number;
  position: number;
  featured: number;
  created_at: number;
  updated_at: number;
}

export interface ArticleTable {
  id: Generated<number>;
  name: string;
  title: string;
  author: string;
  description: string;
  image_src: string | null;
  image_metafield: string;
  body_html: string;
  published: number;
  published_at: number | null;
  meta_title: string;
  meta_description: string;
  meta_image: string;
  created_at: number;
  updated_at: number;
}

export interface ArticleTagLinkTable {
  article_id: number;
  tag_id: number;
  position: number;
}

export interface ShopfrontTables {
  vendor: TitledTable;
  product_tag: TitledTable;
  category: TitledTable;
  article_tag: TitledTable;
  product: ProductTable;
  product_option: ProductOptionTable;
  product_image: ProductImageTable;
  product_variant: ProductVariantTable;
  product_tag_link: ProductTagLinkTable;
  product_category: ProductCategoryTable;
  voucher_product: VoucherProductTable;
  product_search: ProductSearchTable;
  product_search_gram: ProductSearchGramTable;
  collection: CollectionTable;
  collection_rule: CollectionRuleTable;
  collection_product: CollectionProductTable;
  article: ArticleTable;
  article_tag_link: ArticleTagLinkTable;
}

/** The titled tables: vendors, product tags, categories, article tags. */
export type TitledTableName = 'vendor' | 'product_tag' | 'category' | 'article_tag';

export type TitledRow = Selectable<TitledTable>;
export type ProductRow = Selectable<ProductTable>;
export type ProductOptionRow = Selectable<ProductOptionTable>;
export type ProductImageRow = Selectable<ProductImageTable>;
export type ProductVariantRow = Selectable<ProductVariantTable>;
export type VoucherProductRow = Selectable<VoucherProductTable>;
export type CollectionRow = Selectable<CollectionTable>;
export type CollectionRuleRow = Selectable<CollectionRuleTable>;
export type CollectionProductRow = Selectable<CollectionProductTable>;
export type ArticleRow = Selectable<ArticleTable>;
