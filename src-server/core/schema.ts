import type { CoreTables } from './tables';
import type { ShopTables } from '../modules/shops/tables';
import type { ShippingTables } from '../modules/shippings/tables';
import type { ShopfrontTables } from '../modules/shopfront/tables';
import type { SocialTables } from '../modules/social/tables';
import type { CustomerTables } from '../modules/customers/tables';

/** The whole database as Kysely sees it: one intersection of every area's tables. */
export type Database = CoreTables &
  ShopTables &
  ShippingTables &
  CustomerTables &
  SocialTables &
  ShopfrontTables;
