import { sql, type Expression, type Insertable, type SqlBool, type Updateable } from 'kysely';
import type { Db } from '../../core/db';
import type { CustomerTable } from './tables';

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
] as const;

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
      Number(
        (
          await where
            .reduce((qb, condition) => qb.where(condition), db.selectFrom('customer'))
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),

    list: (db: Db, where: Expression<SqlBool>[], limit: number, offset: number) =>
      where
        .reduce((qb, condition) => qb.where(condition), db.selectFrom('customer'))
        .select(columns)
        .orderBy('id')
        .limit(limit)
        .offset(offset)
        .execute(),

    findById: (db: Db, id: number) =>
      db.selectFrom('customer').select(columns).where('id', '=', id).executeTakeFirst(),

    findByIds: (db: Db, ids: readonly number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('customer')
            .select(columns)
            .where('id', 'in', [...ids])
            .orderBy('id')
            .execute(),

    findByMobile: (db: Db, mobile: string) =>
      db.selectFrom('customer').select(columns).where('mobile', '=', mobile).executeTakeFirst(),

    insert: (db: Db, values: Insertable<CustomerTable>) =>
      db.insertInto('customer').values(values).returning(columns).executeTakeFirstOrThrow(),

    update: (db: Db, id: number, values: Updateable<CustomerTable>) =>
      db
        .updateTable('customer')
        .set(values)
        .where('id', '=', id)
        .returning(columns)
        .executeTakeFirstOrThrow(),

    /** Whether a write failed on the unique mobile (the database's own guard against races). */
    isDuplicateMobile: (error: unknown) =>
      error instanceof Error &&
      (error as { code?: unknown }).code === 'SQLITE_CONSTRAINT_UNIQUE' &&
      error.message.includes('customer.mobile'),
  };
}
