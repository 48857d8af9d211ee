// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defineComponent, h } from 'vue';
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import ElementPlus from 'element-plus';
import { ApiError, type PageQuery } from '@/shared/api/client';
import { usePagedRows } from '@/shared/composables/use-paged-rows';
import { i18n } from '@/i18n';

interface Call {
  query: Required<PageQuery>;
  resolve: (page: { results: string[]; count: number }) => void;
  reject: (error: unknown) => void;
}

let calls: Call[] = [];
let wrapper: VueWrapper | null = null;

function mountRows(): ReturnType<typeof usePagedRows<string>> {
  let rows: ReturnType<typeof usePagedRows<string>> | undefined;
  const Host = defineComponent({
    setup() {
      rows = usePagedRows<string>(
        10,
        (query) => new Promise((resolve, reject) => calls.push({ query, resolve, reject })),
      );
      return () => h('div');
    },
  });
  wrapper = mount(Host, { global: { plugins: [ElementPlus, i18n] } });
  return rows!;
}

beforeEach(() => {
  calls = [];
});

afterEach(() => wrapper?.unmount());

describe('usePagedRows', () => {
  it('loads the page asked for, with its size', async () => {
    const list = mountRows();
    void list.setPage(3);
    expect(list.loading.value).toBe(true);
    expect(calls[0]!.query).toEqual({ page: 3, page_size: 10 });
    calls[0]!.resolve({ results: ['a', 'b'], count: 22 });
    await flushPromises();
    expect(list.rows.value).toEqual(['a', 'b']);
    expect(list.total.value).toBe(22);
    expect(list.loading.value).toBe(false);
  });

  it('never lets a slower earlier answer overwrite a newer one', async () => {
    const list = mountRows();
    void list.load();
    void list.setPage(2);
    calls[1]!.resolve({ results: ['new'], count: 11 });
    await flushPromises();
    calls[0]!.resolve({ results: ['old'], count: 1 });
    await flushPromises();
    expect(list.rows.value).toEqual(['new']);
    expect(list.total.value).toBe(11);
    expect(list.loading.value).toBe(false);
  });

  it('shows page 1 when the page asked for is past the last one (404)', async () => {
    const list = mountRows();
    void list.setPage(4);
    calls[0]!.reject(new ApiError(404, 'not_found', 'Invalid page.'));
    await flushPromises();
    expect(list.page.value).toBe(1);
    expect(calls[1]!.query).toEqual({ page: 1, page_size: 10 });
    calls[1]!.resolve({ results: ['first'], count: 1 });
    await flushPromises();
    expect(list.rows.value).toEqual(['first']);
    expect(list.loading.value).toBe(false);
  });
});
