import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect';

/**
 * The counter's replica of its store's codes (docs/OFFLINE.md): every insert or update of a
 * code takes the next number of its store's change counter as `change_seq`. The counter's row
 * stays locked until the writing transaction commits, so a store's changes commit in the order
 * of their numbers and a reader that asks for "after n" never skips one committed later with
 * a smaller number (as an `updated_at` could). Triggers number every writer, including ones
 * added later; a row inserted with its own number (the `copy` command) keeps it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('pick_up_change_counter')
    .addColumn('offline_shop_id', 'integer', (c) => c.primaryKey().references('offline_shop.id'))
    .addColumn('value', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('pick_up_code').addColumn('change_seq', 'integer').execute();
  // Existing codes (before the triggers): numbered once, in id order, per store.
  await sql`insert into pick_up_change_counter (offline_shop_id, value)
    select offline_shop_id, count(*) from pick_up_code group by offline_shop_id`.execute(db);
  await sql`update pick_up_code set change_seq = (select count(*) from pick_up_code earlier
    where earlier.offline_shop_id = pick_up_code.offline_shop_id and earlier.id <= pick_up_code.id)`.execute(
    db,
  );
  if (isPostgres(db)) {
    await sql`create or replace function shopdesk_pick_up_change() returns trigger language plpgsql
      as $$ begin
        if tg_op = 'INSERT' and new.change_seq is not null then return new; end if;
        insert into pick_up_change_counter as c (offline_shop_id, value)
          values (new.offline_shop_id, 1)
          on conflict (offline_shop_id) do update set value = c.value + 1
          returning c.value into new.change_seq;
        return new;
      end $$`.execute(db);
    await sql`create trigger pick_up_code_change before insert or update on pick_up_code
      for each row execute function shopdesk_pick_up_change()`.execute(db);
  } else {
    for (const [name, event, when] of [
      ['pick_up_code_change_insert', 'insert', 'new.change_seq is null'],
      ['pick_up_code_change_update', 'update', 'new.change_seq is old.change_seq'],
    ] as const)
      await sql`create trigger ${sql.raw(name)} after ${sql.raw(event)} on pick_up_code
        when ${sql.raw(when)}
        begin
          insert into pick_up_change_counter (offline_shop_id, value)
            values (new.offline_shop_id, 1)
            on conflict (offline_shop_id) do update set value = value + 1;
          update pick_up_code set change_seq =
            (select value from pick_up_change_counter where offline_shop_id = new.offline_shop_id)
            where id = new.id;
        end`.execute(db);
  }
  await db.schema
    .createIndex('pick_up_code_store_change')
    .on('pick_up_code')
    .columns(['offline_shop_id', 'change_seq'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger pick_up_code_change on pick_up_code`.execute(db);
    await sql`drop function shopdesk_pick_up_change()`.execute(db);
  } else {
    await sql`drop trigger pick_up_code_change_insert`.execute(db);
    await sql`drop trigger pick_up_code_change_update`.execute(db);
  }
  await db.schema.dropIndex('pick_up_code_store_change').execute();
  await db.schema.alterTable('pick_up_code').dropColumn('change_seq').execute();
  await db.schema.dropTable('pick_up_change_counter').execute();
}
