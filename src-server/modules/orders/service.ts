import { randomBytes, randomInt } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { AppDatabase, Db } from '../../db';
import {
  ApiError,
  conflict,
  fieldError,
  invalid,
  notFound,
  type FieldErrors,
} from '../../http/errors';
import { emit } from '../../db/events';
import { formatDecimal } from '../../lib/money';
import type { FilterValues } from '../../http/filters';
import type { Clock } from '../../lib/time';
import type { CustomerService } from '../customers';
import type { CustomerRow } from '../../db/tables/customers';
import { type PlaceDirectory, presentMethod, type ShippingService } from '../shippings';
import type { ShopSettingsRow } from '../../db/tables/shops';
import type { StoreService } from '../shops';
import { presentOrder, type OrderDetail, type StoredAddress } from './order-presenter';
import { priceOrder, type PricingRule, type PricingShipping, type RuleRefusal } from './pricing';
import type { OrderRepository } from './repository';
import {
  orderFilters,
  type FulfillBody,
  type LineShippingMethodOut,
  type OrderCreate,
  type PayBody,
  type RefundBody,
} from './schemas';
import { lineRefund, paidParts } from './refunds';
import type { OrderDiscountRow, OrderLineTable, OrderRow } from '../../db/tables/orders';
import type { NewPickUpCode } from '../../db/tables/pick-up';

/**
 * What other areas do inside an order's transactions, with its handle, so their changes live
 * and die with the order's: loyalty redeems points when an order is placed, earns points on
 * pay and gives them back on cancel (docs/DESIGN.md §7); discounts mark coupon codes used. The
 * orders area itself knows none of them.
 */
export interface OrderHooks {
  /**
   * The price in cents of `points` redeemed by the customer now, checked against his level and
   * balance but not redeemed (create and preview both ask). Throws an ApiError to refuse.
   */
  pointsPrice?(handle: Db, customerId: number, points: number, now: number): Promise<number>;
  /** Redeems `order.redeem_points` of a new order (after its insert). */
  redeemPoints?(trx: Db, order: OrderRow, now: number): Promise<void>;
  /** The order was paid (its row as paid, the discounts it got). */
  paid?(
    trx: Db,
    order: OrderRow,
    now: number,
    discounts: readonly OrderDiscountRow[],
  ): Promise<void>;
  /**
   * Part or all of a paid order was refunded (its row after the refund; `before` what had been
   * refunded before this one): loyalty takes back buy points in proportion.
   */
  refunded?(
    trx: Db,
    order: OrderRow,
    now: number,
    refund: { before: number; transactionId: number },
  ): Promise<void>;
  /** The order was cancelled (its row as cancelled; `financial_status` tells if it was paid). */
  cancelled?(
    trx: Db,
    order: OrderRow,
    now: number,
    discounts: readonly OrderDiscountRow[],
  ): Promise<void>;
}

/** A coupon code an order could not use, and why (`reason` a code, `detail` a sentence). */
export interface RejectedCode {
  code: string;
  reason: string;
  detail: string;
}

/** What the discounts area answers the checkout (docs/DESIGN.md §5); the orders area knows no more. */
export interface CheckoutRules {
  /**
   * The rules the order may get: the automatic ones and those of its usable codes (each with
   * the code, `codes` says which stored code or which `can_redeem` coupon it is); the codes
   * that cannot be used, with why.
   */
  rulesFor(
    handle: Db,
    order: { customerId: number | null; codes: readonly string[] },
    now: number,
  ): Promise<{
    rules: PricingRule[];
    rejected: RejectedCode[];
    /** `stored`: the code the order uses (a phrase's held code), null when one is to be issued. */
    codes: Map<string, { codeId: number | null; stored: string | null; couponId: number }>;
  }>;
  /** A new code of a `can_redeem` coupon for the customer (its phrase was given). */
  issueCode(
    trx: Db,
    customerId: number,
    couponId: number,
    now: number,
  ): Promise<{ id: number; code: string }>;
  /** A code whose rule did not apply to the order, and why. */
  reject(code: string, reason: RuleRefusal): RejectedCode;
}

/**
 * The pick-up area's side of an order's transactions: a paid pick-up order gets its code, a
 * cancelled order's code is void. Injected: the pick-up area reads orders, not the reverse.
 */
export interface OrderPickUpCodes {
  issue(trx: Db, values: NewPickUpCode): Promise<{ id: number; key: string }>;
  cancelOfOrder(trx: Db, orderId: number, now: number): Promise<void>;
}

/** Where an order was placed from (its `information`). */
export interface OrderOrigin {
  ip: string;
  userAgent: string;
}

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
const newTransactionNumber = () => randomBytes(8).toString('hex').toUpperCase();

