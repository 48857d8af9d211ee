import type { Expression, SqlBool, Updateable } from 'kysely';
import { forUpdate, isUniqueViolation, type AppDatabase, type Db } from '../../db';
import { ApiError, conflict, fieldError, notFound } from '../../http/errors';
import { defineFilters, type FilterValues } from '../../http/filters';
import { hashPassword, passwordProblem } from '../../lib/passwords';
import type { Clock } from '../../lib/time';
import { STAFF_ROLES, type StaffRole, type StaffTable } from '../../db/tables/shops';
import type { Actor } from '../../http/auth';
import type { ActionHistory } from './action-history';
import type { StoreRepository } from './stores';
import { countRows } from '../../db/query';
import type { StaffChange } from '../../../src-shared/action-params';

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

export type StaffRepository = ReturnType<typeof createStaffRepository>;

export function createStaffRepository() {
  const members = (db: Db, where: Expression<SqlBool>[]) =>
    where.reduce(
      (qb, condition) => qb.where(condition),
      db.selectFrom('staff').leftJoin('offline_shop', 'offline_shop.id', 'staff.offline_shop_id'),
    );

  return {
    count: async (db: Db, where: Expression<SqlBool>[]) => countRows(members(db, where)),

    list: (db: Db, where: Expression<SqlBool>[], limit: number, offset: number) =>
      members(db, where)
        .select(memberColumns)
        .orderBy('staff.id')
        .limit(limit)
        .offset(offset)
        .execute(),

    findById: (db: Db, id: number) =>
      members(db, []).select(memberColumns).where('staff.id', '=', id).executeTakeFirst(),

    usernameTaken: async (db: Db, usernameKey: string) =>
      (await db
        .selectFrom('staff')
        .select('id')
        .where('username_key', '=', usernameKey)
        .executeTakeFirst()) !== undefined,

    insert: async (
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
      ).id,

    update: (db: Db, id: number, values: Updateable<StaffTable>) =>
      db.updateTable('staff').set(values).where('id', '=', id).execute(),

    /** Every live token of the member stops working at once. */
    revokeTokens: (db: Db, staffId: number, now: number) =>
      db
        .updateTable('staff_token')
        .set({ revoked_at: now })
        .where('staff_id', '=', staffId)
        .where('revoked_at', 'is', null)
        .execute(),

    /**
     * The active managers, locked to the end of the transaction: two deactivations of the last
     * two managers at once cannot both see the other still active (docs/RELIABILITY.md).
     */
    activeManagerCount: async (db: Db) =>
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
      ).length,

    isDuplicateUsername: (error: unknown) => isUniqueViolation(error, 'staff', 'username_key'),
  };
}

export type StaffMemberRow = NonNullable<Awaited<ReturnType<StaffRepository['findById']>>>;
export type StaffService = ReturnType<typeof createStaffService>;

const duplicate = () => conflict('duplicate', 'Another staff account has this username.');

interface StaffDeps {
  database: AppDatabase;
  clock: Clock;
  timeZone: () => Promise<string>;
  repo: StaffRepository;
  stores: Pick<StoreRepository, 'findById'>;
  actions: Pick<ActionHistory, 'record'>;
}

async function requireMember(repo: StaffRepository, handle: Db, id: number) {
  const row = await repo.findById(handle, id);
  if (!row) throw notFound('No staff member with this id.');
  return row;
}

/** A staff member belongs to one active store; a manager may have none. */
async function checkStore(
  stores: StaffDeps['stores'],
  handle: Db,
  role: StaffRole,
  storeId: number | null,
) {
  if (storeId === null) {
    if (role === 'staff')
      throw fieldError('offline_shop_id', 'A staff member belongs to one store: choose it.');
    return null;
  }
  const store = await stores.findById(handle, storeId);
  if (!store) throw fieldError('offline_shop_id', 'No store with this id.');
  if (store.is_active !== 1) throw fieldError('offline_shop_id', 'This store is not active.');
  return store;
}

async function guardUsername<T>(repo: StaffRepository, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (repo.isDuplicateUsername(error)) throw duplicate();
    throw error;
  }
}

async function conditions(timeZone: StaffDeps['timeZone'], query: FilterValues) {
  return staffFilters.conditions(query, { timeZone: await timeZone() });
}

