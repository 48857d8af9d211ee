import { PassThrough, Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import { z } from 'zod';
import { neutraliseCell } from '../lib/cell-text';
import type { Page } from './paging';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Rows read per page while exporting (the list's own query, at a larger page size). */
const EXPORT_PAGE_SIZE = 1000;

const formatQuery = z
  .enum(EXPORT_FORMATS, { message: 'Choose csv or xlsx.' })
  .optional()
  .meta({ description: 'Export every row the filters select as CSV (UTF-8 with BOM) or xlsx' });

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

type Schema = z.ZodType;
const typeOf = (schema: Schema) => (schema as { _zod: { def: { type: string } } })._zod.def.type;

/** The schema inside nullable/optional/default wrappers. */
function unwrapped(schema: Schema): Schema {
  let inner = schema;
  while (['nullable', 'optional', 'default'].includes(typeOf(inner)))
    inner = (inner as unknown as { unwrap(): Schema }).unwrap();
  return inner;
}

/**
 * The export's columns from the list's response schema: nested objects become dotted columns
 * (`customer.full_name`), everything else (lists included) one column; a union, the columns of
 * each of its shapes. Taken from the schema,
 * not from the rows, so that every row has the same columns, an empty export included.
 */
export function columnsOf(item: Schema, prefix = ''): string[] {
  const inner = unwrapped(item);
  // A list whose items take one of several shapes: the columns of all of them.
  if (typeOf(inner) === 'union')
    return [
      ...new Set(
        (inner as z.ZodUnion<Schema[]>).options.flatMap((option) => columnsOf(option, prefix)),
      ),
    ];
  if (typeOf(inner) !== 'object') return [prefix];
  return Object.entries((inner as z.ZodObject).shape).flatMap(([key, field]) =>
    columnsOf(field as Schema, prefix ? `${prefix}.${key}` : key),
  );
}

/**
 * A cell: scalars as they are, lists and objects as JSON, null and absent as empty; text that
 * a spreadsheet would run as a formula gets a `'` in front (lib/cell-text.ts).
 */
export function cellOf(row: unknown, column: string): string | number | boolean | null {
  let value: unknown = row;
  for (const key of column.split('.')) {
    if (value === null || typeof value !== 'object') return null;
    value = (value as Record<string, unknown>)[key];
  }
  if (value === null || value === undefined) return null;
  // Text (JSON of lists and objects included) never starts a formula; numbers stay numbers.
  if (typeof value === 'object') return neutraliseCell(JSON.stringify(value));
  if (typeof value === 'string') return neutraliseCell(value);
  return value as number | boolean;
}

/** The item schema of a paged list's 200 response, or null when the route is no paged list. */
function pagedItem(route: { schema?: { querystring?: unknown; response?: unknown } }) {
  const query = route.schema?.querystring as Schema | undefined;
  const response = (route.schema?.response as Record<string, Schema> | undefined)?.['200'];
  if (!query || !response || typeOf(query) !== 'object' || typeOf(response) !== 'object')
    return null;
  const shape = (query as z.ZodObject).shape;
  const results = (response as z.ZodObject).shape.results as Schema | undefined;
  if (!('page' in shape) || !('page_size' in shape) || !results || typeOf(results) !== 'array')
    return null;
  return (results as z.ZodArray<Schema>).element;
}

type Rows = AsyncGenerator<unknown, void, undefined>;

function csvStream(columns: string[], rows: Rows): Readable {
  // The BOM makes Excel read the file as UTF-8 (Chinese names would be garbled otherwise).
  const csv = stringify({ bom: true, header: true, columns, cast: { boolean: String } });
  void (async () => {
    try {
      for await (const row of rows)
        if (!csv.write(columns.map((column) => cellOf(row, column))))
          await new Promise((resolve) => csv.once('drain', resolve));
      csv.end();
    } catch (error) {
      csv.destroy(error as Error);
    }
  })();
  return csv;
}

function xlsxStream(columns: string[], rows: Rows, sheetName: string): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((column) => ({ header: column, key: column }));
  void (async () => {
    try {
      for await (const row of rows) sheet.addRow(columns.map((c) => cellOf(row, c))).commit();
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return out;
}

/**
 * Exports: every paged list answers `?format=csv|xlsx` with every row its filters
 * select, streamed. Done once here for all lists: the route's own handler is called page after
 * page (same validation, filters, permissions and presentation), each page written out as it
 * comes, so memory stays one page whatever the size.
 */
export function registerExports(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (route.method !== 'GET' || !route.url.startsWith('/api/')) return;
    const item = pagedItem(route);
    if (!item) return;
    const columns = columnsOf(item);
    const query = route.schema!.querystring as z.ZodObject;
    route.schema = { ...route.schema, querystring: query.safeExtend({ format: formatQuery }) };
    const list = route.handler as (
      this: FastifyInstance,
      request: FastifyRequest,
      reply: FastifyReply,
    ) => Promise<Page<unknown>>;
    const name = route.url.split('/').filter(Boolean).at(-1) ?? 'export';

    route.handler = async function (this: FastifyInstance, request, reply) {
      const asked = request.query as { format?: ExportFormat; page?: number; page_size?: number };
      const format = asked.format;
      if (!format) return list.call(this, request, reply);
      // `page` and `page_size` do not apply: an export has every row.
      const pageOf = (page: number) => {
        request.query = { ...asked, page, page_size: EXPORT_PAGE_SIZE };
        return list.call(this, request, reply);
      };
      const first = await pageOf(1);
      async function* rows(): Rows {
        let page = first;
        for (let number = 1; ; number++) {
          yield* page.results;
          if (page.next === null) return;
          page = await pageOf(number + 1);
        }
      }
      const stream =
        format === 'csv' ? csvStream(columns, rows()) : xlsxStream(columns, rows(), name);
      const day = new Date().toISOString().slice(0, 10);
      return (
        reply
          .header('content-type', CONTENT_TYPES[format])
          .header('content-disposition', `attachment; filename="${name}-${day}.${format}"`)
          // How many rows are coming, for a progress indication.
          .header('x-export-count', String(first.count))
          .send(stream)
      );
    } as RouteHandlerMethod;
  });
}
