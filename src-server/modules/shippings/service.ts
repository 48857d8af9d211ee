import type { z } from 'zod';
import type { AppDatabase, Db } from '../../db';
import { fieldError, invalid, notFound, type FieldErrors } from '../../http/errors';
import type { Clock } from '../../lib/time';
import { PlaceDirectory } from './places';
import type { ShippingRepository, ZoneValues } from './repository';
import type { groupPatch, methodCreate, methodPatch, quoteBody } from './schemas';
import type { ShippingMethodRow } from '../../db/tables/shippings';

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
  zones: Awaited<ReturnType<ShippingRepository['zonesOfMethods']>>;
  unsold: string[];
}

/** Shipping cost of `weight` (hundredths of kg) under first-unit / additional-unit rates. */
export function shippingCost(
  rates: { normal_price: number; normal_unit: number; over_price: number; over_unit: number },
  weight: number,
): number {
  if (weight <= rates.normal_unit) return rates.normal_price;
  // Each started additional unit is charged in full.
  return (
    rates.normal_price +
    Math.ceil((weight - rates.normal_unit) / rates.over_unit) * rates.over_price
  );
}

type Rates = Parameters<typeof shippingCost>[0];

/** What a quote reads of a method. */
export interface QuotableMethod {
  row: Rates &
    Pick<ShippingMethodRow, 'is_enabled' | 'free_shipping_policy' | 'free_shipping_price'>;
  zones: readonly (Rates & { place_codes: readonly string[] })[];
  unsold: readonly string[];
}

/**
 * Can the method deliver to the place whose code chain (most specific first) is `chain`, and
 * at what cost for `weight` (hundredths of kg) and `subtotal` (cents, for the free-shipping
 * policy). Unsold places and zones apply to their descendants; the most specific zone wins.
 * Pure, so the checkout prices orders with it too.
 */
export function quoteMethod(
  method: QuotableMethod,
  chain: readonly string[],
  weight: number,
  subtotal: number,
): { available: boolean; shippingCost: number | null } {
  const { row, zones, unsold } = method;
  if (row.is_enabled !== 1 || chain.some((code) => unsold.includes(code)))
    return { available: false, shippingCost: null };
  const zone = chain.map((code) => zones.find((z) => z.place_codes.includes(code))).find(Boolean);
  const free =
    row.free_shipping_policy === 'always' ||
    (row.free_shipping_policy === 'over_price' && subtotal >= row.free_shipping_price);
  return { available: true, shippingCost: free ? 0 : shippingCost(zone ?? row, weight) };
}

export type ShippingService = ReturnType<typeof createShippingService>;

interface ShippingDeps {
  database: AppDatabase;
  clock: Clock;
  repo: ShippingRepository;
}

/** What the service's functions share: its deps and the place directory, loaded once. */
interface ShippingContext extends ShippingDeps {
  db: Db;
  places: () => Promise<PlaceDirectory>;
}

async function details(
  ctx: ShippingContext,
  handle: Db,
  rows: ShippingMethodRow[],
  withZones: boolean,
): Promise<MethodDetail[]> {
  const ids = rows.map((row) => row.id);
  const [zones, unsold] = await Promise.all([
    withZones ? ctx.repo.zonesOfMethods(handle, ids) : [],
    ctx.repo.unsoldOfMethods(handle, ids),
  ]);
  return rows.map((row) => ({
    row,
    zones: zones.filter((zone) => zone.method_id === row.id),
    unsold: unsold.filter((u) => u.method_id === row.id).map((u) => u.place_code),
  }));
}

