import type { AppContext } from '../../context';
import { asLongCommand, breathe, type AppDatabase, type Db } from '../../db';
import { ApiError, invalid } from '../../http/errors';
import { customerImporter } from './customers';
import { readSheet, type FileType, type Sheet, type SheetRow } from './files';
import { fieldErrorOf, type Importer, type RowProblem } from './importer';
import { unlabelSheet } from './labels';
import { productImporter } from './products';
import {
  IMPORT_BATCH_SIZE,
  type ImportKind,
  type ImportResult,
  type ImportRow,
  type RowError,
} from './schemas';
import { messageText, msg, zodMessage } from '../../lib/i18n';

/** Rows between two progress reports inside a batch. */
const PROGRESS_STEP = 50;

/** Thrown at the end of a dry run's batch: its transaction is rolled back. */
class DryRunDone extends Error {}

/** A row's errors from a service's refusal (400 with fields, 409, …). */
function refusalErrors(importer: Importer<unknown>, error: ApiError): RowError[] {
  // The messages themselves, not their English: the answer says them in its language.
  if (error.fieldMessages && Object.keys(error.fieldMessages).length)
    return Object.entries(error.fieldMessages).flatMap(([path, messages]) =>
      messages.map((said) => fieldErrorOf(importer, path, error.code, messageText(said))),
    );
  return [
    { column: importer.conflictColumn, code: error.code, message: messageText(error.detail) },
  ];
}

/** The file's rows by record: consecutive rows of one group together, other rows alone. */
function groupRows(importer: Importer<unknown>, rows: SheetRow[]): SheetRow[][] {
  const units: SheetRow[][] = [];
  let last: string | null = null;
  for (const row of rows) {
    const group = importer.groupOf?.(row.cells) ?? null;
    if (group !== null && group === last) units.at(-1)!.push(row);
    else units.push([row]);
    last = group;
  }
  return units;
}

/** The variant a field path is about (`variants.1.price`): the row of a product's rows. */
const variantOf = (path: string | undefined) => {
  const index = /^variants\.(\d+)\./.exec(path ?? '')?.[1];
  return index === undefined ? null : Number(index);
};

/**
 * The errors one row of a record's rows shows: the record's own, and its variant's (each row of
 * a product's rows is a variant); a row whose errors are all another's says which rows failed,
 * as the product is imported with all its rows or none.
 */
function errorsOfRow(unit: SheetRow[], at: number, errors: RowProblem[]): RowProblem[] {
  if (unit.length === 1) return errors;
  const own = errors.filter((error) => [null, at].includes(variantOf(error.path)));
  if (own.length || errors.length === 0) return own;
  const failed = [...new Set(errors.map((error) => variantOf(error.path)!))];
  const rows = failed.map((index) => unit[index]?.row ?? unit[0]!.row).join(', ');
  return [{ column: '', code: 'invalid', message: zodMessage('imports.other_row', { rows }) }];
}

/** The import of one file, checked and ready to run. */
export interface PreparedImport {
  kind: ImportKind;
  sheet: Sheet;
  importer: Importer<unknown>;
}

/** An import under way: its records' inputs and their results, filled batch by batch. */
interface ImportRun {
  importer: Importer<unknown>;
  zone: string;
  dryRun: boolean;
  /** A record's input, undefined where it has errors. */
  inputs: unknown[];
  results: ImportRow[];
}

/** Reads the file and checks its header: 400 `invalid` (`file`, `columns`) otherwise. */
export async function prepare(
  ctx: AppContext,
  kind: ImportKind,
  file: Buffer,
  type: FileType,
): Promise<PreparedImport> {
  const importers: Record<ImportKind, () => Importer<unknown>> = {
    products: () => productImporter(ctx) as unknown as Importer<unknown>,
    customers: () => customerImporter(ctx) as unknown as Importer<unknown>,
  };
  // An export for people reads as the machine's (its titles and labels back to the names).
  const sheet = unlabelSheet(kind, await readSheet(file, type));
  const importer = importers[kind]();
  const problems = importer.checkColumns(sheet.columns);
  if (problems.length) throw invalid({ columns: problems }, msg('imports.lacks_columns'));
  return { kind, sheet, importer };
}

/** Each record read: its input, or its errors (a reading's, or a key an earlier row gave). */
function readUnits(importer: Importer<unknown>, units: SheetRow[][]) {
  const results: ImportRow[] = [];
  const inputs: unknown[] = [];
  // A SKU or mobile two rows give: the later row is an error (they would undo each other).
  const firstRowOf = new Map<string, number>();
  for (const unit of units) {
    const { row } = unit[0]!;
    const read = importer.read(unit.map((entry) => entry.cells));
    const result: ImportRow = { row, action: 'error', key: '', id: null, errors: [] };
    results.push(result);
    inputs.push('input' in read ? read.input : undefined);
    if ('errors' in read) {
      result.errors = read.errors;
      result.key = unit.flatMap((entry) => importer.keysOf(entry.cells)).join(', ');
      continue;
    }
    result.key = read.keys.join(', ');
    for (const [at, key] of read.keys.entries()) {
      const first = firstRowOf.get(key);
      if (first === undefined) firstRowOf.set(key, row);
      else {
        const twice: RowProblem = {
          column: importer.columnOf(importer.keyPath),
          code: 'duplicate',
          message: zodMessage('imports.key_twice', { row: first, key }),
          // The key's own row, where a record's rows are its keys one a row (a product's).
          path: unit.length > 1 ? `variants.${at}.sku` : undefined,
        };
        result.errors.push(twice);
      }
    }
    if (result.errors.length) inputs[inputs.length - 1] = undefined;
  }
  return { results, inputs };
}

