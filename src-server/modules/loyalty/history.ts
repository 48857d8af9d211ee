import type { AppContext } from '../../context';
import type { Db } from '../../db';
import { fieldError, notFound } from '../../http/errors';
import type { FilterValues } from '../../http/filters';
import { findById, findByIds } from '../customers';
import { listOrders, orderPlaces, presentOrder, type OrderOut } from '../orders';
import * as history from './repository';
import {
  historyFilters,
  presentEntry,
  type AdjustInput,
  type EntryDetail,
  type EntryOut,
} from './schemas';
import { msg } from '../../lib/i18n';

/** The entries with their customers, in the given order. */
async function entryDetails(
  handle: Db,
  rows: Awaited<ReturnType<typeof history.listEntries>>,
): Promise<EntryDetail[]> {
  const customerRows = await findByIds(handle, [...new Set(rows.map((row) => row.customer_id))]);
  const byId = new Map(customerRows.map((row) => [row.id, row]));
  return rows.map((row) => ({ row, customer: byId.get(row.customer_id)! }));
}

async function requireEntry(handle: Db, id: number): Promise<EntryDetail> {
  const row = await history.findEntry(handle, id);
  if (!row) throw notFound(msg('loyalty.entry_not_found'));
  return (await entryDetails(handle, [row]))[0]!;
}

/** An entry by id with its customer; 404 when there is none. */
export const getEntry = (ctx: AppContext, id: number) => requireEntry(ctx.database.db, id);

/** The entries as the list shows them: each with its order as `GET order/{id}` shows it. */
export async function presentEntries(ctx: AppContext, details: EntryDetail[]): Promise<EntryOut[]> {
  const zone = await ctx.timeZone();
  const ids = [
    ...new Set(details.flatMap((d) => (d.row.order_id === null ? [] : [d.row.order_id]))),
  ];
  const orders = new Map<number, OrderOut>();
  if (ids.length > 0) {
    const [loaded, places] = await Promise.all([
      listOrders(ctx, { id__in: ids }, ids.length, 0),
      orderPlaces(ctx),
    ]);
    for (const detail of loaded) orders.set(detail.row.id, presentOrder(detail, zone, places));
  }
  return details.map((detail) =>
    presentEntry(
      detail,
      zone,
      detail.row.order_id === null ? null : (orders.get(detail.row.order_id) ?? null),
    ),
  );
}

async function conditions(ctx: AppContext, query: FilterValues) {
  return historyFilters.conditions(query, { timeZone: await ctx.timeZone() });
}

export async function countEntries(ctx: AppContext, query: FilterValues) {
  return history.countEntries(ctx.database.db, await conditions(ctx, query));
}

/** A page of entries, newest first, as the list shows them. */
export async function listEntries(
  ctx: AppContext,
  query: FilterValues,
  limit: number,
  offset: number,
) {
  const { db } = ctx.database;
  const rows = await history.listEntries(db, await conditions(ctx, query), limit, offset);
  return presentEntries(ctx, await entryDetails(db, rows));
}

/**
 * A manual adjustment (kind `manual`): the balance moves by `points` but never below zero
 * (400 naming `points`); lifetime earned points, and so the level, stay as they are.
 */
export async function adjust(ctx: AppContext, input: AdjustInput): Promise<EntryDetail> {
  const id = await ctx.database.transaction(async (trx) => {
    const customer = await findById(trx, input.customer_id);
    if (!customer) throw fieldError('customer_id', msg('customers.not_found'));
    if (!(await history.updateBalance(trx, customer.id, input.points, 0)))
      throw fieldError('points', msg('loyalty.below_zero', { n: customer.points }));
    const entry = await history.insertEntry(trx, {
      customer_id: customer.id,
      points: input.points,
      kind: 'manual',
      order_id: null,
      reason: input.reason,
      created_at: ctx.clock.now(),
    });
    return entry.id;
  });
  return requireEntry(ctx.database.db, id);
}
