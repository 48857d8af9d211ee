// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { defineComponent, h, ref } from 'vue';
import { mount, type VueWrapper } from '@vue/test-utils';
import ElementPlus from 'element-plus';
import { z } from 'zod';
import { priceRuleBody } from '../../src-server/modules/discounts/schemas';
import { methodPatch } from '../../src-server/modules/shippings/schemas';
import { articleCreate } from '../../src-server/modules/shopfront/article-schemas';
import { collectionCreate } from '../../src-server/modules/shopfront/collection-schemas';
import { productCreate } from '../../src-server/modules/shopfront/schemas';
import { socialSettingsPatch } from '../../src-server/modules/social/schemas';
import LimitedInput from '@/components/LimitedInput.vue';
import { i18n, setLocale } from '@/i18n';
import { charactersOver, FIELD_LIMITS, maxLengthRule } from '@/utils/field-limits';
import { appTranslate } from '@/utils/errors';

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
