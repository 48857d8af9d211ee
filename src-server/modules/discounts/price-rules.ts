import { fromBool, type Db } from '../../db';
import { conflict, invalid, notFound, type FieldErrors } from '../../http/errors';
import type { FilterValues } from '../../http/filters';
import { parseTimestamp } from '../../lib/time';
import { addError, type DiscountDeps, type PriceRuleBody } from './deps';
import { noEntitlements, type DiscountRepository, type Entitlements } from './repository';
import { priceRuleFilters, type RuleDetail } from './schemas';
import type { PriceRuleRow, PriceRuleTable } from '../../db/tables/discounts';

// Loading records with what their shapes embed.

export async function ruleDetails(
  repo: DiscountRepository,
  handle: Db,
  rows: PriceRuleRow[],
): Promise<RuleDetail[]> {
  const entitled = await repo.entitlementsOf(
    handle,
    rows.filter((row) => row.target_selection === 'entitled').map((row) => row.id),
  );
  return rows.map((row) => ({ row, entitled: entitled.get(row.id) ?? noEntitlements() }));
}

export async function requireRule(repo: DiscountRepository, handle: Db, id: number) {
  const row = await repo.findRule(handle, id);
  if (!row) throw notFound('No price rule with this id.');
  return row;
}

/** The entitlements a rule body names; every unknown id or title is an error at its index. */
async function resolveEntitlements(
  repo: DiscountRepository,
  handle: Db,
  input: PriceRuleBody,
  prefix: string,
  errors: FieldErrors,
): Promise<Entitlements> {
  if (input.target_selection !== 'entitled') return noEntitlements();
  const checkIds = async (
    table: 'product' | 'collection' | 'category',
    field: string,
    ids: number[],
  ) => {
    const existing = await repo.existingIds(handle, table, ids);
    ids.forEach((id, index) => {
      if (!existing.has(id))
        addError(errors, `${prefix}${field}.${index}`, `No ${table} with this id.`);
    });
    return ids;
  };
  const titles = input.entitled_vendor_titles ?? [];
  const vendors = new Map(
    (await repo.vendorsByTitles(handle, titles)).map((vendor) => [vendor.title, vendor]),
  );
  titles.forEach((title, index) => {
    if (!vendors.has(title))
      addError(errors, `${prefix}entitled_vendor_titles.${index}`, 'No vendor with this title.');
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
  repo: DiscountRepository,
  handle: Db,
  input: PriceRuleBody,
  options: { prefix: string; zone: string; now: number; id?: number; errors?: FieldErrors },
): Promise<number> {
  const { prefix, zone, now } = options;
  const errors: FieldErrors = options.errors ?? {};
  // Offset-less body timestamps are read in the shop's time zone (docs/DESIGN.md §2).
  const startsAt = input.starts_at === null ? null : parseTimestamp(input.starts_at, zone)!;
  const endsAt = input.ends_at === null ? null : parseTimestamp(input.ends_at, zone)!;
  if (startsAt !== null && endsAt !== null && endsAt < startsAt)
    addError(errors, `${prefix}ends_at`, 'The end must not be before the start (starts_at).');
  const entitled = await resolveEntitlements(repo, handle, input, prefix, errors);
  if (Object.keys(errors).length) throw invalid(errors);

  const values = ruleValues(input, { startsAt, endsAt }, now);
  let id = options.id;
  if (id === undefined) id = await repo.insertRule(handle, { ...values, created_at: now });
  else await repo.updateRule(handle, id, values);
  await repo.replaceEntitlements(handle, id, entitled);
  return id;
}

export async function rulePage(deps: DiscountDeps, query: FilterValues) {
  const { repo, database } = deps;
  const { db } = database;
  const where = priceRuleFilters.conditions(query, { timeZone: await deps.timeZone() });
  return {
    count: () => repo.countRules(db, where),
    load: async (limit: number, offset: number) =>
      ruleDetails(repo, db, await repo.listRules(db, where, limit, offset)),
  };
}

export async function getRule(deps: DiscountDeps, id: number): Promise<RuleDetail> {
  const { repo, database } = deps;
  return (await ruleDetails(repo, database.db, [await requireRule(repo, database.db, id)]))[0]!;
}

export async function createRule(deps: DiscountDeps, input: PriceRuleBody): Promise<RuleDetail> {
  const zone = await deps.timeZone();
  const id = await deps.database.transaction((trx) =>
    writeRule(deps.repo, trx, input, { prefix: '', zone, now: deps.clock.now() }),
  );
  return getRule(deps, id);
}

/** PUT: the body replaces the rule; omitted fields take their defaults. */
export async function replaceRule(
  deps: DiscountDeps,
  id: number,
  input: PriceRuleBody,
): Promise<RuleDetail> {
  const { repo, clock } = deps;
  const zone = await deps.timeZone();
  await deps.database.transaction(async (trx) => {
    await requireRule(repo, trx, id);
    const errors: FieldErrors = {};
    // docs/SPECIFICATION.md rule 3: only rules that are not automatic can belong to a coupon.
    if (input.automatic_discount && (await repo.couponOfRule(trx, id)))
      addError(
        errors,
        'automatic_discount',
        'This price rule belongs to a coupon, so it cannot be automatic.',
      );
    await writeRule(repo, trx, input, { prefix: '', zone, now: clock.now(), id, errors });
  });
  return getRule(deps, id);
}

/** A rule that belongs to a coupon is deleted with the coupon, never alone (409). */
export async function deleteRule(deps: DiscountDeps, id: number) {
  const { repo } = deps;
  await deps.database.transaction(async (trx) => {
    await requireRule(repo, trx, id);
    const coupon = await repo.couponOfRule(trx, id);
    if (coupon)
      throw conflict(
        'price_rule_in_use',
        `This price rule belongs to the coupon ${coupon.code_prefix} (id ${coupon.id}); delete the coupon instead.`,
      );
    await repo.deleteRule(trx, id);
  });
}