export type OrderService = ReturnType<typeof createOrderService>;

/**
 * The lines that name a `key` row, in the order of its ids: rows updated one after another in
 * one order by every transaction cannot deadlock (docs/RELIABILITY.md).
 */
function inIdOrder<L extends { quantity: number }, K extends 'product_id' | 'variant_id'>(
  lines: readonly (L & Record<K, number | null>)[],
  key: K,
): (L & Record<K, number>)[] {
  return lines
    .filter((line): line is L & Record<K, number> => line[key] !== null)
    .sort((a, b) => a[key] - b[key]);
}

export function createOrderService(deps: {
  database: AppDatabase;
  clock: Clock;
  timeZone: () => Promise<string>;
  settings: () => Promise<ShopSettingsRow>;
  repo: OrderRepository;
  pickUpCodes: OrderPickUpCodes;
  customers: Pick<
    CustomerService,
    'findById' | 'findByIds' | 'findByMobile' | 'findOrCreateByMobile'
  >;
  shippings: Pick<ShippingService, 'places' | 'getMethod'>;
  stores: Pick<StoreService, 'findById' | 'findByIds' | 'firstId'>;
  catalog: { stockChanged(handle: Db, productIds: number[]): Promise<void> };
  checkout: CheckoutRules;
  hooks?: readonly OrderHooks[];
}) {
  const { database, clock, timeZone, settings, repo, pickUpCodes, customers, shippings, stores } =
    deps;
  const { catalog, checkout } = deps;
  const hooks = deps.hooks ?? [];
  const { db } = database;

  /** The orders with their customer and store; `handle` is a transaction or the db. */
  async function details(handle: Db, ids: readonly number[]): Promise<OrderDetail[]> {
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

  async function requireDetail(handle: Db, id: number): Promise<OrderDetail> {
    const [detail] = await details(handle, [id]);
    if (!detail) throw notFound('No order with this id.');
    return detail;
  }

  /** Why an order's conditional update changed nothing: 404 or the state it is in. */
  async function stateConflict(handle: Db, id: number, wanted: 'pay' | 'cancel'): Promise<never> {
    const state = await repo.findState(handle, id);
    if (!state) throw notFound('No order with this id.');
    if (state.order_status === 'cancelled')
      throw conflict(
        wanted === 'pay' ? 'order_cancelled' : 'already_cancelled',
        wanted === 'pay'
          ? 'The order was cancelled: it cannot be paid.'
          : 'The order is already cancelled.',
      );
    if (wanted === 'pay') throw conflict('already_paid', 'The order is already paid.');
    if (state.refunded_price > 0)
      throw conflict(
        'partly_refunded',
        'Part of the order was refunded: refund the rest instead of cancelling it.',
      );
    if (state.fulfillment_status === 'fulfilled' || state.sent)
      throw conflict(
        'order_fulfilled',
        'The order was picked up: roll the pick-up back before cancelling it.',
      );
    throw conflict('order_closed', 'The order is closed.');
  }

  /** The lines an order copies from its variants, checked; 400 naming each bad line. */
  async function planLines(handle: Db, input: OrderCreate) {
    const variants = await repo.variantsForLines(
      handle,
      input.lines.map((line) => line.variant_id),
    );
    const byId = new Map(variants.map((v) => [v.id, v]));
    const errors: FieldErrors = {};
    input.lines.forEach((line, index) => {
      const variant = byId.get(line.variant_id);
      if (!variant) errors[`lines.${index}.variant_id`] = ['No variant with this id.'];
      else if (variant.published !== 1)
        errors[`lines.${index}.variant_id`] = [
          'This product is not published: it is not for sale.',
        ];
    });
    if (Object.keys(errors).length) throw invalid(errors);
    return input.lines.map((line, index) => {
      const v = byId.get(line.variant_id)!;
      return {
        position: index + 1,
        variant_id: v.id,
        product_id: v.product_id,
        image: v.variant_image ?? v.product_image,
        title: v.product_title,
        requires_shipping: v.requires_shipping,
        product_title: v.product_title,
        product_name: v.product_name,
        vendor_id: v.vendor_id,
        variant_title: v.title,
        variant_options: v.options,
        sku: v.sku,
        barcode: v.barcode,
        grams: v.grams,
        quantity: line.quantity,
        price: v.price,
        total_price: v.price * line.quantity,
        total_discount: 0,
        fulfillment_status: 'pending' as const,
        fulfillable_quantity: line.quantity,
        fulfillment_service: 'manual',
        attributes: '{}',
        refunded_quantity: 0,
      };
    });
  }

  /**
   * A delivery's address, method snapshot and what its quote needs (pricing quotes it); null
   * for a pick-up. Read before create's transaction (the shipping area reads with the db).
   */
  async function planDelivery(input: OrderCreate) {
    if (input.selected_channel !== 'delivery') return null;
    const zone = await timeZone();
    const given = input.shipping_address!;
    const methodId = input.shipping_method_id!;
    const places = await shippings.places();
    if (!places.findByCode(given.place_code))
      throw fieldError('shipping_address.place_code', `Unknown place code ${given.place_code}.`);
    let method;
    try {
      method = await shippings.getMethod(methodId);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404)
        throw fieldError('shipping_method_id', 'No shipping method with this id.');
      throw error;
    }
    const chain = places.chain(given.place_code);
    // Province, city and district follow from the place (most specific first in the chain).
    const [province = '', city = '', district = ''] = [...chain]
      .reverse()
      .map((place) => place.name);
    const address: StoredAddress = {
      full_name: given.full_name,
      mobile: given.mobile,
      address1: given.address1,
      address2: given.address2,
      city,
      district,
      province,
      country: given.country,
      place_code: given.place_code,
    };
    const { shipping_zones: _zones, ...snapshot } = presentMethod(method.row, zone, {
      zones: [],
      unsold: method.unsold,
    });
    return {
      address,
      method: snapshot satisfies LineShippingMethodOut,
      quotable: method,
      placeChain: chain.map((place) => place.code),
    };
  }

  /**
   * docs/DESIGN.md §5 Checkout: the order create would make for this body and customer (null: a new
   * one), priced by the pricing module, without changing anything; `handle` is create's
   * transaction or, for a preview, the db. Unusable codes are listed, not refused, here.
   */
  async function draft(
    handle: Db,
    input: OrderCreate,
    customer: CustomerRow | null,
    delivery: Delivery | null,
    now: number,
  ) {
    const planned = await planLines(handle, input);
    const groups = await repo.groupsOf(handle, [
      ...new Set(planned.flatMap((line) => (line.product_id === null ? [] : [line.product_id]))),
    ]);
    const grams = planned.reduce((sum, line) => sum + line.grams * line.quantity, 0);
    const shipping: PricingShipping | null = delivery && {
      method: delivery.quotable,
      placeChain: delivery.placeChain,
      weight: Math.ceil(grams / 10),
    };
    let pointsPrice = 0;
    if (input.redeem_points > 0) {
      // Loyalty prices points (docs/DESIGN.md §7); without it, points cannot be redeemed.
      const pricer = hooks.find((hook) => hook.pointsPrice);
      if (!pricer) throw fieldError('redeem_points', 'Points cannot be redeemed in this shop.');
      if (!customer) throw fieldError('redeem_points', 'A new customer has no points to redeem.');
      pointsPrice = await pricer.pointsPrice!(handle, customer.id, input.redeem_points, now);
    }
    const found = await checkout.rulesFor(
      handle,
      { customerId: customer?.id ?? null, codes: input.coupon_codes },
      now,
    );
    const pricing = priceOrder({
      now,
      lines: planned.map((line) => ({
        variantId: line.variant_id,
        productId: line.product_id,
        vendorId: line.vendor_id,
        collectionIds: groups.get(line.product_id)?.collectionIds ?? [],
        categoryIds: groups.get(line.product_id)?.categoryIds ?? [],
        price: line.price,
        quantity: line.quantity,
      })),
      rules: found.rules,
      shipping,
      pointsPrice,
    });
    if (!pricing.deliverable)
      throw new ApiError(
        400,
        'not_deliverable',
        'This shipping method does not deliver to that place.',
        {
          errors: { shipping_method_id: ['This shipping method does not deliver to that place.'] },
        },
      );
    if (pointsPrice > pricing.priceBeforePoints)
      throw fieldError(
        'redeem_points',
        `${input.redeem_points} points are worth ${formatDecimal(pointsPrice)}, more than the order's ${formatDecimal(pricing.priceBeforePoints)}.`,
      );
    const position = (code: string) => input.coupon_codes.indexOf(code);
    const rejected = [
      ...found.rejected,
      ...pricing.refused.flatMap((r) =>
        r.couponCode === null ? [] : [checkout.reject(r.couponCode, r.reason)],
      ),
    ].sort((a, b) => position(a.code) - position(b.code));
    const lines = planned.map((line, i) => ({
      ...line,
      total_discount: pricing.lineDiscounts[i]!,
    }));
    return {
      lines,
      grams,
      delivery,
      pricing,
      rejected,
      codes: found.codes,
      title:
        lines.length > 1
          ? `${lines[0]!.product_title} 等${lines.length}件商品`
          : lines[0]!.product_title,
    };
  }

  type Delivery = NonNullable<Awaited<ReturnType<typeof planDelivery>>>;
  type Draft = Awaited<ReturnType<typeof draft>>;

  /** The stored columns of a drafted order (a preview shows them without storing them). */
  function orderValues(
    input: OrderCreate,
    d: Draft,
    customer: CustomerRow,
    origin: OrderOrigin,
    now: number,
  ): Omit<OrderRow, 'id'> {
    return {
      order_number: 0,
      token: '',
      cart_token: null,
      customer_id: customer.id,
      selected_channel: input.selected_channel,
      pick_up_shop_id: input.selected_channel === 'pick_up' ? input.pick_up_shop_id! : null,
      requires_shipping: d.delivery && d.lines.some((line) => line.requires_shipping === 1) ? 1 : 0,
      full_name: customer.full_name,
      email: customer.email,
      mobile: customer.mobile,
      buyer_accepts_marketing: customer.accepts_marketing,
      total_line_items_price: d.pricing.totalLineItemsPrice,
      total_discounts: d.pricing.totalDiscounts,
      shipping_cost: d.pricing.shippingCost,
      total_weight: d.grams,
      total_price: d.pricing.totalPrice,
      order_status: 'open',
      fulfillment_status: 'pending',
      financial_status: 'pending',
      attributes: '{}',
      note: input.note,
      cancelled_at: null,
      cancel_reason: null,
      closed_at: null,
      referring_platform: '',
      paid_at: null,
      paid_price: 0,
      refunded_price: 0,
      refunded_shipping: 0,
      is_fulfillment_silent: 0,
      is_refunding: 0,
      is_test: 0,
      fulfilled_at: null,
      title: d.title,
      redeem_points: input.redeem_points,
      points_price: d.pricing.pointsPrice,
      shipping_address: d.delivery ? JSON.stringify(d.delivery.address) : null,
      shipping_method_id: d.delivery ? input.shipping_method_id! : null,
      shipping_method: d.delivery ? JSON.stringify(d.delivery.method) : null,
      information: JSON.stringify({
        browser_ip: origin.ip,
        user_agent: origin.userAgent.slice(0, 500),
        source_name: 'shopdesk',
      }),
      created_at: now,
      updated_at: now,
    };
  }

  /** The discounts of a drafted order; `issued` maps phrases to the codes issued for them. */
  function discountValues(
    d: Draft,
    orderId: number,
    issued: Map<string, { id: number; code: string }>,
  ): Omit<OrderDiscountRow, 'id'>[] {
    return d.pricing.discounts.map((discount, position) => {
      const given = discount.couponCode;
      const held = given === null ? undefined : d.codes.get(given);
      const fresh = given === null ? undefined : issued.get(given);
      return {
        order_id: orderId,
        position,
        price_rule_id: discount.priceRuleId,
        title: discount.title,
        target_type: discount.targetType,
        amount: discount.amount,
        coupon_code_id: fresh?.id ?? held?.codeId ?? null,
        coupon_code: fresh?.code ?? held?.stored ?? given,
      };
    });
  }

  async function resolveStore(handle: Db, input: OrderCreate) {
    if (input.selected_channel !== 'pick_up') return null;
    const store = await stores.findById(handle, input.pick_up_shop_id!);
    if (!store || store.is_active !== 1)
      throw fieldError('pick_up_shop_id', 'No active store with this id.');
    return store;
  }

  async function conditions(query: FilterValues) {
    return orderFilters.conditions(query, { timeZone: await timeZone() });
  }

  const service = {
    async count(query: FilterValues) {
      return repo.count(db, await conditions(query));
    },
    async list(query: FilterValues, limit: number, offset: number) {
      return details(db, await repo.listIds(db, await conditions(query), limit, offset));
    },
    get: (id: number) => requireDetail(db, id),

    /** The order as the API shows it (places and zone resolved). */
    async present(detail: OrderDetail) {
      return presentOrder(detail, await timeZone(), await shippings.places());
    },
    places: (): Promise<PlaceDirectory> => shippings.places(),

    /**
     * docs/DESIGN.md §5: prices from the variants, stock taken (409 `insufficient_inventory` under
     * `deny`), the customer found or created, a pick-up store that is active.
     */
    async create(input: OrderCreate, origin: OrderOrigin): Promise<OrderDetail> {
      const delivery = await planDelivery(input);
      const id = await database.transaction(async (trx) => {
        const now = clock.now();
        let customer;
        if (input.customer_id !== undefined) {
          customer = await customers.findById(trx, input.customer_id);
          if (!customer) throw fieldError('customer_id', 'No customer with this id.');
        } else {
          customer = (await customers.findOrCreateByMobile(trx, input.customer!)).customer;
        }
        await resolveStore(trx, input);
        const d = await draft(trx, input, customer, delivery, now);
        // docs/DESIGN.md §5: an unknown code or one that does not apply refuses the order.
        if (d.rejected.length > 0) {
          const errors: FieldErrors = {};
          // A code given twice is rejected at its repetitions, any other at its first place.
          const repeats = input.coupon_codes.flatMap((code, i) =>
            input.coupon_codes.indexOf(code) < i ? [i] : [],
          );
          for (const r of d.rejected) {
            const index =
              r.reason === 'duplicate_code'
                ? repeats.splice(
                    repeats.findIndex((i) => input.coupon_codes[i] === r.code),
                    1,
                  )[0]
                : input.coupon_codes.indexOf(r.code);
            (errors[`coupon_codes.${index}`] ??= []).push(r.detail);
          }
          throw invalid(errors, `Coupon code ${d.rejected[0]!.code}: ${d.rejected[0]!.detail}`);
        }
        const orderId = await repo.insertOrder(trx, {
          ...orderValues(input, d, customer, origin, now),
          // Numbered at the end (below): the counter's row is held from then to the commit.
          order_number: -randomInt(1, 2 ** 47),
          token: newOrderToken(),
        });
        await repo.insertLines(
          trx,
          d.lines.map((line): Insertable<OrderLineTable> => ({ ...line, order_id: orderId })),
        );
        // A `can_redeem` coupon's phrase issues the customer a code (the one the order uses).
        const issued = new Map<string, { id: number; code: string }>();
        for (const [given, { codeId, couponId }] of d.codes)
          if (codeId === null && d.pricing.discounts.some((x) => x.couponCode === given))
            issued.set(given, await checkout.issueCode(trx, customer.id, couponId, now));
        await repo.insertDiscounts(trx, discountValues(d, orderId, issued));
        await repo.insertTimeline(trx, {
          order_id: orderId,
          action: 'created',
          note: `Order placed for ${input.selected_channel === 'pick_up' ? 'pick-up' : 'delivery'}.`,
          created_at: now,
        });
        if (input.redeem_points > 0) {
          const [order] = await repo.load(trx, [orderId]);
          for (const hook of hooks) await hook.redeemPoints?.(trx, order!.row, now);
        }
        // Each variant's stock is one conditional UPDATE (its row locked to the commit), taken
        // last, so orders of one product queue on it for the shortest time, and in the order of
        // the variants' ids so two orders never wait for each other in a circle
        // (docs/RELIABILITY.md). A refusal rolls back what was written before.
        const byVariant = [...d.lines.entries()].sort(
          ([, a], [, b]) => a.variant_id - b.variant_id,
        );
        for (const [index, line] of byVariant) {
          if (!(await repo.takeInventory(trx, line.variant_id, line.quantity))) {
            const left = await repo.inventoryOf(trx, line.variant_id);
            throw conflict(
              'insufficient_inventory',
              `Line ${index + 1}: only ${Math.max(left, 0)} of "${line.product_title} (${line.variant_title})" left in stock, ${line.quantity} ordered.`,
            );
          }
        }
        await catalog.stockChanged(
          trx,
          d.lines.map((line) => line.product_id),
        );
        // Every order of the chain takes the counter's row: last, for the shortest hold.
        await repo.setOrderNumber(trx, orderId, await repo.nextOrderNumber(trx));
        return orderId;
      });
      return requireDetail(db, id);
    },

    /**
     * docs/DESIGN.md §5: the order create would make for this body (nothing stored, reserved or
     * emitted), and the codes it could not use, with why.
     */
    async preview(input: OrderCreate, origin: OrderOrigin) {
      const now = clock.now();
      let customer: CustomerRow | null | undefined;
      if (input.customer_id !== undefined) {
        customer = await customers.findById(db, input.customer_id);
        if (!customer) throw fieldError('customer_id', 'No customer with this id.');
      } else {
        customer = (await customers.findByMobile(db, input.customer!.mobile)) ?? null;
      }
      const store = await resolveStore(db, input);
      const d = await draft(db, input, customer, await planDelivery(input), now);
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
        defaultStoreId: await stores.firstId(db),
      };
      return {
        order: presentOrder(detail, await timeZone(), await shippings.places()),
        rejected: d.rejected,
        displaced: d.pricing.displaced,
      };
    },

    /**
     * pending → paid in one transaction: the `sale` transaction, the products' sold
     * quantities, a pick-up code for pick-up orders, the hooks (loyalty points) and the
     * `order_paid` event. Paying twice is 409 `already_paid`.
     */
    async pay(id: number, payment?: PayBody): Promise<OrderDetail> {
      const [zone, shop, places] = await Promise.all([timeZone(), settings(), shippings.places()]);
      await database.transaction(async (trx) => {
        const now = clock.now();
        const paid = await repo.markPaid(trx, id, now);
        if (!paid) return stateConflict(trx, id, 'pay');
        // The amount taken must be the total: a typo is refused, not recorded (the transaction
        // rolls back).
        if (payment && payment.amount !== paid.total_price)
          throw fieldError(
            'amount',
            `The order's total is ${formatDecimal(paid.total_price)}: take exactly that.`,
          );
        await repo.insertTransaction(trx, {
          order_id: id,
          transaction_number: newTransactionNumber(),
          amount: paid.total_price,
          transaction_type: 'sale',
          status: 'success',
          payment_backend: payment?.gateway ?? 'manual',
          delegated: 0,
          channel: 'shopdesk',
          refundable_amount: paid.total_price,
          receipt: JSON.stringify(payment ? { reference: payment.reference } : {}),
          succeeds_at: now,
          created_at: now,
        });
        const detail = await requireDetail(trx, id);
        await repo.insertTimeline(trx, {
          order_id: id,
          action: 'paid',
          note: 'Payment received.',
          created_at: now,
        });
        if (paid.selected_channel === 'pick_up') {
          const code = await pickUpCodes.issue(trx, {
            order_id: id,
            order_number: paid.order_number,
            offline_shop_id: paid.pick_up_shop_id!,
            customer_id: paid.customer_id,
            lines: JSON.stringify(
              detail.lines.map((line) => ({
                title: line.product_title,
                variant_title: line.variant_title,
                sku: line.sku,
                quantity: line.quantity,
                image: line.image,
              })),
            ),
            total_quantity: detail.lines.reduce((sum, line) => sum + line.quantity, 0),
            expires_at: now + shop.pick_up_expire_days * 24 * 60 * 60 * 1000,
            created_at: now,
          });
          await repo.insertTimeline(trx, {
            order_id: id,
            action: 'pick_up_code_issued',
            note: `Pick-up code ${code.key} issued.`,
            created_at: now,
          });
        }
        // Loyalty earns buy points on what was paid (docs/DESIGN.md §7); discounts mark codes used and
        // count the rules' uses, refusing the payment when another order took them meanwhile.
        for (const hook of hooks) await hook.paid?.(trx, detail.row, now, detail.discounts);
        // docs/DESIGN.md §9: the payload is the order as `GET order/{id}` shows it after the payment.
        const payload = presentOrder(await requireDetail(trx, id), zone, places);
        // The products' rows last, in id order: payments of one product queue on them for the
        // shortest time (docs/RELIABILITY.md).
        for (const line of inIdOrder(detail.lines, 'product_id'))
          await repo.addSold(trx, line.product_id, line.quantity);
        await emit(trx, 'order_paid', payload, now);
      });
      return requireDetail(db, id);
    },

    /** Demo data: moves an order's history `ms` into the past (its code may expire so). */
    backdate: (id: number, ms: number) =>
      database.transaction((trx) => repo.shiftBack(trx, id, ms)),

    /**
     * open → cancelled while nothing was handed out: the pick-up code `canceled`, the stock
     * given back, a paid order refunded, the hooks (loyalty points back). Twice is 409.
     */
    async cancel(id: number, reason: string | undefined): Promise<OrderDetail> {
      await database.transaction(async (trx) => {
        const now = clock.now();
        const cancelled = await repo.markCancelled(trx, id, reason || 'other', now);
        if (!cancelled) return stateConflict(trx, id, 'cancel');
        await pickUpCodes.cancelOfOrder(trx, id, now);
        const detail = await requireDetail(trx, id);
        for (const line of inIdOrder(detail.lines, 'variant_id'))
          await repo.returnInventory(trx, line.variant_id, line.quantity);
        if (cancelled.financial_status === 'paid') {
          await repo.insertTransaction(trx, {
            order_id: id,
            transaction_number: newTransactionNumber(),
            amount: cancelled.paid_price,
            transaction_type: 'refund',
            status: 'success',
            payment_backend: 'manual',
            delegated: 0,
            channel: 'shopdesk',
            refundable_amount: 0,
            receipt: '{}',
            succeeds_at: now,
            created_at: now,
          });
          await repo.markRefunded(trx, id, cancelled.paid_price, now);
          for (const line of inIdOrder(detail.lines, 'product_id'))
            await repo.addSold(trx, line.product_id, -line.quantity);
        }
        await repo.insertTimeline(trx, {
          order_id: id,
          action: 'cancelled',
          note: reason ? `Cancelled: ${reason}` : 'Cancelled.',
          created_at: now,
        });
        // Loyalty gives points back, discounts the codes and rule uses (docs/DESIGN.md §5, §7).
        for (const hook of hooks) await hook.cancelled?.(trx, detail.row, now, detail.discounts);
        await catalog.stockChanged(
          trx,
          detail.lines.flatMap((line) => (line.product_id === null ? [] : [line.product_id])),
        );
      });
      return requireDetail(db, id);
    },

    fulfill: (id: number, body: FulfillBody) => fulfill(id, body),
    refund: (id: number, body: RefundBody) => refund(id, body),
  };

  /**
   * The order, locked against other payments, refunds and fulfilments until the transaction
   * ends (the touch takes PostgreSQL's row lock; SQLite has one writer): 404, or 409 when it
   * is not paid (or cancelled).
   */
  async function lockPaid(trx: Db, id: number, now: number): Promise<OrderDetail> {
    if (!(await repo.touch(trx, id, now))) throw notFound('No order with this id.');
    const detail = await requireDetail(trx, id);
    if (detail.row.order_status === 'cancelled')
      throw conflict('order_cancelled', 'The order was cancelled.');
    if (detail.row.financial_status === 'pending')
      throw conflict('not_paid', 'The order is not paid yet.');
    if (detail.row.financial_status === 'refunded')
      throw conflict('already_refunded', 'The order was refunded in full.');
    return detail;
  }

  /**
   * A paid delivery's lines (by default all not sent yet) are sent: a fulfilment record with
   * the carrier and tracking number; `fulfilled` once every line is sent (`partial` before);
   * the `order_fulfilled` event (docs/API.md "Fulfilment").
   */
  async function fulfill(id: number, body: FulfillBody): Promise<OrderDetail> {
    const [zone, places] = await Promise.all([timeZone(), shippings.places()]);
    await database.transaction(async (trx) => {
      const now = clock.now();
      const { row, lines } = await lockPaid(trx, id, now);
      if (row.selected_channel !== 'delivery')
        throw conflict('not_delivery', 'A pick-up order is handed out at the counter.');
      // Lines refunded in full are not sent.
      const open = lines.filter(
        (line) => line.fulfillment_status === 'pending' && line.refunded_quantity < line.quantity,
      );
      if (open.length === 0)
        throw conflict('order_fulfilled', 'Every line of the order was sent already.');
      const ids = body.line_ids ?? open.map((line) => line.id);
      const errors: FieldErrors = {};
      ids.forEach((lineId, index) => {
        if (ids.indexOf(lineId) < index)
          errors[`line_ids.${index}`] = ['This line is given twice.'];
        else if (!lines.some((line) => line.id === lineId))
          errors[`line_ids.${index}`] = ['No line of this order has this id.'];
        else if (!open.some((line) => line.id === lineId))
          errors[`line_ids.${index}`] = ['This line was sent or refunded already.'];
      });
      if (Object.keys(errors).length) throw invalid(errors);
      await repo.fulfilLines(trx, id, ids);
      await repo.insertFulfillment(trx, {
        order_id: id,
        status: 'success',
        service: 'manual',
        location_id: null,
        staff_id: null,
        carrier: body.carrier,
        tracking_number: body.tracking_number,
        line_ids: JSON.stringify(ids),
        created_at: now,
        updated_at: now,
      });
      const all = ids.length === open.length;
      if (all) await repo.markDeliveryFulfilled(trx, id, now);
      await repo.insertTimeline(trx, {
        order_id: id,
        action: 'fulfilled',
        note: `Sent by ${body.carrier}, tracking number ${body.tracking_number} (${ids.length} of ${lines.length} lines).`,
        created_at: now,
      });
      await emit(
        trx,
        'order_fulfilled',
        presentOrder(await requireDetail(trx, id), zone, places),
        now,
      );
    });
    return requireDetail(db, id);
  }

  /** Which items and whether the shipping a refund body takes, checked against the order. */
  function planRefund(detail: OrderDetail, body: RefundBody) {
    const { row, lines, discounts } = detail;
    const paid = paidParts(row, lines, discounts);
    const errors: FieldErrors = {};
    if (body.lines.length === 0 && !body.shipping)
      errors.lines = ['Choose the items or the shipping to refund.'];
    const seen = new Set<number>();
    let amount = 0;
    const planned = body.lines.flatMap((given, index) => {
      const at = lines.findIndex((line) => line.id === given.line_id);
      const line = lines[at];
      if (seen.has(given.line_id)) errors[`lines.${index}.line_id`] = ['This line is given twice.'];
      else if (!line) errors[`lines.${index}.line_id`] = ['No line of this order has this id.'];
      else if (given.quantity > line.quantity - line.refunded_quantity)
        errors[`lines.${index}.quantity`] = [
          `Only ${line.quantity - line.refunded_quantity} of this line are left to refund.`,
        ];
      seen.add(given.line_id);
      if (!line || errors[`lines.${index}.line_id`] || errors[`lines.${index}.quantity`]) return [];
      const value = lineRefund(paid.lines[at]!, line, given.quantity);
      amount += value;
      return [{ ...given, line, amount: value }];
    });
    const shipping = body.shipping ? paid.shipping : 0;
    if (body.shipping && (row.refunded_shipping > 0 || paid.shipping === 0))
      errors.shipping = ['The shipping was refunded already or cost nothing.'];
    if (Object.keys(errors).length) throw invalid(errors);
    // Everything of an order nothing was sent or refunded of: that is its cancellation.
    const whole =
      row.refunded_price === 0 &&
      row.fulfillment_status === 'pending' &&
      lines.every(
        (line) =>
          line.fulfillment_status === 'pending' &&
          planned.some((p) => p.line.id === line.id && p.quantity === line.quantity),
      ) &&
      (paid.shipping === 0 || body.shipping);
    return { planned, shipping, amount: amount + shipping, whole };
  }

  /**
   * Items of a paid order (and its shipping) given back at what was paid for them: a `refund`
   * transaction, `refunded_price`, stock back where asked, buy points back in proportion
   * (the hooks), the `order_refunded` event; `refunded` and closed once everything is back.
   * The whole of an order nothing was sent of is its cancellation (docs/API.md "Refunds").
   */
  async function refund(id: number, body: RefundBody): Promise<OrderDetail> {
    const [zone, places] = await Promise.all([timeZone(), shippings.places()]);
    const cancelInstead = await database.transaction(async (trx) => {
      const now = clock.now();
      const detail = await lockPaid(trx, id, now);
      const plan = planRefund(detail, body);
      if (plan.whole) return true;
      const before = detail.row.refunded_price;
      for (const p of plan.planned) {
        await repo.refundLine(trx, id, p.line.id, p.quantity);
        if (p.restock && p.line.variant_id !== null)
          await repo.returnInventory(trx, p.line.variant_id, p.quantity);
        if (p.line.product_id !== null) await repo.addSold(trx, p.line.product_id, -p.quantity);
      }
      const after = await repo.addRefund(trx, id, plan.amount, plan.shipping, now);
      if (!after) throw conflict('already_refunded', 'More than was paid would be refunded.');
      const sale = detail.transactions.find((t) => t.transaction_type === 'sale');
      const transactionId = await repo.insertTransaction(trx, {
        order_id: id,
        transaction_number: newTransactionNumber(),
        amount: plan.amount,
        transaction_type: 'refund',
        status: 'success',
        payment_backend: sale?.payment_backend ?? 'manual',
        delegated: 0,
        channel: 'shopdesk',
        refund_msg: body.reason,
        refundable_amount: 0,
        receipt: JSON.stringify({
          lines: plan.planned.map((p) => ({
            line_id: p.line.id,
            quantity: p.quantity,
            restock: p.restock,
            amount: formatDecimal(p.amount),
          })),
          shipping: formatDecimal(plan.shipping),
        }),
        succeeds_at: now,
        created_at: now,
      });
      await repo.lessRefundable(trx, id, plan.amount);
      await repo.insertTimeline(trx, {
        order_id: id,
        action: 'refunded',
        note: `Refunded ${formatDecimal(plan.amount)}: ${body.reason}`,
        created_at: now,
      });
      if (after.financial_status === 'refunded') {
        // Nothing is left to hand out: the key is void and the order closed.
        await pickUpCodes.cancelOfOrder(trx, id, now);
        await repo.close(trx, id, now);
      }
      const [refunded] = await repo.load(trx, [id]);
      for (const hook of hooks)
        await hook.refunded?.(trx, refunded!.row, now, { before, transactionId });
      const restocked = plan.planned.flatMap((p) =>
        p.restock && p.line.product_id !== null ? [p.line.product_id] : [],
      );
      if (restocked.length > 0) await catalog.stockChanged(trx, restocked);
      await emit(
        trx,
        'order_refunded',
        presentOrder(await requireDetail(trx, id), zone, places),
        now,
      );
      return false;
    });
    if (cancelInstead) return service.cancel(id, body.reason);
    return requireDetail(db, id);
  }

  return service;
}
