import { type Expression, sql, type SqlBool } from 'kysely';
import { perContext, type AppContext } from '../../context';
import { isManager, type Actor } from '../../http/auth';
import { prepared, type Db } from '../../db';
import { defineFilters, type FilterValues } from '../../http/filters';
import { ACTIONS } from '../../db/tables/shops';
import { applyWhere, countRows } from '../../db/query';
import { aloneRecordWriter } from '../../db/record-queue';
import { columnValues, type ActionValues } from './action-values';

export type { ActionValues } from './action-values';

export const actionFilters = defineFilters({
  action: { column: 'action_history.action', kind: { enum: ACTIONS }, ops: ['eq', 'in'] },
  staff: { column: 'action_history.staff_id', kind: 'int', ops: ['eq', 'in'] },
  key: { column: 'action_history.key', kind: 'string', ops: ['eq'] },
  service_order_id: { column: 'action_history.order_id', kind: 'int', ops: ['eq'] },
  // Managers narrow to stores; a staff member sees his own store's records anyway.
  offline_shop: { column: 'action_history.offline_shop_id', kind: 'int', ops: ['eq', 'in'] },
  created_at: { column: 'action_history.created_at', kind: 'timestamp', ops: ['gte', 'lte'] },
});

const listColumns = [
  'action_history.id',
  'action_history.action',
  'action_history.staff_id',
  'staff.username as staff_username',
  'action_history.offline_shop_id',
  'offline_shop.title as offline_shop_title',
  'action_history.pick_up_code_id',
  'action_history.key',
  'action_history.order_id',
  'action_history.detail',
  'action_history.params',
  'action_history.ip',
  'action_history.created_at',
] as const;

/** One record; every check and consume writes one, so it is compiled once. */
const insertAction = prepared(
  (
    handle: Db,
    action: ActionValues['action'],
    staffId: number | null,
    storeId: number | null,
    codeId: number | null,
    key: string | null,
    orderId: number | null,
    detail: string,
    params: string,
    ip: string,
    createdAt: number,
  ) =>
    handle.insertInto('action_history').values({
      action,
      staff_id: staffId,
      offline_shop_id: storeId,
      pick_up_code_id: codeId,
      key,
      order_id: orderId,
      detail,
      params,
      ip,
      created_at: createdAt,
    }),
);

// The counters' action history (docs/DESIGN.md §5): one record per action, written with the
// handle of the transaction that did the action, never updated or deleted.

/** Appends one record, its params in the same INSERT; `handle` is the caller's transaction. */
export const record = (handle: Db, values: ActionValues) =>
  insertAction(handle, ...columnValues(values));

/** This app's writer of records on their own (on PostgreSQL its group insert's queue). */
const aloneWriterOf = perContext((ctx) =>
  aloneRecordWriter(ctx.database, (handle, row) => insertAction(handle, ...row)),
);

/**
 * Appends one record on its own, in no caller's transaction (a check's): on PostgreSQL
 * through the group insert (db/record-queue.ts), on SQLite through its group commit.
 */
export const recordAlone = (ctx: AppContext, values: ActionValues): Promise<unknown> =>
  aloneWriterOf(ctx)(columnValues(values));

async function conditions(ctx: AppContext, query: FilterValues, viewer: Actor) {
  const where: Expression<SqlBool>[] = actionFilters.conditions(query, {
    timeZone: await ctx.timeZone(),
  });
  // A staff member sees his store's records; a manager sees all.
  if (!isManager(viewer))
    where.push(
      viewer.storeId === null
        ? sql<SqlBool>`0 = 1`
        : sql<SqlBool>`action_history.offline_shop_id = ${viewer.storeId}`,
    );
  return where;
}

export async function count(ctx: AppContext, query: FilterValues, viewer: Actor) {
  const where = await conditions(ctx, query, viewer);
  return countRows(applyWhere(ctx.database.db.selectFrom('action_history'), where));
}

/** Newest first (docs/DESIGN.md §2: histories). */
export async function list(
  ctx: AppContext,
  query: FilterValues,
  viewer: Actor,
  limit: number,
  offset: number,
) {
  const where = await conditions(ctx, query, viewer);
  return where
    .reduce(
      (qb, condition) => qb.where(condition),
      ctx.database.db
        .selectFrom('action_history')
        .leftJoin('staff', 'staff.id', 'action_history.staff_id')
        .leftJoin('offline_shop', 'offline_shop.id', 'action_history.offline_shop_id'),
    )
    .select(listColumns)
    .orderBy('action_history.created_at', 'desc')
    .orderBy('action_history.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export type ActionListRow = Awaited<ReturnType<typeof list>>[number];
