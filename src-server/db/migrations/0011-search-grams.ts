import { sql, type Kysely } from 'kysely';
import { withoutRowid } from './dialect';

/**
 * The grams of texts as this migration first wrote them: the distinct substrings of one and
 * two code points of each text. A frozen copy of the shop front's `searchGrams` (search.ts): a
 * migration runs on databases of every age, so it imports nothing from the app, whose code
 * moves on; the app's own function keeps writing the grams of later changes.
 */
function searchGrams(texts: readonly string[]): string[] {
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
 * Short product searches through an index (docs/DESIGN.md §8): a query of one or two characters (a
 * common Chinese search, e.g. 保温) is shorter than the trigram index's grams and was a scan
 * of every product's text (63 ms median over 50,000 products). Each product's 1- and
 * 2-character substrings are kept beside its FTS5 entry, in the same transactions (search.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withoutRowid(
    db,
    db.schema
      .createTable('product_search_gram')
      .addColumn('gram', 'text', (c) => c.notNull())
      .addColumn('product_id', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('product_search_gram_pk', ['gram', 'product_id']),
  ).execute();

  // The products indexed so far: their grams from the text the FTS table holds.
  const BATCH = 500;
  for (let after = 0; ;) {
    const rows = (
      await sql<{
        rowid: number;
        title: string;
        name: string;
        skus: string;
        barcodes: string;
        vendor: string;
        tags: string;
      }>`select rowid, title, name, skus, barcodes, vendor, tags from product_search where rowid > ${after} order by rowid limit ${BATCH}`.execute(
        db,
      )
    ).rows;
    if (rows.length === 0) break;
    for (const row of rows) {
      const grams = searchGrams([
        row.title,
        row.name,
        row.skus,
        row.barcodes,
        row.vendor,
        row.tags,
      ]);
      for (let i = 0; i < grams.length; i += 400)
        await db
          .insertInto('product_search_gram')
          .values(grams.slice(i, i + 400).map((gram) => ({ gram, product_id: row.rowid })))
          .execute();
    }
    after = rows[rows.length - 1]!.rowid;
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('product_search_gram').execute();
}
