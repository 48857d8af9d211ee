// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { defineComponent, h, resolveComponent } from 'vue';
import { mount, type VueWrapper } from '@vue/test-utils';
import ElementPlus from 'element-plus';
import { i18n, setLocale } from '@/i18n';
import { newPriceRuleForm, type PriceRuleForm } from '@/features/discounts/discount-form';
import RuleValueFields from '@/features/discounts/components/RuleValueFields.vue';

let wrapper: VueWrapper | null = null;
afterEach(() => {
  wrapper?.unmount();
  wrapper = null;
  setLocale('zh-CN');
});

function mountValue(patch: Partial<PriceRuleForm>) {
  const form = { ...newPriceRuleForm(), ...patch };
  wrapper = mount(
    defineComponent({
      setup: () => () =>
        h(resolveComponent('el-form'), { model: form }, () =>
          h(RuleValueFields, { modelValue: form, errors: {} }),
        ),
    }),
    { global: { plugins: [ElementPlus, i18n] }, attachTo: document.body },
  );
  // Element Plus puts the test id on the inner <input>; the affixes sit around it.
  const field = wrapper.find('.el-input');
  expect(field.find('[data-testid="rule-value"]').exists()).toBe(true);
  return {
    prefix: field.find('.el-input__prefix').exists() ? field.find('.el-input__prefix').text() : '',
    suffix: field.find('.el-input__suffix').exists() ? field.find('.el-input__suffix').text() : '',
    help: wrapper.find('.help-block').text(),
    sent: wrapper.find('[data-testid="rule-value-sent"]').text(),
  };
}

describe('a rule’s value reads as the manager thinks of it', () => {
  it('an amount: “¥20 off”, with no minus and no stored negative value in sight', () => {
    setLocale('en');
    const shown = mountValue({ value_type: 'fixed_amount', value: '20' });
    expect(shown).toMatchObject({ prefix: '¥', suffix: 'off', sent: 'The rule: ¥20.00 off.' });
    expect(shown.help).not.toMatch(/negative|−|-\d/);
  });

  it('a percentage: “15% off”, and in Chinese “减 15%”', () => {
    setLocale('en');
    expect(mountValue({ value_type: 'percentage', value: '15' })).toMatchObject({
      prefix: '',
      suffix: '% off',
      sent: 'The rule: 15% off.',
    });
    wrapper!.unmount();
    setLocale('zh-CN');
    const shown = mountValue({ value_type: 'percentage', value: '15' });
    expect(shown).toMatchObject({ prefix: '减', suffix: '%', sent: '规则：减 15%。' });
    expect(shown.help).not.toContain('负');
  });
});
