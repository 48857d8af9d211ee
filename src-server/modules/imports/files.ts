import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { fieldError } from '../../http/errors';
import { restoreCell } from '../../lib/cell-text';

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
}

const unreadable = (what: string) => fieldError('file', `The file is not ${what}.`);

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

/** The rows under a header; blank rows are left out, the columns named by the header. */
function sheetOf(header: string[], records: { row: number; values: string[] }[]): Sheet {
  const columns = header.map((name) => name.trim());
  if (columns.every((name) => name === '')) throw fieldError('file', 'The file has no header row.');
  const rows: SheetRow[] = [];
  for (const { row, values } of records) {
    if (values.every((value) => value.trim() === '')) continue;
    const cells: Record<string, string> = {};
    columns.forEach((name, index) => {
      // A column named twice: the first non-empty cell counts.
      // The `'` an export put before a formula-like text comes off (lib/cell-text.ts).
      if (name && !cells[name]) cells[name] = restoreCell(values[index] ?? '');
    });
    rows.push({ row, cells });
  }
  if (rows.length > MAX_ROWS)
    throw fieldError('file', `At most ${MAX_ROWS.toLocaleString('en')} rows in one import.`);
  return { columns: columns.filter(Boolean), rows };
}

function readCsv(file: Buffer): Sheet {
  let records: string[][];
  try {
    // UTF-8, with or without the BOM the exports write.
    records = parse(file, { bom: true, relax_column_count: true, skip_empty_lines: false });
  } catch (error) {
    throw unreadable(`a readable CSV file (${(error as Error).message})`);
  }
  const [header, ...data] = records;
  if (!header) throw fieldError('file', 'The file is empty.');
  return sheetOf(
    header,
    data.map((values, index) => ({ row: index + 2, values })),
  );
}

async function readXlsx(file: Buffer): Promise<Sheet> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    throw unreadable('a readable xlsx workbook');
  }
  // The first sheet is the import, as the exports write one sheet.
  const sheet = workbook.worksheets[0];
  if (!sheet || sheet.rowCount === 0) throw fieldError('file', 'The file is empty.');
  const valuesOf = (row: ExcelJS.Row) => {
    const values: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      values[column - 1] = cellText(cell.value);
    });
    return Array.from(values, (value) => value ?? '');
  };
  const records: { row: number; values: string[] }[] = [];
  sheet.eachRow((row, number) => {
    if (number > 1) records.push({ row: number, values: valuesOf(row) });
  });
  return sheetOf(valuesOf(sheet.getRow(1)), records);
}

/** The file's type from the request's `Content-Type`, or null when it is neither. */
export function fileTypeOf(contentType: string | undefined): FileType | null {
  const essence = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (essence === CSV_TYPE) return 'csv';
  if (essence === XLSX_TYPE) return 'xlsx';
  return null;
}

/** Reads an uploaded CSV (UTF-8) or xlsx file: 400 `invalid` (`file`) when it cannot be read. */
export async function readSheet(file: Buffer, type: FileType): Promise<Sheet> {
  if (file.length === 0) throw fieldError('file', 'The file is empty.');
  return type === 'csv' ? readCsv(file) : readXlsx(file);
}
