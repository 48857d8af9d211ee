import { perContext, type AppContext } from '../../context';
import type { OrderFulfilment } from '../orders';

/**
 * TRANSITION (issue 46; deleted when the orders module exports its functions): what the
 * pick-up module is still handed by areas.ts, kept per app. The counter reaches an order's
 * fulfilment through `fulfilment` only.
 */
export interface PickUpInjected {
  /** What the counter does to orders; a function: the orders area is built after this one. */
  orders: () => OrderFulfilment;
}

const injectedOf = perContext((): Partial<PickUpInjected> => ({}));

/** Hands the pick-up module of this app what it still gets injected. */
export function providePickUpDeps(ctx: AppContext, deps: PickUpInjected) {
  Object.assign(injectedOf(ctx), deps);
}

function injected(ctx: AppContext): PickUpInjected {
  const deps = injectedOf(ctx);
  if (!deps.orders) throw new Error('The pick-up module was given no orders.');
  return deps as PickUpInjected;
}

/** The orders module's fulfilment functions (handOut, markUnfulfilled, insertTimeline …). */
export const fulfilment = (ctx: AppContext) => injected(ctx).orders();
