import type { AppDatabase, Db } from '../../db';
import { notFound } from '../../http/errors';
import type { Clock } from '../../lib/time';
import { isManager, type Actor } from '../../http/auth';
import type { ShopSettingsRow } from '../../db/tables/shops';
import type { OrderFulfilment } from '../orders';
import type { ActionHistory } from '../shops';
import type { Bound } from '../../context';
import type { PickUpNotices } from '../notifications';
import type { PickUpRepository } from './repository';
import { wrongStore } from './refusals';

/** What the pick-up service is built from (createPickUpService's one parameter). */
export interface PickUpDeps {
  database: AppDatabase;
  clock: Clock;
  timeZone: () => Promise<string>;
  settings: () => Promise<ShopSettingsRow>;
  repo: PickUpRepository;
  /** What the counter does to orders; a function: the orders area is built after this one. */
  orders: () => OrderFulfilment;
  actions: Pick<ActionHistory, 'record' | 'recordAlone'>;
  /** The customer's ready notice and reminder (docs/NOTIFICATIONS.md). */
  notices?: Bound<PickUpNotices>;
}

export const HOUR = 60 * 60 * 1000;

/** A staff member works at his store; a manager at every store. */
export const worksAt = (actor: Actor, storeId: number) =>
  isManager(actor) || actor.offlineShopId === storeId;

/** A code the actor may act on, by id: 404 unknown, 403 `wrong_store`. */
export async function requireOwn(
  repo: PickUpRepository,
  handle: Db,
  actor: Actor,
  id: number,
  now: number,
  zone: string,
) {
  const record = await repo.findById(handle, id, now);
  if (!record) throw notFound('No pick-up code with this id.');
  if (!worksAt(actor, record.offline_shop_id)) throw wrongStore(record, zone);
  return record;
}
