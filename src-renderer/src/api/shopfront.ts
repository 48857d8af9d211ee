import { call, fetchAllPages, type Page, type PageQuery } from './client';

// The shop front (API-SPEC "Shop front", DESIGN §8). Reads are public; a manager's token also
// shows unpublished products, articles and collections. Writes need `shopfront:write`.

export type InventoryPolicy = 'deny' | 'continue';

export interface ProductImage {
  id: number;
  src: string;
  position: number;
  metafield: Record<string, unknown>;
}

export interface ProductOption {
  id: number;
  title: string;
  values: string[];
}

export interface OptionValue {
  title: string;
  value: string;
}

export interface Variant {
  id: number;
  barcode: string;
  sku: string;
  title: string;
  position: number;
  price: string;
  compare_at_price: string | null;
  grams: number;
  /** src of the variant's image (single product shape). */
  image: string | null;
  requires_shipping: boolean;
  metafield: Record<string, unknown>;
  created_at: string;
  updated_at: string;
  options: OptionValue[];
  inventory_policy: InventoryPolicy;
  inventory_quantity: number;
}

/** The single product (`GET product/{id}` and the plain list). */
export interface Product {
  id: number;
  name: string;
  title: string;
  body_html: string;
  vendor: string | null;
  /** src of the first image. */
  image: string | null;
  category_ids: number[];
  category_titles: string[];
  /** Price of the first variant. */
  price: string;
  compare_at_price: string | null;
  /** Sum over the variants. */
  inventory_quantity: number;
  requires_shipping: boolean;
  inventory_policy: InventoryPolicy;
  published: boolean;
  published_at: string | null;
  created_at: string;
  updated_at: string;
  metafield: Record<string, unknown>;
  tags: string[];
  options: ProductOption[];
  variants: Variant[];
  images: ProductImage[];
  voucher_product: unknown;
}

/** The product inside a collection product entry: `image` is an image object there. */
export type ListingProduct = Omit<Product, 'image' | 'variants'> & {
  image: ProductImage | null;
  variants: (Omit<Variant, 'image'> & { image: ProductImage | null })[];
};

export interface CollectionEntry {
  id: number;
  product: ListingProduct;
  featured: boolean;
  position: number;
  created_at: string;
  updated_at: string;
}

/** A variant in a write: with `id` it updates that variant, without it adds one. */
export interface VariantInput {
  id?: number;
  title?: string;
  sku?: string;
  barcode?: string;
  price: string;
  compare_at_price?: string | null;
  grams?: number;
  inventory_quantity?: number;
  inventory_policy?: InventoryPolicy;
  options?: OptionValue[];
}

export interface ProductBody {
  title: string;
  name?: string;
  body_html?: string;
  /** The vendor's title (a new one creates the vendor); null for none. */
  vendor?: string | null;
  /** Tag titles; new ones create the tags. */
  tags?: string[];
  category_ids?: number[];
  published?: boolean;
  requires_shipping?: boolean;
  inventory_policy?: InventoryPolicy;
  /** Lists replace the old ones: listed ids are updated, items without id added, the rest deleted. */
  options?: { id?: number; title: string; values: string[] }[];
  variants: VariantInput[];
  images?: { id?: number; src: string; metafield?: Record<string, unknown> }[];
}

export const PRODUCT_ORDER_FIELDS = [
  'id',
  'created_at',
  'name',
  'inventory_quantity',
  'title',
  'price',
  'published_at',
] as const;
export type ProductOrderField = (typeof PRODUCT_ORDER_FIELDS)[number];
/** A field, `-` first for descending. */
export type ProductOrder = ProductOrderField | `-${ProductOrderField}`;

export interface ProductListQuery extends PageQuery {
  q?: string;
  published?: boolean;
  price__gte?: string;
  price__lte?: string;
  category?: number;
  /** Products not in this collection (e.g. to pick ones to add). */
  collection__exclude?: number;
  id__in?: string;
  order_by?: ProductOrder;
  /** Comma list of the top-level keys to answer with. */
  fields?: string;
}

/** Titled things: vendors, product tags, categories, article tags. */
export interface Titled {
  id: number;
  title: string;
}

export type TitledKind = 'vendor' | 'product_tag' | 'category' | 'article_tag';

export interface ArticleImage {
  src: string;
  metafield: Record<string, unknown>;
}

/** The article in lists, and as writes answer it (the single GET has no author or tags). */
export interface Article {
  id: number;
  name: string;
  title: string;
  author: string;
  description: string;
  image: ArticleImage | null;
  tags: string[];
  body_html: string;
  published: boolean;
  published_at: string | null;
  created_at: string;
  updated_at: string;
  meta_title: string;
  meta_description: string;
  meta_image: string;
}

export interface ArticleBody {
  title: string;
  name?: string;
  author?: string;
  description?: string;
  image?: { src: string } | null;
  tags?: string[];
  body_html?: string;
  published?: boolean;
}

export interface ArticleListQuery extends PageQuery {
  id?: number;
  title?: string;
  /** A tag title. */
  tag?: string;
}

export const RULE_COLUMNS = ['title', 'vendor', 'tag', 'price', 'inventory'] as const;
export type RuleColumn = (typeof RULE_COLUMNS)[number];
export const RULE_RELATIONS = [
  'equals',
  'not_equals',
  'contains',
  'starts_with',
  'greater_than',
  'less_than',
] as const;
export type RuleRelation = (typeof RULE_RELATIONS)[number];

export interface CollectionRule {
  column: RuleColumn;
  relation: RuleRelation;
  condition: string;
}

/** `position` (the manual order) or a product order. */
export type CollectionOrder = 'position' | ProductOrder;

