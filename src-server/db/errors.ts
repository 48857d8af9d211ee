/**
 * Whether a write failed on a unique index (of `table`, on `column`, when given): the
 * database's own guard against two writers taking the same value at once.
 */
export function isUniqueViolation(error: unknown, table?: string, column?: string): boolean {
  if (!(error instanceof Error)) return false;
  const {
    code,
    table: pgTable,
    detail,
  } = error as { code?: unknown; table?: unknown; detail?: unknown };
  // SQLite: "UNIQUE constraint failed: customer.mobile" (all columns of the index are named).
  if (code === 'SQLITE_CONSTRAINT_UNIQUE')
    return !table || error.message.includes(column ? `${table}.${column}` : `${table}.`);
  // PostgreSQL: the table, and "Key (mobile)=(…) already exists." in the detail.
  if (code === '23505')
    return (
      (!table || pgTable === table) &&
      (!column || (typeof detail === 'string' && new RegExp(`[(, ]${column}[,)]`).test(detail)))
    );
  return false;
}
