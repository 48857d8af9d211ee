import { sql, type Expression, type Insertable, type SqlBool, type Updateable } from 'kysely';
import { isPostgres, isUniqueViolation, type Db } from '../../db';
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

/** The columns `updateEach` sets (all but the mobile), with their PostgreSQL array types. */
const EACH_COLUMNS = {
  full_name: 'text',
  gender: 'text',
  email: 'text',
  birthday: 'text',
  note: 'text',
  accepts_marketing: 'integer',
  openid: 'text',
  accepts_sms: 'integer',
} as const;
export type EachColumn = keyof typeof EACH_COLUMNS;
/** What `updateEach` sets of one customer. */
export type EachValues = Pick<Updateable<CustomerTable>, EachColumn>;
/** Customers per UPDATE of `updateEach` on PostgreSQL. */
const EACH_CHUNK = 1000;

/**
 * `updateEach` on PostgreSQL: each customer's values as one array per column, one statement
 * for the chunk however many rows (docs/PERFORMANCE.md, "Imports").
 */
async function updateEachPostgres(
  db: Db,
  set: EachColumn[],
  rows: { id: number; values: EachValues }[],
  updatedAt: number,
) {
  const arrays = set.map(
    (column) =>
      sql`${rows.map((row) => row.values[column] ?? null)}::${sql.raw(EACH_COLUMNS[column])}[]`,
  );
  const result = await sql<{ id: number }>`update customer as c
    set updated_at = ${updatedAt}${sql.join(
      set.map((column) => sql`, ${sql.ref(column)} = d.${sql.ref(column)}`),
      sql``,
    )}
    from unnest(${rows.map((row) => row.id)}::bigint[]${sql.join(
      arrays.map((array) => sql`, ${array}`),
      sql``,
    )}) as d (id${sql.join(
      set.map((column) => sql`, ${sql.ref(column)}`),
      sql``,
    )})
    where c.id = d.id
    returning c.id`.execute(db);
  return result.rows.map((row) => Number(row.id));
}

/**
 * Sets the columns `set` of many customers, each to its own values, and `updated_at` of
 * all: the ids found. On PostgreSQL a statement per chunk; on SQLite (in-process) one
 * UPDATE each.
 */
async function updateEach(
  db: Db,
  set: EachColumn[],
  rows: { id: number; values: EachValues }[],
  updatedAt: number,
): Promise<Set<number>> {
  const found = new Set<number>();
  if (isPostgres(db)) {
    for (let i = 0; i < rows.length; i += EACH_CHUNK)
      for (const id of await updateEachPostgres(db, set, rows.slice(i, i + EACH_CHUNK), updatedAt))
        found.add(id);
    return found;
  }
  for (const row of rows) {
    const updated = await db
      .updateTable('customer')
      .set({ ...row.values, updated_at: updatedAt })
      .where('id', '=', row.id)
      .returning('id')
      .executeTakeFirst();
    if (updated) found.add(row.id);
  }
  return found;
}

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

/** The columns of a new customer, with their PostgreSQL array types (`insertedRows`). */
const INSERT_COLUMNS = {
  mobile: 'text',
  created_at: 'bigint',
  updated_at: 'bigint',
  ...EACH_COLUMNS,
} as const;
type InsertColumn = keyof typeof INSERT_COLUMNS;
const INSERT_NAMES = Object.keys(INSERT_COLUMNS) as InsertColumn[];

/**
 * The new customers (a taken mobile inserts nothing). On PostgreSQL, when every row gives every
 * column, the values go as one array per column (`unnest`): a statement of two thousand
 * parameters and more took milliseconds to parse and bind (docs/PERFORMANCE.md, "Imports").
 */
