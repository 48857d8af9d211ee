import type { AppContext } from '../../context';
import type { Db } from '../../db';
import { notFound } from '../../http/errors';
import type { FilterValues } from '../../http/filters';
import { findByIds as findCustomersByIds } from '../customers';
import { places as shippingPlaces, type PlaceDirectory } from '../shippings';
import { findFirstStoreId, findStoresByIds } from '../shops';
import { presentOrder, type OrderDetail } from './order-presenter';
import * as orders from './repository';
import { orderFilters } from './schemas';
import { msg, type Language } from '../../lib/i18n';

/** The orders with their customer and store; `handle` is a transaction or the db. */
export async function details(handle: Db, ids: readonly number[]): Promise<OrderDetail[]> {
  const parts = await orders.listParts(handle, ids);
  if (parts.length === 0) return [];
  const customerIds = [...new Set(parts.map((p) => p.row.customer_id))];
  const storeIds = [
    ...new Set(
      parts.flatMap((p) => (p.row.pick_up_shop_id === null ? [] : [p.row.pick_up_shop_id])),
    ),
  ];
  const [customerRows, storeRows, defaultStoreId] = await Promise.all([
    findCustomersByIds(handle, customerIds),
    findStoresByIds(handle, storeIds),
    findFirstStoreId(handle),
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

export async function requireDetail(handle: Db, id: number): Promise<OrderDetail> {
  const [detail] = await details(handle, [id]);
  if (!detail) throw notFound(msg('orders.not_found'));
  return detail;
}

/** The order, 404 if there is none. */
export const get = (ctx: AppContext, id: number) => requireDetail(ctx.database.db, id);

async function conditions(ctx: AppContext, query: FilterValues) {
  return orderFilters.conditions(query, { timeZone: await ctx.timeZone() });
}

export async function count(ctx: AppContext, query: FilterValues) {
  return orders.count(ctx.database.db, await conditions(ctx, query));
}

export async function list(ctx: AppContext, query: FilterValues, limit: number, offset: number) {
  const { db } = ctx.database;
  return details(db, await orders.listIds(db, await conditions(ctx, query), limit, offset));
}

/** The places orders are shown with (the shippings module's directory). */
export const places = (ctx: AppContext): Promise<PlaceDirectory> => shippingPlaces(ctx);

/** The order as the API shows it (places and zone resolved). */
export async function present(ctx: AppContext, detail: OrderDetail, language: Language = 'en') {
  return presentOrder(detail, await ctx.timeZone(), await places(ctx), language);
}
