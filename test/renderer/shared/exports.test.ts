// @vitest-environment happy-dom
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadExport, type ExportProgress } from '@/shared/api/exports';
import { startManagerSession } from '../support/api';

const CSV =
  '\uFEFFid,key,customer.full_name\n1,900000000001,顾客1\n2,900000000002,顾客2\n3,900000000003,王芳\n';

let requested: Request[] = [];

/** A server answering the export in small chunks, as a stream does. */
function fakeExport(request: Request) {
  requested.push(request);
  const bytes = new TextEncoder().encode(CSV);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += 16) controller.enqueue(bytes.slice(at, at + 16));
      controller.close();
    },
  });
  return Promise.resolve(
    new Response(body, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="pick_up_code-2026-11-23.csv"',
        'X-Export-Count': '3',
      },
    }),
  );
}

beforeEach(() => {
  setActivePinia(createPinia());
  startManagerSession('tok-export');
  requested = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: Request) => fakeExport(input)),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('downloadExport', () => {
  it('asks the list with its filters and the format, and reports rows out of the total', async () => {
    const seen: ExportProgress[] = [];
    const file = await downloadExport(
      'orders/pick_up_code/',
      { key_status: 'unused', offline_shop: 2 },
      'csv',
      (progress) => seen.push(progress),
    );
    const url = new URL(requested[0]!.url);
    expect(url.pathname).toBe('/api/orders/pick_up_code/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      key_status: 'unused',
      offline_shop: '2',
      format: 'csv',
    });
    expect(requested[0]!.headers.get('Authorization')).toBe('Token tok-export');
    expect(file.filename).toBe('pick_up_code-2026-11-23.csv');
    expect(await file.blob.text()).toBe(CSV);
    // Several steps, rows growing up to the total, and the total known from the header.
    const rows = seen.filter((p) => p.rows !== null && p.rows > 0);
    expect(rows.length).toBeGreaterThan(1);
    expect(seen.at(-1)).toMatchObject({ rows: 3, total: 3 });
    expect(rows.map((p) => p.rows)).toEqual(rows.map((p) => p.rows!).sort((a, b) => a - b));
  });

  it('an xlsx export reports the bytes received (its rows cannot be counted on the way)', async () => {
    const seen: ExportProgress[] = [];
    await downloadExport('customers/customer/', {}, 'xlsx', (progress) => seen.push(progress));
    expect(new URL(requested[0]!.url).searchParams.get('format')).toBe('xlsx');
    expect(seen.at(-1)).toMatchObject({ rows: null, total: 3 });
    expect(seen.at(-1)!.bytes).toBe(new TextEncoder().encode(CSV).length);
  });
});
