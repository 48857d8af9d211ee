import { z } from 'zod';
import { decimalText } from '../../lib/money';
import { timestampOut, timestampText } from '../../lib/time';
import { zodMessage } from '../../lib/i18n';

const window = {
  from: timestampText
    .optional()
    .meta({ description: 'Start (default: the start of today in the shop time zone)' }),
  to: timestampText
    .optional()
    .meta({ description: 'Exclusive end (default: the end of today in the shop time zone)' }),
};

const interval = z
  .enum(['day', 'hour'], { message: zodMessage('reports.interval_choice') })
  .default('day')
  .meta({ description: 'Bucket size, in the shop time zone' });

export const pickUpReportQuery = z.object({
  ...window,
  interval,
  offline_shop: z.coerce
    .number({ message: zodMessage('reports.store_whole') })
    .int({ message: zodMessage('reports.store_whole') })
    .min(1, { message: zodMessage('reports.store_at_least_1') })
    .max(Number.MAX_SAFE_INTEGER, { message: zodMessage('reports.store_too_large') })
    .optional(),
});
export const staffReportQuery = z.object(window);
export const salesReportQuery = z.object({ ...window, interval });

export type PickUpReportQuery = z.infer<typeof pickUpReportQuery>;
export type SalesReportQuery = z.infer<typeof salesReportQuery>;
export type WindowQuery = z.infer<typeof staffReportQuery>;

const seconds = z
  .number()
  .int()
  .nullable()
  .meta({ description: 'Seconds (nearest-rank percentile); null without hand-outs' });

const bucket = { start: timestampOut, end: timestampOut };
const header = {
  time_zone: z.string(),
  from: timestampOut.meta({ description: 'Start of the first bucket' }),
  to: timestampOut,
};

export const pickUpReportOut = z.object({
  ...header,
  interval: z.enum(['day', 'hour']),
  offline_shop: z.number().int().nullable(),
  results: z.array(
    z.object({
      ...bucket,
      issued: z.number().int(),
      prepared: z.number().int(),
      handed_out: z.number().int(),
      expired: z.number().int(),
      canceled: z.number().int(),
      paid_to_handed_out_median: seconds,
      paid_to_handed_out_p90: seconds,
    }),
  ),
});

export const staffReportOut = z.object({
  ...header,
  results: z.array(
    z.object({
      staff: z.object({ id: z.number().int(), username: z.string() }),
      offline_shop: z.object({ id: z.number().int(), title: z.string() }).nullable(),
      handed_out: z.number().int(),
      refused: z.number().int(),
      rolled_back: z.number().int(),
      conflicts: z.number().int().meta({
        description:
          'Offline hand-outs the server refused when the counter sent them (action consume_conflict): conflicts to settle, not counted in refused',
      }),
    }),
  ),
});

const salesFigures = {
  paid_orders: z.number().int(),
  revenue: decimalText,
  discounts: decimalText,
  points_redeemed: z.number().int(),
  points_price: decimalText,
};

export const salesReportOut = z.object({
  ...header,
  interval: z.enum(['day', 'hour']),
  totals: z.object(salesFigures),
  results: z.array(z.object({ ...bucket, ...salesFigures })),
  top_products: z.array(
    z.object({
      product_id: z.number().int().nullable(),
      title: z.string(),
      quantity: z.number().int(),
      revenue: decimalText,
    }),
  ),
});

export const waitingReportQuery = z.object({
  expiring_within: z.coerce
    .number({ message: zodMessage('reports.hours_whole') })
    .int({ message: zodMessage('reports.hours_whole') })
    .min(1, { message: zodMessage('reports.at_least_1_hour') })
    .max(720, { message: zodMessage('reports.at_most_720_hours') })
    .default(24)
    .meta({ description: 'Hours ahead in which a waiting package counts as expiring soon' }),
});
export type WaitingReportQuery = z.infer<typeof waitingReportQuery>;

const waitingFigures = {
  waiting: z.number().int().meta({ description: 'Codes unused and not yet run out' }),
  prepared: z.number().int().meta({ description: 'Of those, packages prepared' }),
  expiring_soon: z
    .number()
    .int()
    .meta({ description: 'Of those, codes that run out before `expiring_before`' }),
};

export const waitingReportOut = z.object({
  time_zone: z.string(),
  at: timestampOut.meta({ description: 'The moment counted' }),
  expiring_before: timestampOut,
  totals: z.object(waitingFigures),
  results: z.array(
    z.object({
      offline_shop: z.object({ id: z.number().int(), title: z.string() }),
      ...waitingFigures,
    }),
  ),
});
