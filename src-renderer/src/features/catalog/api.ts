import {
  answer,
  api,
  fetchAllPages,
  type Body,
  type Page,
  type Query,
  type Schemas,
} from '@/shared/api/client';

/** The products list (its exports too). */
export const PRODUCTS_PATH = 'shopfront/product/';

// The shop front (docs/SPECIFICATION.md "Shop front", docs/DESIGN.md §8). Reads are public; a manager's token also
// shows unpublished products, articles and collections. Writes need `shopfront:write`.
// Shapes and queries are the server's (generated from its OpenAPI document).

/** The single product (`GET product/{id}` and the plain list). */
export type Product = Schemas['Product'];
export type Variant = Schemas['Variant'];
export type ProductImage = Schemas['ProductImage'];
export type ProductOption = Schemas['ProductOption'];
export type OptionValue = Variant['options'][number];
export type InventoryPolicy = Product['inventory_policy'];
/** The product inside a collection product entry: `image` is an image object there. */
export type ListingProduct = Schemas['ListingProduct'];
export type CollectionEntry = Schemas['CollectionProductEntry'];

export type ProductBody = Body<'/api/shopfront/product/', 'post'>;
/** A variant in a write: with `id` it updates that variant, without it adds one. */
export type VariantInput = ProductBody['variants'][number];

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
export type ProductListQuery = Query<'/api/shopfront/product/'>;
/** A field, `-` first for descending. */
export type ProductOrder = NonNullable<ProductListQuery['order_by']>;
export type ProductOrderField = Exclude<ProductOrder, `-${string}`>;

/** Titled things: vendors, product tags, categories, article tags. */
export type Titled = Schemas['TitledItem'];

export type TitledKind = 'vendor' | 'product_tag' | 'category' | 'article_tag';

/** The article in lists, and as writes answer it (the single GET has no author or tags). */
export type Article = Schemas['Article'];
export type ArticleImage = NonNullable<Article['image']>;
export type ArticleBody = Body<'/api/shopfront/article/', 'post'>;
export type ArticleListQuery = Query<'/api/shopfront/article/'>;

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

export type CollectionRule = Schemas['CollectionRule'];

/** `position` (the manual order) or a product order. */
export type CollectionOrder = NonNullable<CollectionBody['order_by']>;

/** The collection in the list, and as writes answer it (the single GET omits `rules`). */
export type Collection = Schemas['Collection'];
export type CollectionBody = Body<'/api/shopfront/collection/', 'post'>;
export type CollectionListQuery = Query<'/api/shopfront/collection/'>;

const TITLED_PATHS = {
  vendor: '/api/shopfront/vendor/',
  product_tag: '/api/shopfront/product_tag/',
  category: '/api/shopfront/category/',
  article_tag: '/api/shopfront/article_tag/',
} as const;
const TITLED_ITEMS = {
  vendor: '/api/shopfront/vendor/{id}/',
  product_tag: '/api/shopfront/product_tag/{id}/',
  category: '/api/shopfront/category/{id}/',
  article_tag: '/api/shopfront/article_tag/{id}/',
} as const;

/**
 * The plain product list. Its declared answer also covers `collection` (entries, see below);
 * without it the results are products (only the `fields` asked for, when given).
 */
export async function listProducts(
  query: Omit<ProductListQuery, 'collection'> = {},
): Promise<Page<Product>> {
  const page = await answer(api.GET('/api/shopfront/product/', { params: { query } }));
  return page as Page<Product>;
}

/** A collection's entries (`product/?collection=ID`), by position or the collection's order. */
export async function listCollectionEntries(
  collectionId: number,
  query: Omit<ProductListQuery, 'collection'> = {},
): Promise<Page<CollectionEntry>> {
  const page = await answer(
    api.GET('/api/shopfront/product/', {
      params: { query: { ...query, collection: collectionId } },
    }),
  );
  return page as Page<CollectionEntry>;
}

export function getProduct(id: number): Promise<Product> {
  return answer(api.GET('/api/shopfront/product/{id}/', { params: { path: { id } } }));
}

export function createProduct(body: ProductBody): Promise<Product> {
  return answer(api.POST('/api/shopfront/product/', { body }));
}

export function updateProduct(id: number, body: Partial<ProductBody>): Promise<Product> {
  return answer(api.PATCH('/api/shopfront/product/{id}/', { params: { path: { id } }, body }));
}

