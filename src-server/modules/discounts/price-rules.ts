import type { AppContext } from '../../context';
import { fromBool, type Db } from '../../db';
import { conflict, invalid, notFound, type FieldMessages } from '../../http/errors';
import type { FilterValues } from '../../http/filters';
import { parseTimestamp } from '../../lib/time';
import { addError, type PriceRuleBody } from './common';
import * as repo from './repository';
import { noEntitlements, type Entitlements } from './repository';
import { priceRuleFilters, type RuleDetail } from './schemas';
import type { PriceRuleRow, PriceRuleTable } from '../../db/tables/discounts';
import { msg } from '../../lib/i18n';

// Loading records with what their shapes embed.

export async function ruleDetails(handle: Db, rows: PriceRuleRow[]): Promise<RuleDetail[]> {
  const entitled = await repo.listEntitlements(
    handle,
    rows.filter((row) => row.target_selection === 'entitled').map((row) => row.id),
  );
  return rows.map((row) => ({ row, entitled: entitled.get(row.id) ?? noEntitlements() }));
}

export async function requireRule(handle: Db, id: number) {
  const row = await repo.findRule(handle, id);
  if (!row) throw notFound(msg('discounts.rule_not_found'));
  return row;
}

/** The entitlements a rule body names; every unknown id or title is an error at its index. */
async function resolveEntitlements(
  handle: Db,
  input: PriceRuleBody,
  prefix: string,
  errors: FieldMessages,
): Promise<Entitlements> {
  if (input.target_selection !== 'entitled') return noEntitlements();
  const checkIds = async (
    table: 'product' | 'collection' | 'category',
    field: string,
    ids: number[],
  ) => {
    const existing = await repo.listExistingIds(handle, table, ids);
    ids.forEach((id, index) => {
      if (!existing.has(id))
        addError(
          errors,
          `${prefix}${field}.${index}`,
          msg('discounts.entitled_not_found', { table }),
        );
    });
    return ids;
  };
  const titles = input.entitled_vendor_titles ?? [];
  const vendors = new Map(
    (await repo.findVendorsByTitles(handle, titles)).map((vendor) => [vendor.title, vendor]),
  );
  titles.forEach((title, index) => {
    if (!vendors.has(title))
      addError(
        errors,
        `${prefix}entitled_vendor_titles.${index}`,
        msg('discounts.vendor_not_found'),
      );
  });
  return {
    productIds: await checkIds('product', 'entitled_product_ids', input.entitled_product_ids ?? []),
    collectionIds: await checkIds(
      'collection',
      'entitled_collection_ids',
      input.entitled_collection_ids ?? [],
    ),
    categoryIds: await checkIds(
      'category',
      'entitled_category_ids',
      input.entitled_category_ids ?? [],
    ),
    vendors: titles.flatMap((title) => {
      const vendor = vendors.get(title);
      return vendor ? [vendor] : [];
    }),
  };
}

/** A rule body's stored columns (the entitlements aside). */
function ruleValues(
  input: PriceRuleBody,
  window: { startsAt: number | null; endsAt: number | null },
  now: number,
): Omit<PriceRuleTable, 'id' | 'created_at' | 'times_used'> {
  return {
    title: input.title,
    verbose_title: input.verbose_title,
    is_enabled: fromBool(input.is_enabled),
    priority: input.priority,
    usage_limit: input.usage_limit,
    once_per_customer: fromBool(input.once_per_customer),
    target_selection: input.target_selection,
    target_type: input.target_type,
    allocation_method: input.allocation_method,
    value: input.value,
    value_type: input.value_type,
    accumulate: fromBool(input.accumulate),
    automatic_discount: fromBool(input.automatic_discount),
    starts_at: window.startsAt,
    ends_at: window.endsAt,
    prerequisite_quantity_min: input.prerequisite_quantity_range?.greater_than_or_equal_to ?? null,
    prerequisite_subtotal_min: input.prerequisite_subtotal_range?.greater_than_or_equal_to ?? null,
    prerequisite_shipping_price_max:
      input.prerequisite_shipping_price_range?.less_than_or_equal_to ?? null,
    prerequisite_ratio_quantity:
      input.prerequisite_to_entitlement_quantity_ratio?.prerequisite_quantity ?? null,
    entitled_ratio_quantity:
      input.prerequisite_to_entitlement_quantity_ratio?.entitled_quantity ?? null,
    allocation_limit: input.allocation_limit,
    updated_at: now,
  };
}

