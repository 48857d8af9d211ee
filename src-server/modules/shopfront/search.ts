import { sql, type Expression, type SqlBool } from 'kysely';
import { breathe, isPostgres, type Db, type Dialect } from '../../db';
import { productSearchDocument } from '../../db/migrations/dialect';

/** What `q` searches in a product (docs/DESIGN.md §8). */
export interface SearchDocument {
  title: string;
  name: string;
  skus: string[];
  barcodes: string[];
  vendor: string | null;
  tags: string[];
}

/** The trigram tokenizer indexes runs of three characters: shorter queries cannot use it. */
const TRIGRAM = 3;

/**
 * Text as indexed and as searched: NFKC folds full-width letters and digits (common in
 * Chinese input) into their usual forms; lower case makes the search case-insensitive. NUL
 * cannot be typed into a product and would end the text early in SQLite's string functions;
 * U+0001 separates the fields of an entry on PostgreSQL (see `productSearchDocument`).
 */
export function searchText(text: string): string {
  return text.normalize('NFKC').toLowerCase().replaceAll('\0', '').replaceAll('\u0001', '');
}

/** `text` as a LIKE pattern that matches it literally anywhere (`\` is the escape). */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

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
 * Rows per INSERT of grams (two parameters each) and of entries (seven): an import's batch
 * indexes hundreds of products with a statement per chunk, not a few per product. SQLite runs
 * each statement on the event loop, so the grams go in pieces with a breath between.
 */
const GRAM_CHUNK = 500;
/** Grams per INSERT on PostgreSQL, sent as two arrays (its statements run off the event loop). */
const PG_GRAM_CHUNK = 10_000;
const ENTRY_CHUNK = 1000;
/** Products whose old entries are read with one query. */
const READ_CHUNK = 500;

const FIELDS = ['title', 'name', 'skus', 'barcodes', 'vendor', 'tags'] as const;
type Field = (typeof FIELDS)[number];

const chunked = <T>(list: T[], size: number) =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) =>
    list.slice(i * size, (i + 1) * size),
  );

/**
 * (gram, product) pairs as a PostgreSQL row source: two parameters, each one text the server
 * splits. node-postgres escapes every element of an array parameter, a third of an import's
 * own CPU time on grams; a gram never holds U+0001 (`searchText` removes it).
 */
function gramRows(pairs: { gram: string; product_id: number }[]) {
  const grams = pairs.map((pair) => pair.gram).join('\u0001');
  const ids = pairs.map((pair) => pair.product_id).join(',');
  return sql`unnest(string_to_array(${grams}, E'\\x01'), string_to_array(${ids}, ',')::integer[])`;
}

/**
 * Deletes the grams of these old entries on PostgreSQL: (gram, product) pairs as two arrays,
 * one statement for many products instead of one per product (an import's batch changes
 * hundreds; docs/PERFORMANCE.md, "Imports").
 */
async function deleteGramPairs(db: Db, old: ({ rowid: number } & Record<Field, string>)[]) {
  const pairs = old.flatMap((entry) =>
    searchGrams(FIELDS.map((field) => entry[field])).map((gram) => ({
      gram,
      product_id: entry.rowid,
    })),
  );
  for (const part of chunked(pairs, PG_GRAM_CHUNK))
    await sql`delete from product_search_gram as g
      using ${gramRows(part)} as d (gram, product_id)
      where g.gram = d.gram and g.product_id = d.product_id`.execute(db);
}

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
 * The search index of the catalog (docs/DESIGN.md §8, §13): on SQLite an FTS5 table with the trigram
 * tokenizer, on PostgreSQL a table with a pg_trgm GIN index (migrations/dialect.ts); both
 * beside the gram table for short queries. Each function is the one place its SQL lives.
 */
