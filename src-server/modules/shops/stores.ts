import type { Updateable } from 'kysely';
import type { AppDatabase, Db } from '../../db';
import { fieldError, notFound } from '../../http/errors';
import type { Clock } from '../../lib/time';
import type { OfflineShopRow, OfflineShopTable } from '../../db/tables/shops';
import { countRows } from '../../db/query';

const columns = [
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

export interface StoreInput {
  title: string;
  address?: string;
  phone?: string;
  business_hours?: string;
  place_code?: string | null;
  is_active?: boolean;
}

export type StorePatch = Partial<StoreInput>;

export type StoreRepository = ReturnType<typeof createStoreRepository>;

export function createStoreRepository() {
  return {
    count: async (db: Db, activeOnly: boolean) => {
      const qb = db.selectFrom('offline_shop');
      return countRows(activeOnly ? qb.where('is_active', '=', 1) : qb);
    },

    list: (db: Db, activeOnly: boolean, limit: number, offset: number) => {
      let qb = db.selectFrom('offline_shop').select(columns);
      if (activeOnly) qb = qb.where('is_active', '=', 1);
      return qb.orderBy('id').limit(limit).offset(offset).execute();
    },

    findById: (db: Db, id: number) =>
      db.selectFrom('offline_shop').select(columns).where('id', '=', id).executeTakeFirst(),

    findByIds: (db: Db, ids: readonly number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('offline_shop')
            .select(columns)
            .where('id', 'in', [...ids])
            .execute(),

    /** The shop's default location: its first store. */
    firstId: async (db: Db) =>
      (await db.selectFrom('offline_shop').select('id').orderBy('id').limit(1).executeTakeFirst())
        ?.id ?? null,

    insert: (db: Db, values: Omit<OfflineShopRow, 'id'>): Promise<OfflineShopRow> =>
      db.insertInto('offline_shop').values(values).returning(columns).executeTakeFirstOrThrow(),

    update: (db: Db, id: number, values: Updateable<OfflineShopTable>) =>
      db
        .updateTable('offline_shop')
        .set(values)
        .where('id', '=', id)
        .returning(columns)
        .executeTakeFirstOrThrow(),

    placeExists: async (db: Db, code: string) =>
      (await db.selectFrom('place').select('id').where('code', '=', code).executeTakeFirst()) !==
      undefined,
  };
}

export type StoreService = ReturnType<typeof createStoreService>;

/** Offline stores (docs/DESIGN.md §4): the public list of active ones, and the managers' writes. */
export function createStoreService(deps: {
  database: AppDatabase;
  clock: Clock;
  repo: StoreRepository;
}) {
  const { database, clock, repo } = deps;
  const { db } = database;

  async function checkPlace(handle: Db, code: string | null | undefined) {
    if (code === null || code === undefined) return;
    if (!(await repo.placeExists(handle, code)))
      throw fieldError('place_code', `Unknown place code ${code}.`);
  }

  async function requireStore(handle: Db, id: number) {
    const row = await repo.findById(handle, id);
    if (!row) throw notFound('No store with this id.');
    return row;
  }

  return {
    count: (activeOnly: boolean) => repo.count(db, activeOnly),
    list: (activeOnly: boolean, limit: number, offset: number) =>
      repo.list(db, activeOnly, limit, offset),
    get: (id: number) => requireStore(db, id),

    /** Stores by id for other areas (orders, pick-up codes), with the caller's handle. */
    findById: (handle: Db, id: number) => repo.findById(handle, id),
    findByIds: (handle: Db, ids: readonly number[]) => repo.findByIds(handle, ids),
    firstId: (handle: Db) => repo.firstId(handle),

    create: (input: StoreInput) =>
      database.transaction(async (trx) => {
        await checkPlace(trx, input.place_code);
        const now = clock.now();
        return repo.insert(trx, {
          title: input.title,
          address: input.address ?? '',
          phone: input.phone ?? '',
          business_hours: input.business_hours ?? '',
          place_code: input.place_code ?? null,
          is_active: input.is_active === false ? 0 : 1,
          created_at: now,
          updated_at: now,
        });
      }),

    update: (id: number, patch: StorePatch) =>
      database.transaction(async (trx) => {
        await requireStore(trx, id);
        await checkPlace(trx, patch.place_code);
        const { is_active, ...fields } = patch;
        return repo.update(trx, id, {
          ...fields,
          ...(is_active !== undefined && { is_active: is_active ? 1 : 0 }),
          updated_at: clock.now(),
        });
      }),
  };
}
