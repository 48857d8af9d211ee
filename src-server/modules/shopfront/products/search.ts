import type { Db } from '../../../db';
import {
  deleteSearchGrams,
  insertSearchGrams,
  productSearchMatches,
} from '../../../db/product-search';
import { chunksOf } from '../../../db/row-batches';
import { searchText } from '../shared/search-text';

/** What `q` searches in a product (docs/DESIGN.md §8). */
export interface SearchDocument {
  title: string;
  name: string;
  skus: string[];
  barcodes: string[];
  vendor: string | null;
  tags: string[];
}

/**
 * The characters of the SKUs, the barcodes and the tags of one product that its search entry
 * keeps. Indexing is synchronous SQLite work on the event loop: a product at every
 * limit (100 variants with 255-character SKUs and barcodes, 250 tags of 255 characters: 114,000
 * characters, 120,000 grams) blocked it for seconds. Past this many characters they are not
 * searchable; a hundred real SKUs stay far below.
 */
export const MAX_INDEXED_CHARS = 4096;

/** At most MAX_INDEXED_CHARS code points (a surrogate pair is never cut in two). */
function bounded(text: string): string {
  if (text.length <= MAX_INDEXED_CHARS) return text;
  return [...text].slice(0, MAX_INDEXED_CHARS).join('');
}

const joined = (values: string[]) => bounded(values.map(searchText).join('\n'));

/**
 * The distinct substrings of one and two characters (code points, as SQLite's `instr` counts
 * them) of each indexed text: a query that short matches a product exactly when one of its
 * texts contains it, as the scan with `instr` used to decide.
 */
export function searchGrams(texts: readonly string[]): string[] {
  const grams = new Set<string>();
  for (const text of texts) {
    const chars = [...text];
    for (let i = 0; i < chars.length; i++) {
      grams.add(chars[i]!);
      if (i + 1 < chars.length) grams.add(chars[i]! + chars[i + 1]!);
    }
  }
  return [...grams];
}

/**
 * Rows per INSERT of entries (seven parameters each): an import's batch indexes hundreds of
 * products with a statement per chunk, not a few per product.
 */
const ENTRY_CHUNK = 1000;
/** Products whose old entries are read with one query. */
const READ_CHUNK = 500;

const FIELDS = ['title', 'name', 'skus', 'barcodes', 'vendor', 'tags'] as const;

/** The grams of entries, each with its product. */
const gramsOf = (entries: ({ rowid: number } & Record<(typeof FIELDS)[number], string>)[]) =>
  entries.flatMap((entry) =>
    searchGrams(FIELDS.map((field) => entry[field])).map((gram) => ({
      gram,
      product_id: entry.rowid,
    })),
  );

/** A product's entry: its texts as indexed. */
function entryOf(doc: SearchDocument) {
  return {
    title: searchText(doc.title),
    name: searchText(doc.name),
    skus: joined(doc.skus),
    barcodes: joined(doc.barcodes),
    vendor: searchText(doc.vendor ?? ''),
    tags: joined(doc.tags),
  };
}

/**
 * The search index of the catalog (docs/DESIGN.md §8, §13): the entries and grams, written
 * with the caller's transaction handle; the statements that differ by database are in
 * db/product-search.ts.
 */

/**
 * Writes the entries of these products (replacing their old ones): one INSERT per chunk of
 * entries and of grams for all of them, not a few per product.
 */
export async function indexProducts(db: Db, docs: Map<number, SearchDocument>): Promise<void> {
  if (docs.size === 0) return;
  await removeProducts(db, [...docs.keys()]);
  const entries = [...docs].map(([rowid, doc]) => ({ rowid, ...entryOf(doc) }));
  for (const part of chunksOf(entries, ENTRY_CHUNK))
    await db.insertInto('product_search').values(part).execute();
  const grams = gramsOf(entries);
  // In the primary key's order, so each statement adds to neighbouring index pages.
  grams.sort((a, b) => (a.gram < b.gram ? -1 : a.gram > b.gram ? 1 : a.product_id - b.product_id));
  await insertSearchGrams(db, grams);
}

/** Removes the entries of these products (those they have). */
export async function removeProducts(db: Db, productIds: number[]): Promise<void> {
  for (const ids of chunksOf(productIds, READ_CHUNK)) {
    // The grams to delete are those of the text indexed so far (the FTS table keeps it), so
    // the gram table needs no second index by product.
    const old = await db
      .selectFrom('product_search')
      .select(['rowid', ...FIELDS])
      .where('rowid', 'in', ids)
      .execute();
    if (old.length === 0) continue;
    await deleteSearchGrams(db, gramsOf(old));
    await db
      .deleteFrom('product_search')
      .where(
        'rowid',
        'in',
        old.map((entry) => entry.rowid),
      )
      .execute();
  }
}

export async function clearIndex(db: Db): Promise<void> {
  await db.deleteFrom('product_search').execute();
  await db.deleteFrom('product_search_gram').execute();
}

/**
 * Where-expression: the product whose id is in `idColumn` has `q` as a literal,
 * case-insensitive substring of one of its indexed fields (db/product-search.ts).
 */
export const searchMatches = (db: Db, q: string, idColumn: string) =>
  productSearchMatches(db, searchText(q), idColumn);
