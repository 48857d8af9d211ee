import type { Db } from '../../db';
import { fieldError, notFound } from '../../http/errors';
import type { FilterValues } from '../../http/filters';
import { presentOrder, type OrderOut } from '../orders';
import type { LoyaltyDeps } from './deps';
import type { LoyaltyRepository } from './repository';
import {
  historyFilters,
  presentEntry,
  type AdjustInput,
  type EntryDetail,
  type EntryOut,
} from './schemas';

/** The entries with their customers, in the given order. */
async function entryDetails(
  deps: LoyaltyDeps,
  handle: Db,
  rows: Awaited<ReturnType<LoyaltyRepository['listEntries']>>,
): Promise<EntryDetail[]> {
  const customerRows = await deps.customers.findByIds(handle, [
    ...new Set(rows.map((row) => row.customer_id)),
  ]);
  const byId = new Map(customerRows.map((row) => [row.id, row]));
  return rows.map((row) => ({ row, customer: byId.get(row.customer_id)! }));
}

export async function requireEntry(
  deps: LoyaltyDeps,
  handle: Db,
  id: number,
): Promise<EntryDetail> {
  const row = await deps.repo.findEntry(handle, id);
  if (!row) throw notFound('No point history entry with this id.');
  return (await entryDetails(deps, handle, [row]))[0]!;
}

/** The entries as the list shows them: each with its order as `GET order/{id}` shows it. */
export async function presentEntries(
  deps: LoyaltyDeps,
  details: EntryDetail[],
): Promise<EntryOut[]> {
  const zone = await deps.timeZone();
  const ids = [
    ...new Set(details.flatMap((d) => (d.row.order_id === null ? [] : [d.row.order_id]))),
  ];
  const orders = new Map<number, OrderOut>();
  if (ids.length > 0) {
    const reader = deps.orders();
    const [loaded, places] = await Promise.all([
      reader.list({ id__in: ids }, ids.length, 0),
      reader.places(),
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

async function conditions(deps: LoyaltyDeps, query: FilterValues) {
  return historyFilters.conditions(query, { timeZone: await deps.timeZone() });
}

export async function countEntries(deps: LoyaltyDeps, query: FilterValues) {
  return deps.repo.countEntries(deps.database.db, await conditions(deps, query));
}

/** A page of entries, newest first, as the list shows them. */
export async function listEntries(
  deps: LoyaltyDeps,
  query: FilterValues,
  limit: number,
  offset: number,
) {
  const { db } = deps.database;
  const rows = await deps.repo.listEntries(db, await conditions(deps, query), limit, offset);
  return presentEntries(deps, await entryDetails(deps, db, rows));
}

/**
 * A manual adjustment (kind `manual`): the balance moves by `points` but never below zero
 * (400 naming `points`); lifetime earned points, and so the level, stay as they are.
 */
export async function adjust(deps: LoyaltyDeps, input: AdjustInput): Promise<EntryDetail> {
  const { repo } = deps;
  const id = await deps.database.transaction(async (trx) => {
    const customer = await deps.customers.findById(trx, input.customer_id);
    if (!customer) throw fieldError('customer_id', 'No customer with this id.');
    if (!(await repo.move(trx, customer.id, input.points, 0)))
      throw fieldError(
        'points',
        `The customer has only ${customer.points} points: the balance cannot go below zero.`,
      );
    const entry = await repo.insertEntry(trx, {
      customer_id: customer.id,
      points: input.points,
      kind: 'manual',
      order_id: null,
      reason: input.reason,
      created_at: deps.clock.now(),
    });
    return entry.id;
  });
  return requireEntry(deps, deps.database.db, id);
}
