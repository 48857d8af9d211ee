import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect';

/**
 * PostgreSQL: a change stamp for the tables the big lists count (db/kept-counts.ts,
 * docs/PERFORMANCE.md "Reports and lists at 100,000 orders"). Every statement that writes one
 * of them draws a number from `shopdesk_count_stamp`, holding the stamp's advisory lock *shared*
 * to its commit (writers do not wait for one another). A count is kept with the stamp it was
 * read at only if `shopdesk_count_stamp_quiet()` got the lock exclusively — no writer in flight —
 * and the count's snapshot was taken before it was let go: so every number up to the kept one
 * belongs to a write the count sees (or a rolled back one), and any later write draws a larger
 * one. The exact `count(*)` over 100,000 codes took 8–30 ms; reading the stamp takes none.
 * SQLite keeps its counts by `total_changes()` and `data_version` (db/sqlite-statements.ts).
 */
const LOCK_CLASS = 13_003; // db/kept-counts.ts STAMP_LOCK; migrations import nothing from the app
const TABLES = [
  'pick_up_code',
  'point_history',
  'product',
  'product_search',
  'product_search_gram',
];

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create sequence shopdesk_count_stamp`.execute(db);
  await sql`create function shopdesk_count_stamp_bump() returns trigger language plpgsql
    as $$ begin
      perform pg_advisory_xact_lock_shared(${sql.lit(LOCK_CLASS)}, 0);
      perform nextval('shopdesk_count_stamp');
      return null;
    end $$`.execute(db);
  // The stamp if no writer is in flight, the lock then held by the session until it lets go
  // (a new sequence's `last_value` is already 1 before the first `nextval`).
  await sql`create function shopdesk_count_stamp_quiet() returns bigint language plpgsql
    as $$ begin
      if pg_try_advisory_lock(${sql.lit(LOCK_CLASS)}, 0) then
        return (select case when is_called then last_value else 0 end from shopdesk_count_stamp);
      end if;
      return null;
    end $$`.execute(db);
  for (const table of TABLES)
    await sql`create trigger shopdesk_count_stamp
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function shopdesk_count_stamp_bump()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const table of TABLES)
    await sql`drop trigger shopdesk_count_stamp on ${sql.table(table)}`.execute(db);
  await sql`drop function shopdesk_count_stamp_quiet()`.execute(db);
  await sql`drop function shopdesk_count_stamp_bump()`.execute(db);
  await sql`drop sequence shopdesk_count_stamp`.execute(db);
}
