// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import { createPinia, setActivePinia, type Pinia } from 'pinia';
import ElementPlus from 'element-plus';
import type { Router } from 'vue-router';
import { ApiError } from '@/shared/api/client';
import type { Product } from '@/features/catalog/api';
import { i18n, setLocale } from '@/i18n';
import { createAppRouter } from '@/router';
import { productSaveErrors, variantOptionMessages } from '@/features/catalog/product-form';
import ProductEditorView from '@/features/catalog/views/ProductEditorView.vue';
import { startManagerSession } from '../../support/api';

const TIME = '2026-11-21T10:00:00.000+08:00';

function variant(id: number, value: string, price: string) {
  return {
    id,
    barcode: '',
    sku: '',
    title: value,
    position: id,
    price,
    compare_at_price: null,
    grams: 0,
    image: null,
    requires_shipping: true,
    metafield: {},
    created_at: TIME,
    updated_at: TIME,
    options: [{ title: '颜色', value }],
    inventory_policy: 'deny' as const,
    inventory_quantity: 1,
    is_available: true,
  };
}

const PRODUCT: Product = {
  id: 7,
  name: 'cup',
  title: '不锈钢保温杯',
  body_html: '',
  body_html_mobile: '',
  description: '',
  meta_title: '',
  meta_description: '',
  meta_image: '',
  vendor: null,
  image: null,
  category_ids: [],
  category_titles: [],
  price: '59.00',
  compare_at_price: null,
  inventory_quantity: 2,
  requires_shipping: true,
  inventory_policy: 'deny',
  published: false,
  published_at: null,
  created_at: TIME,
  updated_at: TIME,
  metafield: {},
  tags: [],
  options: [{ id: 4, title: '颜色', values: ['红', '蓝'] }],
  variants: [variant(21, '红', '59.00'), variant(22, '蓝', '69.00')],
  images: [],
  sold_quantity: 0,
  voucher_product: null,
};

describe('productSaveErrors', () => {
  it('keeps the server’s field paths', () => {
    const error = new ApiError(400, 'invalid', 'The request body has invalid fields.', {
      'variants.1.price': ['Enter a number with at most two decimals.'],
    });
    expect(productSaveErrors(error)).toEqual({
      'variants.1.price': ['Enter a number with at most two decimals.'],
    });
  });

  it('puts a duplicate (409, no field errors) on the name', () => {
    const error = new ApiError(409, 'duplicate', 'Another product has the name "cup".');
    // In the user's language, from the code: the field says which value is taken.
    expect(productSaveErrors(error)).toEqual({ name: ['已存在相同内容，请换一个。'] });
    expect(productSaveErrors(new ApiError(409, 'conflict', 'Other.'))).toEqual({});
    expect(productSaveErrors(new Error('boom'))).toEqual({});
  });

  it('gives a variant row’s option problems to its option cells', () => {
    const errors = {
      'variants.1.options': ['Another variant has the same options.'],
      'variants.1.options.1.value': ['Too long.'],
      'variants.0.options': ['Not for row 1.'],
    };
    expect(variantOptionMessages(errors, 1, 0)).toEqual(['Another variant has the same options.']);
    expect(variantOptionMessages(errors, 1, 1)).toEqual(['Too long.']);
  });
});

describe('saving a product in the editor', () => {
  let router: Router;
  let pinia: Pinia;
  let wrapper: VueWrapper | null = null;
  let saveResponse: () => Response;
  const sent: unknown[] = [];

  function json(status: number, body: unknown): Response {
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  }

  async function fakeApi(request: Request): Promise<Response> {
    const path = new URL(request.url).pathname;
    if (request.method === 'PATCH' && path === '/api/shopfront/product/7/') {
      sent.push(JSON.parse(await request.text()));
      return saveResponse();
    }
    if (path === '/api/shopfront/product/7/') return json(200, PRODUCT);
    if (path === '/api/shopfront/product_tag/') return json(200, []);
    return json(200, { count: 0, next: null, previous: null, results: [] });
  }

  beforeAll(() => {
    // happy-dom has no layout: Element Plus's automatic label width warns about it.
    const warn = console.warn.bind(console);
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).includes('unexpected width')) warn(...args);
    });
  });

  afterAll(() => {
    vi.restoreAllMocks();
  });

  beforeEach(async () => {
    sessionStorage.clear();
    setLocale('en');
    pinia = createPinia();
    setActivePinia(pinia);
    startManagerSession('tok');
    window.history.replaceState(null, '', '/');
    router = createAppRouter();
    await router.push('/products/7');
    sent.length = 0;
    vi.stubGlobal('fetch', vi.fn(fakeApi));
    wrapper = mount(ProductEditorView, {
      props: { id: 7 },
      global: { plugins: [ElementPlus, i18n, pinia, router] },
      attachTo: document.body,
    });
    await vi.waitFor(() => expect(wrapper!.findAll('[data-testid="variant-row"]')).toHaveLength(2));
  });

  afterEach(() => {
    wrapper?.unmount();
    wrapper = null;
    vi.unstubAllGlobals();
    setLocale('zh-CN');
  });

  /** Saves after a change (an unchanged record is not sent). */
  async function save() {
    const title = wrapper!.find(
      '[data-testid="product-title-input"] input, input[data-testid="product-title-input"]',
    );
    await title.setValue(`${(title.element as HTMLInputElement).value} (2)`);
    await wrapper!.find('[data-testid="product-form"]').trigger('submit');
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    await flushPromises();
  }

  function cellText(row: number, testid: string): string {
    const rowEl = wrapper!.findAll('[data-testid="variant-row"]')[row]!;
    return rowEl.find(`[data-testid="${testid}"]`).element.closest('.el-form-item')!.textContent!;
  }

  it('shows a server error on a variant’s price next to that variant’s price cell', async () => {
    const message = 'Enter a number with at most two decimals.';
    saveResponse = () =>
      json(400, {
        detail: 'The request body has invalid fields.',
        code: 'invalid',
        errors: { 'variants.1.price': [message] },
      });
    await save();
    expect(sent[0]).toMatchObject({
      variants: [
        { id: 21, price: '59.00' },
        { id: 22, price: '69.00' },
      ],
    });
    await vi.waitFor(() => expect(cellText(1, 'variant-price')).toContain(message));
    expect(cellText(0, 'variant-price')).not.toContain(message);
    expect(cellText(1, 'variant-sku')).not.toContain(message);
    expect(wrapper!.find('[data-testid="product-errors"]').exists()).toBe(false);
  });

  it('shows a duplicate name (409) on the name field', async () => {
    saveResponse = () =>
      json(409, { detail: 'Another product has the name "cup".', code: 'duplicate' });
    await save();
    const nameItem = wrapper!
      .find('[data-testid="product-name-input"]')
      .element.closest('.el-form-item')!;
    await vi.waitFor(() =>
      expect(nameItem.textContent).toContain(
        'Something with this value already exists: choose another one.',
      ),
    );
  });
});
