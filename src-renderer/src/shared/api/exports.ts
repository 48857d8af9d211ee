import type { LabelLanguage } from '@shared/value-labels';
import { http, readRetrying } from './client';

// Exports of the lists: `GET <list>?format=csv|xlsx` streams every row the filters
// select; the server says how many rows come (`X-Export-Count`). With `labels` the file is for
// people: titles, statuses and times in that language (docs/API.md, "Exports").

export type ExportFormat = 'csv' | 'xlsx';

export interface ExportProgress {
  bytes: number;
  /** Rows received so far (CSV: counted by line ends), null where the format does not tell. */
  rows: number | null;
  /** Rows the export has, from the server. */
  total: number | null;
}

export interface ExportFile {
  blob: Blob;
  filename: string;
}

const NEWLINE = 0x0a;

/**
 * The keys of a list's query that shape a page, not the rows: an export has every row, and
 * every column of its kind (docs/API.md "Exports") — a list's display `fields` would leave the
 * SKUs, prices and stock out of a product export, which then no longer imports back.
 */
const PAGE_KEYS = new Set(['fields', 'page', 'page_size']);

/** The query of an export of a list with these filters: the filters without the page's keys. */
export function exportSearchParams(
  filters: object,
  format: ExportFormat,
  labels?: LabelLanguage,
): Record<string, string | number | boolean> {
  const params: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(filters))
    if (!PAGE_KEYS.has(key) && value !== undefined && value !== null)
      params[key] = value as string | number | boolean;
  return { ...params, format, ...(labels && { labels }) };
}

/** Downloads an export of the list at `path` with the list's filters, reporting progress. */
export async function downloadExport(
  path: string,
  /** The list's own query type (its page and `fields` are left out: exportSearchParams). */
  filters: object,
  format: ExportFormat,
  onProgress: (progress: ExportProgress) => void,
  /** The language of an export for people; none, the API's names and codes. */
  labels?: LabelLanguage,
): Promise<ExportFile> {
  let total: number | null = null;
  let lines = 0;
  // A busy server's first answer comes before any row: the export is asked for again.
  const response = await readRetrying(() =>
    http.get(path, {
      searchParams: exportSearchParams(filters, format, labels),
      // A large export takes longer than a page.
      timeout: false,
      headers: { Accept: '*/*' },
      onDownloadProgress: (progress, chunk) => {
        for (const byte of chunk) if (byte === NEWLINE) lines++;
        onProgress({
          bytes: progress.transferredBytes,
          // The header line is not a row.
          rows: format === 'csv' ? Math.max(0, lines - 1) : null,
          total,
        });
      },
    }),
  );
  const counted = Number(response.headers.get('X-Export-Count'));
  total = Number.isFinite(counted) && response.headers.has('X-Export-Count') ? counted : null;
  onProgress({ bytes: 0, rows: format === 'csv' ? 0 : null, total });
  const blob = await response.blob();
  const named = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '');
  return { blob, filename: named?.[1] ?? `export.${format}` };
}
