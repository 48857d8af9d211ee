import type { z } from 'zod';
import { fromBool, type AppDatabase, type Db } from '../../db';
import { conflict, invalid, notFound, type FieldErrors } from '../../http/errors';
import type { FilterValues } from '../../http/filters';
import { parseTimestamp, type Clock } from '../../lib/time';
import type { CustomerService } from '../customers';
import { generateCodes } from './codes';
import {
  noEntitlements,
  type CouponCodeRecord,
  type DiscountRepository,
  type Entitlements,
} from './repository';
import {
  couponCodeFilters,
  couponFilters,
  priceRuleFilters,
  type CodeDetail,
  type codeIssueBody,
  type codeUpdateBody,
  type CouponDetail,
  type couponCreate,
  type priceRuleBody,
  type RuleDetail,
} from './schemas';
import type { CouponRow, PriceRuleRow, PriceRuleTable } from '../../db/tables/discounts';

export type PriceRuleBody = z.output<typeof priceRuleBody>;
export type CouponCreate = z.output<typeof couponCreate>;
export type CodeIssue = z.output<typeof codeIssueBody>;
export type CodeUpdate = z.output<typeof codeUpdateBody>;

const add = (errors: FieldErrors, field: string, message: string) =>
  (errors[field] ??= []).push(message);

const duplicatePrefix = () => conflict('duplicate', 'Another coupon has this code_prefix.');
const duplicateCode = () => conflict('duplicate', 'Another coupon code has this code.');

export type DiscountService = ReturnType<typeof createDiscountService>;

