import type { EventTables } from './tables/events';
import type { ShopTables } from './tables/shops';
import type { ShippingTables } from './tables/shippings';
import type { ShopfrontTables } from './tables/shopfront';
import type { SocialTables } from './tables/social';
import type { CustomerTables } from './tables/customers';
import type { OrderTables } from './tables/orders';
import type { PickUpTables } from './tables/pick-up';
import type { DiscountTables } from './tables/discounts';
import type { WebhookTables } from './tables/webhooks';
import type { LoyaltyTables } from './tables/loyalty';
import type { NotificationTables } from './tables/notifications';

/** The whole database as Kysely sees it: one intersection of every area's tables. */
export type Database = EventTables &
  ShopTables &
  ShippingTables &
  CustomerTables &
  SocialTables &
  ShopfrontTables &
  OrderTables &
  PickUpTables &
  DiscountTables &
  WebhookTables &
  LoyaltyTables &
  NotificationTables;
