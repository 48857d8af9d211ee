import { type Expression, sql, type SqlBool } from 'kysely';
import { isManager, type Actor } from '../../http/auth';
import { isPostgres, prepared, type AppDatabase, type Db } from '../../db';
import { defineFilters, type FilterValues } from '../../http/filters';
import { ACTIONS } from '../../db/tables/shops';
import { applyWhere, countRows } from '../../db/query';
import { createRecordQueue } from './record-queue';
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

/** Appends one record, its params in the same INSERT; `handle` is the caller's transaction. */
const record = (handle: Db, values: ActionValues) => insertAction(handle, ...columnValues(values));

export type ActionHistory = ReturnType<typeof createActionHistory>;
export type ActionListRow = Awaited<ReturnType<ActionHistory['list']>>[number];

/**
 * The counters' action history (docs/DESIGN.md §5): one record per action, written with the handle of
 * the transaction that did the action, never updated or deleted.
 */
export function createActionHistory(deps: {
  database: AppDatabase;
  timeZone: () => Promise<string>;
}) {
  const { database, timeZone } = deps;
  const { db } = database;
  const queued = isPostgres(db) ? createRecordQueue(db) : null;

  async function conditions(query: FilterValues, viewer: Actor) {
    const where: Expression<SqlBool>[] = actionFilters.conditions(query, {
      timeZone: await timeZone(),
    });
    // A staff member sees his store's records; a manager sees all.
    if (!isManager(viewer))
      where.push(
        viewer.offlineShopId === null
          ? sql<SqlBool>`0 = 1`
          : sql<SqlBool>`action_history.offline_shop_id = ${viewer.offlineShopId}`,
      );
    return where;
  }

  return {
    /** Appends one record, its params in the same INSERT; `handle` is the caller's transaction. */
    record,

    /**
     * Appends one record on its own, in no caller's transaction (a check's): on PostgreSQL
     * through the group insert (record-queue.ts), on SQLite through its group commit.
     */
    recordAlone: (values: ActionValues): Promise<unknown> =>
      queued ? queued(values) : database.writeOne((handle) => record(handle, values)),

    async count(query: FilterValues, viewer: Actor) {
      const where = await conditions(query, viewer);
      return countRows(applyWhere(db.selectFrom('action_history'), where));
    },

    /** Newest first (docs/DESIGN.md §2: histories). */
    async list(query: FilterValues, viewer: Actor, limit: number, offset: number) {
      const where = await conditions(query, viewer);
      return where
        .reduce(
          (qb, condition) => qb.where(condition),
          db
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
    },
  };
}