async function createMember(
  deps: StaffDeps,
  actor: Actor,
  input: StaffCreate,
): Promise<StaffMemberRow> {
  const { database, clock, repo, stores, actions } = deps;
  const problem = passwordProblem(input.password, input.username);
  if (problem) throw fieldError('password', problem);
  // Hash outside the transaction: it is slow and needs no lock.
  const passwordHash = await hashPassword(input.password);
  const id = await guardUsername(repo, () =>
    database.transaction(async (trx) => {
      if (await repo.usernameTaken(trx, input.username.toLowerCase())) throw duplicate();
      const store = await checkStore(stores, trx, input.role, input.offline_shop_id);
      const now = clock.now();
      const id = await repo.insert(trx, {
        username: input.username,
        password_hash: passwordHash,
        role: input.role,
        offline_shop_id: input.offline_shop_id,
        created_by: actor.staffId,
        created_at: now,
      });
      await actions.record(trx, {
        action: 'staff_create',
        staff_id: actor.staffId,
        offline_shop_id: input.offline_shop_id,
        detail: `Created the ${input.role} account "${input.username}"${store ? ` for ${store.title}` : ''}.`,
        params: {
          role: input.role,
          username: input.username,
          store: store ? { id: store.id, title: store.title } : null,
        },
        ip: actor.ip,
        created_at: now,
      });
      return id;
    }),
  );
  return requireMember(repo, database.db, id);
}

/**
 * What a patch changes of the member, as values to store, English words for the history's
 * detail and its params' changes; the last active manager is never deactivated.
 */
async function changesOf(
  { repo, stores }: StaffDeps,
  trx: Db,
  member: StaffMemberRow,
  patch: StaffPatch,
  passwordHash: string | undefined,
) {
  const changes: string[] = [];
  const changed: StaffChange[] = [];
  const values: Updateable<StaffTable> = {};
  if (patch.offline_shop_id !== undefined && patch.offline_shop_id !== member.offline_shop_id) {
    const store = await checkStore(stores, trx, member.role, patch.offline_shop_id);
    values.offline_shop_id = patch.offline_shop_id;
    changes.push(store ? `moved to ${store.title}` : 'no longer tied to a store');
    changed.push(
      store
        ? { change: 'moved', store: { id: store.id, title: store.title } }
        : { change: 'no_store' },
    );
  }
  if (patch.is_active !== undefined && (patch.is_active ? 1 : 0) !== member.is_active) {
    if (!patch.is_active && member.role === 'manager' && (await repo.activeManagerCount(trx)) <= 1)
      throw new ApiError(
        409,
        'last_manager',
        'This is the only active manager: the shop needs one.',
      );
    values.is_active = patch.is_active ? 1 : 0;
    changes.push(patch.is_active ? 'reactivated' : 'deactivated');
    changed.push({ change: patch.is_active ? 'reactivated' : 'deactivated' });
  }
  if (passwordHash !== undefined) {
    values.password_hash = passwordHash;
    changes.push('password reset');
    changed.push({ change: 'password_reset' });
  }
  return { values, changes, changed };
}

async function updateMember(
  deps: StaffDeps,
  actor: Actor,
  id: number,
  patch: StaffPatch,
): Promise<StaffMemberRow> {
  const { database, clock, repo, actions } = deps;
  const current = await requireMember(repo, database.db, id);
  if (patch.password !== undefined) {
    const problem = passwordProblem(patch.password, current.username);
    if (problem) throw fieldError('password', problem);
  }
  const passwordHash =
    patch.password === undefined ? undefined : await hashPassword(patch.password);
  await database.transaction(async (trx) => {
    const member = await requireMember(repo, trx, id);
    const { values, changes, changed } = await changesOf(deps, trx, member, patch, passwordHash);
    if (changes.length === 0) return;
    const now = clock.now();
    await repo.update(trx, id, values);
    // A deactivated account or a reset password ends the member's sessions at once.
    if (values.is_active === 0 || values.password_hash !== undefined)
      await repo.revokeTokens(trx, id, now);
    await actions.record(trx, {
      action: 'staff_update',
      staff_id: actor.staffId,
      offline_shop_id: values.offline_shop_id ?? member.offline_shop_id,
      detail: `Updated "${member.username}": ${changes.join(', ')}.`,
      params: { username: member.username, changes: changed },
      ip: actor.ip,
      created_at: now,
    });
  });
  return requireMember(repo, database.db, id);
}

/**
 * Staff administration by managers (docs/DESIGN.md §3, §4): accounts with the username and password
 * rules, a store per staff member, deactivation and password resets that end the member's
 * sessions at once. Every change is recorded in the action history.
 */
export function createStaffService(deps: StaffDeps) {
  const { database, timeZone, repo } = deps;
  const { db } = database;
  return {
    count: async (query: FilterValues) => repo.count(db, await conditions(timeZone, query)),
    list: async (query: FilterValues, limit: number, offset: number) =>
      repo.list(db, await conditions(timeZone, query), limit, offset),
    get: (id: number) => requireMember(repo, db, id),
    create: (actor: Actor, input: StaffCreate) => createMember(deps, actor, input),
    update: (actor: Actor, id: number, patch: StaffPatch) => updateMember(deps, actor, id, patch),
  };
}
