import { DateTime } from 'luxon';
import type { Insertable } from 'kysely';
import { lockRows, type AppDatabase, type Db } from '../../db';
import { conflict, fieldError, notFound } from '../../http/errors';
import type { FilterValues } from '../../http/filters';
import type { Clock } from '../../lib/time';
import type { CustomerService } from '../customers';
import { type OrderHooks, type OrderOut, type OrderService, presentOrder } from '../orders';
import type { OrderRow } from '../../db/tables/orders';
import type { LoyaltyRepository } from './repository';
import {
  GAIN_SCALE,
  historyFilters,
  presentEntry,
  type AdjustInput,
  type EntryDetail,
  type EntryOut,
  type LevelInput,
} from './schemas';
import type { LoyaltyLevelRow, LoyaltyLevelTable } from '../../db/tables/loyalty';

/** Cents in a currency unit. */
const CENTS = 100;

/**
 * The points paying `paidCents` earns at a level with `gainE4` (gain_points in
 * ten-thousandths): floor(paid amount × (1 + gain_points)), computed exactly in integers.
 */
export function earnedPoints(paidCents: number, gainE4: number): number {
  if (paidCents <= 0) return 0;
  return Number((BigInt(paidCents) * BigInt(GAIN_SCALE + gainE4)) / BigInt(CENTS * GAIN_SCALE));
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * The smallest number of points that redeems whole cents at `rate` points per currency unit:
 * 1 at 100 (a point is a cent), 3 at 3 (3 points are 1.00), 3 at 150 (3 points are 0.02).
 */
export const redeemStep = (rate: number) => rate / gcd(rate, CENTS);

/** What `points` redeem at `rate` points per currency unit, in cents (points a multiple of the step). */
export const pointsPrice = (points: number, rate: number) => (points * CENTS) / rate;

export type LoyaltyService = ReturnType<typeof createLoyaltyService>;

/** What the history reads of orders: the orders area, built after loyalty (its hooks). */
export type LoyaltyOrders = Pick<OrderService, 'list' | 'places'>;

const levelValues = (input: LevelInput): Insertable<LoyaltyLevelTable> => ({
  title: input.title,
  condition_points: input.condition_points,
  sign_points: input.sign_points,
  gain_points_e4: input.gain_points,
  redeem_points: input.redeem_points,
  redeem_limitation: input.redeem_limitation,
  redeem_limitation_monthly: input.redeem_limitation_monthly,
});

const duplicateCondition = () => conflict('duplicate', 'Another level has these condition_points.');
const duplicateTitle = () => conflict('duplicate', 'Another level has this title.');

const baseLevel = (what: string) =>
  conflict(
    'base_level',
    `The level with condition_points 0 is where every customer starts: it ${what}.`,
  );

export function createLoyaltyService(deps: {
  database: AppDatabase;
  clock: Clock;
  timeZone: () => Promise<string>;
  repo: LoyaltyRepository;
  customers: Pick<CustomerService, 'findById' | 'findByIds'>;
  /** Called when the history is read (the orders area is built after this one). */
  orders: () => LoyaltyOrders;
}) {
  const { database, clock, timeZone, repo, customers } = deps;
  const { db } = database;

  async function requireLevel(handle: Db, id: number): Promise<LoyaltyLevelRow> {
    const level = await repo.findLevel(handle, id);
    if (!level) throw notFound('No loyalty level with this id.');
    return level;
  }

  /** Runs a level write; losing the race for unique condition_points is a 409 too. */
  async function guardCondition<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (repo.isDuplicateCondition(error)) throw duplicateCondition();
      throw error;
    }
  }

  /** The entries with their customers, in the given order. */
  async function entryDetails(
    handle: Db,
    rows: Awaited<ReturnType<LoyaltyRepository['listEntries']>>,
  ): Promise<EntryDetail[]> {
    const customerRows = await customers.findByIds(handle, [
      ...new Set(rows.map((row) => row.customer_id)),
    ]);
    const byId = new Map(customerRows.map((row) => [row.id, row]));
    return rows.map((row) => ({ row, customer: byId.get(row.customer_id)! }));
  }

  async function requireEntry(handle: Db, id: number): Promise<EntryDetail> {
    const row = await repo.findEntry(handle, id);
    if (!row) throw notFound('No point history entry with this id.');
    return (await entryDetails(handle, [row]))[0]!;
  }

  /** The entries as the list shows them: each with its order as `GET order/{id}` shows it. */
  async function present(details: EntryDetail[]): Promise<EntryOut[]> {
    const zone = await timeZone();
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

  async function conditions(query: FilterValues) {
    return historyFilters.conditions(query, { timeZone: await timeZone() });
  }

  /** A customer's balance and level right now, read with the transaction's handle. */
  async function standing(trx: Db, customerId: number) {
    const balance = await repo.balanceOf(trx, customerId);
    if (!balance) throw new Error(`customer ${customerId} of an order does not exist`);
    const level = await repo.levelForEarned(trx, balance.earned_points);
    return { ...balance, level };
  }

  /**
   * The price in cents of `points` redeemed by a customer now: his level allows it (its rate,
   * per-order and monthly limits, whole cents) and he has them. Reads only.
   */
  async function priceOfRedeem(handle: Db, customerId: number, points: number, now: number) {
    const refuse = (message: string) => fieldError('redeem_points', message);
    const { points: balance, level } = await standing(handle, customerId);
    if (!level || level.redeem_points === 0)
      throw refuse(`Customers at the level ${level?.title ?? '(none)'} cannot redeem points.`);
    if (level.redeem_limitation > 0 && points > level.redeem_limitation)
      throw refuse(
        `At the level ${level.title} an order may redeem at most ${level.redeem_limitation} points.`,
      );
    if (level.redeem_limitation_monthly > 0) {
      // The calendar month of the shop's time zone.
      const month = DateTime.fromMillis(now, { zone: await repo.shopTimeZone(handle) }).startOf(
        'month',
      );
      const used = await repo.redeemedBetween(
        handle,
        customerId,
        month.toMillis(),
        month.plus({ months: 1 }).toMillis(),
      );
      if (used + points > level.redeem_limitation_monthly)
        throw refuse(
          `At the level ${level.title} at most ${level.redeem_limitation_monthly} points may be redeemed a month; ${used} already were this month.`,
        );
    }
    const step = redeemStep(level.redeem_points);
    if (points % step !== 0)
      throw refuse(
        `At ${level.redeem_points} points per 1.00, redeem a multiple of ${step} points (they must make whole cents).`,
      );
    if (balance < points) throw refuse(`The customer has only ${balance} points.`);
    return pointsPrice(points, level.redeem_points);
  }

  /**
   * docs/DESIGN.md §7 inside the orders' transactions (each with the handle it is given): redeeming
   * when an order is placed, earning when it is paid, and giving back when it is cancelled.
   */
  const orderHooks: OrderHooks = {
    pointsPrice: (handle: Db, customerId: number, points: number, now: number) =>
      priceOfRedeem(handle, customerId, points, now),

    async redeemPoints(trx: Db, order: OrderRow, now: number): Promise<void> {
      // The monthly limit reads the month's redemptions first: one order of a customer at a
      // time gets past it (his row locked to the commit; docs/RELIABILITY.md).
      await lockRows(trx, 'customer', [order.customer_id]);
      await priceOfRedeem(trx, order.customer_id, order.redeem_points, now);
      if (!(await repo.move(trx, order.customer_id, -order.redeem_points, 0)))
        throw fieldError('redeem_points', 'The customer does not have these points any more.');
      await repo.insertEntry(trx, {
        customer_id: order.customer_id,
        points: -order.redeem_points,
        kind: 'redeem',
        order_id: order.id,
        created_at: now,
      });
    },

    async paid(trx: Db, order: OrderRow, now: number): Promise<void> {
      // The level at the moment of payment, before these points count.
      const { level } = await standing(trx, order.customer_id);
      const points = earnedPoints(order.paid_price, level?.gain_points_e4 ?? 0);
      if (points === 0) return;
      await repo.move(trx, order.customer_id, points, points);
      await repo.insertEntry(trx, {
        customer_id: order.customer_id,
        points,
        kind: 'buy',
        order_id: order.id,
        created_at: now,
      });
    },

    async refunded(trx, order, now, { before, transactionId }): Promise<void> {
      // What the order earned comes back in proportion to what was refunded: floor(earned ×
      // refunded ÷ paid) in all, so refunding everything takes back exactly what it earned.
      const earned = await repo.findOrderEntry(trx, order.id, 'buy', true);
      if (!earned || order.paid_price === 0) return;
      const share = (refunded: number) =>
        Number((BigInt(earned.points) * BigInt(refunded)) / BigInt(order.paid_price));
      const points = share(order.refunded_price) - share(before);
      if (points === 0) return;
      if (!(await repo.move(trx, order.customer_id, -points, -points))) {
        const { points: left } = await standing(trx, order.customer_id);
        throw conflict(
          'points_spent',
          `This refund takes back ${points} points but the customer has only ${left} left: give him the missing points (adjust) first.`,
        );
      }
      await repo.insertEntry(trx, {
        customer_id: order.customer_id,
        points: -points,
        kind: 'refund',
        order_id: order.id,
        order_transaction_id: transactionId,
        created_at: now,
      });
    },

    async cancelled(trx: Db, order: OrderRow, now: number): Promise<void> {
      // The points the order redeemed come back first…
      const redeemed = await repo.findOrderEntry(trx, order.id, 'redeem', false);
      if (redeemed) {
        await repo.move(trx, order.customer_id, -redeemed.points, 0);
        await repo.insertEntry(trx, {
          customer_id: order.customer_id,
          points: -redeemed.points,
          kind: 'refund',
          order_id: order.id,
          created_at: now,
        });
      }
      // …then exactly what it earned is taken back, from the balance and the lifetime total.
      const earned = await repo.findOrderEntry(trx, order.id, 'buy', true);
      if (earned) {
        if (!(await repo.move(trx, order.customer_id, -earned.points, -earned.points))) {
          const { points: left } = await standing(trx, order.customer_id);
          throw conflict(
            'points_spent',
            `This order earned ${earned.points} points but the customer has only ${left} left: give him the missing points (adjust) or cancel the orders that spent them first.`,
          );
        }
        await repo.insertEntry(trx, {
          customer_id: order.customer_id,
          points: -earned.points,
          kind: 'refund',
          order_id: order.id,
          created_at: now,
        });
      }
    },
  };

  return {
    // Levels.

    countLevels: () => repo.countLevels(db),
    listLevels: (limit: number, offset: number) => repo.listLevels(db, limit, offset),
    getLevel: (id: number) => requireLevel(db, id),

    createLevel: (input: LevelInput) =>
      database.transaction(async (trx) => {
        if (await repo.findLevelByCondition(trx, input.condition_points))
          throw duplicateCondition();
        if (await repo.findLevelByTitle(trx, input.title)) throw duplicateTitle();
        return guardCondition(() => repo.insertLevel(trx, levelValues(input)));
      }),

    /** PUT: the whole level. The base level keeps condition_points 0. */
    replaceLevel: (id: number, input: LevelInput) =>
      database.transaction(async (trx) => {
        const current = await requireLevel(trx, id);
        if (current.condition_points === 0 && input.condition_points !== 0)
          throw baseLevel('keeps condition_points 0');
        const other = await repo.findLevelByCondition(trx, input.condition_points);
        if (other && other.id !== id) throw duplicateCondition();
        const sameTitle = await repo.findLevelByTitle(trx, input.title);
        if (sameTitle && sameTitle.id !== id) throw duplicateTitle();
        return guardCondition(async () => (await repo.updateLevel(trx, id, levelValues(input)))!);
      }),

    /**
     * Customers at a deleted level fall to the next lower one at once (levels are computed
     * from lifetime earned points on every read). The base level cannot go: 409 `base_level`.
     */
    deleteLevel: (id: number) =>
      database.transaction(async (trx) => {
        const current = await requireLevel(trx, id);
        if (current.condition_points === 0) throw baseLevel('cannot be deleted');
        await repo.deleteLevel(trx, id);
      }),

    // The history.

    async countEntries(query: FilterValues) {
      return repo.countEntries(db, await conditions(query));
    },
    /** A page of entries, newest first, as the list shows them. */
    async listEntries(query: FilterValues, limit: number, offset: number) {
      const rows = await repo.listEntries(db, await conditions(query), limit, offset);
      return present(await entryDetails(db, rows));
    },
    getEntry: (id: number) => requireEntry(db, id),
    present,

    /**
     * A manual adjustment (kind `manual`): the balance moves by `points` but never below zero
     * (400 naming `points`); lifetime earned points, and so the level, stay as they are.
     */
    async adjust(input: AdjustInput): Promise<EntryDetail> {
      const id = await database.transaction(async (trx) => {
        const customer = await customers.findById(trx, input.customer_id);
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
          created_at: clock.now(),
        });
        return entry.id;
      });
      return requireEntry(db, id);
    },

    /** Plugged into the orders area (areas.ts). */
    orderHooks,
  };
}
