import type { AppContext } from '../../context';
import type { Db } from '../../db';
import { conflict, invalid, notFound, type FieldMessages } from '../../http/errors';
import type { FilterValues } from '../../http/filters';
import { generateCodes } from './codes';
import { addError, duplicateCode, guardUnique, type CodeIssue, type CodeUpdate } from './common';
import { requireRule } from './price-rules';
import { findById, findByIds } from '../customers';
import * as repo from './repository';
import type { CouponCodeRecord } from './repository';
import { couponCodeFilters, type CodeDetail } from './schemas';
import type { CouponRow } from '../../db/tables/discounts';
import { msg } from '../../lib/i18n';

async function codeDetails(handle: Db, rows: CouponCodeRecord[]): Promise<CodeDetail[]> {
  const byId = new Map(
    (await findByIds(handle, [...new Set(rows.map((row) => row.customer_id))])).map((customer) => [
      customer.id,
      customer,
    ]),
  );
  return rows.map((row) => ({ row, customer: byId.get(row.customer_id)! }));
}

async function requireCode(handle: Db, id: number) {
  const row = await repo.findCode(handle, id);
  if (!row) throw notFound(msg('discounts.code_not_found'));
  return row;
}

export async function loadCode(handle: Db, id: number) {
  return (await codeDetails(handle, [await requireCode(handle, id)]))[0]!;
}

/** A coupon code by id with its customer; 404 when there is none. */
export const getCode = (ctx: AppContext, id: number) => loadCode(ctx.database.db, id);

export async function codePage(ctx: AppContext, query: FilterValues) {
  const { database } = ctx;
  const { db } = database;
  const where = couponCodeFilters(ctx.clock.now()).conditions(query, {
    timeZone: await ctx.timeZone(),
  });
  return {
    count: () => repo.countCodes(db, where),
    load: async (limit: number, offset: number) =>
      codeDetails(db, await repo.listCodes(db, where, limit, offset)),
  };
}

/**
 * Checks every element of a bulk issue (errors keyed `<index>.<field>`, `once_per_customer`
 * included) and answers the coupons they name; throws 400 when one is bad.
 */
async function checkIssue(trx: Db, items: CodeIssue): Promise<Map<number, CouponRow>> {
  const errors: FieldMessages = {};
  const known = new Set(
    (await findByIds(trx, [...new Set(items.map((item) => item.customer_id))])).map(
      (customer) => customer.id,
    ),
  );
  const coupons = new Map(
    (await repo.findCouponsByIds(trx, [...new Set(items.map((item) => item.coupon_id))])).map(
      (coupon) => [coupon.id, coupon],
    ),
  );
  const rules = new Map(
    (
      await repo.findRules(
        trx,
        [...coupons.values()].map((coupon) => coupon.price_rule_id),
      )
    ).map((rule) => [rule.id, rule]),
  );
  const holders = new Map<number, Set<number>>();
  const issuedNow = new Set<string>();
  for (const [index, item] of items.entries()) {
    if (!known.has(item.customer_id))
      addError(errors, `${index}.customer_id`, msg('customers.not_found'));
    const coupon = coupons.get(item.coupon_id);
    if (!coupon) {
      addError(errors, `${index}.coupon_id`, msg('discounts.coupon_not_found'));
      continue;
    }
    if (!known.has(item.customer_id)) continue;
    if (rules.get(coupon.price_rule_id)!.once_per_customer !== 1) continue;
    let held = holders.get(coupon.id);
    if (!held) {
      held = await repo.listCodeHolders(
        trx,
        coupon.id,
        items.filter((i) => i.coupon_id === coupon.id).map((i) => i.customer_id),
      );
      holders.set(coupon.id, held);
    }
    const pair = `${coupon.id}:${item.customer_id}`;
    if (held.has(item.customer_id) || issuedNow.has(pair))
      addError(errors, `${index}.customer_id`, msg('discounts.customer_has_code'));
    issuedNow.add(pair);
  }
  if (Object.keys(errors).length) throw invalid(errors, msg('discounts.issue_invalid'));
  return coupons;
}

