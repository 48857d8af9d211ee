import { z } from 'zod';
import { defineFilters } from '../../http/filters';
import { decimalInput, decimalText } from '../../lib/money';
import { pageQuery } from '../../http/paging';
import { timestampOut } from '../../lib/time';
import { customerContact, customerOut, mobileInput } from '../customers';
import { methodOut, placeOut } from '../shippings';
import { nameComponents } from '../../http/openapi';
import { zodMessage } from '../../lib/i18n';

export const CHANNELS = ['pick_up', 'delivery'] as const;
export const ORDER_STATUSES = ['open', 'cancelled', 'closed'] as const;
export const FINANCIAL_STATUSES = ['pending', 'paid', 'refunded'] as const;
export const FULFILLMENT_STATUSES = ['pending', 'fulfilled'] as const;
/** As shown: `partial` when some lines of a delivery were sent (stored as `pending`). */
export const SHOWN_FULFILLMENT_STATUSES = ['pending', 'partial', 'fulfilled'] as const;
export const PAYMENT_GATEWAYS = ['cash', 'card', 'wechat_pay', 'alipay', 'other'] as const;

const idInput = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

// Inputs.

export const shippingAddressInput = z.object({
  full_name: z.string().trim().min(1).max(100),
  mobile: mobileInput,
  address1: z.string().trim().min(1).max(255),
  address2: z.string().trim().max(255).default(''),
  place_code: z.string().regex(/^\d{6}$/, { message: zodMessage('orders.place_code_format') }),
  country: z.string().trim().min(1).max(100).default('中国'),
});

export const orderCreate = z
  .object({
    customer_id: idInput.optional(),
    /** Found by mobile, or created (docs/DESIGN.md §5). */
    customer: customerContact.optional(),
    lines: z
      .array(z.object({ variant_id: idInput, quantity: z.number().int().min(1).max(9999) }))
      .min(1, { message: zodMessage('orders.lines_needed') })
      .max(100),
    selected_channel: z.enum(CHANNELS),
    pick_up_shop_id: idInput.nullable().optional(),
    shipping_method_id: idInput.nullable().optional(),
    shipping_address: shippingAddressInput.nullable().optional(),
    note: z.string().max(2000).default(''),
    redeem_points: z.number().int().min(0).max(1_000_000_000).default(0),
    /** Coupon codes, or phrases of `can_redeem` coupons (docs/DESIGN.md §5). */
    coupon_codes: z.array(z.string().trim().min(1).max(64)).max(20).default([]),
  })
  .superRefine((body, ctx) => {
    const need = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (body.customer_id === undefined && body.customer === undefined)
      need('customer_id', zodMessage('orders.customer_needed'));
    if (body.customer_id !== undefined && body.customer !== undefined)
      need('customer', zodMessage('orders.customer_twice'));
    if (body.selected_channel === 'pick_up' && body.pick_up_shop_id == null)
      need('pick_up_shop_id', zodMessage('orders.store_needed'));
    if (body.selected_channel === 'delivery') {
      if (body.shipping_method_id == null)
        need('shipping_method_id', zodMessage('orders.shipping_method_needed'));
      if (body.shipping_address == null)
        need('shipping_address', zodMessage('orders.address_needed'));
    }
    const seen = new Set<number>();
    body.lines.forEach((line, index) => {
      if (seen.has(line.variant_id))
        ctx.addIssue({
          code: 'custom',
          path: ['lines', index, 'variant_id'],
          message: zodMessage('orders.variant_twice'),
        });
      seen.add(line.variant_id);
    });
  });

export type OrderCreate = z.output<typeof orderCreate>;

export const cancelBody = z.object({
  reason: z.string().trim().max(500).optional(),
});

/** How the order was paid; `amount` must be its total (docs/API.md "Payment"). */
export const payBody = z.object({
  gateway: z.enum(PAYMENT_GATEWAYS),
  amount: decimalInput({ min: 0 }),
  reference: z.string().trim().max(100).default(''),
});
export type PayBody = z.output<typeof payBody>;

/** A delivery sent: by whom, its tracking number, which lines (default: all not yet sent). */
export const fulfillBody = z.object({
  carrier: z.string().trim().min(1).max(100),
  tracking_number: z.string().trim().min(1).max(100),
  line_ids: z.array(idInput).min(1).max(100).optional(),
});
export type FulfillBody = z.output<typeof fulfillBody>;

