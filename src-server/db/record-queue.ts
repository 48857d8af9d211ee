import { sql } from 'kysely';
import { isPostgres } from './migrations/dialect';
import { prepared } from './prepared';
import type { ActionName } from './tables/shops';
import type { AppDatabase, Db } from './types';

/**
 * An action history record as its INSERTs' columns, in their order (action, staff_id,
 * offline_shop_id, pick_up_code_id, key, order_id, detail, params, ip, created_at): what
 * modules/shops/action-values.ts makes of a record.
 */
export type ActionRecordColumns = readonly [
  action: ActionName,
  staffId: number | null,
  storeId: number | null,
  codeId: number | null,
  key: string | null,
  orderId: number | null,
  detail: string,
  params: string,
  ip: string,
  createdAt: number,
];

/** The most records one INSERT takes (ten arrays: one parameter each, whatever their length). */
const MAX_RECORDS = 500;

/**
 * Records as one INSERT of ten arrays (docs/PERFORMANCE.md, "A check's record"): one SQL text
 * however many records, so PostgreSQL prepares it once per connection.
 */
const insertRecords = prepared(
  (
    handle: Db,
    action: string[],
    staffId: (number | null)[],
    storeId: (number | null)[],
    codeId: (number | null)[],
    key: (string | null)[],
    orderId: (number | null)[],
    detail: string[],
    params: string[],
    ip: string[],
    createdAt: number[],
  ) => ({
    compile: () =>
      sql`insert into action_history
          (action, staff_id, offline_shop_id, pick_up_code_id, key, order_id, detail, params, ip, created_at)
        select * from unnest(${action}::text[], ${staffId}::bigint[], ${storeId}::bigint[],
          ${codeId}::bigint[], ${key}::text[], ${orderId}::bigint[], ${detail}::text[],
          ${params}::text[], ${ip}::text[], ${createdAt}::bigint[])`.compile(handle),
  }),
);

function writeRecords(db: Db, rows: ActionRecordColumns[]) {
  const column = <I extends number>(at: I) => rows.map((row) => row[at]);
  return insertRecords(
    db,
    column(0),
    column(1),
    column(2),
    column(3),
    column(4),
    column(5),
    column(6),
    column(7),
    column(8),
    column(9),
  );
}

interface Waiting {
  row: ActionRecordColumns;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * PostgreSQL's group insert of the records written on their own (a check's: docs/PERFORMANCE.md,
 * "A check's record"). A record finding no INSERT running is written at once; those arriving
 * while one runs wait for it and go together in the next. Each caller's promise settles when
 * its own record is committed (or its INSERT failed), as if it had written it alone: fewer
 * statements, no added wait.
 */
function createRecordQueue(db: Db) {
  const waiting: Waiting[] = [];
  let writing = false;

  async function drain() {
    writing = true;
    while (waiting.length > 0) {
      const batch = waiting.splice(0, MAX_RECORDS);
      try {
        await writeRecords(
          db,
          batch.map((entry) => entry.row),
        );
        for (const entry of batch) entry.resolve();
      } catch (error) {
        for (const entry of batch) entry.reject(error);
      }
    }
    writing = false;
  }

  return (row: ActionRecordColumns) =>
    new Promise<void>((resolve, reject) => {
      waiting.push({ row, resolve, reject });
      if (!writing) void drain();
    });
}

/**
 * How one database writes history records on their own, in no caller's transaction (a
 * check's): PostgreSQL through the group insert above; SQLite needs none, its group commit
 * does this for every write, so each record is `insertOne` through `writeOne`. Made once per
 * app: the queue is that app's.
 */
export function aloneRecordWriter(
  database: AppDatabase,
  insertOne: (handle: Db, row: ActionRecordColumns) => Promise<unknown>,
): (row: ActionRecordColumns) => Promise<unknown> {
  if (isPostgres(database.db)) return createRecordQueue(database.db);
  return (row) => database.writeOne((handle) => insertOne(handle, row));
}
