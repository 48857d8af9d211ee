import { z } from 'zod';
import { BOOLEAN_LABELS, EXPORT_COLUMNS } from '../../src-shared/export-columns';
import { VALUE_LABELS, type LabelLanguage } from '../../src-shared/value-labels';
import { neutraliseCell } from '../lib/cell-text';
import { DECIMAL_OUT } from '../lib/money';

/**
 * The columns and cells of an export (docs/API.md "Exports"): the machine's (dotted API names,
 * values as the API gives them) or, with `?labels=`, people's (titles, value labels, readable
 * lists, times as `yyyy-MM-dd HH:mm`); xlsx cells typed in both.
 */
export type ColumnKind = 'text' | 'number' | 'money' | 'timestamp' | 'boolean' | 'json';

export interface Column {
  /** The dotted API name the value is read at. */
  name: string;
  kind: ColumnKind;
  /** The header: the API name, or its title in the export's language. */
  title: string;
  /** Value labels by code (statuses, channels…), for people. */
  values?: Record<string, string>;
}

type Schema = z.ZodType;
const typeOf = (schema: Schema) => (schema as { _zod: { def: { type: string } } })._zod.def.type;

/** The schema inside nullable/optional/default wrappers. */
function unwrapped(schema: Schema): Schema {
  let inner = schema;
  while (['nullable', 'optional', 'default'].includes(typeOf(inner)))
    inner = (inner as unknown as { unwrap(): Schema }).unwrap();
  return inner;
}

function kindOf(schema: Schema): ColumnKind {
  const type = typeOf(schema);
  if (type === 'number' || type === 'int') return 'number';
  if (type === 'boolean') return 'boolean';
  if (type !== 'string') return type === 'enum' || type === 'literal' ? 'text' : 'json';
  if (z.globalRegistry.get(schema)?.format === 'date-time') return 'timestamp';
  const checks = (schema as { _zod: { def: { checks?: { _zod: { def: object } }[] } } })._zod.def
    .checks;
  const money = checks?.some(
    (check) => (check._zod.def as { pattern?: RegExp }).pattern?.source === DECIMAL_OUT.source,
  );
  return money ? 'money' : 'text';
}

/**
 * The export's columns from the list's response schema: nested objects become dotted columns
 * (`customer.full_name`), everything else (lists included) one column; a union, the columns of
 * each of its shapes. Taken from the schema, not from the rows, so that every row has the same
 * columns, an empty export included.
 */
export function typedColumnsOf(item: Schema, prefix = ''): { name: string; kind: ColumnKind }[] {
  const inner = unwrapped(item);
  if (typeOf(inner) === 'union') {
    const seen = new Map<string, ColumnKind>();
    for (const option of (inner as z.ZodUnion<Schema[]>).options)
      for (const column of typedColumnsOf(option, prefix))
        if (!seen.has(column.name)) seen.set(column.name, column.kind);
    return [...seen].map(([name, kind]) => ({ name, kind }));
  }
  if (typeOf(inner) !== 'object') return [{ name: prefix, kind: kindOf(inner) }];
  return Object.entries((inner as z.ZodObject).shape).flatMap(([key, field]) =>
    typedColumnsOf(field as Schema, prefix ? `${prefix}.${key}` : key),
  );
}

export const columnsOf = (item: Schema, prefix = '') =>
  typedColumnsOf(item, prefix).map((column) => column.name);

/**
 * The columns written: all of the machine's, or for people those the list's entry of
 * src-shared/export-columns.ts names, titled in the language (a list without an entry keeps
 * its API names).
 */
export function exportColumns(
  path: string,
  item: Schema,
  labels: LabelLanguage | undefined,
): Column[] {
  const typed = typedColumnsOf(item);
  const people = labels && EXPORT_COLUMNS[path];
  if (!labels || !people) return typed.map((column) => ({ ...column, title: column.name }));
  const kinds = new Map(typed.map((column) => [column.name, column.kind]));
  return people.map((column) => ({
    name: column.column,
    kind: kinds.get(column.column) ?? 'text',
    title: column.title[labels],
    ...(column.values &&
      column.values !== 'boolean' && { values: VALUE_LABELS[labels][column.values] }),
  }));
}

/** The value at a dotted column of the row; absent is null. */
export function valueAt(row: unknown, column: string): unknown {
  let value: unknown = row;
  for (const key of column.split('.')) {
    if (value === null || typeof value !== 'object') return null;
    value = (value as Record<string, unknown>)[key];
  }
  return value ?? null;
}

/**
 * A cell of the machine's CSV: scalars as they are, lists and objects as JSON, null and absent
 * as empty; text that a spreadsheet would run as a formula gets a `'` in front
 * (lib/cell-text.ts).
 */