/** What is given back: items of lines (and their stock if `restock`), the shipping, why. */
export const refundBody = z.object({
  lines: z
    .array(
      z.object({
        line_id: idInput,
        quantity: z.number().int().min(1).max(9999),
        restock: z.boolean().default(false),
      }),
    )
    .max(100)
    .default([]),
  shipping: z.boolean().default(false),
  reason: z.string().trim().min(1).max(500),
});
export type RefundBody = z.output<typeof refundBody>;

export const orderFilters = defineFilters({
  id: { column: 'shop_order.id', kind: 'int', ops: ['eq', 'in'] },
  order_number: { column: 'shop_order.order_number', kind: 'int', ops: ['eq'] },
  financial_status: {
    column: 'shop_order.financial_status',
    kind: { enum: FINANCIAL_STATUSES },
    ops: ['eq', 'in'],
  },
  order_status: {
    column: 'shop_order.order_status',
    kind: { enum: ORDER_STATUSES },
    ops: ['eq', 'in'],
  },
  fulfillment_status: {
    column: 'shop_order.fulfillment_status',
    kind: { enum: FULFILLMENT_STATUSES },
    ops: ['eq', 'in'],
  },
  selected_channel: {
    column: 'shop_order.selected_channel',
    kind: { enum: CHANNELS },
    ops: ['eq'],
  },
  customer: { column: 'shop_order.customer_id', kind: 'int', ops: ['eq', 'in'] },
  pick_up_shop: { column: 'shop_order.pick_up_shop_id', kind: 'int', ops: ['eq'] },
  created_at: { column: 'shop_order.created_at', kind: 'timestamp', ops: ['gte', 'lte'] },
});

export const orderListQuery = z.object({ ...pageQuery, ...orderFilters.shape });

// The order as docs/SPECIFICATION.md "Order" lists it, every field present.

const json = z.record(z.string(), z.unknown());

export const shippingAddressOut = z.object({
  full_name: z.string(),
  mobile: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  district: z.string(),
  province: z.string(),
  country: z.string(),
  place_code: z.string(),
  place: placeOut.nullable(),
  draft: z.boolean(),
});

/** The shipping method of a line: the method's shape without its zones. */
export const lineShippingMethodOut = methodOut.omit({ shipping_zones: true });

export const orderLineOut = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  image: z.string().nullable(),
  title: z.string(),
  requires_shipping: z.boolean(),
  product_title: z.string(),
  variant_title: z.string(),
  sku: z.string(),
  barcode: z.string(),
  quantity: z.number().int(),
  price: decimalText,
  total_price: decimalText,
  total_discount: decimalText,
  variant: z.object({
    id: z.number().int().nullable(),
    sku: z.string(),
    title: z.string(),
    image: z.string().nullable(),
    price: decimalText,
    grams: z.number().int(),
    options: z.array(z.object({ title: z.string(), value: z.string() })),
    barcode: z.string(),
  }),
  product: z.object({
    id: z.number().int().nullable(),
    name: z.string(),
    title: z.string(),
    vendor_id: z.number().int().nullable(),
  }),
  fulfillment_status: z.enum(FULFILLMENT_STATUSES),
  refunded_quantity: z.number().int(),
  shipping_method_id: z.number().int().nullable(),
  shipping_method: lineShippingMethodOut.nullable(),
  fulfillment_location: z
    .object({
      id: z.number().int(),
      active: z.boolean(),
      title: z.string(),
      is_default: z.boolean(),
    })
    .nullable(),
  attributes: json,
  fulfillable_quantity: z.number().int(),
  fulfillment_service: z.string(),
});

export const timelineOut = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  action: z.string(),
  note: z.string(),
  replied: z.boolean(),
  metafield: json,
  created_at: timestampOut,
});

export const fulfillmentOut = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  status: z.enum(['success', 'cancelled']),
  service: z.string(),
  location_id: z.number().int().nullable(),
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  /** The lines sent; all of them for a pick-up's hand-out. */
  line_ids: z.array(z.number().int()),
  created_at: timestampOut,
  updated_at: timestampOut,
});

export const transactionOut = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  transaction_number: z.string(),
  amount: decimalText,
  transaction_type: z.enum(['sale', 'refund']),
  status: z.string(),
  payment_backend: z.string(),
  delegated: z.boolean(),
  channel: z.string(),
  refund_id: z.string().nullable(),
  refund_url: z.string().nullable(),
  refund_msg: z.string().nullable(),
  refundable_amount: decimalText,
  issue: z.string().nullable(),
  receipt: json,
  expires_at: timestampOut.nullable(),
  succeeds_at: timestampOut.nullable(),
  created_at: timestampOut,
});

