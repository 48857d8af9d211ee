import type { CoreTables } from './tables';
import type { ShopTables } from '../modules/shops/tables';
import type { ShippingTables } from '../modules/shippings/tables';

/** The whole database as Kysely sees it: one intersection of every area's tables. */
export type Database = CoreTables & ShopTables & ShippingTables;