/**
 * Checks what a rule body needs the database and the shop's zone for, then inserts the rule
 * (no `id`) or replaces it; field paths start with `prefix` (`price_rule.` in a coupon).
 */
export async function writeRule(
  handle: Db,
  input: PriceRuleBody,
  options: { prefix: string; zone: string; now: number; id?: number; errors?: FieldMessages },
): Promise<number> {
  const { prefix, zone, now } = options;
  const errors: FieldMessages = options.errors ?? {};
  // Offset-less body timestamps are read in the shop's time zone (docs/DESIGN.md §2).
  const startsAt = input.starts_at === null ? null : parseTimestamp(input.starts_at, zone)!;
  const endsAt = input.ends_at === null ? null : parseTimestamp(input.ends_at, zone)!;
  if (startsAt !== null && endsAt !== null && endsAt < startsAt)
    addError(errors, `${prefix}ends_at`, msg('discounts.ends_before_start'));
  const entitled = await resolveEntitlements(handle, input, prefix, errors);
  if (Object.keys(errors).length) throw invalid(errors);

  const values = ruleValues(input, { startsAt, endsAt }, now);
  let id = options.id;
  if (id === undefined) id = await repo.insertRule(handle, { ...values, created_at: now });
  else await repo.updateRule(handle, id, values);
  await repo.updateEntitlements(handle, id, entitled);
  return id;
}

export async function rulePage(ctx: AppContext, query: FilterValues) {
  const { database } = ctx;
  const { db } = database;
  const where = priceRuleFilters.conditions(query, { timeZone: await ctx.timeZone() });
  return {
    count: () => repo.countRules(db, where),
    load: async (limit: number, offset: number) =>
      ruleDetails(db, await repo.listRules(db, where, limit, offset)),
  };
}

export async function getRule(ctx: AppContext, id: number): Promise<RuleDetail> {
  const { database } = ctx;
  return (await ruleDetails(database.db, [await requireRule(database.db, id)]))[0]!;
}

export async function createRule(ctx: AppContext, input: PriceRuleBody): Promise<RuleDetail> {
  const zone = await ctx.timeZone();
  const id = await ctx.database.transaction((trx) =>
    writeRule(trx, input, { prefix: '', zone, now: ctx.clock.now() }),
  );
  return getRule(ctx, id);
}

/** PUT: the body replaces the rule; omitted fields take their defaults. */
export async function replaceRule(
  ctx: AppContext,
  id: number,
  input: PriceRuleBody,
): Promise<RuleDetail> {
  const { clock } = ctx;
  const zone = await ctx.timeZone();
  await ctx.database.transaction(async (trx) => {
    await requireRule(trx, id);
    const errors: FieldMessages = {};
    // docs/SPECIFICATION.md rule 3: only rules that are not automatic can belong to a coupon.
    if (input.automatic_discount && (await repo.findCouponByRule(trx, id)))
      addError(errors, 'automatic_discount', msg('discounts.coupon_rule_not_automatic'));
    await writeRule(trx, input, { prefix: '', zone, now: clock.now(), id, errors });
  });
  return getRule(ctx, id);
}

/** A rule that belongs to a coupon is deleted with the coupon, never alone (409). */
export async function deleteRule(ctx: AppContext, id: number) {
  await ctx.database.transaction(async (trx) => {
    await requireRule(trx, id);
    const coupon = await repo.findCouponByRule(trx, id);
    if (coupon)
      throw conflict(
        'price_rule_in_use',
        msg('discounts.rule_of_coupon', { prefix: coupon.code_prefix, id: coupon.id }),
      );
    await repo.deleteRule(trx, id);
  });
}