/** A new code for each checked element, with its coupon's prefix; the new ids in order. */
async function insertIssued(
  ctx: AppContext,
  trx: Db,
  items: CodeIssue,
  coupons: Map<number, CouponRow>,
): Promise<number[]> {
  const now = ctx.clock.now();
  const codesByCoupon = new Map<number, string[]>();
  for (const coupon of coupons.values()) {
    const count = items.filter((item) => item.coupon_id === coupon.id).length;
    codesByCoupon.set(
      coupon.id,
      await generateCodes(coupon.code_prefix, count, (candidates) =>
        repo.listTakenCodes(trx, candidates),
      ),
    );
  }
  return repo.insertCodes(
    trx,
    items.map((item) => ({
      coupon_id: item.coupon_id,
      customer_id: item.customer_id,
      code: codesByCoupon.get(item.coupon_id)!.shift()!,
      status: 'unused' as const,
      used_at: null,
      created_at: now,
      updated_at: now,
    })),
  );
}

/**
 * Bulk issue: every element is checked first and nothing is created when one is bad (400,
 * errors keyed `<index>.<field>`, `once_per_customer` included); then each gets a new code.
 */
export async function issueCodes(ctx: AppContext, items: CodeIssue): Promise<CodeDetail[]> {
  const ids = await ctx.database.transaction(async (trx) =>
    insertIssued(ctx, trx, items, await checkIssue(trx, items)),
  );
  const { db } = ctx.database;
  return codeDetails(db, await repo.findCodesByIds(db, ids));
}

/** The update's customer and coupon exist and the code keeps the coupon's prefix (else 400). */
async function checkCodeUpdate(trx: Db, input: CodeUpdate) {
  const errors: FieldMessages = {};
  if (!(await findById(trx, input.customer_id)))
    addError(errors, 'customer_id', msg('customers.not_found'));
  const coupon = await repo.findCoupon(trx, input.coupon_id);
  if (!coupon) addError(errors, 'coupon_id', msg('discounts.coupon_not_found'));
  else if (input.code !== undefined && !input.code.startsWith(coupon.code_prefix))
    addError(errors, 'code', msg('discounts.code_prefix', { prefix: coupon.code_prefix }));
  if (Object.keys(errors).length || !coupon) throw invalid(errors);
  return coupon;
}

/** The code the record gets: the given one, its own on its coupon, or a new one (409 if taken). */
async function codeOfUpdate(
  trx: Db,
  input: CodeUpdate,
  current: CouponCodeRecord,
  coupon: CouponRow,
): Promise<string> {
  let code = input.code ?? (coupon.id === current.coupon_id ? current.code : null);
  if (code === null) {
    // Moved to another coupon without a code: a new one with that coupon's prefix.
    [code] = await generateCodes(coupon.code_prefix, 1, (candidates) =>
      repo.listTakenCodes(trx, candidates),
    );
  } else if (code !== current.code && (await repo.findCodeByCode(trx, code))) {
    throw duplicateCode();
  }
  return code!;
}

/**
 * PUT: customer, coupon, code and status. `used` sets `used_at` (kept while it stays used),
 * `unused` clears it. A code taken by another record or a second code of a once-per-customer
 * coupon is 409.
 */
export async function updateCode(
  ctx: AppContext,
  id: number,
  input: CodeUpdate,
): Promise<CodeDetail> {
  await guardUnique(() =>
    ctx.database.transaction(async (trx) => {
      const current = await requireCode(trx, id);
      const coupon = await checkCodeUpdate(trx, input);
      const rule = await requireRule(trx, coupon.price_rule_id);
      if (
        rule.once_per_customer === 1 &&
        (await repo.listCodeHolders(trx, coupon.id, [input.customer_id], id)).size > 0
      )
        throw conflict('once_per_customer', msg('discounts.customer_has_code'));
      const code = await codeOfUpdate(trx, input, current, coupon);
      const now = ctx.clock.now();
      await repo.updateCode(trx, id, {
        customer_id: input.customer_id,
        coupon_id: coupon.id,
        code,
        status: input.status,
        used_at:
          input.status === 'used' ? (current.status === 'used' ? current.used_at : now) : null,
        updated_at: now,
      });
    }),
  );
  return loadCode(ctx.database.db, id);
}

export async function deleteCode(ctx: AppContext, id: number) {
  await ctx.database.transaction(async (trx) => {
    await requireCode(trx, id);
    await repo.deleteCode(trx, id);
  });
}
