import type { Updateable } from 'kysely';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import { ApiError, conflict, fieldError, notFound } from '../../http/errors';
import { defineFilters, type FilterValues } from '../../http/filters';
import { hashPassword, passwordProblem } from '../../lib/passwords';
import { STAFF_ROLES, type StaffRole, type StaffTable } from '../../db/tables/shops';
import type { Actor } from '../../http/auth';
import { record } from './action-history';
import * as repo from './repository';
import type { StaffMemberRow } from './repository';
import type { StaffChange } from '../../../src-shared/action-params';
import { actionText, msg } from '../../lib/i18n';

export const staffFilters = defineFilters({
  role: { column: 'staff.role', kind: { enum: STAFF_ROLES }, ops: ['eq'] },
  is_active: { column: 'staff.is_active', kind: 'bool', ops: ['eq'] },
  offline_shop: { column: 'staff.offline_shop_id', kind: 'int', ops: ['eq', 'in'] },
});

export interface StaffCreate {
  username: string;
  password: string;
  role: StaffRole;
  offline_shop_id: number | null;
}

export interface StaffPatch {
  is_active?: boolean;
  password?: string;
  offline_shop_id?: number | null;
}

export type { StaffMemberRow };

const duplicate = () => conflict('duplicate', msg('shops.username_taken'));

async function requireMember(handle: Db, id: number) {
  const row = await repo.findMemberById(handle, id);
  if (!row) throw notFound(msg('shops.staff_not_found'));
  return row;
}

/** A staff member belongs to one active store; a manager may have none. */
async function checkStore(handle: Db, role: StaffRole, storeId: number | null) {
  if (storeId === null) {
    if (role === 'staff') throw fieldError('offline_shop_id', msg('shops.store_needed'));
    return null;
  }
  const store = await repo.findStoreById(handle, storeId);
  if (!store) throw fieldError('offline_shop_id', msg('shops.store_not_found'));
  if (store.is_active !== 1) throw fieldError('offline_shop_id', msg('shops.store_inactive'));
  return store;
}

async function guardUsername<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (repo.isDuplicateUsername(error)) throw duplicate();
    throw error;
  }
}

async function conditions(ctx: AppContext, query: FilterValues) {
  return staffFilters.conditions(query, { timeZone: await ctx.timeZone() });
}

export async function create(
  ctx: AppContext,
  actor: Actor,
  input: StaffCreate,
): Promise<StaffMemberRow> {
  const problem = passwordProblem(input.password, input.username);
  if (problem) throw fieldError('password', problem);
  // Hash outside the transaction: it is slow and needs no lock.
  const passwordHash = await hashPassword(input.password);
  const id = await guardUsername(() =>
    ctx.database.transaction(async (trx) => {
      if (await repo.findStaffByUsernameKey(trx, input.username.toLowerCase())) throw duplicate();
      const store = await checkStore(trx, input.role, input.offline_shop_id);
      const now = ctx.clock.now();
      const created = {
        role: input.role,
        username: input.username,
        store: store ? { id: store.id, title: store.title } : null,
      };
      const id = await repo.insertMember(trx, {
        username: input.username,
        password_hash: passwordHash,
        role: input.role,
        offline_shop_id: input.offline_shop_id,
        created_by: actor.staffId,
        created_at: now,
      });
      await record(trx, {
        action: 'staff_create',
        staff_id: actor.staffId,
        offline_shop_id: input.offline_shop_id,
        detail: actionText('en', 'staff_create', created),
        params: created,
        ip: actor.ip,
        created_at: now,
      });
      return id;
    }),
  );
  return requireMember(ctx.database.db, id);
}

/**
 * What a patch changes of the member, as values to store and the history's params' changes; the last active manager is never deactivated.
 */
async function changesOf(
  trx: Db,
  member: StaffMemberRow,
  patch: StaffPatch,
  passwordHash: string | undefined,
) {
  const changed: StaffChange[] = [];
  const values: Updateable<StaffTable> = {};
  if (patch.offline_shop_id !== undefined && patch.offline_shop_id !== member.offline_shop_id) {
    const store = await checkStore(trx, member.role, patch.offline_shop_id);
    values.offline_shop_id = patch.offline_shop_id;
    changed.push(
      store
        ? { change: 'moved', store: { id: store.id, title: store.title } }
        : { change: 'no_store' },
    );
  }
  if (patch.is_active !== undefined && (patch.is_active ? 1 : 0) !== member.is_active) {
    if (
      !patch.is_active &&
      member.role === 'manager' &&
      (await repo.countActiveManagersForUpdate(trx)) <= 1
    )
      throw new ApiError(409, 'last_manager', msg('shops.last_manager'));
    values.is_active = patch.is_active ? 1 : 0;
    changed.push({ change: patch.is_active ? 'reactivated' : 'deactivated' });
  }
  if (passwordHash !== undefined) {
    values.password_hash = passwordHash;
    changed.push({ change: 'password_reset' });
  }
  return { values, changed };
}

export async function update(
  ctx: AppContext,
  actor: Actor,
  id: number,
  patch: StaffPatch,
): Promise<StaffMemberRow> {
  const current = await requireMember(ctx.database.db, id);
  if (patch.password !== undefined) {
    const problem = passwordProblem(patch.password, current.username);
    if (problem) throw fieldError('password', problem);
  }
  const passwordHash =
    patch.password === undefined ? undefined : await hashPassword(patch.password);
  await ctx.database.transaction(async (trx) => {
    const member = await requireMember(trx, id);
    const { values, changed } = await changesOf(trx, member, patch, passwordHash);
    if (changed.length === 0) return;
    const updated = { username: member.username, changes: changed };
    const now = ctx.clock.now();
    await repo.updateMember(trx, id, values);
    // A deactivated account or a reset password ends the member's sessions at once.
    if (values.is_active === 0 || values.password_hash !== undefined)
      await repo.updateMemberTokensRevoked(trx, id, now);
    await record(trx, {
      action: 'staff_update',
      staff_id: actor.staffId,
      offline_shop_id: values.offline_shop_id ?? member.offline_shop_id,
      detail: actionText('en', 'staff_update', updated),
      params: updated,
      ip: actor.ip,
      created_at: now,
    });
  });
  return requireMember(ctx.database.db, id);
}

// Staff administration by managers (docs/DESIGN.md §3, §4): accounts with the username and
// password rules, a store per staff member, deactivation and password resets that end the
// member's sessions at once. Every change is recorded in the action history.

export const count = async (ctx: AppContext, query: FilterValues) =>
  repo.countMembers(ctx.database.db, await conditions(ctx, query));

export const list = async (ctx: AppContext, query: FilterValues, limit: number, offset: number) =>
  repo.listMembers(ctx.database.db, await conditions(ctx, query), limit, offset);

export const get = (ctx: AppContext, id: number) => requireMember(ctx.database.db, id);
