import { z } from 'zod';
import { pageQuery } from '../../http/paging';
import {
  formatTimestamp,
  formatTimestampOrNull,
  timestampOut,
  timestampText,
} from '../../lib/time';
import { decimalText, formatDecimal } from '../../lib/money';
import { nameComponents } from '../../http/openapi';
import type { OrderDiscountRow } from '../../db/tables/orders';
import { KEY_STATUSES, STOCK_STATUSES } from '../../db/tables/pick-up';
import { KEY_PATTERN, normalizeKey } from '../../../src-shared/pick-up-key';
import {
  COLLECTOR_NAME_MAX,
  COLLECTOR_NOTE_MAX,
  COLLECTOR_RELATIONS,
} from '../../../src-shared/collected-by';
import { type Language, zodMessage } from '../../lib/i18n';
import { orderDiscountOut, presentDiscount, variantTitleIn } from '../orders';
import { CONSUME_REASONS, maskMobile } from './codes';
import { pickUpFilters, type PickUpRecordRow } from './repository';

export const pickUpListQuery = z.object({ ...pageQuery, ...pickUpFilters.shape });

// Accepted as printed or typed (`6144 2317 8501`, `6144-2317-8501`), checked as 12 digits.
const keyInput = z
  .string()
  .max(64)
  .transform(normalizeKey)
  .pipe(z.string().regex(KEY_PATTERN, { message: zodMessage('pick_up.key_format') }));

export const keyQuery = z.object({ key: keyInput });
export const keyBody = z.object({ key: keyInput });

/**
 * A hand-out made while the counter could not reach the server, sent later (docs/OFFLINE.md):
 * when it happened and at which counter.
 */
export const offlineHandOutFields = {
  offline_at: timestampText
    .optional()
    .meta({ description: 'When the clerk handed the package out, offline (docs/OFFLINE.md).' }),
  counter_id: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .optional()
    .meta({ description: 'Which counter handed it out, as the counter names itself.' }),
};

/**
 * The replica's feed (docs/OFFLINE.md): `cursor` is opaque to the counter; it names the store,
 * the last change sent and, during a first load, the store's last change when it began.
 */
export const CURSOR_PATTERN = /^(\d{1,15}):(\d{1,15})(?::(\d{1,15}))?$/;
export const changesQuery = z.object({
  cursor: z
    .string()
    .max(60)
    .regex(CURSOR_PATTERN, { message: zodMessage('pick_up.cursor_invalid') })
    .optional(),
  offline_shop: z.coerce
    .number({ message: zodMessage('paging.whole_number', { field: 'offline_shop' }) })
    .int({ message: zodMessage('paging.whole_number', { field: 'offline_shop' }) })
    .min(1, { message: zodMessage('paging.at_least_1', { field: 'offline_shop' }) })
    .max(Number.MAX_SAFE_INTEGER)
    .optional()
    .meta({ description: "A manager's store to copy; staff get their own store's codes." }),
  limit: z.coerce
    .number({ message: zodMessage('paging.whole_number', { field: 'limit' }) })
    .int({ message: zodMessage('paging.whole_number', { field: 'limit' }) })
    .min(1, { message: zodMessage('paging.at_least_1', { field: 'limit' }) })
    .max(1000, { message: zodMessage('pick_up.field_at_most', { field: 'limit', n: 1000 }) })
    .default(500),
});

/** Someone other than the customer collects the package (docs/API.md "Collected by someone else"). */
const collectedByIn = z.object({
  name: z
    .string()
    .trim()
    .min(1, { message: zodMessage('pick_up.collector_needed') })
    .max(COLLECTOR_NAME_MAX),
  relation: z.enum(COLLECTOR_RELATIONS).nullish(),
  note: z.string().trim().max(COLLECTOR_NOTE_MAX).nullish(),
});

export const consumeBody = keyBody
  .extend({
    collected_by: collectedByIn.nullish().meta({
      description: 'Who collects the package when it is not the customer',
    }),
    ...offlineHandOutFields,
    staff_id: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional().meta({
      description:
        "With offline_at: the clerk signed in offline who handed it out (docs/DESIGN.md §14); the hand-out is his, accepted only if he was active and of the code's store at offline_at. Without it the sender is the clerk.",
    }),
  })
  .superRefine((body, ctx) => {
    // Only an offline session has a clerk other than the token's.
    if (body.staff_id !== undefined && body.offline_at === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['staff_id'],
        message: zodMessage('pick_up.staff_id_offline_only'),
      });
  });
