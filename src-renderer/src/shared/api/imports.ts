import { ApiError, http, type Schemas } from './client';

// Imports of products and customers: the file is the body; the answer is streamed
// as lines of JSON (progress, then the result), see docs/API.md "Imports".

export type ImportResult = Schemas['ImportResult'];
export type ImportRow = Schemas['ImportRow'];
export type ImportKind = ImportResult['kind'];
export type ImportAction = ImportRow['action'];

export interface ImportProgress {
  /** Rows checked (dry run) or applied so far. */
  done: number;
  total: number;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const CSV_TYPE = 'text/csv';
const NDJSON_TYPE = 'application/x-ndjson';

/** The file types an import takes, for the file input's `accept`. */
export const IMPORT_ACCEPT = `.csv,.xlsx,${CSV_TYPE},${XLSX_TYPE}`;

/** The type the server reads the file as: by its name, as browsers may leave a CSV's type empty. */
export function importTypeOf(file: File): string | null {
  const name = file.name.toLowerCase();
  if (name.endsWith('.xlsx') || file.type === XLSX_TYPE) return XLSX_TYPE;
  if (name.endsWith('.csv') || file.type === CSV_TYPE) return CSV_TYPE;
  return null;
}

type Line =
  | { progress: ImportProgress }
  | { result: ImportResult }
  | { error: { detail: string; code: string } };

/** Splits a stream of text into lines of JSON. */
async function* linesOf(body: ReadableStream<Uint8Array>): AsyncGenerator<Line> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const { value, done } = await reader.read();
    // `stream`: a character split between two chunks is decoded once both have come.
    if (value) text += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = text.indexOf('\n')) >= 0) {
      const line = text.slice(0, end).trim();
      text = text.slice(end + 1);
      if (line) yield JSON.parse(line) as Line;
    }
    if (done) return;
  }
}

/**
 * Checks (`dryRun`) or applies an import file, reporting progress as the server does rows.
 * A file the server cannot read is an ApiError (400 with `errors.file` or `errors.columns`).
 */
export async function runImport(
  kind: ImportKind,
  file: File,
  dryRun: boolean,
  onProgress: (progress: ImportProgress) => void,
): Promise<ImportResult> {
  const type = importTypeOf(file);
  if (!type) throw new ApiError(415, 'unsupported_media_type', '');
  const response = await http.post(`imports/${kind}/`, {
    body: file,
    searchParams: { dry_run: dryRun },
    headers: { 'Content-Type': type, Accept: NDJSON_TYPE },
    // A large file takes longer than one request of a screen.
    timeout: false,
  });
  if (!response.body) throw new ApiError(response.status, 'invalid_response', '');
  for await (const line of linesOf(response.body)) {
    if ('progress' in line) onProgress(line.progress);
    else if ('result' in line) return line.result;
    else throw new ApiError(500, line.error.code, line.error.detail);
  }
  throw new ApiError(response.status, 'invalid_response', '');
}

/**
 * The summary's title of an import: a dry run previews its rows; an applied one counts only the
 * rows it imported (created, updated or found unchanged), and says how many failed.
 */
export function importSummary(result: Pick<ImportResult, 'dry_run' | 'totals'>): {
  key: string;
  params: { rows: number; done: number; failed: number };
} {
  const { rows, error } = result.totals;
  const params = { rows, done: rows - error, failed: error };
  if (result.dry_run) return { key: 'imports.preview', params };
  return { key: error ? 'imports.appliedSome' : 'imports.applied', params };
}

/** The largest file an import takes (the server's limit, docs/API.md "Imports"). */
export const IMPORT_MAX_MIB = 20;

/**
 * Why the server refused a file, for the import dialog to say in its place: the catalogue's
 * sentence by the refusal's code (with its params), and the server's own messages about the
 * file (`errors.file`, `errors.columns`, …), which it says in the language the app asks in.
 */
export interface ImportRefusal {
  key: string;
  params: Record<string, unknown>;
  problems: string[];
}

/** Sentences of the refusals of a file, by code; other failures are reported as any call's. */
const REFUSAL_KEYS: Record<string, string> = {
  invalid: 'imports.refused',
  too_many_rows: 'apiErrors.too_many_rows',
  invalid_encoding: 'apiErrors.invalid_encoding',
  unsupported_media_type: 'imports.wrongType',
  payload_too_large: 'imports.tooLarge',
};

/** The refusal of a file (400, 413, 415 about it); null for another failure (network, 403…). */
export function importRefusal(error: unknown): ImportRefusal | null {
  if (!(error instanceof ApiError)) return null;
  const key = REFUSAL_KEYS[error.code];
  if (!key) return null;
  const problems = Object.values(error.errors).flat();
  // A refusal without field messages (a newer server's): its own sentence is the problem.
  if (error.code === 'invalid' && problems.length === 0 && error.detail)
    problems.push(error.detail);
  return { key, params: { ...error.params, max: IMPORT_MAX_MIB }, problems };
}