/** The collection in the list, and as writes answer it (the single GET omits `rules`). */
export interface Collection {
  id: number;
  name: string;
  title: string;
  description: string;
  image: ArticleImage | null;
  published: boolean;
  published_at: string | null;
  body_html: string;
  order_by: CollectionOrder;
  smart: boolean;
  disjunctive: boolean;
  created_at: string;
  updated_at: string;
  meta_title: string;
  meta_description: string;
  meta_image: string;
  rules: CollectionRule[];
  metafield: Record<string, unknown>;
  is_running: boolean;
}

export interface CollectionBody {
  title: string;
  name?: string;
  description?: string;
  published?: boolean;
  order_by?: CollectionOrder;
  smart?: boolean;
  disjunctive?: boolean;
  rules?: CollectionRule[];
}

export interface CollectionListQuery extends PageQuery {
  id?: number;
  id__in?: string;
}

/** The products list (its exports too). */
export const PRODUCTS_PATH = 'shopfront/product/';
const ARTICLES = 'shopfront/article/';
const COLLECTIONS = 'shopfront/collection/';
const TITLED_PATHS: Record<TitledKind, string> = {
  vendor: 'shopfront/vendor/',
  product_tag: 'shopfront/product_tag/',
  category: 'shopfront/category/',
  article_tag: 'shopfront/article_tag/',
};

export function listProducts(query: ProductListQuery = {}): Promise<Page<Product>> {
  return call('get', PRODUCTS_PATH, { searchParams: { ...query } });
}

/** A collection's entries (`product/?collection=ID`), by position or the collection's order. */
export function listCollectionEntries(
  collectionId: number,
  query: ProductListQuery = {},
): Promise<Page<CollectionEntry>> {
  return call('get', PRODUCTS_PATH, { searchParams: { ...query, collection: collectionId } });
}

export function getProduct(id: number): Promise<Product> {
  return call('get', `${PRODUCTS_PATH}${id}/`);
}

export function createProduct(body: ProductBody): Promise<Product> {
  return call('post', PRODUCTS_PATH, { json: body });
}

export function updateProduct(id: number, body: Partial<ProductBody>): Promise<Product> {
  return call('patch', `${PRODUCTS_PATH}${id}/`, { json: body });
}

export function deleteProduct(id: number): Promise<void> {
  return call('delete', `${PRODUCTS_PATH}${id}/`);
}

/** Every vendor, product tag, category or article tag (product tags are one plain array). */
export function listAllTitled(kind: TitledKind): Promise<Titled[]> {
  if (kind === 'product_tag') return call('get', TITLED_PATHS.product_tag);
  return fetchAllPages<Titled>(TITLED_PATHS[kind]);
}

export function createTitled(kind: TitledKind, title: string): Promise<Titled> {
  return call('post', TITLED_PATHS[kind], { json: { title } });
}

export function renameTitled(kind: TitledKind, id: number, title: string): Promise<Titled> {
  return call('patch', `${TITLED_PATHS[kind]}${id}/`, { json: { title } });
}

export function deleteTitled(kind: TitledKind, id: number): Promise<void> {
  return call('delete', `${TITLED_PATHS[kind]}${id}/`);
}

export function listArticles(query: ArticleListQuery = {}): Promise<Page<Article>> {
  return call('get', ARTICLES, { searchParams: { ...query } });
}

/**
 * One article with its author and tags: the single GET answers another shape without them
 * (API-SPEC), so it is read from the list filtered by id. Null when there is none.
 */
export async function findArticle(id: number): Promise<Article | null> {
  const page = await listArticles({ id });
  return page.results[0] ?? null;
}

export function createArticle(body: ArticleBody): Promise<Article> {
  return call('post', ARTICLES, { json: body });
}

export function updateArticle(id: number, body: Partial<ArticleBody>): Promise<Article> {
  return call('patch', `${ARTICLES}${id}/`, { json: body });
}

export function deleteArticle(id: number): Promise<void> {
  return call('delete', `${ARTICLES}${id}/`);
}

export function listCollections(query: CollectionListQuery = {}): Promise<Page<Collection>> {
  return call('get', COLLECTIONS, { searchParams: { ...query } });
}

export function listAllCollections(): Promise<Collection[]> {
  return fetchAllPages<Collection>(COLLECTIONS);
}

/**
 * One collection with its rules: the single GET omits them (API-SPEC), so it is read from
 * the list filtered by id. Null when there is none.
 */
export async function findCollection(id: number): Promise<Collection | null> {
  const page = await listCollections({ id });
  return page.results[0] ?? null;
}

export function createCollection(body: CollectionBody): Promise<Collection> {
  return call('post', COLLECTIONS, { json: body });
}

export function updateCollection(id: number, body: Partial<CollectionBody>): Promise<Collection> {
  return call('patch', `${COLLECTIONS}${id}/`, { json: body });
}

export function deleteCollection(id: number): Promise<void> {
  return call('delete', `${COLLECTIONS}${id}/`);
}

/** Adds a product to a manual collection (smart ones answer 409 `smart_collection`). */
export function addCollectionEntry(
  collectionId: number,
  entry: { product_id: number; position?: number; featured?: boolean },
): Promise<CollectionEntry> {
  return call('post', `${COLLECTIONS}${collectionId}/products/`, { json: entry });
}

/** Moves an entry (positions from 1; later ones shift) and/or marks it featured. */
export function updateCollectionEntry(
  collectionId: number,
  productId: number,
  patch: { position?: number; featured?: boolean },
): Promise<CollectionEntry> {
  return call('patch', `${COLLECTIONS}${collectionId}/products/${productId}/`, { json: patch });
}

export function removeCollectionEntry(collectionId: number, productId: number): Promise<void> {
  return call('delete', `${COLLECTIONS}${collectionId}/products/${productId}/`);
}
