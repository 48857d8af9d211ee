import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../core/db';

/** What `q` searches in a product (DESIGN §8). */
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
 * cannot be typed into a product and would end the text early in SQLite's string functions.
 */
export function searchText(text: string): string {
  return text.normalize('NFKC').toLowerCase().replaceAll('\0', '');
}

const joined = (values: string[]) => values.map(searchText).join('\n');

/**
 * The SQLite-specific part of the catalog (DESIGN §13): an FTS5 table with the trigram
 * tokenizer. Each function is the one place its SQL lives; a PostgreSQL port swaps them for
 * pg_trgm without touching the callers.
 */
export const productSearch = {
  /** Writes a product's entry (replacing the old one) with the caller's transaction handle. */
  async index(db: Db, productId: number, doc: SearchDocument): Promise<void> {
    await db.deleteFrom('product_search').where('rowid', '=', productId).execute();
    await db
      .insertInto('product_search')
      .values({
        rowid: productId,
        title: searchText(doc.title),
        name: searchText(doc.name),
        skus: joined(doc.skus),
        barcodes: joined(doc.barcodes),
        vendor: searchText(doc.vendor ?? ''),
        tags: joined(doc.tags),
      })
      .execute();
  },

  async remove(db: Db, productId: number): Promise<void> {
    await db.deleteFrom('product_search').where('rowid', '=', productId).execute();
  },

  async clear(db: Db): Promise<void> {
    await db.deleteFrom('product_search').execute();
  },

  /**
   * Where-expression: the product whose id is in `idColumn` has `q` as a literal,
   * case-insensitive substring of one of its indexed fields. Three characters or more go
   * through the index as one quoted FTS5 phrase (inside quotes only `"` is special, and it is
   * doubled), so operators such as `OR`, `*`, `(` or `NEAR` in user input are plain text.
   * Shorter queries scan the indexed text with `instr`, which has no special characters.
   */
  matches(q: string, idColumn: string): Expression<SqlBool> {
    const text = searchText(q);
    const id = sql.ref(idColumn);
    if ([...text].length >= TRIGRAM) {
      const phrase = `"${text.replaceAll('"', '""')}"`;
      return sql<SqlBool>`${id} in (select rowid from product_search where product_search match ${phrase})`;
    }
    const found = (column: string) => sql`instr(${sql.ref(column)}, ${text}) > 0`;
    const any = sql.join(
      ['title', 'name', 'skus', 'barcodes', 'vendor', 'tags'].map(found),
      sql` or `,
    );
    return sql<SqlBool>`${id} in (select rowid from product_search where ${any})`;
  },
};
