import { sql, type Expression, type Insertable, type SqlBool, type Updateable } from 'kysely';
import { isUniqueViolation, type Db } from '../../db';
import type { CouponCodeTable, CouponTable, PriceRuleTable } from '../../db/tables/discounts';
import { applyWhere, countRows } from '../../db/query';

const ruleColumns = [
  'price_rule.id',
  'price_rule.title',
  'price_rule.verbose_title',
  'price_rule.is_enabled',
  'price_rule.priority',
  'price_rule.usage_limit',
  'price_rule.once_per_customer',
  'price_rule.target_selection',
  'price_rule.target_type',
  'price_rule.allocation_method',
  'price_rule.value',
  'price_rule.value_type',
  'price_rule.accumulate',
  'price_rule.automatic_discount',
  'price_rule.starts_at',
  'price_rule.ends_at',
  'price_rule.prerequisite_quantity_min',
  'price_rule.prerequisite_subtotal_min',
  'price_rule.prerequisite_shipping_price_max',
  'price_rule.prerequisite_ratio_quantity',
  'price_rule.entitled_ratio_quantity',
  'price_rule.allocation_limit',
  'price_rule.times_used',
  'price_rule.created_at',
  'price_rule.updated_at',
] as const;

const couponColumns = [
  'coupon.id',
  'coupon.code_prefix',
  'coupon.can_redeem',
  'coupon.price_rule_id',
  'coupon.created_at',
  'coupon.updated_at',
] as const;

/** A code with what its shape shows of its coupon and price rule. */
const codeColumns = [
  'coupon_code.id',
  'coupon_code.coupon_id',
  'coupon_code.customer_id',
  'coupon_code.code',
  'coupon_code.status',
  'coupon_code.used_at',
  'coupon_code.created_at',
  'coupon_code.updated_at',
  'coupon.code_prefix',
  'coupon.can_redeem',
  'coupon.price_rule_id',
  'price_rule.starts_at',
  'price_rule.ends_at',
  'price_rule.title',
  'price_rule.verbose_title',
] as const;

/** The ids an `entitled` rule lists, each list in the order it was given. */
export interface Entitlements {
  productIds: number[];
  collectionIds: number[];
  categoryIds: number[];
  /** Vendor ids with their titles. */
  vendors: { id: number; title: string }[];
}

export const noEntitlements = (): Entitlements => ({
  productIds: [],
  collectionIds: [],
  categoryIds: [],
  vendors: [],
});

/**
 * The products the rules of the coupons passing `test` (on the coupon id column `c.id`) apply
 * to: every product under `target_selection` `all`, else the entitled products, the products
 * of the entitled collections and categories, and the products of the entitled vendors. It is
 * the shop front's `coupons` / `coupons__exclude` product filter.
 */
export function productsOfCoupons(test: (couponIdColumn: string) => Expression<SqlBool>) {
  return sql`select p.id from coupon c join price_rule r on r.id = c.price_rule_id join product p on r.target_selection = 'all' where ${test('c.id')}
    union select e.product_id from price_rule_product e join coupon c on c.price_rule_id = e.price_rule_id where ${test('c.id')}
    union select cp.product_id from price_rule_collection e join collection_product cp on cp.collection_id = e.collection_id join coupon c on c.price_rule_id = e.price_rule_id where ${test('c.id')}
    union select pc.product_id from price_rule_category e join product_category pc on pc.category_id = e.category_id join coupon c on c.price_rule_id = e.price_rule_id where ${test('c.id')}
    union select p.id from price_rule_vendor e join product p on p.vendor_id = e.vendor_id join coupon c on c.price_rule_id = e.price_rule_id where ${test('c.id')}`;
}

/**
 * The coupon codes whose status passes `test` (on the status column `v.status`), where a code
 * has its stored status (`unused`, `used`) and, when it is `available` at `now`, that one too:
 * unused and inside its rule's time window (both ends included; a missing end is open).
 */
export function codesByStatus(now: number, test: (statusColumn: string) => Expression<SqlBool>) {
  return sql`select v.id from (
      select k.id as id, k.status as status from coupon_code k
      union all
      select k.id, 'available' from coupon_code k join coupon c on c.id = k.coupon_id join price_rule r on r.id = c.price_rule_id
      where k.status = 'unused' and (r.starts_at is null or r.starts_at <= ${now}) and (r.ends_at is null or r.ends_at >= ${now})
    ) v where ${test('v.status')}`;
}

