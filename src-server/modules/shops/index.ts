import type { FastifyInstance } from 'fastify';
import { bindContext, type AppContext, type Bound } from '../../context';
import * as actions from './action-history';
import * as identity from './identity';
import { findFirstStoreId, findStoresByIds, findStoreById } from './repository';
import { registerShopRoutes } from './routes';
import * as shop from './service';
import * as staff from './staff';
import { registerStaffRoutes } from './staff-routes';
import * as stores from './stores';

export type { ActionValues } from './action-history';
export type { InitOptions, InitResult, SettingsPatch } from './service';
export type { StaffCreate, StaffPatch } from './staff';
export type { StoreInput, StorePatch } from './stores';
// The shop's settings and time zone: areas.ts gives them to every module as `ctx.settings()`
// and `ctx.timeZone()`; the set-up, the CLI and the demo write them.
export {
  initialize,
  isInitialised,
  lastSettings,
  markDemoLoaded,
  settings,
  timeZone,
} from './service';
// The auth hook's lookups (http/auth.ts) and the applications' tokens (the CLI's `app`).
export {
  createApplication,
  credentialResolver,
  listApplications,
  revokeApplication,
} from './identity';
// The staff accounts as the CLI lists and updates them (`staff reset-password`), and the
// stores and staff the demo makes.
export { create as createStaff, list as listStaff, update as updateStaff } from './staff';
export { create as createStore } from './stores';
// The stores as other modules read them, with the caller's handle (orders, pick-up codes).
export { findFirstStoreId, findStoreById, findStoresByIds };
// The action history: `recordAction` in the caller's transaction, `recordActionAlone` in none.
export { record as recordAction, recordAlone as recordActionAlone } from './action-history';

/** The shop's settings, sign-in, applications, stores, staff and action history routes. */
export function registerShops(app: FastifyInstance, ctx: AppContext) {
  registerShopRoutes(app, ctx);
  registerStaffRoutes(app, ctx);
}

// TRANSITION (issue 46; deleted when the modules, CLI, demo and tests below take `ctx`): the
// functions with the context given, under their former names, for `app.areas.shop`, `.identity`,
// `.stores`, `.staff`, `.actionHistory` and the modules that still take these objects. Only
// the functions that take `ctx` first are bound; the reads with the caller's handle stay.

const shopFunctions = {
  getSettings: shop.settings,
  lastSettings: shop.lastSettings,
  timeZone: shop.timeZone,
  updateSettings: shop.updateSettings,
  rotateWebhookSecret: shop.rotateWebhookSecret,
  markDemoLoaded: shop.markDemoLoaded,
  initialize: shop.initialize,
  isInitialised: shop.isInitialised,
};
const identityFunctions = {
  login: identity.login,
  logout: identity.logout,
  listApplications: identity.listApplications,
  createApplication: identity.createApplication,
  revokeApplication: identity.revokeApplication,
};
const storeFunctions = {
  count: stores.count,
  list: stores.list,
  get: stores.get,
  create: stores.create,
  update: stores.update,
};
const storeReads = {
  findById: findStoreById,
  findByIds: findStoresByIds,
  firstId: findFirstStoreId,
};
const staffFunctions = {
  count: staff.count,
  list: staff.list,
  get: staff.get,
  create: staff.create,
  update: staff.update,
};
const actionFunctions = {
  recordAlone: actions.recordAlone,
  count: actions.count,
  list: actions.list,
};

/** TRANSITION (issue 46): see above. */
export type ShopService = Bound<typeof shopFunctions>;
/** TRANSITION (issue 46): see above. */
export type IdentityService = Bound<typeof identityFunctions>;
/** TRANSITION (issue 46): see above. */
export type StoreService = Bound<typeof storeFunctions> & typeof storeReads;
/** TRANSITION (issue 46): see above. */
export type StaffService = Bound<typeof staffFunctions>;
/** TRANSITION (issue 46): see above; `record` takes the caller's transaction. */
export type ActionHistory = Bound<typeof actionFunctions> & { record: typeof actions.record };

/** TRANSITION (issue 46): the bound objects above, for areas.ts. */
export const shopServices = (ctx: AppContext) => ({
  shop: bindContext(ctx, shopFunctions) satisfies ShopService,
  identity: bindContext(ctx, identityFunctions) satisfies IdentityService,
  stores: { ...bindContext(ctx, storeFunctions), ...storeReads } satisfies StoreService,
  staff: bindContext(ctx, staffFunctions) satisfies StaffService,
  actions: {
    ...bindContext(ctx, actionFunctions),
    record: actions.record,
  } satisfies ActionHistory,
});
