import type { Kysely } from 'kysely';

/** Imports find products by their variants' SKUs: a batch looks up 500 at once. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('product_variant_sku').on('product_variant').column('sku').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('product_variant_sku').execute();
}
