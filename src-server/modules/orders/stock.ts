import { sql } from 'kysely';
import type { Db } from '../../db';

/*
 * The catalog's side of an order: what a line copies from its variant, the groups a rule may
 * be entitled to, the stock orders take and give back and the quantities sold. They are the
 * orders' rules over the catalog's tables, so they live with the orders.
 */

/** The collections and categories of these products (rules may be entitled to them). */
export async function listGroups(db: Db, productIds: readonly number[]) {
  const out = new Map<number, { collectionIds: number[]; categoryIds: number[] }>(
    productIds.map((id) => [id, { collectionIds: [], categoryIds: [] }]),
  );
  if (productIds.length === 0) return out;
  const ids = [...productIds];
  const [collections, categories] = await Promise.all([
    db
      .selectFrom('collection_product')
      .select(['product_id', 'collection_id'])
      .where('product_id', 'in', ids)
      .execute(),
    db
      .selectFrom('product_category')
      .select(['product_id', 'category_id'])
      .where('product_id', 'in', ids)
      .execute(),
  ]);
  for (const row of collections) out.get(row.product_id)!.collectionIds.push(row.collection_id);
  for (const row of categories) out.get(row.product_id)!.categoryIds.push(row.category_id);
  return out;
}

/** What a line copies from its variant and product. */
export const listLineVariants = (db: Db, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('product_variant')
        .innerJoin('product', 'product.id', 'product_variant.product_id')
        .select([
          'product_variant.id',
          'product_variant.product_id',
          'product_variant.title',
          'product_variant.sku',
          'product_variant.barcode',
          'product_variant.price',
          'product_variant.grams',
          'product_variant.options',
          'product.title as product_title',
          'product.name as product_name',
          'product.vendor_id',
          'product.requires_shipping',
          'product.published',
          sql<
            string | null
          >`(select vi.src from product_image vi where vi.id = product_variant.image_id)`.as(
            'variant_image',
          ),
          sql<
            string | null
          >`(select pi.src from product_image pi where pi.product_id = product.id order by pi.position, pi.id limit 1)`.as(
            'product_image',
          ),
        ])
        .where('product_variant.id', 'in', [...ids])
        .execute();

/**
 * Takes stock for a line: under `deny` only while enough is left (one conditional UPDATE,
 * so concurrent orders cannot oversell). False when refused.
 */
export const updateInventoryTaken = async (db: Db, variantId: number, quantity: number) => {
  const result = await db
    .updateTable('product_variant')
    .set((eb) => ({ inventory_quantity: eb('inventory_quantity', '-', quantity) }))
    .where('id', '=', variantId)
    .where((eb) =>
      eb.or([eb('inventory_policy', '=', 'continue'), eb('inventory_quantity', '>=', quantity)]),
    )
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
};

export const findInventory = async (db: Db, variantId: number) =>
  (
    await db
      .selectFrom('product_variant')
      .select('inventory_quantity')
      .where('id', '=', variantId)
      .executeTakeFirst()
  )?.inventory_quantity ?? 0;

/** Gives a cancelled line's stock back (a deleted variant has nothing to return to). */
export const updateInventoryReturned = (db: Db, variantId: number, quantity: number) =>
  db
    .updateTable('product_variant')
    .set((eb) => ({ inventory_quantity: eb('inventory_quantity', '+', quantity) }))
    .where('id', '=', variantId)
    .execute();

/** The products' `sold_quantity` follows paid (and cancelled paid) orders. */
export const updateSold = (db: Db, productId: number, quantity: number) =>
  db
    .updateTable('product')
    .set((eb) => ({ sold_quantity: eb('sold_quantity', '+', quantity) }))
    .where('id', '=', productId)
    .execute();
