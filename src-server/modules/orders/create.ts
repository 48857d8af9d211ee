import { randomBytes, randomInt } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import { conflict, fieldError, invalid, type FieldMessages } from '../../http/errors';
import type { CustomerRow } from '../../db/tables/customers';
import type { OrderLineTable } from '../../db/tables/orders';
import type { RejectedCode } from '../../plugins';
import { findById, findByMobile, findOrCreateByMobile } from '../customers';
import { places as shippingPlaces } from '../shippings';
import { stockChanged } from '../shopfront';
import { findFirstStoreId } from '../shops';
import { requireDetail } from './details';
import {
  discountValues,
  draft,
  orderValues,
  planDelivery,
  resolveStore,
  type Draft,
  type OrderOrigin,
} from './draft';
import { presentOrder, type OrderDetail } from './order-presenter';
import * as orders from './repository';
import type { OrderCreate } from './schemas';
import { type Language, msg, storedMessage } from '../../lib/i18n';

/** A customer a preview would create (given by mobile, not known yet). */
const NEW_CUSTOMER = {
  id: 0,
  gender: 'unknown',
  birthday: null,
  note: '',
  accepts_marketing: 0,
  points: 0,
  earned_points: 0,
  openid: null,
  accepts_sms: 1,
  level_id: null,
  level_title: null,
} as const;

const newOrderToken = () => randomBytes(16).toString('hex');

/**
 * docs/DESIGN.md §5: prices from the variants, stock taken (409 `insufficient_inventory` under
 * `deny`), the customer found or created, a pick-up store that is active.
 */
export async function create(
  ctx: AppContext,
  input: OrderCreate,
  origin: OrderOrigin,
): Promise<OrderDetail> {
  const { database, clock } = ctx;
  const delivery = await planDelivery(ctx, input);
  const id = await database.transaction(async (trx) => {
    const now = clock.now();
    const customer = await findOrCreateCustomer(ctx, trx, input);
    await resolveStore(trx, input);
    const d = await draft(ctx, trx, input, customer, delivery, now);
    // docs/DESIGN.md §5: an unknown code or one that does not apply refuses the order.
    if (d.rejected.length > 0) refuseCodes(input, d.rejected);
    const orderId = await insertDrafted(ctx, trx, { input, d, customer, origin, now });
    await takeStock(trx, d.lines);
    await stockChanged(
      ctx,
      trx,
      d.lines.map((line) => line.product_id),
    );
    // Every order of the chain takes the counter's row: last, for the shortest hold.
    await orders.updateOrderNumber(trx, orderId, await orders.nextOrderNumber(trx));
    return orderId;
  });
  return requireDetail(database.db, id);
}

/** The order's customer: the one given by id (400 if none), or found or created by mobile. */
async function findOrCreateCustomer(
  ctx: AppContext,
  trx: Db,
  input: OrderCreate,
): Promise<CustomerRow> {
  if (input.customer_id !== undefined) {
    const customer = await findById(trx, input.customer_id);
    if (!customer) throw fieldError('customer_id', msg('customers.not_found'));
    return customer;
  }
  return (await findOrCreateByMobile(ctx, trx, input.customer!)).customer;
}

/** 400 naming each coupon code the order cannot use. */
function refuseCodes(input: OrderCreate, rejected: readonly RejectedCode[]): never {
  const errors: FieldMessages = {};
  // A code given twice is rejected at its repetitions, any other at its first place.
  const repeats = input.coupon_codes.flatMap((code, i) =>
    input.coupon_codes.indexOf(code) < i ? [i] : [],
  );
  for (const r of rejected) {
    const index =
      r.reason === 'duplicate_code'
        ? repeats.splice(
            repeats.findIndex((i) => input.coupon_codes[i] === r.code),
            1,
          )[0]
        : input.coupon_codes.indexOf(r.code);
    (errors[`coupon_codes.${index}`] ??= []).push(r.detail);
  }
  throw invalid(
    errors,
    msg('orders.coupon_refused', { code: rejected[0]!.code, detail: rejected[0]!.detail }),
  );
}