async function groupsWithMethods(
  ctx: ShippingContext,
  handle: Db,
  groups: Awaited<ReturnType<ShippingRepository['listGroups']>>,
  withZones: boolean,
) {
  const methods = await details(
    ctx,
    handle,
    await ctx.repo.methodsOfGroups(
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

async function requireGroup(ctx: ShippingContext, handle: Db, id: number) {
  const group = await ctx.repo.findGroup(handle, id);
  if (!group) throw notFound('No shipping method group with this id.');
  return group;
}

async function requireMethod(ctx: ShippingContext, handle: Db, id: number) {
  const method = await ctx.repo.findMethod(handle, id);
  if (!method) throw notFound('No shipping method with this id.');
  return method;
}

async function checkPlaceCodes(
  ctx: ShippingContext,
  codes: string[],
  field: string,
  errors: FieldErrors,
) {
  const directory = await ctx.places();
  const seen = new Set<string>();
  codes.forEach((code, index) => {
    if (!directory.findByCode(code))
      (errors[`${field}.${index}`] ??= []).push(`Unknown place code ${code}.`);
    else if (seen.has(code))
      (errors[`${field}.${index}`] ??= []).push(`Place ${code} is listed twice.`);
    seen.add(code);
  });
}

async function listGroups(ctx: ShippingContext, limit: number, offset: number) {
  return groupsWithMethods(ctx, ctx.db, await ctx.repo.listGroups(ctx.db, limit, offset), false);
}

async function getGroup(ctx: ShippingContext, id: number) {
  const [entry] = await groupsWithMethods(ctx, ctx.db, [await requireGroup(ctx, ctx.db, id)], true);
  return entry!;
}

async function createGroup(ctx: ShippingContext) {
  const { database, clock, repo } = ctx;
  const now = clock.now();
  const id = await database.transaction(async (trx) => {
    // The shop's first group becomes its default.
    const isFirst = (await repo.firstGroupId(trx)) === null;
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

async function updateGroup(ctx: ShippingContext, id: number, patch: GroupPatch) {
  const { database, clock, repo } = ctx;
  const now = clock.now();
  await database.transaction(async (trx) => {
    await requireGroup(ctx, trx, id);
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

async function deleteGroup(ctx: ShippingContext, id: number) {
  const { database, clock, repo } = ctx;
  await database.transaction(async (trx) => {
    const group = await requireGroup(ctx, trx, id);
    await repo.deleteGroup(trx, id);
    // The shop keeps a default group while it has any: the oldest one takes over.
    if (group.is_default === 1) {
      const next = await repo.firstGroupId(trx);
      if (next !== null)
        await repo.updateGroup(trx, next, { is_default: 1, updated_at: clock.now() });
    }
  });
}

async function listMethods(ctx: ShippingContext, limit: number, offset: number) {
  return details(ctx, ctx.db, await ctx.repo.listMethods(ctx.db, limit, offset), false);
}

async function getMethod(ctx: ShippingContext, id: number): Promise<MethodDetail> {
  const [detail] = await details(ctx, ctx.db, [await requireMethod(ctx, ctx.db, id)], true);
  return detail!;
}

/**
 * Extension: a method added to a group, its rates those of a new group's first method
 * unless given, enabled unless said otherwise.
 */
async function createMethod(ctx: ShippingContext, input: MethodCreate) {
  const { database, clock, repo } = ctx;
  const errors: FieldErrors = {};
  if (input.unsold_place_codes)
    await checkPlaceCodes(ctx, input.unsold_place_codes, 'unsold_place_codes', errors);
  for (const [index, zone] of (input.shipping_zones ?? []).entries())
    await checkPlaceCodes(ctx, zone.place_codes, `shipping_zones.${index}.place_codes`, errors);
  const now = clock.now();
  const id = await database.transaction(async (trx) => {
    if (!(await repo.findGroup(trx, input.group_id)))
      (errors.group_id ??= []).push('No shipping method group with this id.');
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

async function updateMethod(ctx: ShippingContext, id: number, patch: MethodPatch) {
  const { database, clock, repo } = ctx;
  const errors: FieldErrors = {};
  if (patch.unsold_place_codes)
    await checkPlaceCodes(ctx, patch.unsold_place_codes, 'unsold_place_codes', errors);
  for (const [index, zone] of (patch.shipping_zones ?? []).entries()) {
    await checkPlaceCodes(ctx, zone.place_codes, `shipping_zones.${index}.place_codes`, errors);
  }
  const now = clock.now();
  await database.transaction(async (trx) => {
    await requireMethod(ctx, trx, id);
    if (patch.group_id !== undefined && !(await repo.findGroup(trx, patch.group_id))) {
      (errors.group_id ??= []).push('No shipping method group with this id.');
    }
    if (patch.shipping_zones) {
      const own = new Set((await repo.zonesOfMethods(trx, [id])).map((zone) => zone.id));
      patch.shipping_zones.forEach((zone, index) => {
        if (zone.id !== undefined && !own.has(zone.id)) {
          (errors[`shipping_zones.${index}.id`] ??= []).push(
            'This zone does not belong to the method.',
          );
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
async function quote(
  ctx: ShippingContext,
  id: number,
  input: QuoteInput,
): Promise<{ available: boolean; shippingCost: number | null }> {
  const directory = await ctx.places();
  if (!directory.findByCode(input.place_code))
    throw fieldError('place_code', `Unknown place code ${input.place_code}.`);
  const chain = directory.chain(input.place_code).map((place) => place.code);
  return quoteMethod(await getMethod(ctx, id), chain, input.total_weight, input.subtotal);
}

export function createShippingService(deps: ShippingDeps) {
  const { database, repo } = deps;
  const { db } = database;
  let directory: Promise<PlaceDirectory> | null = null;

  const places = () => (directory ??= repo.allPlaces(db).then((rows) => new PlaceDirectory(rows)));
  const ctx: ShippingContext = { ...deps, db, places };

  return {
    places,

    countGroups: () => repo.countGroups(db),
    listGroups: (limit: number, offset: number) => listGroups(ctx, limit, offset),
    getGroup: (id: number) => getGroup(ctx, id),
    createGroup: () => createGroup(ctx),
    updateGroup: (id: number, patch: GroupPatch) => updateGroup(ctx, id, patch),
    deleteGroup: (id: number) => deleteGroup(ctx, id),

    countMethods: () => repo.countMethods(db),
    listMethods: (limit: number, offset: number) => listMethods(ctx, limit, offset),
    getMethod: (id: number) => getMethod(ctx, id),
    createMethod: (input: MethodCreate) => createMethod(ctx, input),
    updateMethod: (id: number, patch: MethodPatch) => updateMethod(ctx, id, patch),
    quote: (id: number, input: QuoteInput) => quote(ctx, id, input),
  };
}
