import type { AppContext } from '../../context';
import { fromBool, type Db } from '../../db';
import { notFound } from '../../http/errors';
import type { FilterValues } from '../../http/filters';
import { duplicatePrefix, guardUnique, type CouponCreate, type PriceRuleBody } from './common';
import { ruleDetails, writeRule } from './price-rules';
import * as repo from './repository';
import { couponFilters, type CouponDetail } from './schemas';
import type { CouponRow } from '../../db/tables/discounts';
import { msg } from '../../lib/i18n';

async function couponDetails(handle: Db, rows: CouponRow[]): Promise<CouponDetail[]> {
  const ruleRows = await repo.findRules(
    handle,
    rows.map((row) => row.price_rule_id),
  );
  const rules = new Map((await ruleDetails(handle, ruleRows)).map((rule) => [rule.row.id, rule]));
  const counts = await repo.countCodesByCoupon(
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

async function requireCoupon(handle: Db, id: number) {
  const row = await repo.findCoupon(handle, id);
  if (!row) throw notFound(msg('discounts.coupon_not_found'));
  return row;
}

export async function loadCoupon(handle: Db, id: number) {
  return (await couponDetails(handle, [await requireCoupon(handle, id)]))[0]!;
}

/** A coupon by id with its rule and code counts; 404 when there is none. */
export const getCoupon = (ctx: AppContext, id: number) => loadCoupon(ctx.database.db, id);

export async function couponPage(ctx: AppContext, query: FilterValues) {
  const { database } = ctx;
  const { db } = database;
  const where = couponFilters.conditions(query, { timeZone: await ctx.timeZone() });
  return {
    count: () => repo.countCoupons(db, where),
    load: async (limit: number, offset: number) =>
      couponDetails(db, await repo.listCoupons(db, where, limit, offset)),
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
export async function createCoupon(ctx: AppContext, input: CouponCreate): Promise<CouponDetail> {
  const { clock } = ctx;
  const zone = await ctx.timeZone();
  const ruleInput = couponRuleInput(input);
  return guardUnique(() =>
    ctx.database.transaction(async (trx) => {
      const now = clock.now();
      const ruleId = await writeRule(trx, ruleInput, { prefix: 'price_rule.', zone, now });
      if (await repo.findCouponByPrefix(trx, input.code_prefix)) throw duplicatePrefix();
      const id = await repo.insertCoupon(trx, {
        code_prefix: input.code_prefix,
        can_redeem: fromBool(input.can_redeem),
        price_rule_id: ruleId,
        created_at: now,
        updated_at: now,
      });
      return loadCoupon(trx, id);
    }),
  );
}

/** Deletes the coupon, its codes and its own price rule. */
export async function deleteCoupon(ctx: AppContext, id: number) {
  await ctx.database.transaction(async (trx) => {
    const coupon = await requireCoupon(trx, id);
    await repo.deleteCoupon(trx, id);
    await repo.deleteRule(trx, coupon.price_rule_id);
  });
}
