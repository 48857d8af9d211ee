import { sayStored, text, TEXTS, type Language } from '../../lib/i18n';
import { formatDecimal } from '../../lib/money';
import { formatTimestamp, formatTimestampOrNull } from '../../lib/time';
import { presentCustomer } from '../customers';
import type { CustomerRow } from '../../db/tables/customers';
import { type PlaceDirectory, presentPlace } from '../shippings';
import type { OfflineShopRow } from '../../db/tables/shops';
import type { OrderParts } from './repository';
import { refundable } from './refund-amounts';
import type { InformationOut, LineShippingMethodOut, OrderOut } from './schemas';
import type { OrderDiscountRow, OrderLineRow } from '../../db/tables/orders';

/** An order with everything its shape shows. */
export interface OrderDetail extends OrderParts {
  customer: CustomerRow;
  /** The pick-up store (the lines' fulfillment location); null for deliveries. */
  store: OfflineShopRow | null;
  /** The shop's default location: its first store. */
  defaultStoreId: number | null;
}

/** The address as stored with the order (its place comes from the directory when shown). */
export interface StoredAddress {
  full_name: string;
  mobile: string;
  address1: string;
  address2: string;
  city: string;
  district: string;
  province: string;
  country: string;
  place_code: string;
}

const parse = <T>(text: string) => JSON.parse(text) as T;

/** Weights are stored in grams and shown as kilograms with two decimals, rounded up. */
export const kilograms = (grams: number) => formatDecimal(Math.ceil(grams / 10));

const EMPTY_INFORMATION: InformationOut = {
  campaign_name: '',
  campaign_source: '',
  campaign_medium: '',
  campaign_content: '',
  campaign_term: '',
  browser_ip: '',
  user_agent: '',
  source_name: '',
};

function presentLine(
  line: OrderLineRow,
  detail: OrderDetail,
  shippingMethod: LineShippingMethodOut | null,
  language: Language,
): OrderOut['lines'][number] {
  const { row, store, defaultStoreId } = detail;
  return {
    id: line.id,
    order_id: line.order_id,
    image: line.image,
    title: line.title,
    requires_shipping: line.requires_shipping === 1,
    product_title: line.product_title,
    variant_title: variantTitleIn(line.variant_title, language),
    sku: line.sku,
    barcode: line.barcode,
    quantity: line.quantity,
    price: formatDecimal(line.price),
    total_price: formatDecimal(line.total_price),
    total_discount: formatDecimal(line.total_discount),
    variant: {
      id: line.variant_id,
      sku: line.sku,
      title: variantTitleIn(line.variant_title, language),
      image: line.image,
      price: formatDecimal(line.price),
      grams: line.grams,
      options: parse<{ title: string; value: string }[]>(line.variant_options),
      barcode: line.barcode,
    },
    product: {
      id: line.product_id,
      name: line.product_name,
      title: line.product_title,
      vendor_id: line.vendor_id,
    },
    fulfillment_status: line.fulfillment_status,
    refunded_quantity: line.refunded_quantity,
    shipping_method_id: row.shipping_method_id,
    shipping_method: shippingMethod,
    fulfillment_location: store
      ? {
          id: store.id,
          active: store.is_active === 1,
          title: store.title,
          is_default: store.id === defaultStoreId,
        }
      : null,
    attributes: parse<Record<string, unknown>>(line.attributes),
    fulfillable_quantity: line.fulfillable_quantity,
    fulfillment_service: line.fulfillment_service,
  };
}

function presentRefundable(detail: OrderDetail): OrderOut['refundable'] {
  const left = refundable(detail.row, detail.lines, detail.discounts);
  return {
    lines: left.lines.map((line) => ({
      line_id: line.lineId,
      quantity: line.quantity,
      amount: formatDecimal(line.amount),
    })),
    shipping: formatDecimal(left.shipping),
  };
}

export const presentDiscount = (d: OrderDiscountRow): OrderOut['discounts'][number] => ({
  price_rule_id: d.price_rule_id,
  title: d.title,
  target_type: d.target_type,
  amount: formatDecimal(d.amount),
  coupon_code: d.coupon_code,
});

/** `partial` while some lines of a delivery are sent and others not (stored as `pending`). */
function shownFulfillment(detail: OrderDetail): OrderOut['fulfillment_status'] {
  const { row, lines } = detail;
  if (row.fulfillment_status === 'fulfilled') return 'fulfilled';
  return lines.some((line) => line.fulfillment_status === 'fulfilled') ? 'partial' : 'pending';
}

/** The order as `GET order/{id}` shows it (and the `order_paid` payload, docs/DESIGN.md §9). */
/** A timeline entry, its note (a stored message, or a person's text) said in `language`. */
const presentTimelineEntry = (
  entry: OrderDetail['timeline'][number],
  at: (ms: number) => string,
  language: Language,
) => ({
  id: entry.id,
  order_id: entry.order_id,
  action: entry.action,
  note: sayStored(entry.note, language),
  replied: entry.replied === 1,
  metafield: parse<Record<string, unknown>>(entry.metafield),
  created_at: at(entry.created_at),
});

