// @vitest-environment happy-dom
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushPromises, mount } from '@vue/test-utils';
import ElementPlus from 'element-plus';
import { downloadExport, type ExportProgress } from '@/shared/api/exports';
import ExportButton from '@/shared/components/ExportButton.vue';
import { i18n } from '@/i18n';
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

describe('the export button', () => {
  // happy-dom has no object URLs, and the link's click would leave the page: the file's
  // hand-over is only seen.
  let saved: string[] = [];
  beforeEach(() => {
    saved = [];
    URL.createObjectURL = () => 'blob:export';
    URL.revokeObjectURL = () => {};
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
  });
  afterEach(() => {
    i18n.global.locale.value = 'zh-CN';
  });

  it('asks for the export for people in the screen’s language', async () => {
    for (const language of ['en', 'zh-CN'] as const) {
      i18n.global.locale.value = language;
      requested = [];
      saved = [];
      const wrapper = mount(ExportButton, {
        props: { path: 'orders/order/', filters: { financial_status: 'paid' } },
        global: { plugins: [ElementPlus, i18n] },
        attachTo: document.body,
      });
      await wrapper.get('[data-testid="export-button"]').trigger('click');
      await flushPromises();
      const item = document.querySelector<HTMLElement>('[data-testid="export-xlsx"]')!;
      // Chosen with Enter, as from the keyboard.
      item.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Enter', code: 'Enter', bubbles: true }),
      );
      await vi.waitFor(() => expect(requested).toHaveLength(1));
      expect(Object.fromEntries(new URL(requested[0]!.url).searchParams)).toEqual({
        financial_status: 'paid',
        format: 'xlsx',
        labels: language,
      });
      await vi.waitFor(() => expect(saved).toEqual(['pick_up_code-2026-11-23.csv']));
      wrapper.unmount();
      document.body.innerHTML = '';
    }
  });
});