export const productSearch = {
  /** Writes a product's entry (replacing the old one) with the caller's transaction handle. */
  index: (db: Db, productId: number, doc: SearchDocument) =>
    productSearch.indexAll(db, new Map([[productId, doc]])),

  /**
   * Writes the entries of these products (replacing their old ones): one INSERT per chunk of
   * entries and of grams for all of them, not a few per product.
   */
  async indexAll(db: Db, docs: Map<number, SearchDocument>): Promise<void> {
    if (docs.size === 0) return;
    await productSearch.removeAll(db, [...docs.keys()]);
    const entries = [...docs].map(([rowid, doc]) => ({ rowid, ...entryOf(doc) }));
    for (const part of chunked(entries, ENTRY_CHUNK))
      await db.insertInto('product_search').values(part).execute();
    const grams = entries.flatMap((entry) =>
      searchGrams(FIELDS.map((field) => entry[field])).map((gram) => ({
        gram,
        product_id: entry.rowid,
      })),
    );
    // In the primary key's order, so each statement adds to neighbouring index pages.
    grams.sort((a, b) =>
      a.gram < b.gram ? -1 : a.gram > b.gram ? 1 : a.product_id - b.product_id,
    );
    if (isPostgres(db)) {
      // Two arrays instead of a parameter per value: one short statement to parse and bind
      // per chunk, however many rows (docs/PERFORMANCE.md, "Imports on PostgreSQL").
      for (const part of chunked(grams, PG_GRAM_CHUNK))
        await sql`insert into product_search_gram (gram, product_id)
          select * from ${gramRows(part)}`.execute(db);
      return;
    }
    for (const part of chunked(grams, GRAM_CHUNK)) {
      await breathe();
      await db.insertInto('product_search_gram').values(part).execute();
    }
  },

  remove: (db: Db, productId: number) => productSearch.removeAll(db, [productId]),

  /** Removes the entries of these products (those they have). */
  async removeAll(db: Db, productIds: number[]): Promise<void> {
    for (const ids of chunked(productIds, READ_CHUNK)) {
      // The grams to delete are those of the text indexed so far (the FTS table keeps it), so
      // the gram table needs no second index by product.
      const old = await db
        .selectFrom('product_search')
        .select(['rowid', ...FIELDS])
        .where('rowid', 'in', ids)
        .execute();
      if (old.length === 0) continue;
      if (isPostgres(db)) await deleteGramPairs(db, old);
      else
        for (const entry of old) {
          const grams = searchGrams(FIELDS.map((field) => entry[field]));
          for (let i = 0; i < grams.length; i += GRAM_CHUNK)
            await db
              .deleteFrom('product_search_gram')
              .where('product_id', '=', entry.rowid)
              .where('gram', 'in', grams.slice(i, i + GRAM_CHUNK))
              .execute();
        }
      await db
        .deleteFrom('product_search')
        .where(
          'rowid',
          'in',
          old.map((entry) => entry.rowid),
        )
        .execute();
    }
  },

  async clear(db: Db): Promise<void> {
    await db.deleteFrom('product_search').execute();
    await db.deleteFrom('product_search_gram').execute();
  },

  /**
   * Where-expression: the product whose id is in `idColumn` has `q` as a literal,
   * case-insensitive substring of one of its indexed fields. Three characters or more go
   * through the index as one quoted FTS5 phrase (inside quotes only `"` is special, and it is
   * doubled), so operators such as `OR`, `*`, `(` or `NEAR` in user input are plain text.
   * On PostgreSQL the same is a LIKE with `%`, `_` and `\` escaped, which the trigram index
   * serves. Shorter queries are one lookup in the gram index (an equality: no special
   * characters).
   */
  matches(dialect: Dialect, q: string, idColumn: string): Expression<SqlBool> {
    const text = searchText(q);
    const id = sql.ref(idColumn);
    if ([...text].length >= TRIGRAM && dialect === 'postgres')
      return sql<SqlBool>`${id} in (select rowid from product_search where ${productSearchDocument} like ${containsPattern(text)})`;
    if ([...text].length >= TRIGRAM) {
      const phrase = `"${text.replaceAll('"', '""')}"`;
      return sql<SqlBool>`${id} in (select rowid from product_search where product_search match ${phrase})`;
    }
    // An empty text (the query was only characters search ignores) is in every text.
    if (text === '') return sql<SqlBool>`${id} in (select rowid from product_search)`;
    return sql<SqlBool>`${id} in (select product_id from product_search_gram where gram = ${text})`;
  },
};
