import type { AppContext } from '../../context';
import * as orders from './repository';

/*
 * The orders' operations, one file each: reading (details.ts), create and preview with their
 * pricing input (create.ts, draft.ts), pay, cancel, fulfil and refund. The routes call them
 * as `orders.pay(ctx, …)`.
 */
export { cancel } from './cancel';
export { create, preview } from './create';
export { count, get, list, places, present } from './details';
export { fulfill } from './fulfill';
export { pay } from './pay';
export { refund } from './refund';

/** Demo data: moves an order's history `ms` into the past (its code may expire so). */
export const backdate = (ctx: AppContext, id: number, ms: number) =>
  ctx.database.transaction((trx) => orders.updateShiftedBack(trx, id, ms));