function insertedRows(db: Db, values: Insertable<CustomerTable>[]) {
  if (values.length === 0) return Promise.resolve([]);
  const insert = db.insertInto('customer');
  const given = (row: Insertable<CustomerTable>) =>
    INSERT_NAMES.every((column) => row[column] !== undefined);
  const rows =
    isPostgres(db) && values.every(given)
      ? insert
          .columns(INSERT_NAMES)
          .expression(
            sql`select * from unnest(${sql.join(
              INSERT_NAMES.map(
                (column) =>
                  sql`${values.map((row) => row[column])}::${sql.raw(INSERT_COLUMNS[column])}[]`,
              ),
            )})`,
          )
      : insert.values(values);
  return rows
    .onConflict((oc) => oc.column('mobile').doNothing())
    .returning(withLevel)
    .execute();
}

export type CustomerRepository = ReturnType<typeof createCustomerRepository>;

export function createCustomerRepository() {
  return {
    /**
     * `q`: a case-insensitive substring of the mobile, full name or email. LIKE's wildcards
     * (`%`, `_`) and the escape character in the text match themselves.
     */
    search(text: string): Expression<SqlBool> {
      const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const like = (column: string) =>
        sql<SqlBool>`lower(${sql.ref(column)}) like lower(${pattern}) escape '\\'`;
      return sql<SqlBool>`(${like('customer.mobile')} or ${like('customer.full_name')} or ${like('customer.email')})`;
    },

    count: async (db: Db, where: Expression<SqlBool>[]) =>
      countRows(applyWhere(db.selectFrom('customer'), where)),

    list: (db: Db, where: Expression<SqlBool>[], limit: number, offset: number) =>
      where
        .reduce((qb, condition) => qb.where(condition), db.selectFrom('customer'))
        .select(withLevel)
        .orderBy('id')
        .limit(limit)
        .offset(offset)
        .execute(),

    findById: (db: Db, id: number) =>
      db.selectFrom('customer').select(withLevel).where('id', '=', id).executeTakeFirst(),

    findByIds: (db: Db, ids: readonly number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('customer')
            .select(withLevel)
            .where('id', 'in', [...ids])
            .orderBy('id')
            .execute(),

    findByMobile: (db: Db, mobile: string) =>
      db.selectFrom('customer').select(withLevel).where('mobile', '=', mobile).executeTakeFirst(),

    async findByMobiles(db: Db, mobiles: readonly string[]) {
      const rows =
        mobiles.length === 0
          ? []
          : await db
              .selectFrom('customer')
              .select(withLevel)
              .where('mobile', 'in', [...mobiles])
              .execute();
      return new Map(rows.map((row) => [row.mobile, row] as const));
    },

    /**
     * Inserts unless the mobile is taken (then undefined): a concurrent insert of the same
     * mobile waits for the other's commit instead of failing on the unique index.
     */
    insertUnlessMobileTaken: (db: Db, values: Insertable<CustomerTable>) =>
      db
        .insertInto('customer')
        .values(values)
        .onConflict((oc) => oc.column('mobile').doNothing())
        .returning(withLevel)
        .executeTakeFirst(),

    /**
     * `insertUnlessMobileTaken` for many (distinct mobiles), one INSERT per chunk, in their order
     * (ids follow it): the customers inserted, by mobile.
     */
    async insertUnlessMobilesTaken(db: Db, values: Insertable<CustomerTable>[]) {
      const out = new Map<string, Awaited<ReturnType<typeof insertedRows>>[number]>();
      for (let i = 0; i < values.length; i += INSERT_CHUNK)
        for (const row of await insertedRows(db, values.slice(i, i + INSERT_CHUNK)))
          out.set(row.mobile, row);
      return out;
    },

    update: (db: Db, id: number, values: Updateable<CustomerTable>) =>
      db
        .updateTable('customer')
        .set(values)
        .where('id', '=', id)
        .returning(withLevel)
        .executeTakeFirst(),

    updateEach,

    /** Whether a write failed on the unique mobile (the database's own guard against races). */
    isDuplicateMobile: (error: unknown) => isUniqueViolation(error, 'customer', 'mobile'),
  };
}
