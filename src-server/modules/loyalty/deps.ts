import type { AppDatabase } from '../../db';
import type { Clock } from '../../lib/time';
import type { CustomerService } from '../customers';
import type { OrderService } from '../orders';
import type { LoyaltyRepository } from './repository';

/** What the history reads of orders: the orders area, built after loyalty (its hooks). */
export type LoyaltyOrders = Pick<OrderService, 'list' | 'places'>;

/** What the loyalty service's functions work with (bound once by createLoyaltyService). */
export interface LoyaltyDeps {
  database: AppDatabase;
  clock: Clock;
  timeZone: () => Promise<string>;
  repo: LoyaltyRepository;
  customers: Pick<CustomerService, 'findById' | 'findByIds'>;
  /** Called when the history is read (the orders area is built after this one). */
  orders: () => LoyaltyOrders;
}
