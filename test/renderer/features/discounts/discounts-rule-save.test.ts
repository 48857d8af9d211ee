// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import { createPinia, setActivePinia, type Pinia } from 'pinia';
import ElementPlus from 'element-plus';
import type { Router } from 'vue-router';
import { ApiError } from '@/shared/api/client';
import type { PriceRule } from '@/features/discounts/api';
import { i18n, setLocale } from '@/i18n';
import { createAppRouter } from '@/router';
import {
  couponSaveErrors,
  couponStepOf,
  itemMessages,
  priceRuleSaveErrors,
} from '@/features/discounts/discount-form';
import PriceRuleEditorView from '@/features/discounts/views/PriceRuleEditorView.vue';
import { startManagerSession } from '../../support/api';

const RULE: PriceRule = {
  id: 7,
  is_enabled: true,
  priority: 0,
  title: '杯子 9 折',
  verbose_title: '',
  usage_limit: 0,
  once_per_customer: false,
  target_selection: 'entitled',
  entitled_product_ids: [3, 5],
  entitled_collection_ids: null,
  entitled_category_ids: null,
  entitled_vendor_titles: null,
  starts_at: '2026-11-11T00:00:00.000+08:00',
  ends_at: null,
  automatic_discount: false,
  target_type: 'line_item',
  allocation_method: 'across',
  value: '-10.00',
  value_type: 'percentage',
  accumulate: false,
  prerequisite_quantity_range: null,
  prerequisite_shipping_price_range: null,
  prerequisite_subtotal_range: null,
  prerequisite_to_entitlement_quantity_ratio: null,
  allocation_limit: 0,
};

describe('the error mapping of a save', () => {
  it('keeps a rule’s field paths for the editor, and nothing for what is not a 400', () => {
    const errors = {
      value: ['A percentage must lie from -100.00 up to (not including) 0.'],
      'entitled_product_ids.1': ['No product with this id.'],
    };
    expect(priceRuleSaveErrors(new ApiError(400, 'invalid', 'Bad.', errors))).toEqual(errors);
    expect(priceRuleSaveErrors(new ApiError(409, 'price_rule_in_use', 'In use.'))).toEqual({});
    expect(priceRuleSaveErrors(new Error('boom'))).toEqual({});
  });

  it('names the item of a list an error is about', () => {
    const errors = {
      'entitled_product_ids.1': ['No product with this id.'],
      entitled_product_ids: ['Listed twice.'],
      entitled_product_ids_extra: ['Not this list.'],
    };
    const titles = ['保温杯', '马克杯'];
    expect(itemMessages(errors, 'entitled_product_ids', (i) => titles[i] ?? '')).toEqual([
      '马克杯: No product with this id.',
      'Listed twice.',
    ]);
  });

  it('puts a coupon’s errors on the wizard’s fields and finds the step that shows them', () => {
    const invalid = new ApiError(400, 'invalid', 'Bad.', {
      'price_rule.value': ['The value is a discount: it must be negative.'],
      'price_rule.title': ['Too long.'],
      'price_rule.prerequisite_subtotal_range.greater_than_or_equal_to': ['Must be at least 0.00.'],
    });
    const errors = couponSaveErrors(invalid);
    expect(errors).toEqual({
      'price_rule.value': ['The value is a discount: it must be negative.'],
      title: ['Too long.'],
      minimum_amount: ['Must be at least 0.00.'],
    });
    expect(couponStepOf(errors)).toBe(0);

    const duplicate = couponSaveErrors(
      new ApiError(409, 'duplicate', 'Another coupon has this code_prefix.'),
    );
    expect(duplicate).toEqual({ code_prefix: ['已存在相同内容，请换一个。'] });
    expect(couponStepOf(duplicate)).toBe(1);
    expect(couponStepOf({ something: ['x'] })).toBeNull();
  });
});

