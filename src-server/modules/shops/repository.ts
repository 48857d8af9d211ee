import { sql } from 'kysely';
import { prepared, type Db } from '../../core/db';
import type { ApplicationPrincipal, StaffPrincipal } from '../../core/auth';
import type { ShopSettingsTable } from './tables';
import type { Insertable, Updateable } from 'kysely';

const settingsColumns = [
  'id',
  'name',
  'domain',
  'timezone',
  'currency',
  'webhook_secret',
  'payment_mode',
  'pick_up_expire_days',
  'pick_up_rollback_hours',
  'demo_loaded_at',
  'created_at',
  'updated_at',
] as const;

const applicationColumns = ['id', 'name', 'scopes', 'created_at', 'revoked_at'] as const;

export type ShopRepository = ReturnType<typeof createShopRepository>;

// Every staff request looks its token up: compiled once.
const staffPrincipal = prepared((db: Db, tokenHash: string, now: number) =>
  db
    .selectFrom('staff_token')
    .innerJoin('staff', 'staff.id', 'staff_token.staff_id')
    .select([
      'staff_token.id as token_id',
      'staff.id',
      'staff.username',
      'staff.role',
      'staff.offline_shop_id',
      'staff.is_active',
      'staff_token.revoked_at',
    ])
    .where('staff_token.token_hash', '=', tokenHash)
    .where('staff_token.expires_at', '>', now),
);

export function createShopRepository() {
  return {
    findSettings: (db: Db) =>
      db.selectFrom('shop_settings').select(settingsColumns).where('id', '=', 1).executeTakeFirst(),

    insertSettings: (db: Db, values: Insertable<ShopSettingsTable>) =>
      db
        .insertInto('shop_settings')
        .values({ ...values, id: 1 })
        .execute(),

    updateSettings: (db: Db, values: Updateable<ShopSettingsTable>) =>
      db.updateTable('shop_settings').set(values).where('id', '=', 1).execute(),

    // Identity lookups used by the auth hook.
    findStaffPrincipal: async (
      db: Db,
      tokenHash: string,
      now: number,
    ): Promise<StaffPrincipal | 'deactivated' | null> => {
      const [row] = await staffPrincipal(db, tokenHash, now);
      // Deactivating revokes the account's tokens; their holder is told why they stopped.
      if (row && row.is_active !== 1) return 'deactivated';
      return row && row.revoked_at === null
        ? {
            kind: 'staff',
            staffId: row.id,
            username: row.username,
            role: row.role,
            offlineShopId: row.offline_shop_id,
            tokenId: row.token_id,
          }
        : null;
    },

    findApplicationPrincipal: async (
      db: Db,
      tokenHash: string,
    ): Promise<ApplicationPrincipal | null> => {
      const row = await db
        .selectFrom('application')
        .select(['id', 'scopes'])
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return row
        ? {
            kind: 'application',
            applicationId: row.id,
            scopes: new Set(row.scopes.split(/\s+/).filter(Boolean)),
          }
        : null;
    },

    // Staff and tokens.
    findStaffForLogin: (db: Db, usernameKey: string) =>
      db
        .selectFrom('staff')
        .leftJoin('offline_shop', 'offline_shop.id', 'staff.offline_shop_id')
        .select([
          'staff.id',
          'staff.username',
          'staff.password_hash',
          'staff.role',
          'staff.is_active',
          'offline_shop.id as shop_id',
          'offline_shop.title as shop_title',
        ])
        .where('staff.username_key', '=', usernameKey)
        .executeTakeFirst(),

    hasManager: async (db: Db) =>
      (await db
        .selectFrom('staff')
        .select('id')
        .where('role', '=', 'manager')
        .limit(1)
        .executeTakeFirst()) !== undefined,

    insertStaff: (
      db: Db,
      values: {
        username: string;
        password_hash: string;
        role: 'manager' | 'staff';
        offline_shop_id: number | null;
        created_at: number;
      },
    ) =>
      db
        .insertInto('staff')
        .values({
          ...values,
          username_key: values.username.toLowerCase(),
          is_active: 1,
          created_by: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow(),

    insertToken: (
      db: Db,
      values: { staff_id: number; token_hash: string; created_at: number; expires_at: number },
    ) => db.insertInto('staff_token').values(values).execute(),

    touchLogin: (db: Db, staffId: number, now: number) =>
      db.updateTable('staff').set({ last_login_at: now }).where('id', '=', staffId).execute(),

    revokeToken: (db: Db, tokenId: number, now: number) =>
      db
        .updateTable('staff_token')
        .set({ revoked_at: now })
        .where('id', '=', tokenId)
        .where('revoked_at', 'is', null)
        .execute(),

    // Login throttling: failures since the last success inside the window, newest first.
    recentFailures: async (
      db: Db,
      column: 'username_key' | 'ip',
      value: string,
      since: number,
      limit: number,
    ) => {
      const lastSuccess = db
        .selectFrom('login_attempt')
        .select(sql<number>`coalesce(max(created_at), 0)`.as('t'))
        .where(column, '=', value)
        .where('succeeded', '=', 1);
      const rows = await db
        .selectFrom('login_attempt')
        .select('created_at')
        .where(column, '=', value)
        .where('succeeded', '=', 0)
        .where('created_at', '>', since)
        .where('created_at', '>', lastSuccess)
        .orderBy('created_at', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => r.created_at);
    },

    recordAttempt: (
      db: Db,
      values: { username_key: string; ip: string; succeeded: number; created_at: number },
    ) => db.insertInto('login_attempt').values(values).execute(),

    pruneAttempts: (db: Db, before: number) =>
      db.deleteFrom('login_attempt').where('created_at', '<', before).execute(),

    // Applications.
    listApplications: (db: Db) =>
      db.selectFrom('application').select(applicationColumns).orderBy('id').execute(),

    findApplication: (db: Db, id: number) =>
      db
        .selectFrom('application')
        .select(applicationColumns)
        .where('id', '=', id)
        .executeTakeFirst(),

    insertApplication: (
      db: Db,
      values: {
        id?: number;
        name: string;
        scopes: string;
        token_hash: string | null;
        created_at: number;
      },
    ) =>
      db
        .insertInto('application')
        .values(values)
        .returning(applicationColumns)
        .executeTakeFirstOrThrow(),

    revokeApplication: (db: Db, id: number, now: number) =>
      db
        .updateTable('application')
        .set({ revoked_at: now })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .executeTakeFirst(),
  };
}
