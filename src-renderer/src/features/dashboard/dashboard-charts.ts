import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import type {
  AriaComponentOption,
  GridComponentOption,
  LegendComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { PickUpReport, SalesReport, StaffReport, WaitingReport } from './api';
import { formatMoney } from '@/shared/utils/money';
import { formatTime } from '@/shared/utils/shop-time';
import type { Translate } from '@/shared/utils/translate';

// The dashboard's charts: each report answer → an ECharts option. Plain functions of
// the data, the UI language (`t`) and the shop's time zone (`formatTime`), tested on their own.

export type ChartOption = ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | AriaComponentOption
  | GridComponentOption
  | LegendComponentOption
  | TooltipComponentOption
>;

/** Bar labels: the value, none for zero (a day without hand-outs stays bare). */
const countLabel = {
  show: true,
  formatter: ({ value }: { value: unknown }) => (value ? `${value}` : ''),
};

const grid = { left: 8, right: 16, top: 36, bottom: 8, containLabel: true };
const legend = { top: 0 };
/**
 * Every chart also describes its data in words (`aria-label`, in the chart's language) for
 * screen readers: all of it, not only ECharts' default first ten values, and only the values
 * (not the category's position, nor a stack's running totals, which ECharts keeps as further
 * dimensions of each item).
 */
const ARIA_ONLY_VALUES = {
  /** Category on x: [category, value]. */
  vertical: [0],
  /** Stacked on x: [category, value, stack total, stacked over]. */
  stacked: [0, 2, 3],
  /** Category on y: [value, category]. */
  horizontal: [1],
};
const ariaOf = (layout: keyof typeof ARIA_ONLY_VALUES) => ({
  enabled: true,
  label: { data: { maxCount: 1000, excludeDimensionId: ARIA_ONLY_VALUES[layout] } },
});

/** Seconds as minutes with one decimal; null stays a gap in the line. */
export const minutesOf = (seconds: number | null) =>
  seconds === null ? null : Math.round(seconds / 6) / 10;

/** Money text (`"96.50"`) as a number for the axis. */
const amount = (text: string) => Number(text);

/** Packages waiting at each store now, prepared or not yet (stacked). */
export function waitingOption(report: WaitingReport, t: Translate): ChartOption {
  const rows = report.results;
  return {
    aria: ariaOf('stacked'),
    grid,
    legend,
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: { type: 'category', data: rows.map((row) => row.offline_shop.title) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      {
        name: t('dashboard.series.prepared'),
        type: 'bar',
        stack: 'waiting',
        label: countLabel,
        data: rows.map((row) => row.prepared),
      },
      {
        name: t('dashboard.series.notPrepared'),
        type: 'bar',
        stack: 'waiting',
        label: countLabel,
        data: rows.map((row) => row.waiting - row.prepared),
      },
    ],
  };
}

/** Packages handed out in each hour (the shop's hours). */
export function handOutsPerHourOption(report: PickUpReport, t: Translate): ChartOption {
  return {
    aria: ariaOf('vertical'),
    grid,
    legend,
    tooltip: { trigger: 'axis' },
    xAxis: {
      type: 'category',
      data: report.results.map((bucket) => formatTime(bucket.start, 'hour')),
    },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      {
        name: t('dashboard.series.handedOut'),
        type: 'bar',
        label: countLabel,
        data: report.results.map((bucket) => bucket.handed_out),
      },
    ],
  };
}

/** Median and 90th-percentile minutes from payment to hand-out, per day. */
export function pickUpTimesOption(report: PickUpReport, t: Translate): ChartOption {
  const unit = t('dashboard.minutes');
  const label = {
    show: true,
    formatter: ({ value }: { value: unknown }) => (value === null ? '' : `${value}`),
  };
  return {
    aria: ariaOf('vertical'),
    grid,
    legend,
    tooltip: {
      trigger: 'axis',
      valueFormatter: (value) => (typeof value === 'number' ? `${value} ${unit}` : '—'),
    },
    xAxis: {
      type: 'category',
      data: report.results.map((bucket) => formatTime(bucket.start, 'day')),
    },
    yAxis: { type: 'value', name: unit },
    series: [
      {
        name: t('dashboard.series.median'),
        type: 'line',
        connectNulls: true,
        label,
        data: report.results.map((bucket) => minutesOf(bucket.paid_to_handed_out_median)),
      },
      {
        name: t('dashboard.series.p90'),
        type: 'line',
        connectNulls: true,
        label,
        data: report.results.map((bucket) => minutesOf(bucket.paid_to_handed_out_p90)),
      },
    ],
  };
}

/**
 * Refusals, hand-outs (net of rollbacks, as the day's figure) and rollbacks per staff member
 * (horizontal bars, in the report's order).
 */
export function staffOption(report: StaffReport, t: Translate): ChartOption {
  const rows = report.results;
  return {
    aria: ariaOf('horizontal'),
    grid,
    legend,
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: { type: 'value', minInterval: 1 },
    // The first category on top, so the chart reads like the report (busiest first).
    yAxis: { type: 'category', inverse: true, data: rows.map((row) => row.staff.username) },
    series: [
      {
        name: t('dashboard.series.refused'),
        type: 'bar',
        label: countLabel,
        data: rows.map((row) => row.refused),
      },
      {
        name: t('dashboard.series.handedOut'),
        type: 'bar',
        label: countLabel,
        data: rows.map((row) => row.handed_out),
      },
      {
        name: t('dashboard.series.rolledBack'),
        type: 'bar',
        label: countLabel,
        data: rows.map((row) => row.rolled_back),
      },
    ],
  };
}

/** Revenue and discounts per day. */
export function salesOption(report: SalesReport, t: Translate): ChartOption {
  const money = (value: unknown) =>
    typeof value === 'number' ? formatMoney(value.toFixed(2)) : '—';
  return {
    aria: ariaOf('vertical'),
    grid,
    legend,
    tooltip: { trigger: 'axis', valueFormatter: money },
    xAxis: {
      type: 'category',
      data: report.results.map((bucket) => formatTime(bucket.start, 'day')),
    },
    yAxis: { type: 'value' },
    series: [
      {
        name: t('dashboard.series.revenue'),
        type: 'bar',
        data: report.results.map((bucket) => amount(bucket.revenue)),
      },
      {
        name: t('dashboard.series.discounts'),
        type: 'bar',
        data: report.results.map((bucket) => amount(bucket.discounts)),
      },
    ],
  };
}

/** The products sold most, by quantity (horizontal bars, first on top). */
export function topProductsOption(report: SalesReport, t: Translate): ChartOption {
  const rows = report.top_products;
  return {
    aria: ariaOf('horizontal'),
    grid,
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: {
      type: 'category',
      inverse: true,
      data: rows.map((row) => row.title),
      axisLabel: { width: 160, overflow: 'truncate' },
    },
    series: [
      {
        name: t('dashboard.series.quantity'),
        type: 'bar',
        label: countLabel,
        data: rows.map((row) => row.quantity),
      },
    ],
  };
}