/** The batch's rows: each one's outcome, a service's refusal being the row's errors. */
async function applyRows(run: ImportRun, trx: Db, start: number, end: number, lookup: unknown) {
  const { importer, inputs, results } = run;
  const indexes: number[] = [];
  for (let index = start; index < end; index++)
    if (inputs[index] !== undefined) indexes.push(index);
  const outcomes = await importer.applyBatch(
    trx,
    indexes.map((index) => inputs[index]),
    run.zone,
    lookup,
  );
  // The transaction may run again (PostgreSQL retries a deadlock): each row is set anew.
  indexes.forEach((index, at) => {
    const outcome = outcomes[at]!;
    const result = results[index]!;
    if (outcome instanceof ApiError) {
      Object.assign(result, {
        action: 'error',
        id: null,
        errors: refusalErrors(importer, outcome),
      });
      return;
    }
    // A dry run's new record is rolled back: it has no id.
    const id = run.dryRun && outcome.action === 'create' ? null : outcome.id;
    Object.assign(result, { action: outcome.action, id, errors: [] });
  });
}

/** Writes the records batch by batch (each batch one transaction); answers how many batches. */
async function runBatches(
  database: AppDatabase,
  run: ImportRun,
  units: SheetRow[][],
  total: number,
  onProgress: (done: number, total: number) => void,
): Promise<number> {
  /** Rows of the file up to the end of a unit, for the progress. */
  const rowsUpTo: number[] = [];
  units.reduce((done, unit, index) => (rowsUpTo[index] = done + unit.length), 0);

  let batches = 0;
  for (let start = 0; start < units.length; start += IMPORT_BATCH_SIZE) {
    const end = Math.min(start + IMPORT_BATCH_SIZE, units.length);
    batches++;
    try {
      // A batch of rows is one long command (docs/RELIABILITY.md): past the per-statement
      // limit of requests.
      await asLongCommand(() =>
        database.transaction(async (trx) => {
          const batch = run.inputs.slice(start, end).filter((input) => input !== undefined);
          const lookup = await run.importer.lookUp(trx, batch);
          await applyRows(run, trx, start, end, lookup);
          // The rows of a batch are written together (in a fraction of a second): its
          // progress lines follow, in rows of the file.
          for (let index = start; index + 1 < end; index++)
            if ((index + 1) % PROGRESS_STEP === 0) onProgress(rowsUpTo[index]!, total);
          await breathe();
          if (run.dryRun) throw new DryRunDone();
        }),
      );
    } catch (error) {
      if (!(error instanceof DryRunDone)) throw error;
    }
    onProgress(rowsUpTo[end - 1]!, total);
  }
  return batches;
}

/**
 * Imports (checks, with a dry run, or applies) a prepared file's rows, reporting progress as
 * rows are done: a file's rows are read and validated, matched (products by SKU, customers by
 * mobile) and written through the products' and customers' own services, one transaction per
 * batch of 500 rows. A dry run does the same writes and rolls each batch back, so the preview
 * is what confirming does. Rows with errors are left out; the others are applied. A row that
 * already matches the stored record is `unchanged` and not written, so importing a file twice
 * changes nothing the second time.
 */
export async function run(
  ctx: AppContext,
  prepared: PreparedImport,
  dryRun: boolean,
  onProgress: (done: number, total: number) => void = () => {},
): Promise<ImportResult> {
  const { sheet, importer } = prepared;
  const zone = await ctx.timeZone();
  const total = sheet.rows.length;
  // A record is one row, or a group of consecutive rows (a product's variants).
  const units = groupRows(importer, sheet.rows);
  const run: ImportRun = { importer, zone, dryRun, ...readUnits(importer, units) };
  const batches = await runBatches(ctx.database, run, units, total, onProgress);

  // Each row of a group answers what its record did, under its own keys and with its own
  // errors, their columns named by the file's own headers (a people's export's 价格).
  const header = (column: string) => sheet.headers?.[column] ?? column;
  const rows = units.flatMap((unit, index) =>
    unit.map(({ row, cells }, at) => ({
      ...run.results[index]!,
      row,
      key: unit.length > 1 ? importer.keysOf(cells).join(', ') : run.results[index]!.key,
      errors: errorsOfRow(unit, at, run.results[index]!.errors).map(
        ({ column, code, message }) => ({
          column: header(column),
          code,
          message,
        }),
      ),
    })),
  );
  const totals = { rows: total, create: 0, update: 0, unchanged: 0, error: 0 };
  for (const result of rows) totals[result.action]++;
  return {
    kind: prepared.kind,
    dry_run: dryRun,
    encoding: sheet.encoding,
    batch_size: IMPORT_BATCH_SIZE,
    batches,
    totals,
    rows,
  };
}
