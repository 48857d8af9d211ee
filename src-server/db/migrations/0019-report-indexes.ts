import type { Kysely } from 'kysely';

/**
 * Indexes for the dashboard's reports, measured over 100,000 codes (docs/PERFORMANCE.md):
 * - hand-outs by time: `key_status = 'used'` and a `used_at` range, with the order for the
 *   paid-to-handed-out times, read from the index alone. With only (key_status, expires_at)
 *   and (used_at), SQLite took every used code by its status and read each row to test the
 *   time (today's hand-outs per hour: ~86 ms → ~0 ms; 120 days' percentiles ~420 → ~230 ms);
 * - the packages waiting per store now: a store's unused codes not yet run out, with their
 *   stock status, from the index alone (~115 → ~56 ms with every code waiting).
 */
const INDEXES = [
  {
    name: 'pick_up_code_status_used',
    table: 'pick_up_code',
    columns: ['key_status', 'used_at', 'order_id'],
  },
  {
    name: 'pick_up_code_waiting',
    table: 'pick_up_code',
    columns: ['offline_shop_id', 'key_status', 'expires_at', 'stock_status'],
  },
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const { name, table, columns } of INDEXES)
    await db.schema.createIndex(name).on(table).columns(columns).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const { name } of INDEXES) await db.schema.dropIndex(name).execute();
}
