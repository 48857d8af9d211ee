import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { findFirstStoreId, findStoresByIds, findStoreById } from './repository';
import { registerShopRoutes } from './routes';
import { registerStaffRoutes } from './staff-routes';

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
// A clerk as he was at an offline hand-out's time, in the consume's transaction (pick-up).
export { memberAt, type MemberAt } from './offline-sign-in';

/** The shop's settings, sign-in, applications, stores, staff and action history routes. */
export function registerShops(app: FastifyInstance, ctx: AppContext) {
  registerShopRoutes(app, ctx);
  registerStaffRoutes(app, ctx);
}