export const informationOut = z.object({
  campaign_name: z.string(),
  campaign_source: z.string(),
  campaign_medium: z.string(),
  campaign_content: z.string(),
  campaign_term: z.string(),
  browser_ip: z.string(),
  user_agent: z.string(),
  source_name: z.string(),
});

export const orderDiscountOut = z.object({
  price_rule_id: z.number().int(),
  title: z.string(),
  target_type: z.enum(['line_item', 'shipping_line']),
  amount: decimalText,
  coupon_code: z.string().nullable(),
});

export const orderCouponCodeOut = z.object({
  /** null in a preview of a `can_redeem` phrase (create issues the code). */
  id: z.number().int().nullable(),
  code: z.string(),
  price_rule_id: z.number().int(),
});

export const orderOut = z.object({
  id: z.number().int(),
  order_number: z.number().int(),
  token: z.string(),
  cart_token: z.string().nullable(),
  requires_shipping: z.boolean(),
  full_name: z.string(),
  email: z.string().nullable(),
  mobile: z.string(),
  buyer_accepts_marketing: z.boolean(),
  total_line_items_price: decimalText,
  total_discounts: decimalText,
  shipping_cost: decimalText,
  total_weight: decimalText.meta({ description: 'kilograms' }),
  total_price: decimalText,
  order_status: z.enum(ORDER_STATUSES),
  fulfillment_status: z.enum(SHOWN_FULFILLMENT_STATUSES),
  financial_status: z.enum(FINANCIAL_STATUSES),
  attributes: json,
  note: z.string(),
  created_at: timestampOut,
  updated_at: timestampOut,
  cancelled_at: timestampOut.nullable(),
  cancel_reason: z.string().nullable(),
  closed_at: timestampOut.nullable(),
  referring_platform: z.string(),
  paid_at: timestampOut.nullable(),
  paid_price: decimalText,
  refunded_price: decimalText,
  /** What is left to refund, per line and for the shipping (docs/API.md "Refunds"). */
  refundable: z.object({
    lines: z.array(
      z.object({ line_id: z.number().int(), quantity: z.number().int(), amount: decimalText }),
    ),
    shipping: decimalText,
  }),
  is_fulfillment_silent: z.boolean(),
  is_refunding: z.boolean(),
  is_test: z.boolean(),
  fulfilled_at: timestampOut.nullable(),
  selected_channel: z.enum(CHANNELS),
  title: z.string(),
  redeem_points: z.number().int(),
  points_price: decimalText,
  customer: customerOut,
  shipping_address: shippingAddressOut.nullable(),
  lines: z.array(orderLineOut),
  discounts: z.array(orderDiscountOut),
  coupon_codes: z.array(orderCouponCodeOut),
  timeline: z.array(timelineOut),
  fulfillments: z.array(fulfillmentOut),
  transactions: z.array(transactionOut),
  pending_refund_requests: z.array(json),
  information: informationOut,
});

/**
 * docs/DESIGN.md §5: the order create would make (every field of create's answer but its ids, token,
 * order number, timestamps, timeline and what a refund could give back), with the codes it could not use and why, and the
 * automatic rules a code displaced (docs/API.md "Checkout").
 */
export const orderPreviewOut = orderOut
  .omit({
    id: true,
    order_number: true,
    token: true,
    created_at: true,
    updated_at: true,
    timeline: true,
    refundable: true,
    customer: true,
    lines: true,
  })
  .extend({
    /** null: the customer given by mobile is new (create makes him). */
    customer: customerOut.nullable(),
    lines: z.array(orderLineOut.omit({ id: true, order_id: true })),
    rejected_coupon_codes: z.array(
      z.object({ code: z.string(), reason: z.string(), detail: z.string() }),
    ),
    displaced_discounts: z.array(
      z.object({
        price_rule_id: z.number().int(),
        title: z.string(),
        reason: z.enum(['not_combinable', 'nothing_to_discount']),
        coupon_codes: z.array(z.string()),
      }),
    ),
  });

export type OrderOut = z.infer<typeof orderOut>;
export type LineShippingMethodOut = z.infer<typeof lineShippingMethodOut>;
export type InformationOut = z.infer<typeof informationOut>;

// The resource shapes as named components of the OpenAPI document.
nameComponents({
  Order: orderOut,
  OrderLine: orderLineOut,
  ShippingAddress: shippingAddressOut,
  Fulfillment: fulfillmentOut,
  Transaction: transactionOut,
  TimelineEntry: timelineOut,
  OrderInformation: informationOut,
});
