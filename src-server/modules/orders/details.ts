import type { Db } from '../../db';
import { notFound } from '../../http/errors';
import type { FilterValues } from '../../http/filters';
import type { OrderContext } from './deps';
import { presentOrder, type OrderDetail } from './order-presenter';
import { orderFilters } from './schemas';

/** The orders with their customer and store; `handle` is a transaction or the db. */
export async function details(
  ctx: OrderContext,
  handle: Db,
  ids: readonly number[],
): Promise<OrderDetail[]> {
  const { repo, customers, stores } = ctx;
  const parts = await repo.load(handle, ids);
  if (parts.length === 0) return [];
  const customerIds = [...new Set(parts.map((p) => p.row.customer_id))];
  const storeIds = [
    ...new Set(
      parts.flatMap((p) => (p.row.pick_up_shop_id === null ? [] : [p.row.pick_up_shop_id])),
    ),
  ];
  const [customerRows, storeRows, defaultStoreId] = await Promise.all([
    customers.findByIds(handle, customerIds),
    stores.findByIds(handle, storeIds),
    stores.firstId(handle),
  ]);
  const customerById = new Map(customerRows.map((row) => [row.id, row]));
  const storeById = new Map(storeRows.map((row) => [row.id, row]));
  return parts.map((p) => ({
    ...p,
    customer: customerById.get(p.row.customer_id)!,
    store: p.row.pick_up_shop_id === null ? null : (storeById.get(p.row.pick_up_shop_id) ?? null),
    defaultStoreId,
  }));
}

export async function requireDetail(
  ctx: OrderContext,
  handle: Db,
  id: number,
): Promise<OrderDetail> {
  const [detail] = await details(ctx, handle, [id]);
  if (!detail) throw notFound('No order with this id.');
  return detail;
}

async function conditions(ctx: OrderContext, query: FilterValues) {
  return orderFilters.conditions(query, { timeZone: await ctx.timeZone() });
}

export async function countOrders(ctx: OrderContext, query: FilterValues) {
  const { db } = ctx.database;
  return ctx.repo.count(db, await conditions(ctx, query));
}

export async function listOrders(
  ctx: OrderContext,
  query: FilterValues,
  limit: number,
  offset: number,
) {
  const { db } = ctx.database;
  return details(ctx, db, await ctx.repo.listIds(db, await conditions(ctx, query), limit, offset));
}

/** The order as the API shows it (places and zone resolved). */
export async function presentDetail(ctx: OrderContext, detail: OrderDetail) {
  return presentOrder(detail, await ctx.timeZone(), await ctx.shippings.places());
}
