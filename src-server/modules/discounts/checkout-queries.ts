import type { Db } from '../../db';
import { ruleColumns, rules } from './rule-queries';

// Checkout (docs/DESIGN.md §5).

/** A customer's codes of a coupon. */
export const listCodesOfCustomer = (db: Db, couponId: number, customerId: number) =>
  db
    .selectFrom('coupon_code')
    .select(['id', 'code', 'status'])
    .where('coupon_id', '=', couponId)
    .where('customer_id', '=', customerId)
    .orderBy('id')
    .execute();

/** The enabled automatic rules (the pricing module checks their windows and limits). */
export const listAutomaticRules = (db: Db) =>
  rules(db)
    .select(ruleColumns)
    .where('price_rule.automatic_discount', '=', 1)
    .where('price_rule.is_enabled', '=', 1)
    .orderBy('price_rule.id')
    .execute();

/** Which of these rules the customer used with a paid order. */
export const listRulesUsedBy = async (db: Db, customerId: number, ruleIds: number[]) =>
  new Set(
    ruleIds.length === 0
      ? []
      : (
          await db
            .selectFrom('price_rule_customer')
            .select('price_rule_id')
            .where('customer_id', '=', customerId)
            .where('price_rule_id', 'in', ruleIds)
            .execute()
        ).map((row) => row.price_rule_id),
  );

/**
 * One more (or one less) paid use of a rule, in one conditional update: a use beyond
 * `usage_limit` changes nothing and answers false. A rule deleted meanwhile counts nothing.
 */
export async function updateRuleTimesUsed(db: Db, ruleId: number, delta: 1 | -1) {
  const result = await db
    .updateTable('price_rule')
    .set((eb) => ({ times_used: eb('times_used', '+', delta) }))
    .where('id', '=', ruleId)
    .where((eb) =>
      delta > 0
        ? eb.or([eb('usage_limit', '=', 0), eb('times_used', '<', eb.ref('usage_limit'))])
        : eb('times_used', '>', 0),
    )
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1 || delta < 0) return true;
  return !(await db
    .selectFrom('price_rule')
    .select('id')
    .where('id', '=', ruleId)
    .executeTakeFirst());
}

/**
 * A paid order's use of a once-per-customer rule; false when the customer has one already
 * (the primary key decides between racing payments). Other rules record nothing.
 */
export async function insertCustomerUse(
  db: Db,
  ruleId: number,
  order: { id: number; customer_id: number },
) {
  const rule = await db
    .selectFrom('price_rule')
    .select('once_per_customer')
    .where('id', '=', ruleId)
    .executeTakeFirst();
  if (rule?.once_per_customer !== 1) return true;
  const result = await db
    .insertInto('price_rule_customer')
    .values({ price_rule_id: ruleId, customer_id: order.customer_id, order_id: order.id })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export const deleteCustomerUse = (db: Db, orderId: number) =>
  db.deleteFrom('price_rule_customer').where('order_id', '=', orderId).execute();

/** A used code back to unused (its order was cancelled). */
export const updateCodeReturned = (db: Db, id: number, now: number) =>
  db
    .updateTable('coupon_code')
    .set({ status: 'unused', used_at: null, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'used')
    .execute();
