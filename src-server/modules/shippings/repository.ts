import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db';
import type {
  ShippingMethodGroupTable,
  ShippingMethodTable,
  ShippingZoneRow,
} from '../../db/tables/shippings';
import { countRows } from '../../db/query';

const groupColumns = [
  'id',
  'title',
  'rate_type',
  'is_default',
  'created_at',
  'updated_at',
] as const;
const methodColumns = [
  'id',
  'group_id',
  'rate_type',
  'is_enabled',
  'title',
  'normal_price',
  'normal_unit',
  'over_price',
  'over_unit',
  'free_shipping_policy',
  'free_shipping_price',
  'metafield',
  'created_at',
  'updated_at',
] as const;
const zoneColumns = [
  'id',
  'method_id',
  'title',
  'position',
  'normal_price',
  'normal_unit',
  'over_price',
  'over_unit',
] as const;

export interface ZoneValues {
  id?: number;
  title: string;
  normal_price: number;
  normal_unit: number;
  over_price: number;
  over_unit: number;
  place_codes: string[];
}

export const listPlaces = (db: Db) =>
  db
    .selectFrom('place')
    .select(['id', 'code', 'name', 'short_name', 'pinyin', 'parent_id', 'area'])
    .orderBy('id')
    .execute();

// Groups.
export const countGroups = async (db: Db) => countRows(db.selectFrom('shipping_method_group'));

export const listGroups = (db: Db, limit: number, offset: number) =>
  db
    .selectFrom('shipping_method_group')
    .select(groupColumns)
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();

export const findGroup = (db: Db, id: number) =>
  db
    .selectFrom('shipping_method_group')
    .select(groupColumns)
    .where('id', '=', id)
    .executeTakeFirst();

export const findFirstGroupId = async (db: Db) =>
  (
    await db
      .selectFrom('shipping_method_group')
      .select('id')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst()
  )?.id ?? null;

export const insertGroup = (db: Db, values: Insertable<ShippingMethodGroupTable>) =>
  db.insertInto('shipping_method_group').values(values).returning('id').executeTakeFirstOrThrow();

export const updateGroup = (db: Db, id: number, values: Updateable<ShippingMethodGroupTable>) =>
  db.updateTable('shipping_method_group').set(values).where('id', '=', id).execute();

export const clearDefaultGroup = (db: Db, now: number) =>
  db
    .updateTable('shipping_method_group')
    .set({ is_default: 0, updated_at: now })
    .where('is_default', '=', 1)
    .execute();

export const deleteGroup = (db: Db, id: number) =>
  db.deleteFrom('shipping_method_group').where('id', '=', id).execute();

// Methods.
export const countMethods = async (db: Db) => countRows(db.selectFrom('shipping_method'));

export const listMethods = (db: Db, limit: number, offset: number) =>
  db
    .selectFrom('shipping_method')
    .select(methodColumns)
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();

export const listMethodsOfGroups = (db: Db, groupIds: number[]) =>
  groupIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('shipping_method')
        .select(methodColumns)
        .where('group_id', 'in', groupIds)
        .orderBy('id')
        .execute();

export const findMethod = (db: Db, id: number) =>
  db.selectFrom('shipping_method').select(methodColumns).where('id', '=', id).executeTakeFirst();

export const insertMethod = (db: Db, values: Insertable<ShippingMethodTable>) =>
  db.insertInto('shipping_method').values(values).returning('id').executeTakeFirstOrThrow();

export const updateMethod = (db: Db, id: number, values: Updateable<ShippingMethodTable>) =>
  db.updateTable('shipping_method').set(values).where('id', '=', id).execute();

// Zones and unsold places.
export async function listZonesOfMethods(
  db: Db,
  methodIds: number[],
): Promise<(ShippingZoneRow & { place_codes: string[] })[]> {
  if (methodIds.length === 0) return [];
  const zones = await db
    .selectFrom('shipping_zone')
    .select(zoneColumns)
    .where('method_id', 'in', methodIds)
    .orderBy('method_id')
    .orderBy('position')
    .execute();
  if (zones.length === 0) return [];
  const places = await db
    .selectFrom('shipping_zone_place')
    .select(['zone_id', 'place_code'])
    .where(
      'zone_id',
      'in',
      zones.map((z) => z.id),
    )
    .orderBy('place_code')
    .execute();
  return zones.map((zone) => ({
    ...zone,
    place_codes: places.filter((p) => p.zone_id === zone.id).map((p) => p.place_code),
  }));
}

export const listUnsoldOfMethods = (db: Db, methodIds: number[]) =>
  methodIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('shipping_unsold_place')
        .select(['method_id', 'place_code'])
        .where('method_id', 'in', methodIds)
        .orderBy('place_code')
        .execute();

/** Replaces a method's zones: listed ids are updated, new ones inserted, the rest deleted. */
export async function replaceZones(db: Db, methodId: number, zones: ZoneValues[]) {
  const keep = zones.flatMap((z) => (z.id === undefined ? [] : [z.id]));
  let stale = db.deleteFrom('shipping_zone').where('method_id', '=', methodId);
  if (keep.length) stale = stale.where('id', 'not in', keep);
  await stale.execute();
  for (const [position, zone] of zones.entries()) {
    const { id, place_codes, ...rates } = zone;
    let zoneId: number;
    if (id === undefined) {
      zoneId = (
        await db
          .insertInto('shipping_zone')
          .values({ ...rates, method_id: methodId, position })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    } else {
      zoneId = id;
      await db
        .updateTable('shipping_zone')
        .set({ ...rates, position })
        .where('id', '=', id)
        .execute();
      await db.deleteFrom('shipping_zone_place').where('zone_id', '=', id).execute();
    }
    if (place_codes.length) {
      await db
        .insertInto('shipping_zone_place')
        .values(place_codes.map((place_code) => ({ zone_id: zoneId, place_code })))
        .execute();
    }
  }
}

export async function replaceUnsold(db: Db, methodId: number, codes: string[]) {
  await db.deleteFrom('shipping_unsold_place').where('method_id', '=', methodId).execute();
  if (codes.length) {
    await db
      .insertInto('shipping_unsold_place')
      .values(codes.map((place_code) => ({ method_id: methodId, place_code })))
      .execute();
  }
}
