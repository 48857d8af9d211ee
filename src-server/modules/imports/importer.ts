import type { Db } from '../../db';
import { type ApiError, fieldPath } from '../../http/errors';
import type { ImportAction, RowError } from './schemas';

/** What became of a row that was not refused. */
export interface Applied {
  action: Exclude<ImportAction, 'error'>;
  id: number;
}

/** What one kind of record (products, customers) brings to an import. */
export interface Importer<Input, Lookup = unknown> {
  /** Problems with the file's header (a required column missing), as messages. */
  checkColumns(columns: string[]): string[];
  /**
   * What a group of consecutive rows describes together (a product's variants, one a row; the
   * product export writes them so): the same text for each of them; null, a row alone.
   */
  groupOf?(cells: Record<string, string>): string | null;
  /**
   * A record's rows (one, or a group) read and validated (no database): the input, or the
   * errors.
   */
  read(group: Record<string, string>[]): { input: Input; keys: string[] } | { errors: RowError[] };
  /**
   * The keys a row names as written (its SKUs, its mobile), for a row that does not read: the
   * summary shows which row failed by what people know it by.
   */
  keysOf(cells: Record<string, string>): string[];
  /** The column a field path of the input (or of a service's 400) comes from. */
  columnOf(path: string): string;
  /** The field path of what rows are matched by (the SKU, the mobile). */
  keyPath: string;
  /** The column a 409 without field errors (a unique value taken) is about. */
  conflictColumn: string;
  /**
   * Reads what the batch's rows are matched with (stored records by SKU or mobile) in a few
   * queries for the whole batch, with its transaction: one query per row made a PostgreSQL
   * import many round trips slower than SQLite's (docs/PERFORMANCE.md, "Imports").
   */
  lookUp(trx: Db, inputs: Input[]): Promise<Lookup>;
  /**
   * Applies the batch's rows that read, in their order, with the batch's transaction: each is
   * created, updated or found unchanged, or refused (the service's ApiError, in its place).
   * `lookup` is the batch's, read before. New records are written together, a few statements
   * for the batch (docs/PERFORMANCE.md, "Imports"), each row seeing the rows before it.
   */
  applyBatch(
    trx: Db,
    inputs: Input[],
    zone: string,
    lookup: Lookup,
  ): Promise<(Applied | ApiError)[]>;
}

/** Row errors from zod issues, each under the column its field comes from. */
export function issueErrors(
  importer: Pick<Importer<unknown>, 'columnOf'>,
  issues: { path: PropertyKey[]; message: string }[],
): RowError[] {
  return issues.map((issue) =>
    fieldErrorOf(importer, fieldPath(issue.path), 'invalid', issue.message),
  );
}

/** One row error; a nested field path (`variants.0.price`) stays in the message. */
export function fieldErrorOf(
  importer: Pick<Importer<unknown>, 'columnOf'>,
  path: string,
  code: string,
  message: string,
): RowError {
  const column = importer.columnOf(path);
  return { column, code, message: path === column ? message : `${path}: ${message}` };
}

/** A field the row gives (not undefined) differs from the stored value. */
export const differs = <T>(given: T | undefined, stored: T) =>
  given !== undefined && given !== stored;
