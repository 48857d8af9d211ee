import type { LocationQuery, LocationQueryRaw } from 'vue-router';
import type { Page } from '@/shared/api/client';
import {
  listCollectionEntries,
  listProducts,
  PRODUCT_ORDER_FIELDS,
  type CollectionEntry,
  type Product,
  type ProductListQuery,
  type ProductOrder,
  type ProductOrderField,
} from './api';
import { checkDecimalText } from '@/shared/utils/money';
import {
  DEFAULT_PAGE_SIZE,
  pagingFromQuery,
  pagingToQuery,
  queryPositiveInt as positiveInt,
  queryText as text,
} from '@/shared/utils/route-query';

/** What the product list shows; kept in the page's URL so that "back" returns to it. */
export interface ProductListState {
  q: string;
  published: 'all' | 'yes' | 'no';
  priceMin: string;
  priceMax: string;
  category: number | null;
  collection: number | null;
  /** Empty: the server's order (by id, or a collection's own order). */
  orderBy: ProductOrder | '';
  page: number;
  pageSize: number;
}

/** The top-level keys the list table needs (`fields`), to keep pages small. */
export const LIST_FIELDS = [
  'id',
  'title',
  'name',
  'vendor',
  'image',
  'price',
  'compare_at_price',
  'inventory_quantity',
  'published',
  'published_at',
];

export function defaultListState(): ProductListState {
  return {
    q: '',
    published: 'all',
    priceMin: '',
    priceMax: '',
    category: null,
    collection: null,
    orderBy: '',
    page: 1,
    pageSize: DEFAULT_PAGE_SIZE,
  };
}

function isOrder(value: string): value is ProductOrder {
  return (PRODUCT_ORDER_FIELDS as readonly string[]).includes(value.replace(/^-/, ''));
}

/** Reads the state from the URL's query; anything unknown or malformed is left at its default. */
export function stateFromQuery(query: LocationQuery): ProductListState {
  const state = defaultListState();
  state.q = text(query.q);
  const published = text(query.published);
  if (published === 'yes' || published === 'no') state.published = published;
  if (checkDecimalText(text(query.price_min)) === null) state.priceMin = text(query.price_min);
  if (checkDecimalText(text(query.price_max)) === null) state.priceMax = text(query.price_max);
  state.category = positiveInt(query.category);
  state.collection = positiveInt(query.collection);
  const order = text(query.order_by);
  if (isOrder(order)) state.orderBy = order;
  return { ...state, ...pagingFromQuery(query) };
}

/** The URL query for a state; defaults are left out so that plain URLs stay plain. */
export function stateToQuery(state: ProductListState): LocationQueryRaw {
  const query: LocationQueryRaw = {};
  if (state.q.trim()) query.q = state.q.trim();
  if (state.published !== 'all') query.published = state.published;
  if (state.priceMin.trim()) query.price_min = state.priceMin.trim();
  if (state.priceMax.trim()) query.price_max = state.priceMax.trim();
  if (state.category) query.category = String(state.category);
  if (state.collection) query.collection = String(state.collection);
  if (state.orderBy) query.order_by = state.orderBy;
  return { ...query, ...pagingToQuery(state) };
}

/** The API query for a state (without `collection`, which selects the entry list instead). */
export function stateToApiQuery(state: ProductListState): ProductListQuery {
  const query: ProductListQuery = {
    page: state.page,
    page_size: state.pageSize,
    fields: LIST_FIELDS.join(','),
  };
  const q = state.q.trim();
  if (q) query.q = q;
  if (state.published !== 'all') query.published = state.published === 'yes';
  if (checkDecimalText(state.priceMin) === null) query.price__gte = state.priceMin.trim();
  if (checkDecimalText(state.priceMax) === null) query.price__lte = state.priceMax.trim();
  if (state.category) query.category = state.category;
  if (state.orderBy) query.order_by = state.orderBy;
  return query;
}

/**
 * What an export of the list selects: the list's filters, its collection included (the export
 * itself leaves out the page and the display `fields`, shared/api/exports.ts).
 */
export function stateToExportQuery(state: ProductListState): ProductListQuery {
  return {
    ...stateToApiQuery(state),
    ...(state.collection ? { collection: state.collection } : {}),
  };
}

/** el-table's sort event → `order_by`; null order clears it. */
export function orderFromSort(prop: string | null, order: 'ascending' | 'descending' | null) {
  if (!prop || !order || !isOrder(prop)) return '';
  const field = prop as ProductOrderField;
  return order === 'descending' ? (`-${field}` as const) : field;
}

/** `order_by` → el-table's default sort. */
export function sortFromOrder(orderBy: ProductOrder | '') {
  if (!orderBy) return undefined;
  const descending = orderBy.startsWith('-');
  return {
    prop: descending ? orderBy.slice(1) : orderBy,
    order: descending ? ('descending' as const) : ('ascending' as const),
  };
}

/** One row of the product table, from a plain product or a collection entry's product. */
export interface ProductRow {
  id: number;
  title: string;
  name: string;
  vendor: string | null;
  image: string | null;
  price: string;
  compare_at_price: string | null;
  inventory_quantity: number;
  published: boolean;
  published_at: string | null;
  /** In a collection: the entry's place and mark. */
  position?: number;
  featured?: boolean;
}

type ProductFields = Partial<Omit<Product, 'image' | 'variants'>> & {
  image?: string | { src: string } | null;
};

export function productRow(product: ProductFields, entry?: CollectionEntry): ProductRow {
  const image = product.image;
  return {
    id: product.id ?? 0,
    title: product.title ?? '',
    name: product.name ?? '',
    vendor: product.vendor ?? null,
    image: typeof image === 'string' ? image : (image?.src ?? null),
    price: product.price ?? '0.00',
    compare_at_price: product.compare_at_price ?? null,
    inventory_quantity: product.inventory_quantity ?? 0,
    published: product.published ?? false,
    published_at: product.published_at ?? null,
    ...(entry ? { position: entry.position, featured: entry.featured } : {}),
  };
}

/** A page of product rows; with `collection`, that collection's entries in their order. */
export async function listProductRows(
  query: ProductListQuery,
  collection: number | null = null,
): Promise<Page<ProductRow>> {
  if (collection) {
    const page = await listCollectionEntries(collection, query);
    return { ...page, results: page.results.map((entry) => productRow(entry.product, entry)) };
  }
  const page = await listProducts(query);
  return { ...page, results: page.results.map((product) => productRow(product)) };
}