export function cellOf(row: unknown, column: string): string | number | boolean | null {
  const value = valueAt(row, column);
  if (value === null) return null;
  // Text (JSON of lists and objects included) never starts a formula; numbers stay numbers.
  if (typeof value === 'object') return neutraliseCell(JSON.stringify(value));
  if (typeof value === 'string') return neutraliseCell(value);
  return value as number | boolean;
}

/** The variant titles that say a product has no variants: not worth a line's words. */
const DEFAULT_VARIANT_TITLES = new Set(['Default Title', '默认']);

/** One entry of a list, as people read it. */
function entryText(entry: unknown): string {
  if (entry === null || typeof entry !== 'object') return String(entry);
  const e = entry as Record<string, unknown>;
  if (typeof e.title === 'string' && typeof e.quantity === 'number') {
    const variant = typeof e.variant_title === 'string' ? e.variant_title : '';
    const shown = variant && !DEFAULT_VARIANT_TITLES.has(variant) ? `（${variant}）` : '';
    return `${e.title}${shown} × ${e.quantity}`;
  }
  if (typeof e.title === 'string' && Array.isArray(e.values))
    return `${e.title}: ${e.values.join(', ')}`;
  if (typeof e.code === 'string') return e.code;
  if (typeof e.title === 'string') return e.title;
  if (typeof e.src === 'string') return e.src;
  return JSON.stringify(e);
}

/**
 * A list as people read it: package lines "保温杯 × 2; T 恤（白）× 1", tags "夏季, cotton",
 * options "颜色: 白, 黑; Size: M, L"; an object as JSON.
 */
export function readableList(value: unknown): string {
  if (!Array.isArray(value)) return JSON.stringify(value);
  const objects = value.some((entry) => entry !== null && typeof entry === 'object');
  return value.map(entryText).join(objects ? '; ' : ', ');
}

/** A timestamp (ISO text in the shop's zone) as the shop's wall time `yyyy-MM-dd HH:mm`. */
export const wallTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;

/**
 * A timestamp as a spreadsheet date: the shop's wall time (the text's own digits), as
 * spreadsheets have no zones.
 */
export function wallDate(iso: string): Date {
  const [date, time] = [iso.slice(0, 10), iso.slice(11, 23)];
  return new Date(`${date}T${time || '00:00:00.000'}Z`);
}

export type Cell = string | number | boolean | Date | null;

/** A cell for people's CSV: labels, readable lists, wall times. */
export function labelledCell(row: unknown, column: Column, labels: LabelLanguage): Cell {
  const value = valueAt(row, column.name);
  if (value === null) return null;
  if (typeof value === 'boolean') return BOOLEAN_LABELS[labels][String(value) as 'true'];
  if (typeof value === 'object') return neutraliseCell(readableList(value));
  if (typeof value === 'number') return value;
  if (column.values && Object.hasOwn(column.values, value as string))
    return column.values[value as string]!;
  if (column.kind === 'timestamp' && typeof value === 'string') return wallTime(value);
  return neutraliseCell(String(value));
}

/**
 * A typed xlsx cell: numbers as numbers, money as a number (shown with two decimals), times
 * as dates; the rest as the CSV of the same export has it.
 */
export function sheetCell(row: unknown, column: Column, labels: LabelLanguage | undefined): Cell {
  const value = valueAt(row, column.name);
  if (typeof value === 'string' && column.kind === 'money') return Number(value);
  if (typeof value === 'string' && column.kind === 'timestamp') return wallDate(value);
  return labels ? labelledCell(row, column, labels) : cellOf(row, column.name);
}

/** Spreadsheet number formats by kind. */
export const NUMBER_FORMATS: Partial<Record<ColumnKind, string>> = {
  money: '0.00',
  timestamp: 'yyyy-mm-dd hh:mm',
};

/** How wide text is in a spreadsheet: CJK characters take two places. */
function displayWidth(text: string): number {
  let width = 0;
  for (const char of text) width += /[\u2e80-\uffef]/.test(char) ? 2 : 1;
  return width;
}

/**
 * Column widths from the header and the first rows' cells, between 10 and 60 places (exceljs
 * leaves out a width of 9, its default, and Excel's own is narrower).
 */
export function columnWidths(columns: Column[], cells: Cell[][]): number[] {
  return columns.map((column, index) => {
    let width = displayWidth(column.title);
    if (column.kind === 'timestamp') width = Math.max(width, 16);
    for (const row of cells) {
      const cell = row[index];
      if (cell === null || cell === undefined || cell instanceof Date) continue;
      const text =
        typeof cell === 'number' && column.kind === 'money' ? cell.toFixed(2) : String(cell);
      width = Math.max(width, displayWidth(text));
    }
    return Math.min(60, Math.max(10, width + 2));
  });
}
