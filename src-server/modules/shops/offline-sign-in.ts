import { createHash } from 'node:crypto';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import { ApiError, fieldError } from '../../http/errors';
import { isManager, type Actor } from '../../http/auth';
import { msg } from '../../lib/i18n';
import type { StaffRole } from '../../db/tables/shops';
import type { ActionParams } from '../../../src-shared/action-params';
import * as repo from './repository';

/*
 * Offline sign-in (docs/DESIGN.md §14 "Starting offline"): what a counter needs to keep its
 * clerks' verifiers honest, and what the server needs to judge an offline session's hand-outs.
 */

/**
 * A short text that changes whenever the member's password, active state or store does; it
 * tells the counter its verifier is stale without revealing the hash (12 bytes of SHA-256).
 */
export const stampOf = (member: {
  password_hash: string;
  is_active: number;
  offline_shop_id: number | null;
}) =>
  createHash('sha256')
    .update(`${member.password_hash}|${member.is_active}|${member.offline_shop_id}`)
    .digest()
    .subarray(0, 12)
    .toString('base64url');

/** The store whose clerks a counter asks for: a staff member's own; a manager's choice. */
function storeAsked(actor: Actor, requested: number | undefined): number {
  if (isManager(actor)) {
    const storeId = requested ?? actor.storeId;
    if (storeId === null)
      throw fieldError('offline_shop', msg('shops.offline_sign_in_store_needed'));
    return storeId;
  }
  if (actor.storeId === null)
    throw new ApiError(403, 'permission_denied', msg('shops.offline_sign_in_no_store'));
  if (requested !== undefined && requested !== actor.storeId)
    throw new ApiError(403, 'permission_denied', msg('shops.offline_sign_in_own_store'));
  return actor.storeId;
}

/** `GET offline_sign_in/`: the shop's window and the store's active clerks with their stamps. */
export async function offlineSignIn(ctx: AppContext, actor: Actor, requested?: number) {
  const storeId = storeAsked(actor, requested);
  const clerks = await repo.listActiveClerks(ctx.database.db, storeId);
  return {
    offline_sign_in_days: (await ctx.settings()).offline_sign_in_days,
    clerks: clerks.map((clerk) => ({
      id: clerk.id,
      username: clerk.username,
      stamp: stampOf(clerk),
    })),
  };
}

/** A member as he was at some moment: whether he existed, was active, and of which store. */
export interface MemberAt {
  id: number;
  username: string;
  role: StaffRole;
  existed: boolean;
  active: boolean;
  storeId: number | null;
}

type StaffRecordParams = ActionParams<'staff_create'> | ActionParams<'staff_update'>;

const paramsOf = (text: string | null): StaffRecordParams | null =>
  text === null ? null : (JSON.parse(text) as StaffRecordParams);

/** The store a record set (a number, or null for none); undefined when it set none. */
function storeSetBy(params: StaffRecordParams): number | null | undefined {
  if (!('changes' in params)) return params.store?.id ?? null;
  let store: number | null | undefined;
  for (const change of params.changes)
    if (change.change === 'moved') store = change.store.id;
    else if (change.change === 'no_store') store = null;
  return store;
}

/**
 * The member `staffId` as he was at `at`, from his state now and his account's history: the
 * changes recorded after `at` are undone, newest first; his store then is the one the latest
 * record at or before `at` set, or, when none did, his store now unless it changed since (then
 * none). Null when no such member exists. Runs with the caller's handle (a consume's
 * transaction).
 */
export async function memberAt(handle: Db, staffId: number, at: number): Promise<MemberAt | null> {
  const member = await repo.findMemberState(handle, staffId);
  if (!member) return null;
  let active = member.is_active === 1;
  let movedSince = false;
  let storeThen: number | null | undefined;
  for (const record of await repo.listMemberRecords(handle, member.username)) {
    const params = paramsOf(record.params);
    if (params?.username !== member.username) continue;
    if (record.created_at <= at) {
      // Newest first: the first record that set a store set the one he had then.
      if (storeThen === undefined) storeThen = storeSetBy(params);
      continue;
    }
    if (!('changes' in params)) continue;
    for (const { change } of params.changes)
      if (change === 'deactivated') active = true;
      else if (change === 'reactivated') active = false;
      else if (change === 'moved' || change === 'no_store') movedSince = true;
  }
  return {
    id: member.id,
    username: member.username,
    role: member.role,
    existed: member.created_at <= at,
    active,
    storeId: movedSince ? (storeThen ?? null) : member.offline_shop_id,
  };
}
