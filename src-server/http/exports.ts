import { PassThrough, Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import { z } from 'zod';
import { LABEL_LANGUAGES, type LabelLanguage } from '../../src-shared/value-labels';
import { zodMessage } from '../lib/i18n';
import {
  type Cell,
  cellOf,
  type Column,
  columnWidths,
  exportColumns,
  labelledCell,
  NUMBER_FORMATS,
  sheetCell,
} from './export-cells';
import type { Page } from './paging';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Rows read per page while exporting (the list's own query, at a larger page size). */
const EXPORT_PAGE_SIZE = 1000;

const formatQuery = z
  .enum(EXPORT_FORMATS, { message: zodMessage('export.format_choice') })
  .optional()
  .meta({ description: 'Export every row the filters select as CSV (UTF-8 with BOM) or xlsx' });

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

type Schema = z.ZodType;
const typeOf = (schema: Schema) => (schema as { _zod: { def: { type: string } } })._zod.def.type;

export { cellOf, columnsOf } from './export-cells';

const labelsQuery = z
  .enum(LABEL_LANGUAGES, { message: zodMessage('export.labels_choice') })
  .optional()
  .meta({
    description:
      "With format: an export for people in that language — the list's columns titled, codes as their labels, lists as text, times as yyyy-MM-dd HH:mm in the shop's zone (docs/API.md, Exports)",
  });

/**
 * What a list exports instead of its items as they are: a row schema and the rows an item
 * makes (the product list exports one row per variant).
 */
export interface ExportRows {
  item: z.ZodType;
  rows(item: unknown): unknown[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The list's export rows, when they are not its items (http/exports.ts). */
    exportRows?: ExportRows;
  }
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

function csvStream(columns: Column[], rows: Rows, labels: LabelLanguage | undefined): Readable {
  // The BOM makes Excel read the file as UTF-8 (Chinese names would be garbled otherwise).
  const csv = stringify({
    bom: true,
    header: true,
    columns: columns.map((column) => column.title),
    cast: { boolean: String },
  });
  const cells = (row: unknown) =>
    columns.map((column) =>
      labels ? labelledCell(row, column, labels) : cellOf(row, column.name),
    );
  void (async () => {
    try {
      for await (const row of rows)
        if (!csv.write(cells(row))) await new Promise((resolve) => csv.once('drain', resolve));
      csv.end();
    } catch (error) {
      csv.destroy(error as Error);
    }
  })();
  return csv;
}

/**
 * An xlsx sheet: typed cells (export-cells.ts), money and times formatted, the header bold
 * and frozen, columns as wide as the header and the first page's cells.
 */
function xlsxStream(
  columns: Column[],
  rows: Rows,
  sheetName: string,
  labels: LabelLanguage | undefined,
  firstRows: unknown[],
): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  const cells = (row: unknown): Cell[] => columns.map((column) => sheetCell(row, column, labels));
  const widths = columnWidths(columns, firstRows.map(cells));
  sheet.columns = columns.map((column, index) => ({
    header: column.title,
    key: column.name,
    width: widths[index],
    ...(NUMBER_FORMATS[column.kind] && { style: { numFmt: NUMBER_FORMATS[column.kind] } }),
  }));
  sheet.getRow(1).font = { bold: true };
  void (async () => {
    try {
      for await (const row of rows) sheet.addRow(cells(row)).commit();
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
    const exportRows = route.config?.exportRows;
    const query = route.schema!.querystring as z.ZodObject;
    route.schema = {
      ...route.schema,
      querystring: query.safeExtend({ format: formatQuery, labels: labelsQuery }),
    };
    const list = route.handler as (
      this: FastifyInstance,
      request: FastifyRequest,
      reply: FastifyReply,
    ) => Promise<Page<unknown>>;
    const name = route.url.split('/').filter(Boolean).at(-1) ?? 'export';

    route.handler = async function (this: FastifyInstance, request, reply) {
      const asked = request.query as {
        format?: ExportFormat;
        labels?: LabelLanguage;
        page?: number;
        page_size?: number;
      };
      const { format, labels } = asked;
      if (!format) return list.call(this, request, reply);
      // `page` and `page_size` do not apply: an export has every row.
      const pageOf = (page: number) => {
        request.query = { ...asked, page, page_size: EXPORT_PAGE_SIZE };
        return list.call(this, request, reply);
      };
      const first = await pageOf(1);
      const rowsOf = (items: unknown[]) =>
        exportRows ? items.flatMap((entry) => exportRows.rows(entry)) : items;
      async function* rows(): Rows {
        let page = first;
        for (let number = 1; ; number++) {
          yield* rowsOf(page.results);
          if (page.next === null) return;
          page = await pageOf(number + 1);
        }
      }
      const columns = exportColumns(route.url, exportRows?.item ?? item, labels);
      const stream =
        format === 'csv'
          ? csvStream(columns, rows(), labels)
          : xlsxStream(columns, rows(), name, labels, rowsOf(first.results));
      const day = new Date().toISOString().slice(0, 10);
      return (
        reply
          .header('content-type', CONTENT_TYPES[format])
          .header('content-disposition', `attachment; filename="${name}-${day}.${format}"`)
          // How many of the list's items are coming, for a progress indication.
          .header('x-export-count', String(first.count))
          .send(stream)
      );
    } as RouteHandlerMethod;
  });
}
