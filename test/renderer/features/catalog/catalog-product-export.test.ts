// @vitest-environment happy-dom
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadExport } from '@/shared/api/exports';
import { PRODUCTS_PATH } from '@/features/catalog/api';
import { defaultListState, stateToExportQuery } from '@/features/catalog/product-list';
import { startManagerSession } from '../../support/api';

// The product list asks its pages with display `fields` (a few columns, small pages); its
// export must not: the file would lack the SKUs, prices, stock and tags, and import back as
// errors (docs/API.md "Exports").

let requested: Request[] = [];

beforeEach(() => {
  setActivePinia(createPinia());
  startManagerSession('tok-product-export');
  requested = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((request: Request) => {
      requested.push(request);
      return Promise.resolve(
        new Response('\uFEFFid\n', { headers: { 'Content-Type': 'text/csv; charset=utf-8' } }),
      );
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the product list’s export', () => {
  it('sends the list’s filters, and neither its display fields nor its page', async () => {
    const state = {
      ...defaultListState(),
      q: '杯',
      published: 'yes' as const,
      priceMin: '10',
      priceMax: '99.50',
      category: 3,
      collection: 4,
      orderBy: '-price' as const,
      page: 2,
      pageSize: 50,
    };
    await downloadExport(PRODUCTS_PATH, stateToExportQuery(state), 'csv', () => {}, 'zh-CN');
    const url = new URL(requested[0]!.url);
    expect(url.pathname).toBe('/api/shopfront/product/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: '杯',
      published: 'true',
      price__gte: '10',
      price__lte: '99.50',
      category: '3',
      collection: '4',
      order_by: '-price',
      format: 'csv',
      labels: 'zh-CN',
    });
  });

  it('an unfiltered list exports every column: only the format and the language are asked', async () => {
    await downloadExport(PRODUCTS_PATH, stateToExportQuery(defaultListState()), 'xlsx', () => {});
    expect(Object.fromEntries(new URL(requested[0]!.url).searchParams)).toEqual({
      format: 'xlsx',
    });
  });
});
