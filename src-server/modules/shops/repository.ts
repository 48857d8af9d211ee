import { type Insertable, sql, type Updateable } from 'kysely';
import { prepared, type Db } from '../../db';
import type { ShopSettingsTable, StaffRole } from '../../db/tables/shops';
import type { ApplicationPrincipal, StaffPrincipal } from '../../http/auth';

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
  'webhook_private_targets',
  'offline_hand_out',
  'offline_hand_out_hours',
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

const findSettings = (db: Db) =>
  db.selectFrom('shop_settings').select(settingsColumns).where('id', '=', 1).executeTakeFirst();

const insertSettings = (db: Db, values: Insertable<ShopSettingsTable>) =>
  db
    .insertInto('shop_settings')
    .values({ ...values, id: 1 })
    .execute();

const updateSettings = (db: Db, values: Updateable<ShopSettingsTable>) =>
  db.updateTable('shop_settings').set(values).where('id', '=', 1).execute();

// Identity lookups used by the auth hook.
const findStaffPrincipal = async (
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
};

const findApplicationPrincipal = async (
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
};

// Staff and tokens.
const findStaffForLogin = (db: Db, usernameKey: string) =>
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
    .executeTakeFirst();

const hasManager = async (db: Db) =>
  (await db
    .selectFrom('staff')
    .select('id')
    .where('role', '=', 'manager')
    .limit(1)
    .executeTakeFirst()) !== undefined;

const insertStaff = (
  db: Db,
  values: {
    username: string;
    password_hash: string;
    role: StaffRole;
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
    .executeTakeFirstOrThrow();

const insertToken = (
  db: Db,
  values: { staff_id: number; token_hash: string; created_at: number; expires_at: number },
) => db.insertInto('staff_token').values(values).execute();

const touchLogin = (db: Db, staffId: number, now: number) =>
  db.updateTable('staff').set({ last_login_at: now }).where('id', '=', staffId).execute();

const revokeToken = (db: Db, tokenId: number, now: number) =>
  db
    .updateTable('staff_token')
    .set({ revoked_at: now })
    .where('id', '=', tokenId)
    .where('revoked_at', 'is', null)
    .execute();

// Sign-in throttling (docs/DESIGN.md §3): one counter row per throttled identity.
/**
 * Takes one failure slot of `key` (the attempt counts as failed until it succeeds) unless
 * `limit` are taken inside the window: a conditional update, so of concurrent attempts at
 * most `limit` get one, on SQLite (one writer) and PostgreSQL (the row lock re-checks the
 * condition) alike. A window that has passed starts again at `now`.
 */
const takeThrottleSlot = async (
  db: Db,
  key: string,
  limit: number,
  now: number,
  windowMs: number,
) => {
  await db
    .insertInto('login_throttle')
    .values({ key, failures: 0, window_start: now })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const lapsed = now - windowMs;
  const result = await db
    .updateTable('login_throttle')
    .set({
      failures: sql<number>`case when window_start <= ${lapsed} then 1 else failures + 1 end`,
      window_start: sql<number>`case when window_start <= ${lapsed} then ${now} else window_start end`,
    })
    .where('key', '=', key)
    .where((eb) => eb.or([eb('failures', '<', limit), eb('window_start', '<=', lapsed)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

const throttleWindowStart = async (db: Db, key: string) =>
  (
    await db
      .selectFrom('login_throttle')
      .select('window_start')
      .where('key', '=', key)
      .executeTakeFirst()
  )?.window_start ?? null;

/** A successful sign-in: its identities start counting afresh. */
const clearThrottle = (db: Db, keys: string[]) =>
  db.updateTable('login_throttle').set({ failures: 0 }).where('key', 'in', keys).execute();

/** An attempt that was never checked (refused for the wait): it counts no more. */
const giveBackThrottleSlots = (db: Db, keys: string[]) =>
  db
    .updateTable('login_throttle')
    .set({ failures: sql<number>`case when failures > 0 then failures - 1 else 0 end` })
    .where('key', 'in', keys)
    .execute();

const pruneThrottle = (db: Db, before: number) =>
  db.deleteFrom('login_throttle').where('window_start', '<', before).execute();

// Devices that signed in before (OWASP device cookies).
const findDevice = (db: Db, tokenHash: string, staffId: number) =>
  db
    .selectFrom('login_device')
    .select('id')
    .where('token_hash', '=', tokenHash)
    .where('staff_id', '=', staffId)
    .executeTakeFirst();

const insertDevice = (
  db: Db,
  values: { token_hash: string; staff_id: number; created_at: number; last_used_at: number },
) => db.insertInto('login_device').values(values).execute();

const touchDevice = (db: Db, id: number, now: number) =>
  db.updateTable('login_device').set({ last_used_at: now }).where('id', '=', id).execute();

// Applications.
const listApplications = (db: Db) =>
  db.selectFrom('application').select(applicationColumns).orderBy('id').execute();

const findApplication = (db: Db, id: number) =>
  db.selectFrom('application').select(applicationColumns).where('id', '=', id).executeTakeFirst();

const insertApplication = (
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
    .executeTakeFirstOrThrow();

const revokeApplication = (db: Db, id: number, now: number) =>
  db
    .updateTable('application')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();

export function createShopRepository() {
  return {
    findSettings,
    insertSettings,
    updateSettings,
    findStaffPrincipal,
    findApplicationPrincipal,
    findStaffForLogin,
    hasManager,
    insertStaff,
    insertToken,
    touchLogin,
    revokeToken,
    takeThrottleSlot,
    throttleWindowStart,
    clearThrottle,
    giveBackThrottleSlots,
    pruneThrottle,
    findDevice,
    insertDevice,
    touchDevice,
    listApplications,
    findApplication,
    insertApplication,
    revokeApplication,
  };
}
