import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect';

/**
 * On PostgreSQL, a product's grams (its 1- and 2-character substrings, for searches shorter
 * than a trigram: docs/DESIGN.md §8) move from a row each in `product_search_gram` to one array
 * on the product's own search entry, `product_search.grams`, with a GIN index. The B-tree of
 * gram rows cost PostgreSQL an index insert per gram, about 65 per product: 4.6 s of an import
 * of 9,000 products' 7 s (docs/PERFORMANCE.md, "Imports on PostgreSQL"); a GIN index takes a
 * product's grams as one entry and merges them in bulk. SQLite keeps its gram table (a
 * `without rowid` B-tree is its cheapest index). The arrays are filled from the gram rows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`alter table product_search add column grams text[] not null default '{}'`.execute(db);
  await sql`update product_search set grams = g.grams
    from (select product_id, array_agg(gram order by gram) as grams
          from product_search_gram group by product_id) as g
    where g.product_id = product_search.rowid`.execute(db);
  await sql`create index product_search_grams on product_search using gin (grams)`.execute(db);
  await sql`drop table product_search_gram`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create table product_search_gram (gram text not null, product_id bigint not null,
    constraint product_search_gram_pk primary key (gram, product_id))`.execute(db);
  await sql`insert into product_search_gram (gram, product_id)
    select distinct gram, rowid from product_search, unnest(grams) as gram`.execute(db);
  await sql`alter table product_search drop column grams`.execute(db);
}
