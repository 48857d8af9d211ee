import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { OrderPickUpCodes } from '../../plugins';
import { issueCode } from './codes';
import * as codes from './repository';
import { registerPickUpRoutes } from './routes';
import * as service from './service';

// For the demo, which hands out some of its codes at a counter.
export { check, consume, list, stockPrepare, sweepExpired } from './service';

/** How often the app stores `expired` on codes past their time (reads compute it anyway). */
export const EXPIRY_SWEEP_INTERVAL_MS = 60_000;

/**
 * The pick-up codes plug-in (plugins.ts): a paid pick-up order gets its code and a cancelled
 * order's code is void, in the orders' own transactions.
 */
export const pickUpCodes: OrderPickUpCodes = {
  issue: (_ctx, trx, values) => issueCode(trx, values),
  cancelOfOrder: async (_ctx, trx, orderId, now) => {
    await codes.updateCanceledOfOrder(trx, orderId, now);
  },
};

/**
 * Offline pick-up (docs/DESIGN.md §5): the code a paid pick-up order gets and the counter that
 * checks, hands out and rolls back its package. The serving app stores expiry every
 * `sweepIntervalMs` from its start to its close (the CLI registers nothing, and never sweeps).
 */
export function registerPickUp(
  app: FastifyInstance,
  ctx: AppContext,
  sweepIntervalMs = EXPIRY_SWEEP_INTERVAL_MS,
) {
  registerPickUpRoutes(app, ctx);
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      service.sweepExpired(ctx).catch((error: unknown) => {
        app.log.error({ err: error }, 'pick-up code expiry sweep failed');
      });
    }, sweepIntervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
