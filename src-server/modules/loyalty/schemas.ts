import { z } from 'zod';
import { defineFilters } from '../../http/filters';
import { pageQuery } from '../../http/paging';
import { formatTimestamp, timestampOut } from '../../lib/time';
import { customerOut, presentCustomer, type CustomerOut } from '../customers';
import type { CustomerRow } from '../../db/tables/customers';
import { orderOut, type OrderOut } from '../orders';
import { POINT_KINDS, type LoyaltyLevelRow, type PointHistoryRow } from '../../db/tables/loyalty';
import { nameComponents } from '../../http/openapi';
import { type Message, msg, zodMessage } from '../../lib/i18n';

const MAX_INT = 2_147_483_647;
/** The most points one adjustment may move. */
export const MAX_ADJUST = 1_000_000_000;
/** `gain_points` is kept in ten-thousandths: at most four decimals. */
export const GAIN_SCALE = 10_000;
const MAX_GAIN = 1000;

const required = (what: Message) => (issue: { input: unknown }) =>
  issue.input === undefined
    ? zodMessage('field.required')
    : zodMessage('customers.enter_what', { what });

const count = () =>
  z
    .number({ error: required(msg('word.a_whole_number')) })
    .int({ message: zodMessage('field.whole_number') })
    .min(0, { message: zodMessage('field.at_least', { n: 0 }) })
    .max(MAX_INT, { message: zodMessage('field.at_most', { n: MAX_INT }) });

/** A float ≥ 0 with at most four decimals, read into ten-thousandths. */
const gainInput = z
  .number({ error: required(msg('word.a_number_such_as')) })
  .min(0, { message: zodMessage('field.at_least', { n: 0 }) })
  .max(MAX_GAIN, { message: zodMessage('field.at_most', { n: MAX_GAIN }) })
  .refine((value) => Math.abs(value * GAIN_SCALE - Math.round(value * GAIN_SCALE)) < 1e-6, {
    message: zodMessage('money.four_decimals'),
  })
  .transform((value) => Math.round(value * GAIN_SCALE));

/**
 * The body of `POST level/` and `PUT level/{id}/` (PUT replaces the whole level): `title` and
 * `condition_points` are required; the others default to no sign-in points, no extra gain,
 * 100 points per currency unit redeemed and no limits (0).
 */
export const levelBody = z.object({
  title: z
    .string({ error: required(msg('word.title_as_text')) })
    .trim()
    .min(1, { message: zodMessage('field.blank') })
    .max(100, { message: zodMessage('field.at_most_chars', { n: 100 }) }),
  condition_points: count(),
  sign_points: count().default(0),
  gain_points: gainInput.default(0),
  redeem_points: count().default(100),
  redeem_limitation: count().default(0),
  redeem_limitation_monthly: count().default(0),
});

export type LevelInput = z.output<typeof levelBody>;

export const historyFilters = defineFilters({
  customer: { column: 'point_history.customer_id', kind: 'int', ops: ['eq', 'in'] },
});

export const historyListQuery = z.object({ ...pageQuery, ...historyFilters.shape });

export const adjustBody = z.object({
  customer_id: z
    .number({ error: required(msg('word.customer_id_as_number')) })
    .int({ message: zodMessage('field.whole_number') })
    .min(1, { message: zodMessage('field.at_least', { n: 1 }) })
    .max(Number.MAX_SAFE_INTEGER, { message: zodMessage('id.too_large') }),
  points: z
    .number({ error: required(msg('word.points_as_number')) })
    .int({ message: zodMessage('field.whole_number') })
    .min(-MAX_ADJUST, { message: zodMessage('field.at_least', { n: -MAX_ADJUST }) })
    .max(MAX_ADJUST, { message: zodMessage('field.at_most', { n: MAX_ADJUST }) })
    .refine((points) => points !== 0, { message: zodMessage('loyalty.points_not_zero') }),
  // Extension: why the points were adjusted, kept with the entry.
  reason: z
    .string({ error: required(msg('word.reason_as_text')) })
    .trim()
    .max(200, { message: zodMessage('field.at_most_chars', { n: 200 }) })
    .default(''),
});

export type AdjustInput = z.output<typeof adjustBody>;

// Outputs.

export const levelOut = z.object({
  id: z.number().int(),
  title: z.string(),
  condition_points: z.number().int(),
  sign_points: z.number().int(),
  gain_points: z.number(),
  redeem_points: z.number().int(),
  redeem_limitation: z.number().int(),
  redeem_limitation_monthly: z.number().int(),
});

const entryFields = {
  id: z.number().int(),
  customer: customerOut,
  points: z.number().int(),
  kind: z.enum(POINT_KINDS),
  reason: z.string().meta({ description: 'why a manager adjusted the points; empty otherwise' }),
  created_at: timestampOut,
};

/** An entry in the list and the adjust answer: with the order as `GET order/{id}` shows it. */
export const entryOut = z.object({ ...entryFields, order: orderOut.nullable() });
/** The single-entry answer: `order_id` instead of the order. */
export const entryDetailOut = z.object({ ...entryFields, order_id: z.number().int().nullable() });

export type LevelOut = z.infer<typeof levelOut>;
export type EntryOut = z.infer<typeof entryOut>;
export type EntryDetailOut = z.infer<typeof entryDetailOut>;

export function presentLevel(row: LoyaltyLevelRow): LevelOut {
  return {
    id: row.id,
    title: row.title,
    condition_points: row.condition_points,
    sign_points: row.sign_points,
    gain_points: row.gain_points_e4 / GAIN_SCALE,
    redeem_points: row.redeem_points,
    redeem_limitation: row.redeem_limitation,
    redeem_limitation_monthly: row.redeem_limitation_monthly,
  };
}

/** An entry with its customer (and, in lists, its order) loaded. */
export interface EntryDetail {
  row: PointHistoryRow;
  customer: CustomerRow;
}

function entryBase(detail: EntryDetail, zone: string) {
  const { row } = detail;
  const customer: CustomerOut = presentCustomer(detail.customer, zone);
  return {
    id: row.id,
    customer,
    points: row.points,
    kind: row.kind,
    reason: row.reason,
    created_at: formatTimestamp(row.created_at, zone),
  };
}

export function presentEntry(detail: EntryDetail, zone: string, order: OrderOut | null): EntryOut {
  return { ...entryBase(detail, zone), order };
}

export function presentEntryDetail(detail: EntryDetail, zone: string): EntryDetailOut {
  return { ...entryBase(detail, zone), order_id: detail.row.order_id };
}

// The resource shapes as named components of the OpenAPI document.
nameComponents({
  Level: levelOut,
  PointHistoryEntry: entryOut,
  PointHistoryEntryDetail: entryDetailOut,
});
