import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import {
  getPickUpReport,
  getSalesReport,
  getStaffReport,
  getWaitingReport,
  type PickUpReport,
  type ReportWindow,
  type SalesReport,
  type StaffReport,
  type WaitingReport,
} from './api';
import { addDays, shopDayOf } from '@/shared/utils/shop-time';

/** Days the dashboard looks back by default (today included). */
export const DEFAULT_DAYS = 14;

export interface DashboardReports {
  waiting: WaitingReport;
  /** Today by hour. */
  today: PickUpReport;
  /** The chosen days, by day. */
  daily: PickUpReport;
  staff: StaffReport;
  sales: SalesReport;
}

/** The manager's dashboard: its filters, kept between visits, and its reports. */
export const useDashboardStore = defineStore('dashboard', () => {
  /** Shop days, both included (`YYYY-MM-DD`); null until today is known (the last 14 days). */
  const days = ref<[string, string] | null>(null);
  /** One store's packages, or every store's. */
  const store = ref<number | null>(null);
  const reports = ref<DashboardReports | null>(null);

  /** The reports' window: from the first day to the end of the last (exclusive). */
  const window = computed<ReportWindow>(() =>
    days.value ? { from: days.value[0], to: addDays(days.value[1], 1) } : {},
  );

  async function load(): Promise<DashboardReports> {
    const offline_shop = store.value ?? undefined;
    // Today's figures need no window: the server answers today in the shop's time zone, and
    // that answer tells the shop's today for the default days.
    const [waiting, today] = await Promise.all([
      getWaitingReport(),
      getPickUpReport({ interval: 'hour', offline_shop }),
    ]);
    if (!days.value) {
      const last = shopDayOf(today.from)!;
      days.value = [addDays(last, 1 - DEFAULT_DAYS), last];
    }
    const [daily, staff, sales] = await Promise.all([
      getPickUpReport({ ...window.value, interval: 'day', offline_shop }),
      getStaffReport(window.value),
      getSalesReport(window.value),
    ]);
    reports.value = { waiting, today, daily, staff, sales };
    return reports.value;
  }

  return { days, store, window, reports, load };
});
