import type { DashboardMessages } from './zh-CN';

/** The manager's dashboard. */
export const dashboardEn: DashboardMessages = {
  nav: {
    dashboard: 'Dashboard',
  },
  dashboard: {
    title: 'Dashboard',
    subtitle:
      'Packages waiting, hand-outs, pick-up times, refusals and sales. Click a figure or a bar to open its list.',
    updatedAt: 'Updated {time}',
    days: 'Days',
    from: 'From',
    to: 'To',
    store: 'Store (pick-up charts)',
    openList: 'Open the list',
    noData: 'Nothing yet',
    minutes: 'min',
    stats: {
      waiting: 'Packages waiting now',
      expiring: 'Expiring before {time}',
      handedOutToday: 'Handed out today',
      refused: 'Refused hand-outs (days shown)',
      conflicts: 'Offline conflicts to settle (days shown)',
      revenue: 'Revenue, {orders} paid orders (days shown)',
      discounts: 'Discounts (days shown)',
    },
    panels: {
      waiting: 'Waiting packages by store',
      hourly: 'Hand-outs per hour today',
      times: 'Time from payment to pick-up (per day)',
      staff: 'Refusals and hand-outs by staff',
      sales: 'Revenue and discounts per day',
      products: 'Top products (quantity)',
    },
    series: {
      prepared: 'Prepared',
      notPrepared: 'Not prepared',
      handedOut: 'Handed out',
      median: 'Median',
      p90: '90th percentile',
      refused: 'Refused',
      rolledBack: 'Rolled back',
      revenue: 'Revenue',
      discounts: 'Discounts',
      quantity: 'Quantity sold',
    },
  },
};
