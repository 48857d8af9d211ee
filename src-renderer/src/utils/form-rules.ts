import type { FormItemRule } from 'element-plus';
import { checkDecimalText, type DecimalRules } from './money';
import type { Translate } from './translate';

/** The form rule for a money or weight text (checked when the field is left). */
export function decimalRule(t: Translate, rules: DecimalRules = {}): FormItemRule {
  return {
    trigger: 'blur',
    validator: (_rule, value: string, callback) => {
      const problem = checkDecimalText(value, rules);
      callback(problem ? new Error(t(`validation.${problem}`)) : undefined);
    },
  };
}
