import { ApiError, fieldError, invalid, type FieldMessages } from '../../http/errors';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import { formatDecimal } from '../../lib/money';
import type { CustomerRow } from '../../db/tables/customers';
import type { OrderDiscountRow, OrderRow } from '../../db/tables/orders';
import { getMethod, places as shippingPlaces, presentMethod } from '../shippings';
import { findStoreById } from '../shops';
import type { StoredAddress } from './order-presenter';
import { priceOrder, type PricingShipping } from './pricing';
import * as orders from './repository';
import type { LineShippingMethodOut, OrderCreate } from './schemas';
import { msg } from '../../lib/i18n';

/** Where an order was placed from (its `information`). */
export interface OrderOrigin {
  ip: string;
  userAgent: string;
}

/*
 * The pricing input of create and preview: the order a body would make, from the variants,
 * the delivery, the points and the discounts' rules, priced by pricing.ts (docs/DESIGN.md §5).
 */

/** The lines an order copies from its variants, checked; 400 naming each bad line. */
export async function planLines(handle: Db, input: OrderCreate) {
  const variants = await orders.listLineVariants(
    handle,
    input.lines.map((line) => line.variant_id),
  );
  const byId = new Map(variants.map((v) => [v.id, v]));
  const errors: FieldMessages = {};
  input.lines.forEach((line, index) => {
    const variant = byId.get(line.variant_id);
    if (!variant) errors[`lines.${index}.variant_id`] = [msg('orders.variant_not_found')];
    else if (variant.published !== 1)
      errors[`lines.${index}.variant_id`] = [msg('orders.not_published')];
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
export async function planDelivery(ctx: AppContext, input: OrderCreate) {
  if (input.selected_channel !== 'delivery') return null;
  const zone = await ctx.timeZone();
  const given = input.shipping_address!;
  const methodId = input.shipping_method_id!;
  const places = await shippingPlaces(ctx);
  if (!places.findByCode(given.place_code))
    throw fieldError(
      'shipping_address.place_code',
      msg('orders.place_unknown', { code: given.place_code }),
    );
  let method;
  try {
    method = await getMethod(ctx, methodId);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404)
      throw fieldError('shipping_method_id', msg('orders.shipping_method_not_found'));
    throw error;
  }
  const chain = places.chain(given.place_code);
  // Province, city and district follow from the place (most specific first in the chain).
  const [province = '', city = '', district = ''] = [...chain].reverse().map((place) => place.name);
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
export async function draft(
  ctx: AppContext,
  handle: Db,
  input: OrderCreate,
  customer: CustomerRow | null,
  delivery: Delivery | null,
  now: number,
) {
  const { checkout, orderHooks } = ctx.plugins;
  const planned = await planLines(handle, input);
  const groups = await orders.listGroups(handle, [
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
    const pricer = orderHooks.find((hook) => hook.pointsPrice);
    if (!pricer) throw fieldError('redeem_points', msg('orders.no_points_here'));
    if (!customer) throw fieldError('redeem_points', msg('orders.new_customer_points'));
    pointsPrice = await pricer.pointsPrice!(ctx, handle, customer.id, input.redeem_points, now);
  }
  const found = await checkout.rulesFor(
    ctx,
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
    throw new ApiError(400, 'not_deliverable', msg('orders.not_deliverable'), {
      errors: { shipping_method_id: [msg('orders.not_deliverable')] },
    });
  if (pointsPrice > pricing.priceBeforePoints)
    throw fieldError(
      'redeem_points',
      msg('orders.points_worth_more', {
        points: input.redeem_points,
        worth: formatDecimal(pointsPrice),
        price: formatDecimal(pricing.priceBeforePoints),
      }),
    );
  const position = (code: string) => input.coupon_codes.indexOf(code);
  const rejected = [
    ...found.rejected,
    ...pricing.refused.flatMap((r) =>
      r.couponCode === null ? [] : [checkout.reject(ctx, r.couponCode, r.reason)],
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

export type Delivery = NonNullable<Awaited<ReturnType<typeof planDelivery>>>;
export type Draft = Awaited<ReturnType<typeof draft>>;

/** The stored columns of a drafted order (a preview shows them without storing them). */
export function orderValues(
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
export function discountValues(
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

export async function resolveStore(handle: Db, input: OrderCreate) {
  if (input.selected_channel !== 'pick_up') return null;
  const store = await findStoreById(handle, input.pick_up_shop_id!);
  if (!store || store.is_active !== 1)
    throw fieldError('pick_up_shop_id', msg('orders.store_not_found'));
  return store;
}
