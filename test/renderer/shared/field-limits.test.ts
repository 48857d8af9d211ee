// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { defineComponent, h, ref } from 'vue';
import { mount, type VueWrapper } from '@vue/test-utils';
import ElementPlus from 'element-plus';
import { z } from 'zod';
import { customerCreate } from '../../../src-server/modules/customers/schemas';
import { couponCreate, priceRuleBody } from '../../../src-server/modules/discounts/schemas';
import { adjustBody, levelBody } from '../../../src-server/modules/loyalty/schemas';
import { orderCreate } from '../../../src-server/modules/orders/schemas';
import { shopSettingsPatch } from '../../../src-server/modules/shops/schemas';
import { storeCreate } from '../../../src-server/modules/shops/staff-schemas';
import { methodPatch } from '../../../src-server/modules/shippings/schemas';
import { articleCreate } from '../../../src-server/modules/shopfront/articles/schemas';
import { collectionCreate } from '../../../src-server/modules/shopfront/collections/schemas';
import { productCreate } from '../../../src-server/modules/shopfront/products/schemas';
import { titledBody } from '../../../src-server/modules/shopfront/taxonomy/schemas';
import {
  authorizationUrlBody,
  checkBody,
  socialSettingsPatch,
} from '../../../src-server/modules/social/schemas';
import LimitedInput from '@/shared/components/LimitedInput.vue';
import { i18n, setLocale } from '@/i18n';
import { charactersOver, FIELD_LIMITS, maxLengthRule } from '@/shared/utils/field-limits';
import { appTranslate } from '@/shared/utils/errors';

