import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db';
import type {
  SocialAuthorizationTable,
  SocialPendingAuthorizationTable,
  SocialSettingsTable,
} from '../../db/tables/social';
import { countRows } from '../../db/query';

const settingsColumns = [
  'id',
  'component_appid',
  'component_secret',
  'verify_ticket',
  'api_base',
  'auth_page',
  'updated_at',
] as const;
const pendingColumns = [
  'id',
  'state',
  'auth_type',
  'success_url',
  'platform_url',
  'pre_auth_expires_at',
  'created_at',
  'expires_at',
  'used_at',
  'authorizer_appid',
] as const;
// Tokens stay in the table: the record columns the API may show.
const recordColumns = ['id', 'authorizer_appid', 'created_at', 'updated_at'] as const;

export type SocialSettingsValues = Omit<Updateable<SocialSettingsTable>, 'id'>;

// Settings (a single row, created by the first change).
export const findSettings = (db: Db) =>
  db.selectFrom('social_settings').select(settingsColumns).where('id', '=', 1).executeTakeFirst();

export const upsertSettings = (db: Db, values: SocialSettingsValues & { updated_at: number }) =>
  db
    .insertInto('social_settings')
    .values({ ...values, id: 1 })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();

// Pending authorizations.
export const insertPending = (db: Db, values: Insertable<SocialPendingAuthorizationTable>) =>
  db.insertInto('social_pending_authorization').values(values).execute();

export const findPending = (db: Db, state: string) =>
  db
    .selectFrom('social_pending_authorization')
    .select(pendingColumns)
    .where('state', '=', state)
    .executeTakeFirst();

/** Swaps in a new platform page while the pending authorization is still open. */
export const updatePendingPage = (
  db: Db,
  state: string,
  values: { platform_url: string; pre_auth_expires_at: number },
) =>
  db
    .updateTable('social_pending_authorization')
    .set(values)
    .where('state', '=', state)
    .where('used_at', 'is', null)
    .execute();

/**
 * Marks a pending authorization used: a conditional update, so of several callbacks
 * with one state exactly one succeeds. True when this call took it.
 */
export async function updatePendingUsed(
  db: Db,
  state: string,
  now: number,
  authorizerAppid: string,
) {
  const result = await db
    .updateTable('social_pending_authorization')
    .set({ used_at: now, authorizer_appid: authorizerAppid })
    .where('state', '=', state)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Forgets pending authorizations that ended long ago. */
export const deletePendingBefore = (db: Db, before: number) =>
  db.deleteFrom('social_pending_authorization').where('expires_at', '<', before).execute();

// Authorized accounts.
/** Inserts the account, or updates its tokens and `updated_at` (keeping `created_at`). */
export function upsertAuthorization(db: Db, values: Insertable<SocialAuthorizationTable>) {
  const { authorizer_appid: _appid, created_at: _created, ...changes } = values;
  return db
    .insertInto('social_authorization')
    .values(values)
    .onConflict((oc) => oc.column('authorizer_appid').doUpdateSet(changes))
    .execute();
}

export const findAuthorization = (db: Db, authorizerAppid: string) =>
  db
    .selectFrom('social_authorization')
    .select(recordColumns)
    .where('authorizer_appid', '=', authorizerAppid)
    .executeTakeFirst();

export const countAuthorizations = async (db: Db) =>
  countRows(db.selectFrom('social_authorization'));

export const listAuthorizations = (db: Db, limit: number, offset: number) =>
  db
    .selectFrom('social_authorization')
    .select(recordColumns)
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();

/** Stores an account's renewed tokens. */
export const updateTokens = (
  db: Db,
  authorizerAppid: string,
  values: {
    authorizer_access_token: string;
    access_token_expires_at: number;
    authorizer_refresh_token: string;
    updated_at: number;
  },
) =>
  db
    .updateTable('social_authorization')
    .set(values)
    .where('authorizer_appid', '=', authorizerAppid)
    .execute();

/** The stored tokens of an account (for later platform calls; never sent by the API). */
export const findTokens = (db: Db, authorizerAppid: string) =>
  db
    .selectFrom('social_authorization')
    .select([
      'authorizer_appid',
      'authorizer_access_token',
      'access_token_expires_at',
      'authorizer_refresh_token',
      'func_info',
    ])
    .where('authorizer_appid', '=', authorizerAppid)
    .executeTakeFirst();
