import type { CoreTables } from './tables';
import type { ShopTables } from '../modules/shops/tables';
import type { ShippingTables } from '../modules/shippings/tables';
import type { ShopfrontTables } from '../modules/shopfront/tables';
import type { SocialTables } from '../modules/social/tables';
import type { CustomerTables } from '../modules/customers/tables';
import type { OrderTables } from '../modules/orders/tables';
import type { DiscountTables } from '../modules/discounts/tables';
import type { WebhookTables } from '../modules/webhooks/tables';
import type { LoyaltyTables } from '../modules/loyalty/tables';

/** The whole database as Kysely sees it: one intersection of every area's tables. */
export type Database = CoreTables &
  ShopTables &
  ShippingTables &
  CustomerTables &
  SocialTables &
  ShopfrontTables &
  OrderTables &
  DiscountTables &
  WebhookTables &
  LoyaltyTables;
