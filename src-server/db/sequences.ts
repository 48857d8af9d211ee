import { sql } from 'kysely';
import type { CounterTable } from './tables/events';
import { isPostgres } from './migrations/dialect';
import type { Db } from './types';

/**
 * After rows were written with ids of their own (application 1), the ids the database hands
 * out next must come after them. SQLite numbers from the largest id already; a PostgreSQL
 * identity column has a sequence of its own that the written ids did not move.
 */
export async function movePastWrittenIds(db: Db, table: string, column = 'id'): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`select setval(pg_get_serial_sequence(${table}, ${column}), (select max(${sql.ref(column)}) from ${sql.table(table)}))`.execute(
    db,
  );
}

/**
 * After codes were written with change numbers of their own (the `copy` command): PostgreSQL's
 * change sequence (migration 0070) must hand out larger ones, or the changes feed would miss
 * the next changes.
 */
export async function movePastWrittenChanges(db: Db): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`select setval('pick_up_change_seq', greatest((select max(change_seq) from pick_up_code), (select last_value from pick_up_change_seq)))`.execute(
    db,
  );
}

/**
 * The counter's next value, in one `UPDATE … RETURNING`: concurrent transactions queue on the
 * counter's row (held to their commit) and each gets its own value, where reading the
 * largest value and adding one let two of them take the same (docs/RELIABILITY.md).
 */
export async function nextValue(db: Db, name: CounterTable['name']): Promise<number> {
  const row = await db
    .updateTable('counter')
    .set((eb) => ({ value: eb('value', '+', 1) }))
    .where('name', '=', name)
    .returning('value')
    .executeTakeFirstOrThrow();
  return Number(row.value);
}
