// @vitest-environment happy-dom
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api/client';
import { runImport, XLSX_TYPE, type ImportProgress } from '@/shared/api/imports';
import { startManagerSession } from '../support/api';

const RESULT = {
  kind: 'customers',
  dry_run: true,
  batch_size: 500,
  batches: 1,
  totals: { rows: 1, create: 1, update: 0, unchanged: 0, error: 0 },
  rows: [{ row: 2, action: 'create', key: '13900139000', id: null, errors: [] }],
};

let requested: Request[] = [];
let answer = '';

/** The server's streamed answer, cut into chunks that split lines and a Chinese character. */
function fakeImport(request: Request) {
  requested.push(request);
  const bytes = new TextEncoder().encode(answer);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += 7) controller.enqueue(bytes.slice(at, at + 7));
      controller.close();
    },
  });
  return Promise.resolve(
    new Response(body, { headers: { 'Content-Type': 'application/x-ndjson; charset=utf-8' } }),
  );
}

beforeEach(() => {
  setActivePinia(createPinia());
  startManagerSession('tok-import');
  requested = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: Request) => fakeImport(input)),
  );
});
afterEach(() => vi.unstubAllGlobals());

const lines = (...values: unknown[]) =>
  values.map((value) => `${JSON.stringify(value)}\n`).join('');

describe('runImport', () => {
  it('sends the file with its type and dry_run, reports each progress line, answers the result', async () => {
    answer = lines(
      { progress: { done: 50, total: 120 } },
      { progress: { done: 120, total: 120 } },
      { result: { ...RESULT, rows: [{ ...RESULT.rows[0], key: '王芳' }] } },
    );
    const seen: ImportProgress[] = [];
    const file = new File(['mobile\n13900139000\n'], 'customers.CSV', { type: '' });
    const result = await runImport('customers', file, true, (progress) => seen.push(progress));

    const request = requested[0]!;
    expect(request.method).toBe('POST');
    const url = new URL(request.url);
    expect(url.pathname).toBe('/api/imports/customers/');
    expect(url.searchParams.get('dry_run')).toBe('true');
    expect(request.headers.get('Content-Type')).toBe('text/csv');
    expect(request.headers.get('Accept')).toBe('application/x-ndjson');
    expect(request.headers.get('Authorization')).toBe('Token tok-import');
    expect(seen).toEqual([
      { done: 50, total: 120 },
      { done: 120, total: 120 },
    ]);
    expect(result.rows[0]!.key).toBe('王芳');
  });

  it('names an xlsx file by its extension; an error line is an ApiError', async () => {
    answer = lines({
      error: { detail: 'Something went wrong on our side.', code: 'server_error' },
    });
    const file = new File([new Uint8Array([0x50, 0x4b])], 'products.xlsx');
    const failure = await runImport('products', file, false, () => {}).catch((error) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: 'server_error' });
    expect(requested[0]!.headers.get('Content-Type')).toBe(XLSX_TYPE);
    expect(new URL(requested[0]!.url).searchParams.get('dry_run')).toBe('false');
  });

  it('refuses a file that is neither CSV nor xlsx without asking the server', async () => {
    const file = new File(['x'], 'notes.txt', { type: 'text/plain' });
    await expect(runImport('customers', file, true, () => {})).rejects.toMatchObject({
      status: 415,
      code: 'unsupported_media_type',
    });
    expect(requested).toEqual([]);
  });
});

describe('the import summary', () => {
  const totals = (rows: number, error: number) => ({
    rows,
    create: rows - error,
    update: 0,
    unchanged: 0,
    error,
  });

  it('counts only the imported rows and says how many failed', async () => {
    const { importSummary } = await import('@/shared/api/imports');
    const { i18n } = await import('@/i18n');
    // 3 rows, 1 failed: "imported 2", never "imported 3".
    const some = importSummary({ dry_run: false, totals: totals(3, 1) });
    expect(some).toEqual({ key: 'imports.appliedSome', params: { rows: 3, done: 2, failed: 1 } });
    expect(i18n.global.t(some.key, some.params)).toBe('已导入 2 行，1 行有错误未导入（共 3 行）');
    const all = importSummary({ dry_run: false, totals: totals(3, 0) });
    expect(i18n.global.t(all.key, all.params)).toBe('已导入 3 行');
    expect(importSummary({ dry_run: true, totals: totals(3, 1) }).key).toBe('imports.preview');
  });
});
