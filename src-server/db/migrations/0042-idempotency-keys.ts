import type { Kysely } from 'kysely';

/**
 * Answers kept by `Idempotency-Key` (docs/API.md "Idempotent writes"): the first request with a
 * key claims its row (the primary key decides between processes), runs, and stores its answer;
 * a repeat within 24 hours gets the stored answer. `status` is null while the first one runs;
 * `lease_until` lets another request take over a claim whose process died.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('idempotency_key')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('principal', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('status', 'integer')
    .addColumn('response', 'text')
    .addColumn('lease_until', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('idempotency_key_created')
    .on('idempotency_key')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('idempotency_key').execute();
}