export type CollectedByIn = z.infer<typeof collectedByIn>;

const collectedByOut = z
  .object({
    name: z.string(),
    relation: z.enum(COLLECTOR_RELATIONS).nullable(),
    note: z.string().nullable(),
  })
  .nullable()
  .meta({ description: 'Who collected the package for the customer; null when he came himself' });

export const stockPrepareBody = z.object({
  stock_status: z.enum(STOCK_STATUSES).default('prepared'),
});

export const fetchQuery = z.object({
  order_token: z.string().max(200),
  shop: z.string().max(253),
});

const lineOut = z.object({
  title: z.string(),
  variant_title: z.string(),
  sku: z.string(),
  quantity: z.number().int(),
  image: z.string().nullable(),
});

export const pickUpCodeOut = z.object({
  id: z.number().int(),
  key: z.string(),
  key_status: z.enum(KEY_STATUSES),
  stock_status: z.enum(STOCK_STATUSES),
  service_order_id: z.number().int(),
  order_number: z.number().int(),
  offline_shop: z.object({ id: z.number().int(), title: z.string() }),
  customer: z.object({
    id: z.number().int(),
    full_name: z.string(),
    mobile: z.string().meta({ description: 'masked: 138****1234' }),
  }),
  lines: z.array(lineOut),
  total_quantity: z.number().int(),
  expires_at: timestampOut,
  used_at: timestampOut.nullable(),
  used_by: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  collected_by: collectedByOut,
  prepared_at: timestampOut.nullable(),
  created_at: timestampOut,
  updated_at: timestampOut,
});

export const changesOut = z.object({
  cursor: z.string().meta({ description: 'Pass it back as `cursor` to get the next changes.' }),
  results: z.array(pickUpCodeOut),
  has_more: z.boolean(),
  // The shop's offline rules, for the counter that refreshes its copy (docs/OFFLINE.md).
  offline_hand_out: z.boolean(),
  offline_hand_out_hours: z.number().int(),
});

export const checkOut = pickUpCodeOut.extend({
  can_consume: z.boolean(),
  reason: z.enum(CONSUME_REASONS).nullable(),
});

/** The customer's view (`fetch`): his code, his lines and where to pick them up. */
export const fetchOut = z.object({
  key: z.string(),
  key_status: z.enum(KEY_STATUSES),
  stock_status: z.enum(STOCK_STATUSES),
  expires_at: timestampOut,
  // When the package was picked up, so that the customer's page can say so.
  used_at: timestampOut.nullable(),
  // Who collected it for him (the staff's note stays at the counter).
  collected_by: z
    .object({ name: z.string(), relation: z.enum(COLLECTOR_RELATIONS).nullable() })
    .nullable(),
  order_number: z.number().int(),
  lines: z.array(lineOut),
  /** What the customer paid, with the discounts he got (docs/DESIGN.md §5). */
  total_line_items_price: decimalText,
  total_discounts: decimalText,
  shipping_cost: decimalText,
  points_price: decimalText,
  total_price: decimalText,
  discounts: z.array(orderDiscountOut),
  offline_shop: z.object({
    id: z.number().int(),
    title: z.string(),
    address: z.string(),
    phone: z.string(),
    business_hours: z.string(),
  }),
});

export type PickUpCodeOut = z.infer<typeof pickUpCodeOut>;
type Line = z.infer<typeof lineOut>;

/** A record's lines, the default variant's title in the request's language. */
const linesIn = (stored: string, language: Language): Line[] =>
  (JSON.parse(stored) as Line[]).map((line) => ({
    ...line,
    variant_title: variantTitleIn(line.variant_title, language),
  }));

const relationOf = (stored: string | null) =>
  (COLLECTOR_RELATIONS as readonly string[]).includes(stored ?? '')
    ? (stored as (typeof COLLECTOR_RELATIONS)[number])
    : null;

