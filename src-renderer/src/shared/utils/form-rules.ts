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

/** The form rule of a text that must be given (blanks do not count). */
export function requiredRule(t: Translate): FormItemRule {
  return { required: true, whitespace: true, message: t('validation.required'), trigger: 'blur' };
}
