import type { z } from 'zod';
import { perContext, type AppContext } from '../../context';
import type { Db } from '../../db';
import { fieldError, invalid, notFound, type FieldMessages } from '../../http/errors';
import { PlaceDirectory } from './places';
import { quoteMethod } from './quote';
import * as repo from './repository';
import type { ZoneValues } from './repository';
import type { groupPatch, methodCreate, methodPatch, quoteBody } from './schemas';
import type { ShippingMethodRow } from '../../db/tables/shippings';
import { msg } from '../../lib/i18n';

export type GroupPatch = z.output<typeof groupPatch>;
export type MethodPatch = z.output<typeof methodPatch>;
export type MethodCreate = z.output<typeof methodCreate>;
export type QuoteInput = z.output<typeof quoteBody>;

/** docs/DESIGN.md §6: a new group comes with two methods, the first enabled, the second disabled. */
const DEFAULT_METHODS = [
  {
    title: '普通快递',
    is_enabled: 1,
    normal_price: 10_00,
    normal_unit: 1_00,
    over_price: 5_00,
    over_unit: 1_00,
  },
  {
    title: '加急快递',
    is_enabled: 0,
    normal_price: 20_00,
    normal_unit: 1_00,
    over_price: 10_00,
    over_unit: 1_00,
  },
];

export interface MethodDetail {
  row: ShippingMethodRow;
  zones: Awaited<ReturnType<typeof repo.listZonesOfMethods>>;
  unsold: string[];
}

/** The place directory of an app, loaded from the database once, when first asked for. */
const directoryOf = perContext((ctx: AppContext) =>
  repo.listPlaces(ctx.database.db).then((rows) => new PlaceDirectory(rows)),
);

/** The place directory (the places table never changes while the app runs). */
export const places = (ctx: AppContext): Promise<PlaceDirectory> => directoryOf(ctx);

async function details(
  handle: Db,
  rows: ShippingMethodRow[],
  withZones: boolean,
): Promise<MethodDetail[]> {
  const ids = rows.map((row) => row.id);
  const [zones, unsold] = await Promise.all([
    withZones ? repo.listZonesOfMethods(handle, ids) : [],
    repo.listUnsoldOfMethods(handle, ids),
  ]);
  return rows.map((row) => ({
    row,
    zones: zones.filter((zone) => zone.method_id === row.id),
    unsold: unsold.filter((u) => u.method_id === row.id).map((u) => u.place_code),
  }));
}

async function groupsWithMethods(
  handle: Db,
  groups: Awaited<ReturnType<typeof repo.listGroups>>,
  withZones: boolean,
) {
  const methods = await details(
    handle,
    await repo.listMethodsOfGroups(
      handle,
      groups.map((g) => g.id),
    ),
    withZones,
  );
  return groups.map((group) => ({
    group,
    methods: methods.filter((m) => m.row.group_id === group.id),
  }));
}

async function requireGroup(handle: Db, id: number) {
  const group = await repo.findGroup(handle, id);
  if (!group) throw notFound(msg('shipping.group_not_found'));
  return group;
}

async function requireMethod(handle: Db, id: number) {
  const method = await repo.findMethod(handle, id);
  if (!method) throw notFound(msg('orders.shipping_method_not_found'));
  return method;
}

async function checkPlaceCodes(
  ctx: AppContext,
  codes: string[],
  field: string,
  errors: FieldMessages,
) {
  const directory = await places(ctx);
  const seen = new Set<string>();
  codes.forEach((code, index) => {
    if (!directory.findByCode(code))
      (errors[`${field}.${index}`] ??= []).push(msg('orders.place_unknown', { code }));
    else if (seen.has(code))
      (errors[`${field}.${index}`] ??= []).push(msg('shipping.place_twice', { code }));
    seen.add(code);
  });
}

export async function listGroups(ctx: AppContext, limit: number, offset: number) {
  return groupsWithMethods(
    ctx.database.db,
    await repo.listGroups(ctx.database.db, limit, offset),
    false,
  );
}

export async function getGroup(ctx: AppContext, id: number) {
  const [entry] = await groupsWithMethods(
    ctx.database.db,
    [await requireGroup(ctx.database.db, id)],
    true,
  );
  return entry!;
}

export async function createGroup(ctx: AppContext) {
  const { database, clock } = ctx;
  const now = clock.now();
  const id = await database.transaction(async (trx) => {
    // The shop's first group becomes its default.
    const isFirst = (await repo.findFirstGroupId(trx)) === null;
    const { id } = await repo.insertGroup(trx, {
      title: '',
      rate_type: 'fixed',
      is_default: isFirst ? 1 : 0,
      created_at: now,
      updated_at: now,
    });
    for (const method of DEFAULT_METHODS) {
      await repo.insertMethod(trx, {
        ...method,
        group_id: id,
        rate_type: 'fixed',
        free_shipping_policy: 'nope',
        free_shipping_price: 0,
        metafield: '{}',
        created_at: now,
        updated_at: now,
      });
    }
    return id;
  });
  return getGroup(ctx, id);
}

export async function updateGroup(ctx: AppContext, id: number, patch: GroupPatch) {
  const { database, clock } = ctx;
  const now = clock.now();
  await database.transaction(async (trx) => {
    await requireGroup(trx, id);
    if (patch.is_default) await repo.clearDefaultGroup(trx, now);
    await repo.updateGroup(trx, id, {
      ...(patch.title !== undefined && { title: patch.title }),
      ...(patch.rate_type !== undefined && { rate_type: patch.rate_type }),
      ...(patch.is_default && { is_default: 1 }),
      updated_at: now,
    });
  });
  return getGroup(ctx, id);
}

