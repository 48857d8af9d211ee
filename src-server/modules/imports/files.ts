import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import { breathe } from '../../db';
import { ApiError, fieldError } from '../../http/errors';
import { decodedPieces, NotUtf8Error, type Encoding } from './encoding';
import { checkZip } from './zip-limits';
import { restoreCell } from '../../lib/cell-text';
import { msg } from '../../lib/i18n';

/** The file types an import takes, as the request's `Content-Type` names them. */
export const CSV_TYPE = 'text/csv';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export type FileType = 'csv' | 'xlsx';

/** The largest file an import takes (the API's other bodies: 1 MiB). */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;
/** The most rows one import takes. */
export const MAX_ROWS = 10_000;

/** One data row: its number as a spreadsheet shows it (the header is row 1), cells by column. */
export interface SheetRow {
  row: number;
  cells: Record<string, string>;
}

export interface Sheet {
  columns: string[];
  rows: SheetRow[];
  /** The encoding a CSV file was read in; null for xlsx (its XML says it). */
  encoding: Encoding | null;
  /** A column's header as the file wrote it, where it was read as another name (labels.ts). */
  headers?: Record<string, string>;
}

/**
 * CSV the parser cannot read, said by a message of its own (never csv-parse's English): the row
 * it stopped in, as a spreadsheet numbers rows (csv-parse counts the records read before it; a
 * quoted cell may span lines, so its line would not be the row).
 */
function unreadableCsv(error: unknown) {
  const { code, records } = error as { code?: unknown; records?: unknown };
  const row = typeof records === 'number' ? records + 1 : 1;
  if (code === 'CSV_QUOTE_NOT_CLOSED')
    return fieldError('file', msg('imports.quote_not_closed', { row }));
  return fieldError('file', msg('imports.not_csv', { row }));
}

/** A cell as text, whatever Excel stored (numbers, dates, rich text, links, formulas). */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const iso = value.toISOString();
    // Excel keeps a day as midnight UTC: a birthday reads back as YYYY-MM-DD.
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
  }
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('formula' in value || 'sharedFormula' in value)
      return cellText((value as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    return '';
  }
  return String(value);
}

/** Too many rows: 400 `too_many_rows` naming the limit, before the rest of the file is read. */
const tooManyRows = () =>
  new ApiError(
    400,
    'too_many_rows',
    msg('error.too_many_rows', { limit: MAX_ROWS.toLocaleString('en') }),
    {
      params: { limit: MAX_ROWS },
    },
  );

/** Rows read between two turns of the event loop (health and other requests are served). */
const ROWS_PER_TURN = 200;

/**
 * Collects the rows under a header as they are read; blank rows are left out, the columns
 * named by the header; more than MAX_ROWS rows stop the reading (docs/SECURITY.md).
 */
function sheetBuilder() {
  let columns: string[] | null = null;
  const rows: SheetRow[] = [];
  let seen = 0;
  return {
    async add(row: number, values: string[]) {
      if (++seen % ROWS_PER_TURN === 0) await breathe();
      if (columns === null) {
        columns = values.map((name) => name.trim());
        if (columns.every((name) => name === ''))
          throw fieldError('file', msg('imports.no_header'));
        return;
      }
      if (values.every((value) => value.trim() === '')) return;
      if (rows.length >= MAX_ROWS) throw tooManyRows();
      const cells: Record<string, string> = {};
      columns.forEach((name, index) => {
        // A column named twice: the first non-empty cell counts. The `'` an export put before
        // a formula-like text comes off (lib/cell-text.ts).
        if (name && !cells[name]) cells[name] = restoreCell(values[index] ?? '');
      });
      rows.push({ row, cells });
    },
    done(encoding: Encoding | null): Sheet {
      if (columns === null) throw fieldError('file', msg('imports.empty'));
      return { columns: columns.filter(Boolean), rows, encoding };
    },
  };
}

/** Reads the CSV in `encoding` as it decodes; NotUtf8Error: it is no UTF-8 after all. */
async function readCsvAs(file: Buffer, encoding: Encoding): Promise<Sheet> {
  const pieces = Readable.from(decodedPieces(file, encoding), { objectMode: true });
  const parser = pieces.pipe(parse({ relax_column_count: true, skip_empty_lines: false }));
  // A decoding refusal stops the parser with it.
  pieces.on('error', (error) => parser.destroy(error));
  const sheet = sheetBuilder();
  let row = 0;
  try {
    for await (const values of parser as AsyncIterable<string[]>) await sheet.add(++row, values);
  } catch (error) {
    if (error instanceof ApiError || error instanceof NotUtf8Error) throw error;
    throw unreadableCsv(error);
  } finally {
    parser.destroy();
    pieces.destroy();
  }
  return sheet.done(encoding);
}

/** UTF-8 when the whole file is; else GB18030 (what Excel saves on Chinese Windows). */
async function readCsv(file: Buffer): Promise<Sheet> {
  try {
    return await readCsvAs(file, 'utf-8');
  } catch (error) {
    if (!(error instanceof NotUtf8Error)) throw error;
    return readCsvAs(file, 'gb18030');
  }
}

async function readXlsx(file: Buffer): Promise<Sheet> {
  await checkZip(file);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([file]), {
    sharedStrings: 'cache',
    worksheets: 'emit',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  const sheet = sheetBuilder();
  const valuesOf = (row: ExcelJS.Row) => {
    const values: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      values[column - 1] = cellText(cell.value);
    });
    return Array.from(values, (value) => value ?? '');
  };
  try {
    // The first sheet is the import, as the exports write one sheet.
    for await (const worksheet of reader) {
      for await (const row of worksheet as AsyncIterable<ExcelJS.Row>)
        await sheet.add(row.number, valuesOf(row));
      break;
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw fieldError('file', msg('imports.not_xlsx'));
  }
  return sheet.done(null);
}

/** The file's type from the request's `Content-Type`, or null when it is neither. */
export function fileTypeOf(contentType: string | undefined): FileType | null {
  const essence = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (essence === CSV_TYPE) return 'csv';
  if (essence === XLSX_TYPE) return 'xlsx';
  return null;
}

/**
 * Reads an uploaded CSV (UTF-8 or GB18030) or xlsx file as it streams: 400 `invalid` (`file`)
 * when it cannot be read, `invalid_encoding` for text in another encoding, `too_many_rows`.
 */
export async function readSheet(file: Buffer, type: FileType): Promise<Sheet> {
  if (file.length === 0) throw fieldError('file', msg('imports.empty'));
  return type === 'csv' ? readCsv(file) : readXlsx(file);
}
