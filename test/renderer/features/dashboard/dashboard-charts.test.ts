// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  PickUpReport,
  SalesReport,
  StaffReport,
  WaitingReport,
} from '@/features/dashboard/api';
import { i18n, setLocale } from '@/i18n';
import {
  handOutsPerHourOption,
  minutesOf,
  pickUpTimesOption,
  salesOption,
  staffOption,
  topProductsOption,
  waitingOption,
  type ChartOption,
} from '@/features/dashboard/dashboard-charts';
import {
  expiringPackagesLink,
  historyLink,
  paidOrdersLink,
  productLink,
  waitingPackagesLink,
} from '@/features/dashboard/dashboard-links';
import { addDays, setShopTimeZone, shopDayOf } from '@/shared/utils/shop-time';

const t = (key: string, named?: Record<string, unknown>) => i18n.global.t(key, named ?? {});

beforeEach(() => setShopTimeZone('Asia/Shanghai'));
afterEach(() => {
  setShopTimeZone(null);
  setLocale('zh-CN');
});

/** What a chart draws: the category axis and each series' name and values. */
function drawn(option: ChartOption) {
  const axis = (value: unknown) => (Array.isArray(value) ? value[0] : value) as { data?: unknown };
  const x = axis(option.xAxis);
  const y = axis(option.yAxis);
  const series = (Array.isArray(option.series) ? option.series : [option.series]) as {
    name?: string;
    type?: string;
    data?: unknown[];
  }[];
  return {
    categories: x.data ?? y.data,
    series: series.map((s) => [s.name, s.type, s.data]),
  };
}

const bucket = (start: string, end: string) => ({ start, end });

describe('dashboard charts', () => {
  it('waiting packages by store: prepared and not prepared, stacked', () => {
    const report: WaitingReport = {
      time_zone: 'Asia/Shanghai',
      at: '2026-11-23T10:00:00.000+08:00',
      expiring_before: '2026-11-24T10:00:00.000+08:00',
      totals: { waiting: 7, prepared: 3, expiring_soon: 1 },
      results: [
        { offline_shop: { id: 1, title: '南京西路店' }, waiting: 5, prepared: 2, expiring_soon: 1 },
        { offline_shop: { id: 2, title: '徐家汇店' }, waiting: 2, prepared: 1, expiring_soon: 0 },
      ],
    };
    expect(drawn(waitingOption(report, t))).toEqual({
      categories: ['南京西路店', '徐家汇店'],
      series: [
        ['已备货', 'bar', [2, 1]],
        ['未备货', 'bar', [3, 1]],
      ],
    });
    // Described in words for screen readers: each value only, not the stack's running totals.
    expect(waitingOption(report, t).aria).toEqual({
      enabled: true,
      label: { data: { maxCount: 1000, excludeDimensionId: [0, 2, 3] } },
    });
  });

  it('hand-outs per hour, labelled with the shop’s hours in either language', () => {
    const report = {
      results: [
        {
          ...bucket('2026-11-23T09:00:00.000+08:00', '2026-11-23T10:00:00.000+08:00'),
          handed_out: 0,
        },
        {
          ...bucket('2026-11-23T10:00:00.000+08:00', '2026-11-23T11:00:00.000+08:00'),
          handed_out: 4,
        },
      ],
    } as PickUpReport;
    setLocale('en');
    expect(drawn(handOutsPerHourOption(report, t))).toEqual({
      categories: ['09:00', '10:00'],
      series: [['Handed out', 'bar', [0, 4]]],
    });
  });

  it('paid-to-picked-up times in minutes per shop day; a day without hand-outs is a gap', () => {
    const report = {
      results: [
        {
          ...bucket('2026-11-20T00:00:00.000+08:00', '2026-11-21T00:00:00.000+08:00'),
          paid_to_handed_out_median: null,
          paid_to_handed_out_p90: null,
        },
        {
          ...bucket('2026-11-21T00:00:00.000+08:00', '2026-11-22T00:00:00.000+08:00'),
          paid_to_handed_out_median: 3600,
          paid_to_handed_out_p90: 10830,
        },
      ],
    } as PickUpReport;
    expect(drawn(pickUpTimesOption(report, t))).toEqual({
      categories: ['11月20日', '11月21日'],
      series: [
        ['中位数', 'line', [null, 60]],
        ['90 百分位', 'line', [null, 180.5]],
      ],
    });
    expect(minutesOf(90)).toBe(1.5);
    // The days are the shop's, not the browser's: in New York the same instants are the 19th/20th.
    setShopTimeZone('America/New_York');
    setLocale('en');
    expect(drawn(pickUpTimesOption(report, t)).categories).toEqual(['Nov 19', 'Nov 20']);
  });

  it('refusals, hand-outs and rollbacks per staff member, in the report’s order', () => {
    const row = (
      id: number,
      username: string,
      handed_out: number,
      refused: number,
      rolled_back = 0,
    ) => ({
      staff: { id, username },
      offline_shop: null,
      handed_out,
      refused,
      rolled_back,
      conflicts: 0,
    });
    const report = {
      results: [row(3, 'clerk.a', 5, 1), row(4, 'clerk.b', 2, 0, 2)],
    } as StaffReport;
    const option = staffOption(report, t);
    expect(drawn(option)).toEqual({
      categories: ['clerk.a', 'clerk.b'],
      series: [
        ['拒绝', 'bar', [1, 0]],
        ['已核销', 'bar', [5, 2]],
        ['已撤销', 'bar', [0, 2]],
      ],
    });
    // The first staff member on top.
    expect(option.yAxis).toMatchObject({ inverse: true });
  });

  it('revenue and discounts per day, and the top products by quantity', () => {
    const report = {
      results: [
        {
          ...bucket('2026-11-20T00:00:00.000+08:00', '2026-11-21T00:00:00.000+08:00'),
          revenue: '51.00',
          discounts: '0.00',
        },
        {
          ...bucket('2026-11-21T00:00:00.000+08:00', '2026-11-22T00:00:00.000+08:00'),
          revenue: '45.50',
          discounts: '4.55',
        },
      ],
      top_products: [
        { product_id: 7, title: '保温杯', quantity: 3, revenue: '76.50' },
        { product_id: null, title: '茶杯', quantity: 2, revenue: '20.00' },
      ],
    } as SalesReport;
    setLocale('en');
    const sales = salesOption(report, t);
    expect(drawn(sales)).toEqual({
      categories: ['Nov 20', 'Nov 21'],
      series: [
        ['Revenue', 'bar', [51, 45.5]],
        ['Discounts', 'bar', [0, 4.55]],
      ],
    });
    const tooltip = sales.tooltip as { valueFormatter: (value: unknown) => string };
    expect(tooltip.valueFormatter(45.5)).toBe('¥45.50');
    expect(drawn(topProductsOption(report, t))).toEqual({
      categories: ['保温杯', '茶杯'],
      series: [['Quantity sold', 'bar', [3, 2]]],
    });
  });
});