/** The `maxLength` the server's schema puts on one field of a request body. */
function serverMax(schema: z.ZodType, field: string): number | undefined {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties: Record<string, unknown>;
  };
  const find = (node: unknown): number | undefined => {
    if (!node || typeof node !== 'object') return undefined;
    const record = node as Record<string, unknown>;
    if (typeof record.maxLength === 'number') return record.maxLength;
    for (const value of Object.values(record)) {
      const found = Array.isArray(value)
        ? value.map(find).find((max) => max !== undefined)
        : find(value);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  return find(json.properties[field]);
}

describe('the editors’ length limits are the server’s', () => {
  it.each([
    ['product title', productCreate, 'title', FIELD_LIMITS.title],
    ['product name', productCreate, 'name', FIELD_LIMITS.title],
    ['article author', articleCreate, 'author', FIELD_LIMITS.title],
    ['article description', articleCreate, 'description', FIELD_LIMITS.text],
    ['article image', articleCreate, 'image', FIELD_LIMITS.imageSrc],
    ['collection description', collectionCreate, 'description', FIELD_LIMITS.text],
    ['price rule title', priceRuleBody, 'title', FIELD_LIMITS.title],
    ['price rule wording', priceRuleBody, 'verbose_title', FIELD_LIMITS.verboseTitle],
    ['shipping method title', methodPatch, 'title', FIELD_LIMITS.shippingTitle],
    ['platform secret', socialSettingsPatch, 'component_secret', FIELD_LIMITS.socialSecret],
    ['verify ticket', socialSettingsPatch, 'verify_ticket', FIELD_LIMITS.verifyTicket],
    ['platform API base', socialSettingsPatch, 'api_base', FIELD_LIMITS.socialUrl],
  ] as const)('%s', (_name, schema, field, limit) => {
    expect(serverMax(schema, field)).toBe(limit);
  });
});

/** A text of `length` characters that the field's other rules (format) accept. */
const texts = {
  plain: (length: number) => 'x'.repeat(length),
  email: (length: number) => 'a'.repeat(length - '@example.com'.length) + '@example.com',
  url: (length: number) =>
    'https://example.com/' + 'a'.repeat(length - 'https://example.com/'.length),
  /** Labels of at most 63 characters, as DNS allows. */
  domain: (length: number) =>
    Array.from({ length: Math.ceil(length / 64) }, (_, index) =>
      'a'.repeat(Math.min(63, length - index * 64)),
    ).join('.'),
};

describe('each limited field takes a text at the limit and refuses one character more', () => {
  it.each([
    ['taxonomy title', titledBody, 'title', FIELD_LIMITS.title, texts.plain],
    ['customer name', customerCreate, 'full_name', FIELD_LIMITS.name, texts.plain],
    ['customer email', customerCreate, 'email', FIELD_LIMITS.email, texts.email],
    ['customer note', customerCreate, 'note', FIELD_LIMITS.note, texts.plain],
    ['loyalty level title', levelBody, 'title', FIELD_LIMITS.name, texts.plain],
    ['points adjustment reason', adjustBody, 'reason', FIELD_LIMITS.pointsReason, texts.plain],
    ['coupon title', couponCreate, 'title', FIELD_LIMITS.title, texts.plain],
    ['coupon code prefix', couponCreate, 'code_prefix', FIELD_LIMITS.codePrefix, texts.plain],
    ['shop name', shopSettingsPatch, 'name', FIELD_LIMITS.name, texts.plain],
    ['shop domain', shopSettingsPatch, 'domain', FIELD_LIMITS.domain, texts.domain],
    ['store title', storeCreate, 'title', FIELD_LIMITS.name, texts.plain],
    ['store address', storeCreate, 'address', FIELD_LIMITS.address, texts.plain],
    ['store phone', storeCreate, 'phone', FIELD_LIMITS.phone, texts.plain],
    ['store business hours', storeCreate, 'business_hours', FIELD_LIMITS.address, texts.plain],
    ['order note', orderCreate, 'note', FIELD_LIMITS.note, texts.plain],
    ['success address', authorizationUrlBody, 'success_url', FIELD_LIMITS.successUrl, texts.url],
    ['app ID to check', checkBody, 'appid', FIELD_LIMITS.socialAppid, texts.plain],
  ] as const)('%s', (_name, schema, field, limit, text) => {
    const fieldSchema = (schema as unknown as z.ZodObject).shape[field] as z.ZodType;
    expect(text(limit)).toHaveLength(limit);
    expect(fieldSchema.safeParse(text(limit)).success).toBe(true);
    expect(fieldSchema.safeParse(text(limit + 1)).success).toBe(false);
  });
});

describe('a field at its length limit', () => {
  let wrapper: VueWrapper | null = null;
  afterEach(() => {
    wrapper?.unmount();
    wrapper = null;
    setLocale('zh-CN');
  });

  function mountField(initial: string) {
    const text = ref(initial);
    wrapper = mount(
      defineComponent({
        setup: () => () =>
          h(LimitedInput, {
            modelValue: text.value,
            'onUpdate:modelValue': (value: string) => (text.value = value),
            max: 10,
            'data-testid': 'field',
          }),
      }),
      { global: { plugins: [ElementPlus, i18n] }, attachTo: document.body },
    );
    return { text, wrapper };
  }

  it('shows no count far from the limit, and the count as it nears it', async () => {
    setLocale('en');
    const { wrapper } = mountField('abc');
    expect(wrapper.find('[data-testid="limit-count"]').exists()).toBe(false);
    await wrapper.find('input').setValue('abcdefgh');
    expect(wrapper.find('[data-testid="limit-count"]').text()).toBe('8 / 10');
    expect(wrapper.find('[data-testid="limit-count"]').classes()).not.toContain('over');
  });

  it('keeps a longer paste whole (no native maxlength cuts it) and marks it over the limit', async () => {
    setLocale('en');
    const { text, wrapper } = mountField('');
    const input = wrapper.find('input');
    expect(input.attributes('maxlength')).toBeUndefined();
    await input.setValue('a pasted sentence of 34 characters');
    expect(text.value).toBe('a pasted sentence of 34 characters');
    const count = wrapper.find('[data-testid="limit-count"]');
    expect(count.text()).toBe('34 / 10');
    expect(count.classes()).toContain('over');
  });

  it('refuses the over-long text with a message that names the limit, in both languages', () => {
    const check = (text: string) =>
      new Promise<string | undefined>((done) => {
        const rule = maxLengthRule(10, appTranslate);
        (rule.validator as (r: unknown, v: unknown, cb: (e?: Error) => void) => void)(
          rule,
          text,
          (error) => done(error?.message),
        );
      });
    setLocale('en');
    expect(charactersOver('x'.repeat(13), 10)).toBe(3);
    return Promise.all([check('x'.repeat(10)), check('x'.repeat(13))]).then(
      async ([within, over]) => {
        expect(within).toBeUndefined();
        expect(over).toBe('3 characters over the limit of 10: shorten it before saving');
        setLocale('zh-CN');
        expect(await check('x'.repeat(13))).toBe('超出 10 字限制 3 个字符，请删减后再保存');
      },
    );
  });
});
