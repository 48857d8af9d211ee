import type { Db } from '../../db';
import { type ApiError, fieldPath } from '../../http/errors';
import type { ImportAction, RowError } from './schemas';
import { messageOf, zodMessage } from '../../lib/i18n';

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

/** A zod issue as the import reads it: its code and facts besides its path and message. */
interface Issue {
  path: PropertyKey[];
  message: string;
  code?: string;
  origin?: unknown;
  minimum?: unknown;
  maximum?: unknown;
}

/** The value at a field path of a row's body (undefined: the row does not give it). */
function valueAt(body: unknown, path: PropertyKey[]): unknown {
  let value = body;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * What zod's own check (a schema without a message of its own) says to the importing person: a
 * missing or blank text is required, a long one has at most N characters, a number its bound.
 * The English zod writes would be said as the general "invalid value" in Chinese, the same for
 * an empty and a 400-character title.
 */
function issueMessage(issue: Issue, body: unknown): string {
  if (messageOf(issue.message)) return issue.message;
  const { code, origin } = issue;
  if (code === 'invalid_type' && valueAt(body, issue.path) === undefined)
    return zodMessage('field.required');
  if (origin === 'string' && code === 'too_small' && Number(issue.minimum) <= 1)
    return zodMessage('field.required');
  if (origin === 'string' && code === 'too_big')
    return zodMessage('field.at_most_chars', { n: Number(issue.maximum) });
  if (origin === 'number' && code === 'too_small')
    return zodMessage('field.at_least', { n: String(issue.minimum) });
  if (origin === 'number' && code === 'too_big')
    return zodMessage('field.at_most', { n: String(issue.maximum) });
  return issue.message;
}

/**
 * A row error as the import builds it: with the field path it is about, so that a product's
 * rows (one a variant) each show their own variant's errors; the path is not answered.
 */
export interface RowProblem extends RowError {
  path?: string;
}

/** Row errors from zod issues over a row's body, each under the column its field comes from. */
export function issueErrors(
  importer: Pick<Importer<unknown>, 'columnOf'>,
  issues: Issue[],
  body?: unknown,
): RowProblem[] {
  return issues.map((issue) =>
    fieldErrorOf(importer, fieldPath(issue.path), 'invalid', issueMessage(issue, body)),
  );
}

/**
 * One row error under its column. The message names no field path: a flat column (`price` of
 * `variants.0.price`) is the cell itself; only within a JSON column (`variants`, as the export
 * for machines writes it) does the path (`variants.1.price`) say which part.
 */
export function fieldErrorOf(
  importer: Pick<Importer<unknown>, 'columnOf'>,
  path: string,
  code: string,
  message: string,
): RowProblem {
  const column = importer.columnOf(path);
  const inside = path.startsWith(`${column}.`);
  return { column, code, message: inside ? `${path}: ${message}` : message, path };
}

/** A field the row gives (not undefined) differs from the stored value. */
export const differs = <T>(given: T | undefined, stored: T) =>
  given !== undefined && given !== stored;