describe('saving a price rule in the editor', () => {
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
    const url = new URL(request.url);
    const path = url.pathname;
    if (request.method === 'PUT' && path === '/api/discounts/price_rule/7/') {
      sent.push(JSON.parse(await request.text()));
      return saveResponse();
    }
    if (path === '/api/discounts/price_rule/7/') return json(200, RULE);
    if (path === '/api/shops/shop_settings/')
      return json(200, { id: 1, name: 'Shop', timezone: 'Asia/Shanghai' });
    if (path === '/api/shopfront/product/' && url.searchParams.get('id__in'))
      return json(200, {
        count: 2,
        next: null,
        previous: null,
        results: [
          { id: 3, title: '保温杯' },
          { id: 5, title: '马克杯' },
        ],
      });
    if (path === '/api/shopfront/product_tag/') return json(200, []);
    return json(200, { count: 0, next: null, previous: null, results: [] });
  }

  beforeAll(() => {
    // happy-dom has no layout: Element Plus's automatic label width warns about it.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
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
    await router.push('/price-rules/7');
    sent.length = 0;
    vi.stubGlobal('fetch', vi.fn(fakeApi));
    wrapper = mount(PriceRuleEditorView, {
      props: { id: 7 },
      global: { plugins: [ElementPlus, i18n, pinia, router] },
      attachTo: document.body,
    });
    await vi.waitFor(
      () =>
        expect(
          wrapper!.findAll('[data-testid="rule-entitled-product"]').map((tag) => tag.text()),
        ).toEqual(['保温杯', '马克杯']),
      { timeout: 15_000 },
    );
    // Mounting the whole editor takes seconds on a loaded machine.
  }, 30_000);

  afterEach(() => {
    wrapper?.unmount();
    wrapper = null;
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
    setLocale('zh-CN');
  });

  /** Saves after a change (an unchanged record is not sent). */
  async function save() {
    const title = wrapper!.find(
      '[data-testid="rule-title"] input, input[data-testid="rule-title"]',
    );
    await title.setValue(`${(title.element as HTMLInputElement).value} (2)`);
    await wrapper!.find('[data-testid="rule-form"]').trigger('submit');
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    await flushPromises();
  }

  function itemText(testid: string): string {
    return wrapper!.find(`[data-testid="${testid}"]`).element.closest('.el-form-item')!
      .textContent!;
  }

  it('shows each server error next to its field, and the unknown ones in the alert', async () => {
    saveResponse = () =>
      json(400, {
        detail: 'The request has invalid fields.',
        code: 'invalid',
        errors: {
          value: ['A percentage must lie from -100.00 up to (not including) 0.'],
          'entitled_product_ids.1': ['No product with this id.'],
          'prerequisite_to_entitlement_quantity_ratio.entitled_quantity': ['Must be at least 1.'],
          ends_at: ['The end must not be before the start (starts_at).'],
          mystery: ['Something else.'],
        },
      });
    await save();
    // The body went out as the API wants it: negative value, shop offset, entitled lists.
    expect(sent[0]).toMatchObject({
      value: '-10.00',
      starts_at: '2026-11-11T00:00:00+08:00',
      entitled_product_ids: [3, 5],
      entitled_collection_ids: null,
    });

    // Element Plus shows each item's error after its own 100 ms debounce: wait for all of them.
    await vi.waitFor(() => {
      expect(itemText('rule-value')).toContain('A percentage must lie');
      // The list error names the product at index 1.
      expect(itemText('rule-entitled-products')).toContain('马克杯: No product with this id.');
      expect(itemText('rule-ratio-entitled')).toContain('Must be at least 1.');
      expect(itemText('rule-ends-at')).toContain('The end must not be before the start');
    });
    expect(itemText('rule-entitled-products')).not.toContain('保温杯: No product');
    expect(itemText('rule-title')).not.toContain('A percentage must lie');
    const alert = wrapper!.find('[data-testid="rule-errors"]');
    expect(alert.exists()).toBe(true);
    expect(alert.text()).toContain('mystery: Something else.');
    expect(alert.text()).not.toContain('No product with this id.');
  });

  it('puts the coupon conflict of an automatic rule on the automatic switch', async () => {
    saveResponse = () =>
      json(400, {
        detail: 'The request has invalid fields.',
        code: 'invalid',
        errors: {
          automatic_discount: ['This price rule belongs to a coupon, so it cannot be automatic.'],
        },
      });
    await save();
    await vi.waitFor(() =>
      expect(itemText('rule-automatic')).toContain(
        'belongs to a coupon, so it cannot be automatic',
      ),
    );
    expect(wrapper!.find('[data-testid="rule-errors"]').exists()).toBe(false);
  });
});