export function presentPickUpCode(
  row: PickUpRecordRow,
  zone: string,
  language: Language = 'en',
): PickUpCodeOut {
  return {
    id: row.id,
    key: row.key,
    key_status: row.key_status,
    stock_status: row.stock_status,
    service_order_id: row.order_id,
    order_number: row.order_number,
    offline_shop: { id: row.offline_shop_id, title: row.offline_shop_title },
    customer: {
      id: row.customer_id,
      full_name: row.customer_full_name,
      mobile: maskMobile(row.customer_mobile),
    },
    lines: linesIn(row.lines, language),
    total_quantity: row.total_quantity,
    expires_at: formatTimestamp(row.expires_at, zone),
    used_at: formatTimestampOrNull(row.used_at, zone),
    used_by:
      row.used_by_id === null ? null : { id: row.used_by_id, username: row.used_by_username ?? '' },
    collected_by:
      row.collected_by_name === null
        ? null
        : {
            name: row.collected_by_name,
            relation: relationOf(row.collected_by_relation),
            note: row.collected_by_note,
          },
    prepared_at: formatTimestampOrNull(row.prepared_at, zone),
    created_at: formatTimestamp(row.created_at, zone),
    updated_at: formatTimestamp(row.updated_at, zone),
  };
}

/**
 * The `pick_up_code_prepared` event's body (docs/DESIGN.md §9): the record, with the order's token
 * and the customer's mobile unmasked, so an integration can message the customer.
 */
export function presentPreparedEvent(row: PickUpRecordRow, orderToken: string, zone: string) {
  const record = presentPickUpCode(row, zone);
  return {
    ...record,
    order_token: orderToken,
    customer: { ...record.customer, mobile: row.customer_mobile },
  };
}

/**
 * The `pick_up_code_conflict` event's body (docs/OFFLINE.md): an offline hand-out the server
 * refused when the counter sent it. The code as the prepared event sends it (the customer may
 * have to be reached: the package may have left twice), the hand-out's time, counter and clerk,
 * and the refusal as the counter got it (`code`, `params`, `detail`).
 */
export function presentConflictEvent(
  row: PickUpRecordRow,
  orderToken: string,
  zone: string,
  conflict: {
    offlineAt: number;
    counterId: string | null;
    handedOutBy: { id: number; username: string };
    reason: { code: string; params: unknown; detail: string };
  },
) {
  return {
    ...presentPreparedEvent(row, orderToken, zone),
    offline_at: formatTimestamp(conflict.offlineAt, zone),
    counter_id: conflict.counterId,
    handed_out_by: conflict.handedOutBy,
    reason: conflict.reason,
  };
}

export function presentFetched(
  row: {
    key: string;
    key_status: z.infer<typeof fetchOut>['key_status'];
    stock_status: z.infer<typeof fetchOut>['stock_status'];
    expires_at: number;
    used_at: number | null;
    collected_by_name: string | null;
    collected_by_relation: string | null;
    order_number: number;
    lines: string;
    total_line_items_price: number;
    total_discounts: number;
    shipping_cost: number;
    points_price: number;
    total_price: number;
    discounts: OrderDiscountRow[];
    offline_shop_id: number;
    title: string;
    address: string;
    phone: string;
    business_hours: string;
  },
  zone: string,
  language: Language = 'en',
): z.infer<typeof fetchOut> {
  return {
    key: row.key,
    key_status: row.key_status,
    stock_status: row.stock_status,
    expires_at: formatTimestamp(row.expires_at, zone),
    used_at: formatTimestampOrNull(row.used_at, zone),
    collected_by:
      row.collected_by_name === null
        ? null
        : { name: row.collected_by_name, relation: relationOf(row.collected_by_relation) },
    order_number: row.order_number,
    lines: linesIn(row.lines, language),
    total_line_items_price: formatDecimal(row.total_line_items_price),
    total_discounts: formatDecimal(row.total_discounts),
    shipping_cost: formatDecimal(row.shipping_cost),
    points_price: formatDecimal(row.points_price),
    total_price: formatDecimal(row.total_price),
    discounts: row.discounts.map(presentDiscount),
    offline_shop: {
      id: row.offline_shop_id,
      title: row.title,
      address: row.address,
      phone: row.phone,
      business_hours: row.business_hours,
    },
  };
}

// The resource shapes as named components of the OpenAPI document.
nameComponents({
  PickUpCode: pickUpCodeOut,
  PickUpCodeCheck: checkOut,
  PickUpCodeFetch: fetchOut,
  PickUpCodeChanges: changesOut,
});
