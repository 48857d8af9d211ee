import type { AppContext } from '../../context';
import type { AppDatabase, Db } from '../../db';
import type { Clock } from '../../lib/time';
import type { CustomerService } from '../customers';
import type { ShippingService } from '../shippings';
import type { ShopSettingsRow } from '../../db/tables/shops';
import type { StoreService } from '../shops';
import type { OrderRepository } from './repository';
import type { CheckoutRules, OrderHooks, OrderPickUpCodes } from '../../plugins';

export type { CheckoutRules, OrderHooks, OrderPickUpCodes, RejectedCode } from '../../plugins';

/** Where an order was placed from (its `information`). */
export interface OrderOrigin {
  ip: string;
  userAgent: string;
}

/** What the orders' operations stand on: the database, the clock and the other areas' sides. */
export interface OrderDeps {
  /** TRANSITION (issue 46): the context the plug-ins are called with. */
  app: AppContext;
  database: AppDatabase;
  clock: Clock;
  timeZone: () => Promise<string>;
  settings: () => Promise<ShopSettingsRow>;
  repo: OrderRepository;
  pickUpCodes: OrderPickUpCodes;
  customers: Pick<
    CustomerService,
    'findById' | 'findByIds' | 'findByMobile' | 'findOrCreateByMobile'
  >;
  shippings: Pick<ShippingService, 'places' | 'getMethod'>;
  stores: Pick<StoreService, 'findById' | 'findByIds' | 'firstId'>;
  catalog: { stockChanged(handle: Db, productIds: number[]): Promise<void> };
  checkout: CheckoutRules;
  hooks?: readonly OrderHooks[];
}

/** The deps as the operations take them: no hooks is an empty list. */
export type OrderContext = Omit<OrderDeps, 'hooks'> & { hooks: readonly OrderHooks[] };