describe('dashboard links', () => {
  it('lead to the lists with the filters of what was counted', () => {
    expect(waitingPackagesLink()).toEqual({ name: 'packages', query: { key_status: 'unused' } });
    expect(waitingPackagesLink(2)).toEqual({
      name: 'packages',
      query: { key_status: 'unused', offline_shop: '2' },
    });
    expect(expiringPackagesLink('2026-11-24T10:00:00.000+08:00')).toEqual({
      name: 'packages',
      query: { key_status: 'unused', expires_before: '2026-11-24T10:00:00.000+08:00' },
    });
    expect(historyLink(['consume'], ['2026-11-23', '2026-11-23'], { store: 2 })).toEqual({
      name: 'history',
      query: {
        action: 'consume',
        from: '2026-11-23T00:00:00',
        to: '2026-11-23T23:59:59',
        offline_shop: '2',
      },
    });
    expect(historyLink(['consume_refused'], ['2026-11-10', '2026-11-23'], { staff: 3 })).toEqual({
      name: 'history',
      query: {
        action: 'consume_refused',
        from: '2026-11-10T00:00:00',
        to: '2026-11-23T23:59:59',
        staff: '3',
      },
    });
    expect(paidOrdersLink(['2026-11-10', '2026-11-23'])).toEqual({
      name: 'orders',
      query: { financial_status: 'paid', from: '2026-11-10', to: '2026-11-23' },
    });
    expect(productLink(7)).toEqual({ name: 'product', params: { id: '7' } });
    expect(productLink(null)).toEqual({ name: 'products' });
  });

  it('count shop days across month ends from the server’s today', () => {
    expect(shopDayOf('2026-11-30T00:00:00.000+08:00')).toBe('2026-11-30');
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-03-01', -13)).toBe('2026-02-16');
  });
});
