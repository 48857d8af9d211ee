// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import { createPinia, setActivePinia, type Pinia } from 'pinia';
import ElementPlus from 'element-plus';
import type { Router } from 'vue-router';
import { ApiError } from '@/shared/api/client';
import type { Coupon } from '@/features/discounts/api';
import { i18n, setLocale } from '@/i18n';
import { createAppRouter } from '@/router';
import { issueBody, issueProblems, type IssueCustomer } from '@/features/discounts/discount-form';
import CouponDetailView from '@/features/discounts/views/CouponDetailView.vue';
import { startManagerSession } from '../../support/api';

const TIME = '2026-11-21T19:30:00.123+08:00';

const PICKED: IssueCustomer[] = [
  { id: 11, mobile: '13800138001', full_name: '王芳' },
  { id: 12, mobile: '13912345602', full_name: '李伟' },
  { id: 13, mobile: '13661234503', full_name: '' },
];

describe('issueProblems', () => {
  it('maps each refused element back through its index to the customer it was for', () => {
    const error = new ApiError(400, 'invalid', 'No code was issued: some elements are invalid.', {
      '2.customer_id': ['This customer already has a code of this coupon.'],
      '0.customer_id': ['No customer with this id.'],
      '0.coupon_id': ['No coupon with this id.'],
    });
    expect(issueProblems(error, PICKED)).toEqual([
      {
        index: 0,
        customer: PICKED[0],
        messages: ['No customer with this id.', 'No coupon with this id.'],
      },
      {
        index: 2,
        customer: PICKED[2],
        messages: ['This customer already has a code of this coupon.'],
      },
    ]);
  });

  it('keeps errors about the whole body, and an index past the choice, without a customer', () => {
    const error = new ApiError(400, 'invalid', 'Bad.', {
      '': ['Issue at most 100 codes at once.'],
      '5.customer_id': ['No customer with this id.'],
    });
    expect(issueProblems(error, PICKED)).toEqual([
      { index: 5, customer: null, messages: ['No customer with this id.'] },
      { index: -1, customer: null, messages: ['Issue at most 100 codes at once.'] },
    ]);
    expect(issueProblems(new Error('boom'), PICKED)).toEqual([]);
    expect(issueProblems(new ApiError(0, 'network_error', ''), PICKED)).toEqual([]);
  });

  it('sends the customers in the order they were picked (the indexes follow it)', () => {
    expect(issueBody(4, PICKED)).toEqual([
      { customer_id: 11, coupon_id: 4 },
      { customer_id: 12, coupon_id: 4 },
      { customer_id: 13, coupon_id: 4 },
    ]);
  });
});

const RULE = {
  id: 9,
  is_enabled: true,
  priority: 0,
  title: '新客九折',
  verbose_title: '',
  usage_limit: 0,
  once_per_customer: true,
  target_selection: 'all',
  entitled_product_ids: null,
  entitled_collection_ids: null,
  entitled_category_ids: null,
  entitled_vendor_titles: null,
  starts_at: null,
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
} as const;

const COUPON: Coupon = {
  id: 4,
  code_prefix: 'WELCOME',
  can_redeem: true,
  created_at: TIME,
  used_count: 0,
  redeem_count: 0,
  price_rule_id: 9,
  price_rule: { ...RULE },
  legacy_fields: { title: '新客九折', minimum_amount: null },
};

const CUSTOMERS = PICKED.map((customer) => ({
  ...customer,
  gender: 'unknown',
  email: null,
  birthday: null,
  note: '',
  accepts_marketing: false,
  created_at: TIME,
  updated_at: TIME,
}));

describe('issuing codes on the coupon page', () => {
  let router: Router;
  let pinia: Pinia;
  let wrapper: VueWrapper | null = null;
  const issued: unknown[] = [];

  function json(status: number, body: unknown): Response {
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  }

  async function fakeApi(request: Request): Promise<Response> {
    const path = new URL(request.url).pathname;
    if (path === '/api/discounts/coupon/4/') return json(200, COUPON);
    if (path === '/api/discounts/coupon_code/' && request.method === 'POST') {
      issued.push(JSON.parse(await request.text()));
      // The second picked customer (index 1) already holds a code of this coupon.
      return json(400, {
        detail: 'No code was issued: some elements are invalid.',
        code: 'invalid',
        errors: {
          '1.customer_id': [
            'This customer already has a code of this coupon, which allows one per customer.',
          ],
        },
      });
    }
    if (path === '/api/customers/customer/')
      return json(200, { count: 3, next: null, previous: null, results: CUSTOMERS });
    return json(200, { count: 0, next: null, previous: null, results: [] });
  }

  beforeAll(() => {
    // happy-dom has no layout: Element Plus's automatic label width and tables warn about it.
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
    await router.push('/coupons/4');
    issued.length = 0;
    vi.stubGlobal('fetch', vi.fn(fakeApi));
    wrapper = mount(CouponDetailView, {
      props: { id: 4 },
      global: { plugins: [ElementPlus, i18n, pinia, router] },
      attachTo: document.body,
    });
    await vi.waitFor(() =>
      expect(wrapper!.find('[data-testid="coupon-issue"]').exists()).toBe(true),
    );
  });

  afterEach(() => {
    wrapper?.unmount();
    wrapper = null;
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
    setLocale('zh-CN');
  });

  it('names the customer whose element was refused, by the index of the picked list', async () => {
    await wrapper!.find('[data-testid="coupon-issue"]').trigger('click');
    // The picker is teleported to the body; pick 李伟 first, then 王芳.
    let checks: HTMLElement[] = [];
    await vi.waitFor(() => {
      checks = [...document.querySelectorAll<HTMLElement>('[data-testid="customer-picker-check"]')];
      expect(checks).toHaveLength(3);
    });
    const check = (id: number) =>
      checks.find((el) => el.dataset.customerId === String(id))!.querySelector('input')!;
    check(12).click();
    await flushPromises();
    check(11).click();
    await flushPromises();
    document.querySelector<HTMLElement>('[data-testid="customer-picker-confirm"]')!.click();

    await vi.waitFor(() => expect(issued).toHaveLength(1));
    expect(issued[0]).toEqual([
      { customer_id: 12, coupon_id: 4 },
      { customer_id: 11, coupon_id: 4 },
    ]);
    // Index 1 is the second one picked: 王芳, not the second in the customer list (李伟).
    await vi.waitFor(() =>
      expect(wrapper!.find('[data-testid="issue-errors"]').exists()).toBe(true),
    );
    const rows = wrapper!.findAll('[data-testid="issue-error"]');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.attributes('data-customer-id')).toBe('11');
    expect(rows[0]!.text()).toContain('王芳 (13800138001)');
    expect(rows[0]!.text()).toContain('already has a code of this coupon');
    expect(rows[0]!.text()).not.toContain('李伟');
  });
});
