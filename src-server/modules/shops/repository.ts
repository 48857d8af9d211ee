import { type Expression, type Insertable, sql, type SqlBool, type Updateable } from 'kysely';
import { forUpdate, isUniqueViolation, prepared, type Db } from '../../db';
import { countRows } from '../../db/query';
import type {
  OfflineShopRow,
  OfflineShopTable,
  ShopSettingsTable,
  StaffRole,
  StaffTable,
} from '../../db/tables/shops';
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
  'offline_sign_in_days',
  'created_at',
  'updated_at',
] as const;

const applicationColumns = ['id', 'name', 'scopes', 'created_at', 'revoked_at'] as const;

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

export const findSettings = (db: Db) =>
  db.selectFrom('shop_settings').select(settingsColumns).where('id', '=', 1).executeTakeFirst();

export const insertSettings = (db: Db, values: Insertable<ShopSettingsTable>) =>
  db
    .insertInto('shop_settings')
    .values({ ...values, id: 1 })
    .execute();

export const updateSettings = (db: Db, values: Updateable<ShopSettingsTable>) =>
  db.updateTable('shop_settings').set(values).where('id', '=', 1).execute();

// Identity lookups used by the auth hook.
export const findStaffPrincipal = async (
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
        storeId: row.offline_shop_id,
        tokenId: row.token_id,
      }
    : null;
};

