import { fromBool, type Db } from '../../db';
import { notFound } from '../../http/errors';
import type { FilterValues } from '../../http/filters';
import {
  duplicatePrefix,
  guardUnique,
  type CouponCreate,
  type DiscountDeps,
  type PriceRuleBody,
} from './deps';
import { ruleDetails, writeRule } from './price-rules';
import type { DiscountRepository } from './repository';
import { couponFilters, type CouponDetail } from './schemas';
import type { CouponRow } from '../../db/tables/discounts';

async function couponDetails(
  repo: DiscountRepository,
  handle: Db,
  rows: CouponRow[],
): Promise<CouponDetail[]> {
  const rules = new Map(
    (
      await ruleDetails(
        repo,
        handle,
        await repo.findRules(
          handle,
          rows.map((row) => row.price_rule_id),
        ),
      )
    ).map((rule) => [rule.row.id, rule]),
  );
  const counts = await repo.codeCounts(
    handle,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    row,
    rule: rules.get(row.price_rule_id)!,
    issued: counts.get(row.id)!.issued,
    used: counts.get(row.id)!.used,
  }));
}

async function requireCoupon(repo: DiscountRepository, handle: Db, id: number) {
  const row = await repo.findCoupon(handle, id);
  if (!row) throw notFound('No coupon with this id.');
  return row;
}

export async function loadCoupon(repo: DiscountRepository, handle: Db, id: number) {
  return (await couponDetails(repo, handle, [await requireCoupon(repo, handle, id)]))[0]!;
}

export async function couponPage(deps: DiscountDeps, query: FilterValues) {
  const { repo, database } = deps;
  const { db } = database;
  const where = couponFilters.conditions(query, { timeZone: await deps.timeZone() });
  return {
    count: () => repo.countCoupons(db, where),
    load: async (limit: number, offset: number) =>
      couponDetails(repo, db, await repo.listCoupons(db, where, limit, offset)),
  };
}

/** The coupon's own price rule as a rule body. */
function couponRuleInput(input: CouponCreate): PriceRuleBody {
  const { price_rule: rule, minimum_amount } = input;
  return {
    ...rule,
    title: rule.title ?? input.title!,
    // docs/DESIGN.md §7: minimum_amount becomes the subtotal prerequisite.
    prerequisite_subtotal_range:
      minimum_amount === undefined || minimum_amount === null
        ? rule.prerequisite_subtotal_range
        : { greater_than_or_equal_to: minimum_amount },
  };
}

/** The coupon and its own price rule, in one transaction. */
export async function createCoupon(deps: DiscountDeps, input: CouponCreate): Promise<CouponDetail> {
  const { repo, clock } = deps;
  const zone = await deps.timeZone();
  const ruleInput = couponRuleInput(input);
  return guardUnique(repo, () =>
    deps.database.transaction(async (trx) => {
      const now = clock.now();
      const ruleId = await writeRule(repo, trx, ruleInput, { prefix: 'price_rule.', zone, now });
      if (await repo.findCouponByPrefix(trx, input.code_prefix)) throw duplicatePrefix();
      const id = await repo.insertCoupon(trx, {
        code_prefix: input.code_prefix,
        can_redeem: fromBool(input.can_redeem),
        price_rule_id: ruleId,
        created_at: now,
        updated_at: now,
      });
      return loadCoupon(repo, trx, id);
    }),
  );
}

/** Deletes the coupon, its codes and its own price rule. */
export async function deleteCoupon(deps: DiscountDeps, id: number) {
  const { repo } = deps;
  await deps.database.transaction(async (trx) => {
    const coupon = await requireCoupon(repo, trx, id);
    await repo.deleteCoupon(trx, id);
    await repo.deleteRule(trx, coupon.price_rule_id);
  });
}
