import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect';

/**
 * PostgreSQL numbers a code's changes from a sequence instead of its store's counter row
 * (0040): the counter's row stayed locked from a code's write to its transaction's commit, so a
 * store's hand-outs committed one at a time (151 consumes/s, p99 297 ms in `npm run bench`
 * with fsync on). Now each writer holds its store's advisory lock *shared* to its commit —
 * writers do not wait for one another — and the changes feed takes it exclusively for a
 * moment before it reads (db/locks.ts `afterWriters`): every number drawn before then belongs
 * to a committed (or rolled back) write, every one drawn after is larger, so the feed still
 * never skips a change (docs/OFFLINE.md). Numbers are shared by all stores: a store's have gaps,
 * which the feed does not mind. SQLite has one writer and keeps its counter triggers.
 */
const LOCK_CLASS = 13_002; // db/locks.ts LOCKS.pickUpChanges; migrations import nothing from the app

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create sequence pick_up_change_seq`.execute(db);
  await sql`select setval('pick_up_change_seq', greatest(
      (select max(change_seq) from pick_up_code),
      (select max(value) from pick_up_change_counter), 1))`.execute(db);
  await sql`create or replace function shopdesk_pick_up_change() returns trigger language plpgsql
    as $$ begin
      if tg_op = 'INSERT' and new.change_seq is not null then return new; end if;
      perform pg_advisory_xact_lock_shared(${sql.lit(LOCK_CLASS)}, new.offline_shop_id::int);
      new.change_seq := nextval('pick_up_change_seq');
      return new;
    end $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`insert into pick_up_change_counter as c (offline_shop_id, value)
      select offline_shop_id, max(change_seq) from pick_up_code group by offline_shop_id
      on conflict (offline_shop_id) do update set value = excluded.value`.execute(db);
  await sql`create or replace function shopdesk_pick_up_change() returns trigger language plpgsql
    as $$ begin
      if tg_op = 'INSERT' and new.change_seq is not null then return new; end if;
      insert into pick_up_change_counter as c (offline_shop_id, value)
        values (new.offline_shop_id, 1)
        on conflict (offline_shop_id) do update set value = c.value + 1
        returning c.value into new.change_seq;
      return new;
    end $$`.execute(db);
  await sql`drop sequence pick_up_change_seq`.execute(db);
}