export const findApplicationPrincipal = async (
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
export const findStaffForLogin = (db: Db, usernameKey: string) =>
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

export const findAnyManager = (db: Db) =>
  db.selectFrom('staff').select('id').where('role', '=', 'manager').limit(1).executeTakeFirst();

export const insertStaff = (
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

export const insertToken = (
  db: Db,
  values: { staff_id: number; token_hash: string; created_at: number; expires_at: number },
) => db.insertInto('staff_token').values(values).execute();

export const updateLastLogin = (db: Db, staffId: number, now: number) =>
  db.updateTable('staff').set({ last_login_at: now }).where('id', '=', staffId).execute();

export const updateTokenRevoked = (db: Db, tokenId: number, now: number) =>
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
export const updateThrottleSlot = async (
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

export const findThrottleWindowStart = async (db: Db, key: string) =>
  (
    await db
      .selectFrom('login_throttle')
      .select('window_start')
      .where('key', '=', key)
      .executeTakeFirst()
  )?.window_start ?? null;

/** A successful sign-in: its identities start counting afresh. */
export const updateThrottleCleared = (db: Db, keys: string[]) =>
  db.updateTable('login_throttle').set({ failures: 0 }).where('key', 'in', keys).execute();

/** An attempt that was never checked (refused for the wait): it counts no more. */
export const updateThrottleGivenBack = (db: Db, keys: string[]) =>
  db
    .updateTable('login_throttle')
    .set({ failures: sql<number>`case when failures > 0 then failures - 1 else 0 end` })
    .where('key', 'in', keys)
    .execute();

export const deleteThrottleBefore = (db: Db, before: number) =>
  db.deleteFrom('login_throttle').where('window_start', '<', before).execute();

// Devices that signed in before (OWASP device cookies).
export const findDevice = (db: Db, tokenHash: string, staffId: number) =>
  db
    .selectFrom('login_device')
    .select('id')
    .where('token_hash', '=', tokenHash)
    .where('staff_id', '=', staffId)
    .executeTakeFirst();

export const insertDevice = (
  db: Db,
  values: { token_hash: string; staff_id: number; created_at: number; last_used_at: number },
) => db.insertInto('login_device').values(values).execute();

export const updateDeviceUsed = (db: Db, id: number, now: number) =>
  db.updateTable('login_device').set({ last_used_at: now }).where('id', '=', id).execute();

// Applications.
export const listApplications = (db: Db) =>
  db.selectFrom('application').select(applicationColumns).orderBy('id').execute();

export const findApplication = (db: Db, id: number) =>
  db.selectFrom('application').select(applicationColumns).where('id', '=', id).executeTakeFirst();

export const insertApplication = (
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

export const updateApplicationRevoked = (db: Db, id: number, now: number) =>
  db
    .updateTable('application')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();

// Offline stores (docs/DESIGN.md §4).
const storeColumns = [
  'id',
  'title',
  'address',
  'phone',
  'business_hours',
  'place_code',
  'is_active',
  'created_at',
  'updated_at',
] as const;

export const countStores = async (db: Db, activeOnly: boolean) => {
  const qb = db.selectFrom('offline_shop');
  return countRows(activeOnly ? qb.where('is_active', '=', 1) : qb);
};

export const listStores = (db: Db, activeOnly: boolean, limit: number, offset: number) => {
  let qb = db.selectFrom('offline_shop').select(storeColumns);
  if (activeOnly) qb = qb.where('is_active', '=', 1);
  return qb.orderBy('id').limit(limit).offset(offset).execute();
};

export const findStoreById = (db: Db, id: number) =>
  db.selectFrom('offline_shop').select(storeColumns).where('id', '=', id).executeTakeFirst();

export const findStoresByIds = (db: Db, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('offline_shop')
        .select(storeColumns)
        .where('id', 'in', [...ids])
        .execute();

/** The shop's default location: its first store. */
export const findFirstStoreId = async (db: Db) =>
  (await db.selectFrom('offline_shop').select('id').orderBy('id').limit(1).executeTakeFirst())
    ?.id ?? null;

export const insertStore = (db: Db, values: Omit<OfflineShopRow, 'id'>): Promise<OfflineShopRow> =>
  db.insertInto('offline_shop').values(values).returning(storeColumns).executeTakeFirstOrThrow();

export const updateStore = (db: Db, id: number, values: Updateable<OfflineShopTable>) =>
  db
    .updateTable('offline_shop')
    .set(values)
    .where('id', '=', id)
    .returning(storeColumns)
    .executeTakeFirstOrThrow();

export const findPlaceByCode = (db: Db, code: string) =>
  db.selectFrom('place').select('id').where('code', '=', code).executeTakeFirst();

// Staff administration (docs/DESIGN.md §3, §4).
const memberColumns = [
  'staff.id',
  'staff.username',
  'staff.role',
  'staff.offline_shop_id',
  'offline_shop.title as offline_shop_title',
  'staff.is_active',
  'staff.created_at',
  'staff.last_login_at',
] as const;

const members = (db: Db, where: Expression<SqlBool>[]) =>
  where.reduce(
    (qb, condition) => qb.where(condition),
    db.selectFrom('staff').leftJoin('offline_shop', 'offline_shop.id', 'staff.offline_shop_id'),
  );

export const countMembers = async (db: Db, where: Expression<SqlBool>[]) =>
  countRows(members(db, where));

export const listMembers = (db: Db, where: Expression<SqlBool>[], limit: number, offset: number) =>
  members(db, where)
    .select(memberColumns)
    .orderBy('staff.id')
    .limit(limit)
    .offset(offset)
    .execute();

export const findMemberById = (db: Db, id: number) =>
  members(db, []).select(memberColumns).where('staff.id', '=', id).executeTakeFirst();

export const findStaffByUsernameKey = (db: Db, usernameKey: string) =>
  db.selectFrom('staff').select('id').where('username_key', '=', usernameKey).executeTakeFirst();

export const insertMember = async (
  db: Db,
  values: {
    username: string;
    password_hash: string;
    role: StaffRole;
    offline_shop_id: number | null;
    created_by: number;
    created_at: number;
  },
) =>
  (
    await db
      .insertInto('staff')
      .values({
        ...values,
        username_key: values.username.toLowerCase(),
        is_active: 1,
        last_login_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

export const updateMember = (db: Db, id: number, values: Updateable<StaffTable>) =>
  db.updateTable('staff').set(values).where('id', '=', id).execute();

/** Every live token of the member stops working at once. */
export const updateMemberTokensRevoked = (db: Db, staffId: number, now: number) =>
  db
    .updateTable('staff_token')
    .set({ revoked_at: now })
    .where('staff_id', '=', staffId)
    .where('revoked_at', 'is', null)
    .execute();

/**
 * The active managers, locked to the end of the transaction: two deactivations of the last
 * two managers at once cannot both see the other still active (docs/RELIABILITY.md).
 */
export const countActiveManagersForUpdate = async (db: Db) =>
  (
    await forUpdate(
      db,
      db
        .selectFrom('staff')
        .select('id')
        .where('role', '=', 'manager')
        .where('is_active', '=', 1)
        .orderBy('id'),
    ).execute()
  ).length;

/** Whether `error` is the unique username's violation (two creations of one name at once). */
export const isDuplicateUsername = (error: unknown) =>
  isUniqueViolation(error, 'staff', 'username_key');

export type StaffMemberRow = NonNullable<Awaited<ReturnType<typeof findMemberById>>>;

// Offline sign-in (docs/DESIGN.md §14 "Starting offline").
/** The store's active clerks (role staff), with what their counters' verifiers depend on. */
export const listActiveClerks = (db: Db, storeId: number) =>
  db
    .selectFrom('staff')
    .select(['id', 'username', 'password_hash', 'is_active', 'offline_shop_id'])
    .where('role', '=', 'staff')
    .where('is_active', '=', 1)
    .where('offline_shop_id', '=', storeId)
    .orderBy('id')
    .execute();

/** A member as an offline hand-out's clerk is judged: his state now and since when he exists. */
export const findMemberState = (db: Db, id: number) =>
  db
    .selectFrom('staff')
    .select(['id', 'username', 'role', 'is_active', 'offline_shop_id', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();

/**
 * The history's records of one member's account (`staff_create`, `staff_update`), newest first.
 * They name him by username (never renamed, unique); the LIKE only narrows the rows read on the
 * (action, created_at) index: the caller compares the params' username exactly.
 */
export const listMemberRecords = (db: Db, username: string) =>
  db
    .selectFrom('action_history')
    .select(['action', 'params', 'created_at'])
    .where('action', 'in', ['staff_create', 'staff_update'])
    .where('params', 'like', `%"username":${JSON.stringify(username)}%`)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