export async function deleteGroup(ctx: AppContext, id: number) {
  const { database, clock } = ctx;
  await database.transaction(async (trx) => {
    const group = await requireGroup(trx, id);
    await repo.deleteGroup(trx, id);
    // The shop keeps a default group while it has any: the oldest one takes over.
    if (group.is_default === 1) {
      const next = await repo.findFirstGroupId(trx);
      if (next !== null)
        await repo.updateGroup(trx, next, { is_default: 1, updated_at: clock.now() });
    }
  });
}

export async function listMethods(ctx: AppContext, limit: number, offset: number) {
  return details(ctx.database.db, await repo.listMethods(ctx.database.db, limit, offset), false);
}

export async function getMethod(ctx: AppContext, id: number): Promise<MethodDetail> {
  const [detail] = await details(ctx.database.db, [await requireMethod(ctx.database.db, id)], true);
  return detail!;
}

/**
 * Extension: a method added to a group, its rates those of a new group's first method
 * unless given, enabled unless said otherwise.
 */
export async function createMethod(ctx: AppContext, input: MethodCreate) {
  const { database, clock } = ctx;
  const errors: FieldMessages = {};
  if (input.unsold_place_codes)
    await checkPlaceCodes(ctx, input.unsold_place_codes, 'unsold_place_codes', errors);
  for (const [index, zone] of (input.shipping_zones ?? []).entries())
    await checkPlaceCodes(ctx, zone.place_codes, `shipping_zones.${index}.place_codes`, errors);
  const now = clock.now();
  const id = await database.transaction(async (trx) => {
    if (!(await repo.findGroup(trx, input.group_id)))
      (errors.group_id ??= []).push(msg('shipping.group_not_found'));
    if (Object.keys(errors).length) throw invalid(errors);
    const { shipping_zones, unsold_place_codes, is_enabled, ...fields } = input;
    const { id } = await repo.insertMethod(trx, {
      ...DEFAULT_METHODS[0]!,
      rate_type: 'fixed',
      free_shipping_policy: 'nope',
      free_shipping_price: 0,
      metafield: '{}',
      ...fields,
      is_enabled: is_enabled === false ? 0 : 1,
      created_at: now,
      updated_at: now,
    });
    // New zones only: ids of other methods' zones are no zones of this one.
    const zones = (shipping_zones ?? []).map(({ id: _id, ...zone }) => zone);
    if (zones.length) await repo.replaceZones(trx, id, zones as ZoneValues[]);
    if (unsold_place_codes?.length) await repo.replaceUnsold(trx, id, unsold_place_codes);
    return id;
  });
  return getMethod(ctx, id);
}

export async function updateMethod(ctx: AppContext, id: number, patch: MethodPatch) {
  const { database, clock } = ctx;
  const errors: FieldMessages = {};
  if (patch.unsold_place_codes)
    await checkPlaceCodes(ctx, patch.unsold_place_codes, 'unsold_place_codes', errors);
  for (const [index, zone] of (patch.shipping_zones ?? []).entries()) {
    await checkPlaceCodes(ctx, zone.place_codes, `shipping_zones.${index}.place_codes`, errors);
  }
  const now = clock.now();
  await database.transaction(async (trx) => {
    await requireMethod(trx, id);
    if (patch.group_id !== undefined && !(await repo.findGroup(trx, patch.group_id))) {
      (errors.group_id ??= []).push(msg('shipping.group_not_found'));
    }
    if (patch.shipping_zones) {
      const own = new Set((await repo.listZonesOfMethods(trx, [id])).map((zone) => zone.id));
      patch.shipping_zones.forEach((zone, index) => {
        if (zone.id !== undefined && !own.has(zone.id)) {
          (errors[`shipping_zones.${index}.id`] ??= []).push(msg('shipping.zone_of_other_method'));
        }
      });
    }
    if (Object.keys(errors).length) throw invalid(errors);

    const { shipping_zones, unsold_place_codes, is_enabled, ...fields } = patch;
    await repo.updateMethod(trx, id, {
      ...fields,
      ...(is_enabled !== undefined && { is_enabled: is_enabled ? 1 : 0 }),
      updated_at: now,
    });
    if (shipping_zones) await repo.replaceZones(trx, id, shipping_zones as ZoneValues[]);
    if (unsold_place_codes) await repo.replaceUnsold(trx, id, unsold_place_codes);
  });
  return getMethod(ctx, id);
}

/**
 * Extension: can the method deliver to a place, and at what cost. Unsold places and zones
 * apply to their descendants; the most specific zone wins.
 */
export async function quote(
  ctx: AppContext,
  id: number,
  input: QuoteInput,
): Promise<{ available: boolean; shippingCost: number | null }> {
  const directory = await places(ctx);
  if (!directory.findByCode(input.place_code))
    throw fieldError('place_code', msg('orders.place_unknown', { code: input.place_code }));
  const chain = directory.chain(input.place_code).map((place) => place.code);
  return quoteMethod(await getMethod(ctx, id), chain, input.total_weight, input.subtotal);
}

export const countGroups = (ctx: AppContext) => repo.countGroups(ctx.database.db);
export const countMethods = (ctx: AppContext) => repo.countMethods(ctx.database.db);