export type DiscountRepository = ReturnType<typeof createDiscountRepository>;

export function createDiscountRepository() {
  const rules = (db: Db) => db.selectFrom('price_rule');
  const coupons = (db: Db) =>
    db.selectFrom('coupon').innerJoin('price_rule', 'price_rule.id', 'coupon.price_rule_id');
  const codes = (db: Db) =>
    db
      .selectFrom('coupon_code')
      .innerJoin('coupon', 'coupon.id', 'coupon_code.coupon_id')
      .innerJoin('price_rule', 'price_rule.id', 'coupon.price_rule_id');

  return {
    // Price rules.
    countRules: (db: Db, where: Expression<SqlBool>[]) => countRows(applyWhere(rules(db), where)),
    listRules: (db: Db, where: Expression<SqlBool>[], limit: number, offset: number) =>
      applyWhere(rules(db), where)
        .select(ruleColumns)
        .orderBy('price_rule.id')
        .limit(limit)
        .offset(offset)
        .execute(),
    findRule: (db: Db, id: number) =>
      rules(db).select(ruleColumns).where('price_rule.id', '=', id).executeTakeFirst(),
    findRules: (db: Db, ids: number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : rules(db).select(ruleColumns).where('price_rule.id', 'in', ids).execute(),
    insertRule: async (db: Db, values: Insertable<PriceRuleTable>) =>
      (await db.insertInto('price_rule').values(values).returning('id').executeTakeFirstOrThrow())
        .id,
    updateRule: (db: Db, id: number, values: Updateable<PriceRuleTable>) =>
      db.updateTable('price_rule').set(values).where('id', '=', id).execute(),
    deleteRule: (db: Db, id: number) => db.deleteFrom('price_rule').where('id', '=', id).execute(),

    /** The entitlements of each rule (rules without any get empty lists). */
    async entitlementsOf(db: Db, ruleIds: number[]): Promise<Map<number, Entitlements>> {
      const out = new Map(ruleIds.map((id) => [id, noEntitlements()]));
      if (ruleIds.length === 0) return out;
      const [products, collections, categories, vendors] = await Promise.all([
        db
          .selectFrom('price_rule_product')
          .select(['price_rule_id', 'product_id as id'])
          .where('price_rule_id', 'in', ruleIds)
          .orderBy('position')
          .execute(),
        db
          .selectFrom('price_rule_collection')
          .select(['price_rule_id', 'collection_id as id'])
          .where('price_rule_id', 'in', ruleIds)
          .orderBy('position')
          .execute(),
        db
          .selectFrom('price_rule_category')
          .select(['price_rule_id', 'category_id as id'])
          .where('price_rule_id', 'in', ruleIds)
          .orderBy('position')
          .execute(),
        db
          .selectFrom('price_rule_vendor')
          .innerJoin('vendor', 'vendor.id', 'price_rule_vendor.vendor_id')
          .select(['price_rule_vendor.price_rule_id', 'vendor.id', 'vendor.title'])
          .where('price_rule_vendor.price_rule_id', 'in', ruleIds)
          .orderBy('price_rule_vendor.position')
          .execute(),
      ]);
      for (const row of products) out.get(row.price_rule_id)!.productIds.push(row.id);
      for (const row of collections) out.get(row.price_rule_id)!.collectionIds.push(row.id);
      for (const row of categories) out.get(row.price_rule_id)!.categoryIds.push(row.id);
      for (const row of vendors)
        out.get(row.price_rule_id)!.vendors.push({ id: row.id, title: row.title });
      return out;
    },

    /** Replaces a rule's entitlements with these lists (empty lists for none). */
    async replaceEntitlements(db: Db, ruleId: number, entitled: Entitlements) {
      await db.deleteFrom('price_rule_product').where('price_rule_id', '=', ruleId).execute();
      await db.deleteFrom('price_rule_collection').where('price_rule_id', '=', ruleId).execute();
      await db.deleteFrom('price_rule_category').where('price_rule_id', '=', ruleId).execute();
      await db.deleteFrom('price_rule_vendor').where('price_rule_id', '=', ruleId).execute();
      if (entitled.productIds.length)
        await db
          .insertInto('price_rule_product')
          .values(
            entitled.productIds.map((product_id, position) => ({
              price_rule_id: ruleId,
              product_id,
              position,
            })),
          )
          .execute();
      if (entitled.collectionIds.length)
        await db
          .insertInto('price_rule_collection')
          .values(
            entitled.collectionIds.map((collection_id, position) => ({
              price_rule_id: ruleId,
              collection_id,
              position,
            })),
          )
          .execute();
      if (entitled.categoryIds.length)
        await db
          .insertInto('price_rule_category')
          .values(
            entitled.categoryIds.map((category_id, position) => ({
              price_rule_id: ruleId,
              category_id,
              position,
            })),
          )
          .execute();
      if (entitled.vendors.length)
        await db
          .insertInto('price_rule_vendor')
          .values(
            entitled.vendors.map((vendor, position) => ({
              price_rule_id: ruleId,
              vendor_id: vendor.id,
              position,
            })),
          )
          .execute();
    },

    /** Which of these ids exist in a catalog table (entitled ids must exist). */
    existingIds: async (
      db: Db,
      table: 'product' | 'collection' | 'category',
      ids: number[],
    ): Promise<Set<number>> =>
      new Set(
        ids.length === 0
          ? []
          : (await db.selectFrom(table).select('id').where('id', 'in', ids).execute()).map(
              (row) => row.id,
            ),
      ),
    vendorsByTitles: (db: Db, titles: string[]) =>
      titles.length === 0
        ? Promise.resolve([])
        : db.selectFrom('vendor').select(['id', 'title']).where('title', 'in', titles).execute(),

    // Coupons.
    countCoupons: (db: Db, where: Expression<SqlBool>[]) =>
      countRows(applyWhere(coupons(db), where)),
    listCoupons: (db: Db, where: Expression<SqlBool>[], limit: number, offset: number) =>
      applyWhere(coupons(db), where)
        .select(couponColumns)
        .orderBy('coupon.id')
        .limit(limit)
        .offset(offset)
        .execute(),
    findCoupon: (db: Db, id: number) =>
      db.selectFrom('coupon').select(couponColumns).where('coupon.id', '=', id).executeTakeFirst(),
    findCouponsByIds: (db: Db, ids: number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db.selectFrom('coupon').select(couponColumns).where('coupon.id', 'in', ids).execute(),
    findCouponByPrefix: (db: Db, prefix: string) =>
      db
        .selectFrom('coupon')
        .select(couponColumns)
        .where('coupon.code_prefix', '=', prefix)
        .executeTakeFirst(),
    couponOfRule: (db: Db, ruleId: number) =>
      db
        .selectFrom('coupon')
        .select(couponColumns)
        .where('coupon.price_rule_id', '=', ruleId)
        .executeTakeFirst(),
    insertCoupon: async (db: Db, values: Insertable<CouponTable>) =>
      (await db.insertInto('coupon').values(values).returning('id').executeTakeFirstOrThrow()).id,
    deleteCoupon: (db: Db, id: number) => db.deleteFrom('coupon').where('id', '=', id).execute(),

    /** Per coupon: codes issued (`redeem_count`) and codes used (`used_count`). */
    async codeCounts(db: Db, couponIds: number[]) {
      const out = new Map(couponIds.map((id) => [id, { issued: 0, used: 0 }]));
      if (couponIds.length === 0) return out;
      const rows = await db
        .selectFrom('coupon_code')
        .select((eb) => [
          'coupon_id',
          eb.fn.countAll<number>().as('issued'),
          eb.fn.sum<number>(eb.case().when('status', '=', 'used').then(1).else(0).end()).as('used'),
        ])
        .where('coupon_id', 'in', couponIds)
        .groupBy('coupon_id')
        .execute();
      for (const row of rows)
        out.set(row.coupon_id, { issued: Number(row.issued), used: Number(row.used) });
      return out;
    },

    // Coupon codes.
    countCodes: (db: Db, where: Expression<SqlBool>[]) => countRows(applyWhere(codes(db), where)),
    listCodes: (db: Db, where: Expression<SqlBool>[], limit: number, offset: number) =>
      applyWhere(codes(db), where)
        .select(codeColumns)
        .orderBy('coupon_code.id')
        .limit(limit)
        .offset(offset)
        .execute(),
    findCode: (db: Db, id: number) =>
      codes(db).select(codeColumns).where('coupon_code.id', '=', id).executeTakeFirst(),
    findCodesByIds: (db: Db, ids: number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : codes(db)
            .select(codeColumns)
            .where('coupon_code.id', 'in', ids)
            .orderBy('coupon_code.id')
            .execute(),
    findCodeByCode: (db: Db, code: string) =>
      codes(db).select(codeColumns).where('coupon_code.code', '=', code).executeTakeFirst(),
    /** Which of these codes are stored already. */
    takenCodes: async (db: Db, candidates: string[]) =>
      new Set(
        candidates.length === 0
          ? []
          : (
              await db
                .selectFrom('coupon_code')
                .select('code')
                .where('code', 'in', candidates)
                .execute()
            ).map((row) => row.code),
      ),
    /** The customers among `customerIds` holding a code of the coupon (other than `exceptId`). */
    async holdersOf(db: Db, couponId: number, customerIds: number[], exceptId?: number) {
      if (customerIds.length === 0) return new Set<number>();
      let qb = db
        .selectFrom('coupon_code')
        .select('customer_id')
        .where('coupon_id', '=', couponId)
        .where('customer_id', 'in', customerIds);
      if (exceptId !== undefined) qb = qb.where('id', '!=', exceptId);
      return new Set((await qb.execute()).map((row) => row.customer_id));
    },
    insertCodes: async (db: Db, values: Insertable<CouponCodeTable>[]) =>
      (await db.insertInto('coupon_code').values(values).returning('id').execute()).map(
        (row) => row.id,
      ),
    updateCode: (db: Db, id: number, values: Updateable<CouponCodeTable>) =>
      db.updateTable('coupon_code').set(values).where('id', '=', id).execute(),
    /** Marks an unused code used; false when it was not unused any more (a concurrent use). */
    useCode: async (db: Db, id: number, now: number) =>
      Number(
        (
          await db
            .updateTable('coupon_code')
            .set({ status: 'used', used_at: now, updated_at: now })
            .where('id', '=', id)
            .where('status', '=', 'unused')
            .executeTakeFirst()
        ).numUpdatedRows,
      ) === 1,
    deleteCode: (db: Db, id: number) => db.deleteFrom('coupon_code').where('id', '=', id).execute(),

    // Checkout (docs/DESIGN.md §5).

    /** A customer's codes of a coupon. */
    codesOfCustomer: (db: Db, couponId: number, customerId: number) =>
      db
        .selectFrom('coupon_code')
        .select(['id', 'code', 'status'])
        .where('coupon_id', '=', couponId)
        .where('customer_id', '=', customerId)
        .orderBy('id')
        .execute(),
    /** The enabled automatic rules (the pricing module checks their windows and limits). */
    automaticRules: (db: Db) =>
      rules(db)
        .select(ruleColumns)
        .where('price_rule.automatic_discount', '=', 1)
        .where('price_rule.is_enabled', '=', 1)
        .orderBy('price_rule.id')
        .execute(),
    /** Which of these rules the customer used with a paid order. */
    rulesUsedBy: async (db: Db, customerId: number, ruleIds: number[]) =>
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
      ),
    /**
     * One more (or one less) paid use of a rule, in one conditional update: a use beyond
     * `usage_limit` changes nothing and answers false. A rule deleted meanwhile counts nothing.
     */
    async countRuleUse(db: Db, ruleId: number, delta: 1 | -1) {
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
    },
    /**
     * A paid order's use of a once-per-customer rule; false when the customer has one already
     * (the primary key decides between racing payments). Other rules record nothing.
     */
    async recordCustomerUse(db: Db, ruleId: number, order: { id: number; customer_id: number }) {
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
    },
    forgetCustomerUse: (db: Db, orderId: number) =>
      db.deleteFrom('price_rule_customer').where('order_id', '=', orderId).execute(),
    /** A used code back to unused (its order was cancelled). */
    returnCode: (db: Db, id: number, now: number) =>
      db
        .updateTable('coupon_code')
        .set({ status: 'unused', used_at: null, updated_at: now })
        .where('id', '=', id)
        .where('status', '=', 'used')
        .execute(),

    /** Whether a write failed on a unique column (the database's guard against races). */
    isDuplicatePrefix: (error: unknown) => isUniqueViolation(error, 'coupon', 'code_prefix'),
    isDuplicateCode: (error: unknown) => isUniqueViolation(error, 'coupon_code', 'code'),
  };
}

export type CouponCodeRecord = NonNullable<Awaited<ReturnType<DiscountRepository['findCode']>>>;