/**
 * An order as the API shows it, its texts for people in `language` (docs/API.md, "Languages"):
 * the timeline's notes (stored as messages, storedMessage) and the default variant's title.
 * Events and webhooks carry it in English, the API's default.
 */
export function presentOrder(
  detail: OrderDetail,
  zone: string,
  places: PlaceDirectory,
  language: Language = 'en',
): OrderOut {
  const { row } = detail;
  const at = (ms: number) => formatTimestamp(ms, zone);
  const atOrNull = (ms: number | null) => formatTimestampOrNull(ms, zone);
  const address = row.shipping_address ? parse<StoredAddress>(row.shipping_address) : null;
  const place = address ? places.findByCode(address.place_code) : undefined;
  const shippingMethod = row.shipping_method
    ? parse<LineShippingMethodOut>(row.shipping_method)
    : null;
  return {
    id: row.id,
    order_number: row.order_number,
    token: row.token,
    cart_token: row.cart_token,
    requires_shipping: row.requires_shipping === 1,
    full_name: row.full_name,
    email: row.email,
    mobile: row.mobile,
    buyer_accepts_marketing: row.buyer_accepts_marketing === 1,
    total_line_items_price: formatDecimal(row.total_line_items_price),
    total_discounts: formatDecimal(row.total_discounts),
    shipping_cost: formatDecimal(row.shipping_cost),
    total_weight: kilograms(row.total_weight),
    total_price: formatDecimal(row.total_price),
    order_status: row.order_status,
    fulfillment_status: shownFulfillment(detail),
    financial_status: row.financial_status,
    attributes: parse<Record<string, unknown>>(row.attributes),
    note: row.note,
    created_at: at(row.created_at),
    updated_at: at(row.updated_at),
    cancelled_at: atOrNull(row.cancelled_at),
    cancel_reason: row.cancel_reason,
    closed_at: atOrNull(row.closed_at),
    referring_platform: row.referring_platform,
    paid_at: atOrNull(row.paid_at),
    paid_price: formatDecimal(row.paid_price),
    refunded_price: formatDecimal(row.refunded_price),
    refundable: presentRefundable(detail),
    is_fulfillment_silent: row.is_fulfillment_silent === 1,
    is_refunding: row.is_refunding === 1,
    is_test: row.is_test === 1,
    fulfilled_at: atOrNull(row.fulfilled_at),
    selected_channel: row.selected_channel,
    title: row.title,
    redeem_points: row.redeem_points,
    points_price: formatDecimal(row.points_price),
    customer: presentCustomer(detail.customer, zone),
    shipping_address: address
      ? {
          full_name: address.full_name,
          mobile: address.mobile,
          address1: address.address1,
          address2: address.address2,
          city: address.city,
          district: address.district,
          province: address.province,
          country: address.country,
          place_code: address.place_code,
          place: place ? presentPlace(place) : null,
          draft: false,
        }
      : null,
    lines: detail.lines.map((line) => presentLine(line, detail, shippingMethod, language)),
    discounts: detail.discounts.map(presentDiscount),
    coupon_codes: detail.discounts.flatMap((d) =>
      d.coupon_code === null
        ? []
        : [{ id: d.coupon_code_id, code: d.coupon_code, price_rule_id: d.price_rule_id }],
    ),
    timeline: detail.timeline.map((entry) => presentTimelineEntry(entry, at, language)),
    fulfillments: detail.fulfillments.map((f) => ({
      id: f.id,
      order_id: f.order_id,
      status: f.status,
      service: f.service,
      location_id: f.location_id,
      carrier: f.carrier,
      tracking_number: f.tracking_number,
      line_ids:
        f.line_ids === '[]' ? detail.lines.map((line) => line.id) : parse<number[]>(f.line_ids),
      created_at: at(f.created_at),
      updated_at: at(f.updated_at),
    })),
    transactions: detail.transactions.map((t) => ({
      id: t.id,
      order_id: t.order_id,
      transaction_number: t.transaction_number,
      amount: formatDecimal(t.amount),
      transaction_type: t.transaction_type,
      status: t.status,
      payment_backend: t.payment_backend,
      delegated: t.delegated === 1,
      channel: t.channel,
      refund_id: t.refund_id,
      refund_url: t.refund_url,
      refund_msg: t.refund_msg,
      refundable_amount: formatDecimal(t.refundable_amount),
      issue: t.issue,
      receipt: parse<Record<string, unknown>>(t.receipt),
      expires_at: atOrNull(t.expires_at),
      succeeds_at: atOrNull(t.succeeds_at),
      created_at: at(t.created_at),
    })),
    // Refund requests are not kept.
    pending_refund_requests: [],
    information: { ...EMPTY_INFORMATION, ...parse<Partial<InformationOut>>(row.information) },
  };
}

/** A variant title as people read it: the default variant's in the request's language. */
export const variantTitleIn = (title: string, language: Language) =>
  title === TEXTS['variant.default_title'].en ? text(language, 'variant.default_title') : title;
