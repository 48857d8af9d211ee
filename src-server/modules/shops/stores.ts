import type { AppContext } from '../../context';
import type { Db } from '../../db';
import { fieldError, notFound } from '../../http/errors';
import * as repo from './repository';
import { msg } from '../../lib/i18n';

export interface StoreInput {
  title: string;
  address?: string;
  phone?: string;
  business_hours?: string;
  place_code?: string | null;
  is_active?: boolean;
}

export type StorePatch = Partial<StoreInput>;

// Offline stores (docs/DESIGN.md §4): the public list of active ones, and the managers' writes.

async function checkPlace(handle: Db, code: string | null | undefined) {
  if (code === null || code === undefined) return;
  if (!(await repo.findPlaceByCode(handle, code)))
    throw fieldError('place_code', msg('orders.place_unknown', { code }));
}

async function requireStore(handle: Db, id: number) {
  const row = await repo.findStoreById(handle, id);
  if (!row) throw notFound(msg('shops.store_not_found'));
  return row;
}

export const count = (ctx: AppContext, activeOnly: boolean) =>
  repo.countStores(ctx.database.db, activeOnly);

export const list = (ctx: AppContext, activeOnly: boolean, limit: number, offset: number) =>
  repo.listStores(ctx.database.db, activeOnly, limit, offset);

export const get = (ctx: AppContext, id: number) => requireStore(ctx.database.db, id);

export const create = (ctx: AppContext, input: StoreInput) =>
  ctx.database.transaction(async (trx) => {
    await checkPlace(trx, input.place_code);
    const now = ctx.clock.now();
    return repo.insertStore(trx, {
      title: input.title,
      address: input.address ?? '',
      phone: input.phone ?? '',
      business_hours: input.business_hours ?? '',
      place_code: input.place_code ?? null,
      is_active: input.is_active === false ? 0 : 1,
      created_at: now,
      updated_at: now,
    });
  });

export const update = (ctx: AppContext, id: number, patch: StorePatch) =>
  ctx.database.transaction(async (trx) => {
    await requireStore(trx, id);
    await checkPlace(trx, patch.place_code);
    const { is_active, ...fields } = patch;
    return repo.updateStore(trx, id, {
      ...fields,
      ...(is_active !== undefined && { is_active: is_active ? 1 : 0 }),
      updated_at: ctx.clock.now(),
    });
  });