/** The drafted order's rows (order, lines, issued codes, discounts, timeline, points); its id. */
async function insertDrafted(
  ctx: AppContext,
  trx: Db,
  order: {
    input: OrderCreate;
    d: Draft;
    customer: CustomerRow;
    origin: OrderOrigin;
    now: number;
  },
): Promise<number> {
  const { checkout, orderHooks } = ctx.plugins;
  const { input, d, customer, origin, now } = order;
  const orderId = await orders.insertOrder(trx, {
    ...orderValues(input, d, customer, origin, now),
    // Numbered at the end (below): the counter's row is held from then to the commit.
    order_number: -randomInt(1, 2 ** 47),
    token: newOrderToken(),
  });
  await orders.insertLines(
    trx,
    d.lines.map((line): Insertable<OrderLineTable> => ({ ...line, order_id: orderId })),
  );
  // A `can_redeem` coupon's phrase issues the customer a code (the one the order uses).
  const issued = new Map<string, { id: number; code: string }>();
  for (const [given, { codeId, couponId }] of d.codes)
    if (codeId === null && d.pricing.discounts.some((x) => x.couponCode === given))
      issued.set(given, await checkout.issueCode(ctx, trx, customer.id, couponId, now));
  await orders.insertDiscounts(trx, discountValues(d, orderId, issued));
  await orders.insertTimeline(trx, {
    order_id: orderId,
    action: 'created',
    note: storedMessage(
      input.selected_channel === 'pick_up' ? 'timeline.placed_pick_up' : 'timeline.placed_delivery',
    ),
    created_at: now,
  });
  if (input.redeem_points > 0) {
    const [placed] = await orders.listParts(trx, [orderId]);
    for (const hook of orderHooks) await hook.redeemPoints?.(ctx, trx, placed!.row, now);
  }
  return orderId;
}

/**
 * Each variant's stock is one conditional UPDATE (its row locked to the commit), taken last, so
 * orders of one product queue on it for the shortest time, and in the order of the variants'
 * ids so two orders never wait for each other in a circle (docs/RELIABILITY.md). A refusal
 * rolls back what was written before.
 */
async function takeStock(trx: Db, lines: Draft['lines']) {
  const byVariant = [...lines.entries()].sort(([, a], [, b]) => a.variant_id - b.variant_id);
  for (const [index, line] of byVariant) {
    if (!(await orders.updateInventoryTaken(trx, line.variant_id, line.quantity))) {
      const left = await orders.findInventory(trx, line.variant_id);
      throw conflict(
        'insufficient_inventory',
        msg('orders.stock_short', {
          line: index + 1,
          left: Math.max(left, 0),
          title: `${line.product_title} (${line.variant_title})`,
          n: line.quantity,
        }),
      );
    }
  }
}

/**
 * docs/DESIGN.md §5: the order create would make for this body (nothing stored, reserved or
 * emitted), and the codes it could not use, with why.
 */
export async function preview(
  ctx: AppContext,
  input: OrderCreate,
  origin: OrderOrigin,
  language: Language = 'en',
) {
  const { db } = ctx.database;
  const now = ctx.clock.now();
  let customer: CustomerRow | null | undefined;
  if (input.customer_id !== undefined) {
    customer = await findById(db, input.customer_id);
    if (!customer) throw fieldError('customer_id', msg('customers.not_found'));
  } else {
    customer = (await findByMobile(db, input.customer!.mobile)) ?? null;
  }
  const store = await resolveStore(db, input);
  const d = await draft(ctx, db, input, customer, await planDelivery(ctx, input), now);
  // A new customer is shown as he would be stored.
  const shown: CustomerRow = customer ?? {
    ...NEW_CUSTOMER,
    mobile: input.customer!.mobile,
    full_name: input.customer!.full_name,
    email: input.customer!.email,
    created_at: now,
    updated_at: now,
  };
  const detail: OrderDetail = {
    row: { id: 0, ...orderValues(input, d, shown, origin, now) },
    lines: d.lines.map((line) => ({ ...line, id: 0, order_id: 0 })),
    transactions: [],
    timeline: [],
    fulfillments: [],
    discounts: discountValues(d, 0, new Map()).map((value) => ({ ...value, id: 0 })),
    customer: shown,
    store,
    defaultStoreId: await findFirstStoreId(db),
  };
  return {
    order: presentOrder(detail, await ctx.timeZone(), await shippingPlaces(ctx), language),
    rejected: d.rejected,
    displaced: d.pricing.displaced,
  };
}
