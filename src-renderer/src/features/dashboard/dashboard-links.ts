import type { RouteLocationRaw } from 'vue-router';

// Where each dashboard panel leads: the list it summarises, with the filters that select the
// same records (the lists read these from their URL).

/** Shop days, both included (`YYYY-MM-DD`). */
export type Days = [string, string];

/** The packages waiting now (unused and not run out), of one store or all. */
export const waitingPackagesLink = (store: number | null = null): RouteLocationRaw => ({
  name: 'packages',
  query: { key_status: 'unused', ...(store ? { offline_shop: String(store) } : {}) },
});

/** The waiting packages that run out before a time (a server timestamp). */
export const expiringPackagesLink = (before: string): RouteLocationRaw => ({
  name: 'packages',
  query: { key_status: 'unused', expires_before: before },
});

/** The counter history of some actions over whole shop days, of one staff member or store. */
export const historyLink = (
  actions: readonly string[],
  [first, last]: Days,
  { staff = null, store = null }: { staff?: number | null; store?: number | null } = {},
): RouteLocationRaw => ({
  name: 'history',
  query: {
    action: actions.join(','),
    from: `${first}T00:00:00`,
    to: `${last}T23:59:59`,
    ...(staff ? { staff: String(staff) } : {}),
    ...(store ? { offline_shop: String(store) } : {}),
  },
});

/** The paid orders of the days (the orders list filters by the day they were placed). */
export const paidOrdersLink = ([first, last]: Days): RouteLocationRaw => ({
  name: 'orders',
  query: { financial_status: 'paid', from: first, to: last },
});

/** A product sold, or the products list for lines of deleted products. */
export const productLink = (id: number | null): RouteLocationRaw =>
  id === null ? { name: 'products' } : { name: 'product', params: { id: String(id) } };
