import type { Expression, SqlBool } from 'kysely';
import type { AppContext } from '../../../context';
import { isUniqueViolation, type Db } from '../../../db';
import type { TitledRow, TitledTableName } from '../../../db/tables/shopfront';
import { conflict, notFound } from '../../../http/errors';
import { msg } from '../../../lib/i18n';
import { productsChanged } from '../products/membership';
import * as repo from '../shared/titled-repository';

/**
 * Vendors, product tags, categories and article tags: a unique `title` each (409 `duplicate`).
 * A rename or delete of a vendor or product tag changes its products, whose search entry and
 * smart-collection membership follow in the same transaction.
 */

/** The products a rename or delete of the thing changes (none for categories, article tags). */
const PRODUCTS_OF: Partial<Record<TitledTableName, (db: Db, id: number) => Promise<number[]>>> = {
  vendor: repo.listProductIdsOfVendor,
  product_tag: repo.listProductIdsOfTag,
};

async function requireRow(handle: Db, table: TitledTableName, id: number): Promise<TitledRow> {
  const row = await repo.findTitled(handle, table, id);
  if (!row) throw notFound(msg('catalog.not_found', { noun: msg(`word.${table}`) }));
  return row;
}

const duplicate = (table: TitledTableName, title: string) =>
  conflict('duplicate', msg('catalog.title_taken', { noun: msg(`word.${table}`), title }));

/** A concurrent writer may take the title between the check and the write: 409 as well. */
async function guard<T>(table: TitledTableName, title: string, write: () => Promise<T>) {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(table, title);
    throw error;
  }
}

/** After a rename or delete: the products it changed follow (search, smart collections). */
async function productsFollow(trx: Db, table: TitledTableName, products: number[], now: number) {
  if (PRODUCTS_OF[table]) await productsChanged(trx, products, now);
}

const affected = async (handle: Db, table: TitledTableName, id: number) =>
  (await PRODUCTS_OF[table]?.(handle, id)) ?? [];

export const count = (ctx: AppContext, table: TitledTableName, where: Expression<SqlBool>[] = []) =>
  repo.countTitled(ctx.database.db, table, where);

export const list = (
  ctx: AppContext,
  table: TitledTableName,
  where: Expression<SqlBool>[],
  limit: number,
  offset: number,
) => repo.listTitled(ctx.database.db, table, where, { limit, offset });

export const get = (ctx: AppContext, table: TitledTableName, id: number) =>
  requireRow(ctx.database.db, table, id);

export const create = (ctx: AppContext, table: TitledTableName, title: string) =>
  guard(table, title, () =>
    ctx.database.transaction(async (trx) => {
      if ((await repo.listTitledByTitles(trx, table, [title])).length)
        throw duplicate(table, title);
      const id = await repo.insertTitled(trx, table, title, ctx.clock.now());
      return requireRow(trx, table, id);
    }),
  );

export const update = (ctx: AppContext, table: TitledTableName, id: number, title: string) =>
  guard(table, title, () =>
    ctx.database.transaction(async (trx) => {
      const current = await requireRow(trx, table, id);
      if (current.title === title) return current;
      if ((await repo.listTitledByTitles(trx, table, [title])).length)
        throw duplicate(table, title);
      const now = ctx.clock.now();
      await repo.updateTitled(trx, table, id, title, now);
      await productsFollow(trx, table, await affected(trx, table, id), now);
      return requireRow(trx, table, id);
    }),
  );

const remove = (ctx: AppContext, table: TitledTableName, id: number) =>
  ctx.database.transaction(async (trx) => {
    await requireRow(trx, table, id);
    const products = await affected(trx, table, id);
    await repo.deleteTitled(trx, table, id);
    await productsFollow(trx, table, products, ctx.clock.now());
  });
export { remove as delete };
