import type { FastifyInstance } from 'fastify';
import { bindContext, type AppContext } from '../../context';
import type { ShopSettingsRow } from '../../db/tables/shops';
import type { OrderFulfilment, OrderPickUpCodes } from '../orders';
import type { ActionHistory } from '../shops';
import type { PickUpNotices } from '../notifications';
import { issueCode } from './codes';
import { createPickUpRepository } from './repository';
import { registerPickUpRoutes } from './routes';
import { createPickUpService } from './service';

export type { PickUpService } from './service';

/** How often the app stores `expired` on codes past their time (reads compute it anyway). */
export const EXPIRY_SWEEP_INTERVAL_MS = 60_000;

/**
 * Offline pick-up (docs/DESIGN.md §5): the code a paid pick-up order gets and the counter that checks,
 * hands out and rolls back its package. The orders area issues and voids codes in its own
 * transactions through `codes`; the counter fulfils orders through `orders`, a function
 * because the orders area is built after this one.
 */
export function createPickUpArea(
  context: AppContext,
  deps: {
    settings: () => Promise<ShopSettingsRow>;
    actions: Pick<ActionHistory, 'record' | 'recordAlone'>;
    orders: () => OrderFulfilment;
    notices?: PickUpNotices;
    sweepIntervalMs?: number;
  },
) {
  const { database, clock, timeZone } = context;
  const repo = createPickUpRepository();
  const pickUp = createPickUpService({
    database,
    clock,
    timeZone,
    settings: deps.settings,
    repo,
    orders: deps.orders,
    actions: deps.actions,
    // TRANSITION (issue 46): the counter calls the notices without the context until it takes one.
    notices: deps.notices && bindContext(context, deps.notices),
  });
  const codes: OrderPickUpCodes = {
    issue: (_ctx, trx, values) => issueCode(trx, repo, values),
    cancelOfOrder: async (_ctx, trx, orderId, now) => {
      await repo.cancelOfOrder(trx, orderId, now);
    },
  };
  return {
    pickUp,
    codes,
    register(app: FastifyInstance) {
      registerPickUpRoutes(app, {
        pickUp,
        presentOrder: (detail) => deps.orders().present(detail),
        timeZone,
      });
      // The serving app persists expiry periodically; the CLI builds areas without it.
      const timer = setInterval(() => {
        pickUp.sweepExpired().catch((error: unknown) => {
          app.log.error({ err: error }, 'pick-up code expiry sweep failed');
        });
      }, deps.sweepIntervalMs ?? EXPIRY_SWEEP_INTERVAL_MS);
      timer.unref();
      app.addHook('onClose', async () => clearInterval(timer));
    },
  };
}
