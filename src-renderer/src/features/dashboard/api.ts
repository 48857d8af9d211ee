import { answer, api, type Answer, type Query } from '@/shared/api/client';

// The manager's reports: figures computed by the server in the shop's time zone.

export type PickUpReport = Answer<'/api/reports/pick_up/', 'get'>;
export type PickUpReportQuery = Query<'/api/reports/pick_up/'>;
export type StaffReport = Answer<'/api/reports/staff/', 'get'>;
export type SalesReport = Answer<'/api/reports/sales/', 'get'>;
export type WaitingReport = Answer<'/api/reports/waiting/', 'get'>;

/** A window of the reports: `from` and an exclusive `to` (`YYYY-MM-DD` read in the shop's zone). */
export interface ReportWindow {
  from?: string;
  to?: string;
}

/** Codes issued, prepared, handed out… per day or hour, with paid-to-handed-out times. */
export function getPickUpReport(query: PickUpReportQuery): Promise<PickUpReport> {
  return answer(api.GET('/api/reports/pick_up/', { params: { query } }));
}

/** Hand-outs, refusals and rollbacks per staff member. */
export function getStaffReport(window: ReportWindow): Promise<StaffReport> {
  return answer(api.GET('/api/reports/staff/', { params: { query: window } }));
}

/** Paid orders, revenue and discounts per day, and the top products. */
export function getSalesReport(window: ReportWindow): Promise<SalesReport> {
  return answer(
    api.GET('/api/reports/sales/', { params: { query: { ...window, interval: 'day' } } }),
  );
}

/** The packages waiting now per store; `expiring_soon` within `hours` (default 24). */
export function getWaitingReport(hours?: number): Promise<WaitingReport> {
  return answer(
    api.GET('/api/reports/waiting/', {
      params: { query: hours === undefined ? {} : { expiring_within: hours } },
    }),
  );
}
