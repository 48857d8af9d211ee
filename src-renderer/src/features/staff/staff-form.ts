import type { FormItemRule, FormRules } from 'element-plus';
import type { FieldErrors } from '@/shared/api/client';
import type { OfflineShop, OfflineShopBody } from './api';
import type { StaffRole } from '@/features/session';
import { saveErrorsOf } from '@/shared/utils/errors';
import { FIELD_LIMITS, maxLengthRule } from '@/shared/utils/field-limits';
import type { Translate } from '@/shared/utils/translate';

// The account rules of docs/DESIGN.md §3, checked before sending (the server checks the same).

/** 3–32 of letters, digits, `_`, `.`, `-`. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]{3,32}$/;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** The problem with a password for this username (a message key and its values), or null. */
export function passwordProblem(
  password: string,
  username: string,
): { key: string; named?: Record<string, unknown> } | null {
  if (password.length < PASSWORD_MIN)
    return { key: 'staffAdmin.rules.passwordShort', named: { min: PASSWORD_MIN } };
  if (password.length > PASSWORD_MAX)
    return { key: 'staffAdmin.rules.passwordLong', named: { max: PASSWORD_MAX } };
  if (username !== '' && password.toLowerCase() === username.trim().toLowerCase())
    return { key: 'staffAdmin.rules.passwordIsUsername' };
  return null;
}

export interface StaffForm {
  username: string;
  password: string;
  role: StaffRole;
  /** Required for staff; a manager may have none. */
  offline_shop_id: number | null;
}

export function newStaffForm(): StaffForm {
  return { username: '', password: '', role: 'staff', offline_shop_id: null };
}

function passwordRule(t: Translate, username: () => string): FormItemRule {
  return {
    trigger: 'blur',
    validator: (_rule, value: string, callback) => {
      const problem = passwordProblem(value ?? '', username());
      callback(problem ? new Error(t(problem.key, problem.named)) : undefined);
    },
  };
}

export function staffRules(t: Translate, form: () => StaffForm): FormRules<StaffForm> {
  return {
    username: [
      { required: true, whitespace: true, message: t('validation.required'), trigger: 'blur' },
      { pattern: USERNAME_PATTERN, message: t('staffAdmin.rules.username'), trigger: 'blur' },
    ],
    password: [
      { required: true, message: t('validation.required'), trigger: 'blur' },
      passwordRule(t, () => form().username),
    ],
    offline_shop_id: [
      {
        trigger: 'change',
        validator: (_rule, value: number | null, callback) => {
          callback(
            form().role === 'staff' && value === null
              ? new Error(t('staffAdmin.rules.storeRequired'))
              : undefined,
          );
        },
      },
    ],
  };
}

/** The rules of the password-reset form: the new password twice. */
export function resetPasswordRules(
  t: Translate,
  username: () => string,
  form: () => { password: string; repeat: string },
): FormRules<{ password: string; repeat: string }> {
  return {
    password: [
      { required: true, message: t('validation.required'), trigger: 'blur' },
      passwordRule(t, username),
    ],
    repeat: [
      {
        trigger: 'blur',
        validator: (_rule, value: string, callback) => {
          callback(value !== form().password ? new Error(t('staffAdmin.rules.repeat')) : undefined);
        },
      },
    ],
  };
}

/** Field errors of a failed create; a 409 `duplicate` is about the username. */
export function staffSaveErrors(error: unknown): FieldErrors {
  return saveErrorsOf(error, 'username');
}

// Stores.

export interface StoreForm {
  title: string;
  address: string;
  phone: string;
  business_hours: string;
  /** Six digits, or empty for none. */
  place_code: string;
  is_active: boolean;
}

export function newStoreForm(): StoreForm {
  return { title: '', address: '', phone: '', business_hours: '', place_code: '', is_active: true };
}

export function storeToForm(store: OfflineShop): StoreForm {
  return {
    title: store.title,
    address: store.address,
    phone: store.phone,
    business_hours: store.business_hours,
    place_code: store.place_code ?? '',
    is_active: store.is_active,
  };
}

export function formToStoreBody(form: StoreForm): OfflineShopBody {
  return {
    title: form.title.trim(),
    address: form.address.trim(),
    phone: form.phone.trim(),
    business_hours: form.business_hours.trim(),
    place_code: form.place_code.trim() || null,
    is_active: form.is_active,
  };
}

export function storeRules(t: Translate): FormRules<StoreForm> {
  return {
    title: [
      { required: true, whitespace: true, message: t('validation.required'), trigger: 'blur' },
      maxLengthRule(FIELD_LIMITS.name, t),
    ],
    address: [maxLengthRule(FIELD_LIMITS.address, t)],
    phone: [maxLengthRule(FIELD_LIMITS.phone, t)],
    business_hours: [maxLengthRule(FIELD_LIMITS.address, t)],
    place_code: [{ pattern: /^(\d{6})?$/, message: t('stores.rules.placeCode'), trigger: 'blur' }],
  };
}
