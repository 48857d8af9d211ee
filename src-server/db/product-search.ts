import { sql, type Expression, type SqlBool } from 'kysely';
import { isPostgres, productSearchDocument } from './migrations/dialect';
import { chunksOf, groupBy } from './row-batches';
import type { Db } from './types';

/**
 * The statements of the catalog's search index that differ by database (docs/DESIGN.md §8,
 * §13): on SQLite an FTS5 table with the trigram tokenizer, on PostgreSQL a table with a
 * pg_trgm GIN index (migrations/dialect.ts); both beside the gram table for short queries.
 */

/** One row of the gram table: a substring of one or two characters of a product's entry. */
export interface SearchGram {
  gram: string;
  product_id: number;
}

/** The trigram tokenizer indexes runs of three characters: shorter queries cannot use it. */
const TRIGRAM = 3;

/**
 * Rows per INSERT of grams (two parameters each): an import's batch indexes hundreds of
 * products with a statement per chunk, not a few per product. SQLite runs each statement on
 * the event loop, so the grams go in pieces with a breath between.
 */
const GRAM_CHUNK = 500;
/** Grams per INSERT on PostgreSQL, sent as two arrays (its statements run off the event loop). */
const PG_GRAM_CHUNK = 10_000;

const breathe = () => new Promise<void>((next) => setImmediate(next));

/** `text` as a LIKE pattern that matches it literally anywhere (`\` is the escape). */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * (gram, product) pairs as a PostgreSQL row source: two parameters, each one text the server
 * splits. node-postgres escapes every element of an array parameter, a third of an import's
 * own CPU time on grams; a gram never holds U+0001 (`searchText` removes it).
 */
function gramRows(pairs: SearchGram[]) {
  const grams = pairs.map((pair) => pair.gram).join('\u0001');
  const ids = pairs.map((pair) => pair.product_id).join(',');
  return sql`unnest(string_to_array(${grams}, E'\\x01'), string_to_array(${ids}, ',')::integer[])`;
}

/** Inserts grams (in the primary key's order, so each statement adds to neighbouring pages). */
export async function insertSearchGrams(db: Db, grams: SearchGram[]) {
  if (isPostgres(db)) {
    // Two arrays instead of a parameter per value: one short statement to parse and bind
    // per chunk, however many rows (docs/PERFORMANCE.md, "Imports on PostgreSQL").
    for (const part of chunksOf(grams, PG_GRAM_CHUNK))
      await sql`insert into product_search_gram (gram, product_id)
          select * from ${gramRows(part)}`.execute(db);
    return;
  }
  for (const part of chunksOf(grams, GRAM_CHUNK)) {
    await breathe();
    await db.insertInto('product_search_gram').values(part).execute();
  }
}

/**
 * Deletes these grams of old entries. On PostgreSQL the (gram, product) pairs go as two
 * arrays, one statement for many products instead of one per product (an import's batch
 * changes hundreds; docs/PERFORMANCE.md, "Imports"); on SQLite product by product.
 */
export async function deleteSearchGrams(db: Db, pairs: SearchGram[]) {
  if (isPostgres(db)) {
    for (const part of chunksOf(pairs, PG_GRAM_CHUNK))
      await sql`delete from product_search_gram as g
      using ${gramRows(part)} as d (gram, product_id)
      where g.gram = d.gram and g.product_id = d.product_id`.execute(db);
    return;
  }
  for (const [productId, own] of groupBy(pairs, (pair) => pair.product_id)) {
    const grams = own.map((pair) => pair.gram);
    for (let i = 0; i < grams.length; i += GRAM_CHUNK)
      await db
        .deleteFrom('product_search_gram')
        .where('product_id', '=', productId)
        .where('gram', 'in', grams.slice(i, i + GRAM_CHUNK))
        .execute();
  }
}

/**
 * Where-expression (for a query on `db`): the product whose id is in `idColumn` has `text`
 * (as `searchText` made it) as a literal substring of one of its indexed fields. Three characters or more go
 * through the index as one quoted FTS5 phrase (inside quotes only `"` is special, and it is
 * doubled), so operators such as `OR`, `*`, `(` or `NEAR` in user input are plain text.
 * On PostgreSQL the same is a LIKE with `%`, `_` and `\` escaped, which the trigram index
 * serves. Shorter queries are one lookup in the gram index (an equality: no special
 * characters).
 */
export function productSearchMatches(db: Db, text: string, idColumn: string): Expression<SqlBool> {
  const id = sql.ref(idColumn);
  if ([...text].length >= TRIGRAM && isPostgres(db))
    return sql<SqlBool>`${id} in (select rowid from product_search where ${productSearchDocument} like ${containsPattern(text)})`;
  if ([...text].length >= TRIGRAM) {
    const phrase = `"${text.replaceAll('"', '""')}"`;
    return sql<SqlBool>`${id} in (select rowid from product_search where product_search match ${phrase})`;
  }
  // An empty text (the query was only characters search ignores) is in every text.
  if (text === '') return sql<SqlBool>`${id} in (select rowid from product_search)`;
  return sql<SqlBool>`${id} in (select product_id from product_search_gram where gram = ${text})`;
}
