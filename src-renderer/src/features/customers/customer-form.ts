import type { Customer, CustomerBody, Gender } from './api';
import type { FieldErrors } from '@/shared/api/client';
import type { FormRules } from 'element-plus';
import { saveErrorsOf } from '@/shared/utils/errors';
import { FIELD_LIMITS, maxLengthRule } from '@/shared/utils/field-limits';
import type { Translate } from '@/shared/utils/translate';

/** Mainland China mobile numbers, as the server checks them: 11 digits, 13x–19x. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

export interface CustomerForm {
  mobile: string;
  full_name: string;
  gender: Gender;
  /** Empty for none. */
  email: string;
  /** YYYY-MM-DD, or null for none. */
  birthday: string | null;
  note: string;
  accepts_marketing: boolean;
  /** WeChat openid for pick-up notices (docs/NOTIFICATIONS.md); empty for none. */
  openid: string;
  accepts_sms: boolean;
}

export function newCustomerForm(): CustomerForm {
  return {
    mobile: '',
    full_name: '',
    gender: 'unknown',
    email: '',
    birthday: null,
    note: '',
    accepts_marketing: false,
    openid: '',
    accepts_sms: true,
  };
}

export function customerToForm(customer: Customer): CustomerForm {
  return {
    mobile: customer.mobile,
    full_name: customer.full_name,
    gender: customer.gender,
    email: customer.email ?? '',
    birthday: customer.birthday,
    note: customer.note,
    accepts_marketing: customer.accepts_marketing,
    openid: customer.openid ?? '',
    accepts_sms: customer.accepts_sms,
  };
}

export function formToCustomerBody(form: CustomerForm): CustomerBody {
  const email = form.email.trim();
  return {
    mobile: form.mobile.trim(),
    full_name: form.full_name.trim(),
    gender: form.gender,
    email: email || null,
    birthday: form.birthday || null,
    note: form.note,
    accepts_marketing: form.accepts_marketing,
    openid: form.openid.trim() || null,
    accepts_sms: form.accepts_sms,
  };
}

/** The PATCH body: only the fields that differ from the saved customer. */
export function customerChanges(form: CustomerForm, saved: Customer): Partial<CustomerBody> {
  const body = formToCustomerBody(form);
  const before = formToCustomerBody(customerToForm(saved));
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(body) as (keyof CustomerBody)[]) {
    if (body[key] !== before[key]) patch[key] = body[key];
  }
  return patch as Partial<CustomerBody>;
}

/** The field errors of a failed customer save; a 409 `duplicate` is about the `mobile`. */
export function customerSaveErrors(error: unknown): FieldErrors {
  return saveErrorsOf(error, 'mobile');
}

/** The checks the form makes before sending (the server checks the same and more). */
export function customerRules(t: Translate): FormRules<CustomerForm> {
  return {
    mobile: [
      { required: true, whitespace: true, message: t('validation.required'), trigger: 'blur' },
      { pattern: MOBILE_PATTERN, message: t('customers.mobileFormat'), trigger: 'blur' },
    ],
    full_name: [maxLengthRule(FIELD_LIMITS.name, t)],
    email: [
      { type: 'email', message: t('customers.emailFormat'), trigger: 'blur' },
      maxLengthRule(FIELD_LIMITS.email, t),
    ],
    note: [maxLengthRule(FIELD_LIMITS.note, t)],
  };
}

/** How a customer is named in messages: name and mobile, or the mobile alone. */
export function customerLabel(customer: Pick<Customer, 'full_name' | 'mobile'>): string {
  return customer.full_name ? `${customer.full_name} (${customer.mobile})` : customer.mobile;
}
