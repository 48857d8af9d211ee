import { sql, type Expression, type Insertable, type SqlBool, type Updateable } from 'kysely';
import { isUniqueViolation, type Db } from '../../db';
import { insertCustomers, updateEachCustomer } from '../../db/customer-bulk';
import type { CustomerTable } from '../../db/tables/customers';
import { applyWhere, countRows } from '../../db/query';

const columns = [
  'id',
  'mobile',
  'full_name',
  'gender',
  'email',
  'birthday',
  'note',
  'accepts_marketing',
  'created_at',
  'updated_at',
  'points',
  'earned_points',
  'openid',
  'accepts_sms',
] as const;

/**
 * The loyalty level (docs/DESIGN.md §7): the highest whose `condition_points` ≤ the customer's lifetime
 * earned points. Computed on every read, so editing or deleting a level moves customers at once.
 */
const LEVEL_FROM = sql`from loyalty_level l where l.condition_points <= customer.earned_points order by l.condition_points desc limit 1`;
const withLevel = [
  ...columns,
  sql<number | null>`(select l.id ${LEVEL_FROM})`.as('level_id'),
  sql<string | null>`(select l.title ${LEVEL_FROM})`.as('level_title'),
] as const;

/** Rows per INSERT: a dozen parameters each, far below both databases' limits. */
const INSERT_CHUNK = 500;

/** The new customers (a taken mobile inserts nothing), one statement (db/customer-bulk.ts). */
function insertedRows(db: Db, values: Insertable<CustomerTable>[]) {
  if (values.length === 0) return Promise.resolve([]);
  return insertCustomers(db, values)
    .onConflict((oc) => oc.column('mobile').doNothing())
    .returning(withLevel)
    .execute();
}

export type { EachColumn, EachValues } from '../../db/customer-bulk';

/**
 * `q`: a case-insensitive substring of the mobile, full name or email. LIKE's wildcards
 * (`%`, `_`) and the escape character in the text match themselves.
 */
export function searchCondition(text: string): Expression<SqlBool> {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const like = (column: string) =>
    sql<SqlBool>`lower(${sql.ref(column)}) like lower(${pattern}) escape '\\'`;
  return sql<SqlBool>`(${like('customer.mobile')} or ${like('customer.full_name')} or ${like('customer.email')})`;
}

export const count = async (db: Db, where: Expression<SqlBool>[]) =>
  countRows(applyWhere(db.selectFrom('customer'), where));

export const list = (db: Db, where: Expression<SqlBool>[], limit: number, offset: number) =>
  where
    .reduce((qb, condition) => qb.where(condition), db.selectFrom('customer'))
    .select(withLevel)
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();

export const findById = (db: Db, id: number) =>
  db.selectFrom('customer').select(withLevel).where('id', '=', id).executeTakeFirst();

export const findByIds = (db: Db, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('customer')
        .select(withLevel)
        .where('id', 'in', [...ids])
        .orderBy('id')
        .execute();

export const findByMobile = (db: Db, mobile: string) =>
  db.selectFrom('customer').select(withLevel).where('mobile', '=', mobile).executeTakeFirst();

export async function findByMobiles(db: Db, mobiles: readonly string[]) {
  const rows =
    mobiles.length === 0
      ? []
      : await db
          .selectFrom('customer')
          .select(withLevel)
          .where('mobile', 'in', [...mobiles])
          .execute();
  return new Map(rows.map((row) => [row.mobile, row] as const));
}

/**
 * Inserts unless the mobile is taken (then undefined): a concurrent insert of the same
 * mobile waits for the other's commit instead of failing on the unique index.
 */
export const insertUnlessMobileTaken = (db: Db, values: Insertable<CustomerTable>) =>
  db
    .insertInto('customer')
    .values(values)
    .onConflict((oc) => oc.column('mobile').doNothing())
    .returning(withLevel)
    .executeTakeFirst();

/**
 * `insertUnlessMobileTaken` for many (distinct mobiles), one INSERT per chunk, in their order
 * (ids follow it): the customers inserted, by mobile.
 */
export async function insertUnlessMobilesTaken(db: Db, values: Insertable<CustomerTable>[]) {
  const out = new Map<string, Awaited<ReturnType<typeof insertedRows>>[number]>();
  for (let i = 0; i < values.length; i += INSERT_CHUNK)
    for (const row of await insertedRows(db, values.slice(i, i + INSERT_CHUNK)))
      out.set(row.mobile, row);
  return out;
}

export const update = (db: Db, id: number, values: Updateable<CustomerTable>) =>
  db
    .updateTable('customer')
    .set(values)
    .where('id', '=', id)
    .returning(withLevel)
    .executeTakeFirst();

/** Sets the columns `set` of many customers, each to its own values (db/customer-bulk.ts). */
export const updateEach = updateEachCustomer;

/** Whether a write failed on the unique mobile (the database's own guard against races). */
export const isDuplicateMobile = (error: unknown) => isUniqueViolation(error, 'customer', 'mobile');
