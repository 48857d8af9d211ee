import type { Expression, Insertable, SqlBool, Updateable } from 'kysely';
import type { Db } from '../../db';
import type { PriceRuleTable } from '../../db/tables/discounts';
import { applyWhere, countRows } from '../../db/query';

export const ruleColumns = [
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

export const rules = (db: Db) => db.selectFrom('price_rule');

export const countRules = (db: Db, where: Expression<SqlBool>[]) =>
  countRows(applyWhere(rules(db), where));

export const listRules = (db: Db, where: Expression<SqlBool>[], limit: number, offset: number) =>
  applyWhere(rules(db), where)
    .select(ruleColumns)
    .orderBy('price_rule.id')
    .limit(limit)
    .offset(offset)
    .execute();

export const findRule = (db: Db, id: number) =>
  rules(db).select(ruleColumns).where('price_rule.id', '=', id).executeTakeFirst();

export const findRules = (db: Db, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : rules(db).select(ruleColumns).where('price_rule.id', 'in', ids).execute();

export const insertRule = async (db: Db, values: Insertable<PriceRuleTable>) =>
  (await db.insertInto('price_rule').values(values).returning('id').executeTakeFirstOrThrow()).id;

export const updateRule = (db: Db, id: number, values: Updateable<PriceRuleTable>) =>
  db.updateTable('price_rule').set(values).where('id', '=', id).execute();

export const deleteRule = (db: Db, id: number) =>
  db.deleteFrom('price_rule').where('id', '=', id).execute();

/** The entitlements of each rule (rules without any get empty lists). */
export async function listEntitlements(
  db: Db,
  ruleIds: number[],
): Promise<Map<number, Entitlements>> {
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
}

/** Replaces a rule's entitlements with these lists (empty lists for none). */
export async function updateEntitlements(db: Db, ruleId: number, entitled: Entitlements) {
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
}

/** Which of these ids exist in a catalog table (entitled ids must exist). */
export const listExistingIds = async (
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
  );

export const findVendorsByTitles = (db: Db, titles: string[]) =>
  titles.length === 0
    ? Promise.resolve([])
    : db.selectFrom('vendor').select(['id', 'title']).where('title', 'in', titles).execute();