export async function deleteProduct(id: number): Promise<void> {
  await api.DELETE('/api/shopfront/product/{id}/', { params: { path: { id } } });
}

/** Every vendor, product tag, category or article tag (product tags are one plain array). */
export function listAllTitled(kind: TitledKind): Promise<Titled[]> {
  if (kind === 'product_tag') return answer(api.GET(TITLED_PATHS.product_tag));
  return fetchAllPages<Titled>(TITLED_PATHS[kind].slice('/api/'.length));
}

export function createTitled(kind: TitledKind, title: string): Promise<Titled> {
  return answer(api.POST(TITLED_PATHS[kind], { body: { title } }));
}

export function renameTitled(kind: TitledKind, id: number, title: string): Promise<Titled> {
  return answer(api.PATCH(TITLED_ITEMS[kind], { params: { path: { id } }, body: { title } }));
}

export async function deleteTitled(kind: TitledKind, id: number): Promise<void> {
  await api.DELETE(TITLED_ITEMS[kind], { params: { path: { id } } });
}

export function listArticles(query: ArticleListQuery = {}): Promise<Page<Article>> {
  return answer(api.GET('/api/shopfront/article/', { params: { query } }));
}

/**
 * One article with its author and tags: the single GET answers another shape without them
 * (docs/SPECIFICATION.md), so it is read from the list filtered by id. Null when there is none.
 */
export async function findArticle(id: number): Promise<Article | null> {
  const page = await listArticles({ id });
  return page.results[0] ?? null;
}

export function createArticle(body: ArticleBody): Promise<Article> {
  return answer(api.POST('/api/shopfront/article/', { body }));
}

export function updateArticle(id: number, body: Partial<ArticleBody>): Promise<Article> {
  return answer(api.PATCH('/api/shopfront/article/{id}/', { params: { path: { id } }, body }));
}

export async function deleteArticle(id: number): Promise<void> {
  await api.DELETE('/api/shopfront/article/{id}/', { params: { path: { id } } });
}

export function listCollections(query: CollectionListQuery = {}): Promise<Page<Collection>> {
  return answer(api.GET('/api/shopfront/collection/', { params: { query } }));
}

export function listAllCollections(): Promise<Collection[]> {
  return fetchAllPages<Collection>('shopfront/collection/');
}

/**
 * One collection with its rules: the single GET omits them (docs/SPECIFICATION.md), so it is read from
 * the list filtered by id. Null when there is none.
 */
export async function findCollection(id: number): Promise<Collection | null> {
  const page = await listCollections({ id });
  return page.results[0] ?? null;
}

export function createCollection(body: CollectionBody): Promise<Collection> {
  return answer(api.POST('/api/shopfront/collection/', { body }));
}

export function updateCollection(id: number, body: Partial<CollectionBody>): Promise<Collection> {
  return answer(api.PATCH('/api/shopfront/collection/{id}/', { params: { path: { id } }, body }));
}

export async function deleteCollection(id: number): Promise<void> {
  await api.DELETE('/api/shopfront/collection/{id}/', { params: { path: { id } } });
}

/** Adds a product to a manual collection (smart ones answer 409 `smart_collection`). */
export function addCollectionEntry(
  collectionId: number,
  entry: Body<'/api/shopfront/collection/{id}/products/', 'post'>,
): Promise<CollectionEntry> {
  return answer(
    api.POST('/api/shopfront/collection/{id}/products/', {
      params: { path: { id: collectionId } },
      body: entry,
    }),
  );
}

/** Moves an entry (positions from 1; later ones shift) and/or marks it featured. */
export function updateCollectionEntry(
  collectionId: number,
  productId: number,
  patch: Body<'/api/shopfront/collection/{id}/products/{product_id}/', 'patch'>,
): Promise<CollectionEntry> {
  return answer(
    api.PATCH('/api/shopfront/collection/{id}/products/{product_id}/', {
      params: { path: { id: collectionId, product_id: productId } },
      body: patch,
    }),
  );
}

export async function removeCollectionEntry(
  collectionId: number,
  productId: number,
): Promise<void> {
  await api.DELETE('/api/shopfront/collection/{id}/products/{product_id}/', {
    params: { path: { id: collectionId, product_id: productId } },
  });
}