export function createDiscountService(deps: {
  database: AppDatabase;
  clock: Clock;
  timeZone: () => Promise<string>;
  repo: DiscountRepository;
  customers: Pick<CustomerService, 'findById' | 'findByIds'>;
}) {
  const { database, clock, timeZone, repo, customers } = deps;
  const { db } = database;

  // Loading records with what their shapes embed.

  async function ruleDetails(handle: Db, rows: PriceRuleRow[]): Promise<RuleDetail[]> {
    const entitled = await repo.entitlementsOf(
      handle,
      rows.filter((row) => row.target_selection === 'entitled').map((row) => row.id),
    );
    return rows.map((row) => ({ row, entitled: entitled.get(row.id) ?? noEntitlements() }));
  }

  async function couponDetails(handle: Db, rows: CouponRow[]): Promise<CouponDetail[]> {
    const rules = new Map(
      (
        await ruleDetails(
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

  async function codeDetails(handle: Db, rows: CouponCodeRecord[]): Promise<CodeDetail[]> {
    const byId = new Map(
      (await customers.findByIds(handle, [...new Set(rows.map((row) => row.customer_id))])).map(
        (customer) => [customer.id, customer],
      ),
    );
    return rows.map((row) => ({ row, customer: byId.get(row.customer_id)! }));
  }

  async function requireRule(handle: Db, id: number) {
    const row = await repo.findRule(handle, id);
    if (!row) throw notFound('No price rule with this id.');
    return row;
  }

  async function requireCoupon(handle: Db, id: number) {
    const row = await repo.findCoupon(handle, id);
    if (!row) throw notFound('No coupon with this id.');
    return row;
  }

  async function requireCode(handle: Db, id: number) {
    const row = await repo.findCode(handle, id);
    if (!row) throw notFound('No coupon code with this id.');
    return row;
  }

  /** The entitlements a rule body names; every unknown id or title is an error at its index. */
  async function resolveEntitlements(
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
          add(errors, `${prefix}${field}.${index}`, `No ${table} with this id.`);
      });
      return ids;
    };
    const titles = input.entitled_vendor_titles ?? [];
    const vendors = new Map(
      (await repo.vendorsByTitles(handle, titles)).map((vendor) => [vendor.title, vendor]),
    );
    titles.forEach((title, index) => {
      if (!vendors.has(title))
        add(errors, `${prefix}entitled_vendor_titles.${index}`, 'No vendor with this title.');
    });
    return {
      productIds: await checkIds(
        'product',
        'entitled_product_ids',
        input.entitled_product_ids ?? [],
      ),
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

  /**
   * Checks what a rule body needs the database and the shop's zone for, then inserts the rule
   * (no `id`) or replaces it; field paths start with `prefix` (`price_rule.` in a coupon).
   */
  async function writeRule(
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
      add(errors, `${prefix}ends_at`, 'The end must not be before the start (starts_at).');
    const entitled = await resolveEntitlements(handle, input, prefix, errors);
    if (Object.keys(errors).length) throw invalid(errors);

    const values: Omit<PriceRuleTable, 'id' | 'created_at' | 'times_used'> = {
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
      starts_at: startsAt,
      ends_at: endsAt,
      prerequisite_quantity_min:
        input.prerequisite_quantity_range?.greater_than_or_equal_to ?? null,
      prerequisite_subtotal_min:
        input.prerequisite_subtotal_range?.greater_than_or_equal_to ?? null,
      prerequisite_shipping_price_max:
        input.prerequisite_shipping_price_range?.less_than_or_equal_to ?? null,
      prerequisite_ratio_quantity:
        input.prerequisite_to_entitlement_quantity_ratio?.prerequisite_quantity ?? null,
      entitled_ratio_quantity:
        input.prerequisite_to_entitlement_quantity_ratio?.entitled_quantity ?? null,
      allocation_limit: input.allocation_limit,
      updated_at: now,
    };
    let id = options.id;
    if (id === undefined) id = await repo.insertRule(handle, { ...values, created_at: now });
    else await repo.updateRule(handle, id, values);
    await repo.replaceEntitlements(handle, id, entitled);
    return id;
  }

  /** Runs a write that may hit a unique column; a concurrent writer's win is a 409 too. */
  async function guardUnique<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (repo.isDuplicatePrefix(error)) throw duplicatePrefix();
      if (repo.isDuplicateCode(error)) throw duplicateCode();
      throw error;
    }
  }

  async function loadCoupon(handle: Db, id: number) {
    return (await couponDetails(handle, [await requireCoupon(handle, id)]))[0]!;
  }

  async function loadCode(handle: Db, id: number) {
    return (await codeDetails(handle, [await requireCode(handle, id)]))[0]!;
  }

  return {
    // Price rules.

    async rulePage(query: FilterValues) {
      const where = priceRuleFilters.conditions(query, { timeZone: await timeZone() });
      return {
        count: () => repo.countRules(db, where),
        load: async (limit: number, offset: number) =>
          ruleDetails(db, await repo.listRules(db, where, limit, offset)),
      };
    },

    async getRule(id: number): Promise<RuleDetail> {
      return (await ruleDetails(db, [await requireRule(db, id)]))[0]!;
    },

    async createRule(input: PriceRuleBody): Promise<RuleDetail> {
      const zone = await timeZone();
      const id = await database.transaction((trx) =>
        writeRule(trx, input, { prefix: '', zone, now: clock.now() }),
      );
      return this.getRule(id);
    },

    /** PUT: the body replaces the rule; omitted fields take their defaults. */
    async replaceRule(id: number, input: PriceRuleBody): Promise<RuleDetail> {
      const zone = await timeZone();
      await database.transaction(async (trx) => {
        await requireRule(trx, id);
        const errors: FieldErrors = {};
        // docs/SPECIFICATION.md rule 3: only rules that are not automatic can belong to a coupon.
        if (input.automatic_discount && (await repo.couponOfRule(trx, id)))
          add(
            errors,
            'automatic_discount',
            'This price rule belongs to a coupon, so it cannot be automatic.',
          );
        await writeRule(trx, input, { prefix: '', zone, now: clock.now(), id, errors });
      });
      return this.getRule(id);
    },

    /** A rule that belongs to a coupon is deleted with the coupon, never alone (409). */
    async deleteRule(id: number) {
      await database.transaction(async (trx) => {
        await requireRule(trx, id);
        const coupon = await repo.couponOfRule(trx, id);
        if (coupon)
          throw conflict(
            'price_rule_in_use',
            `This price rule belongs to the coupon ${coupon.code_prefix} (id ${coupon.id}); delete the coupon instead.`,
          );
        await repo.deleteRule(trx, id);
      });
    },

    // Coupons.

    async couponPage(query: FilterValues) {
      const where = couponFilters.conditions(query, { timeZone: await timeZone() });
      return {
        count: () => repo.countCoupons(db, where),
        load: async (limit: number, offset: number) =>
          couponDetails(db, await repo.listCoupons(db, where, limit, offset)),
      };
    },

    getCoupon: (id: number) => loadCoupon(db, id),

    /** The coupon and its own price rule, in one transaction. */
    async createCoupon(input: CouponCreate): Promise<CouponDetail> {
      const zone = await timeZone();
      const { price_rule: rule, minimum_amount } = input;
      const ruleInput: PriceRuleBody = {
        ...rule,
        title: rule.title ?? input.title!,
        // docs/DESIGN.md §7: minimum_amount becomes the subtotal prerequisite.
        prerequisite_subtotal_range:
          minimum_amount === undefined || minimum_amount === null
            ? rule.prerequisite_subtotal_range
            : { greater_than_or_equal_to: minimum_amount },
      };
      return guardUnique(() =>
        database.transaction(async (trx) => {
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
    },

    /** Deletes the coupon, its codes and its own price rule. */
    async deleteCoupon(id: number) {
      await database.transaction(async (trx) => {
        const coupon = await requireCoupon(trx, id);
        await repo.deleteCoupon(trx, id);
        await repo.deleteRule(trx, coupon.price_rule_id);
      });
    },

    // Coupon codes.

    async codePage(query: FilterValues) {
      const where = couponCodeFilters(clock.now()).conditions(query, {
        timeZone: await timeZone(),
      });
      return {
        count: () => repo.countCodes(db, where),
        load: async (limit: number, offset: number) =>
          codeDetails(db, await repo.listCodes(db, where, limit, offset)),
      };
    },

    getCode: (id: number) => loadCode(db, id),

    /**
     * Bulk issue: every element is checked first and nothing is created when one is bad (400,
     * errors keyed `<index>.<field>`, `once_per_customer` included); then each gets a new code.
     */
    async issueCodes(items: CodeIssue): Promise<CodeDetail[]> {
      const ids = await database.transaction(async (trx) => {
        const errors: FieldErrors = {};
        const known = new Set(
          (await customers.findByIds(trx, [...new Set(items.map((item) => item.customer_id))])).map(
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
            add(errors, `${index}.customer_id`, 'No customer with this id.');
          const coupon = coupons.get(item.coupon_id);
          if (!coupon) {
            add(errors, `${index}.coupon_id`, 'No coupon with this id.');
            continue;
          }
          if (!known.has(item.customer_id)) continue;
          if (rules.get(coupon.price_rule_id)!.once_per_customer !== 1) continue;
          let held = holders.get(coupon.id);
          if (!held) {
            held = await repo.holdersOf(
              trx,
              coupon.id,
              items.filter((i) => i.coupon_id === coupon.id).map((i) => i.customer_id),
            );
            holders.set(coupon.id, held);
          }
          const pair = `${coupon.id}:${item.customer_id}`;
          if (held.has(item.customer_id) || issuedNow.has(pair))
            add(
              errors,
              `${index}.customer_id`,
              'This customer already has a code of this coupon, which allows one per customer.',
            );
          issuedNow.add(pair);
        }
        if (Object.keys(errors).length)
          throw invalid(errors, 'No code was issued: some elements are invalid.');

        const now = clock.now();
        const codesByCoupon = new Map<number, string[]>();
        for (const coupon of coupons.values()) {
          const count = items.filter((item) => item.coupon_id === coupon.id).length;
          codesByCoupon.set(
            coupon.id,
            await generateCodes(coupon.code_prefix, count, (candidates) =>
              repo.takenCodes(trx, candidates),
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
      });
      return codeDetails(db, await repo.findCodesByIds(db, ids));
    },

    /**
     * PUT: customer, coupon, code and status. `used` sets `used_at` (kept while it stays used),
     * `unused` clears it. A code taken by another record or a second code of a once-per-customer
     * coupon is 409.
     */
    async updateCode(id: number, input: CodeUpdate): Promise<CodeDetail> {
      await guardUnique(() =>
        database.transaction(async (trx) => {
          const current = await requireCode(trx, id);
          const errors: FieldErrors = {};
          if (!(await customers.findById(trx, input.customer_id)))
            add(errors, 'customer_id', 'No customer with this id.');
          const coupon = await repo.findCoupon(trx, input.coupon_id);
          if (!coupon) add(errors, 'coupon_id', 'No coupon with this id.');
          else if (input.code !== undefined && !input.code.startsWith(coupon.code_prefix))
            add(
              errors,
              'code',
              `The code must start with the coupon's prefix ${coupon.code_prefix}.`,
            );
          if (Object.keys(errors).length || !coupon) throw invalid(errors);

          const rule = await requireRule(trx, coupon.price_rule_id);
          if (
            rule.once_per_customer === 1 &&
            (await repo.holdersOf(trx, coupon.id, [input.customer_id], id)).size > 0
          )
            throw conflict(
              'once_per_customer',
              'This customer already has a code of this coupon, which allows one per customer.',
            );

          let code = input.code ?? (coupon.id === current.coupon_id ? current.code : null);
          if (code === null) {
            // Moved to another coupon without a code: a new one with that coupon's prefix.
            [code] = await generateCodes(coupon.code_prefix, 1, (candidates) =>
              repo.takenCodes(trx, candidates),
            );
          } else if (code !== current.code && (await repo.findCodeByCode(trx, code))) {
            throw duplicateCode();
          }
          const now = clock.now();
          await repo.updateCode(trx, id, {
            customer_id: input.customer_id,
            coupon_id: coupon.id,
            code: code!,
            status: input.status,
            used_at:
              input.status === 'used' ? (current.status === 'used' ? current.used_at : now) : null,
            updated_at: now,
          });
        }),
      );
      return loadCode(db, id);
    },

    async deleteCode(id: number) {
      await database.transaction(async (trx) => {
        await requireCode(trx, id);
        await repo.deleteCode(trx, id);
      });
    },
  };
}
