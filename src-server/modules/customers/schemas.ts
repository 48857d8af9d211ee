import { DateTime } from 'luxon';
import { z } from 'zod';
import { defineFilters } from '../../http/filters';
import { pageQuery } from '../../http/paging';
import { formatTimestamp, timestampOut } from '../../lib/time';
import type { CustomerRow } from '../../db/tables/customers';
import { nameComponents } from '../../http/openapi';
import { type Message, msg, zodMessage } from '../../lib/i18n';
import { storableText } from '../../lib/text';

export const GENDERS = ['male', 'female', 'unknown'] as const;

/** Mainland China mobile numbers: 11 digits, 13x–19x. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

const required = (what: Message) => (issue: { input: unknown }) =>
  issue.input === undefined
    ? zodMessage('field.required')
    : zodMessage('customers.enter_what', { what });

export const mobileInput = z
  .string({ error: required(msg('word.mobile_as_text')) })
  .trim()
  .regex(MOBILE_PATTERN, {
    message: zodMessage('customers.mobile_format'),
  });

// The texts refuse control characters (lib/text.ts), an import's cells as a body's fields.
const fullNameInput = storableText(
  z
    .string({ error: required(msg('word.name_as_text')) })
    .trim()
    .max(100, { message: zodMessage('field.at_most_chars', { n: 100 }) }),
);

const genderInput = z.enum(GENDERS, { message: zodMessage('customers.gender_choice') });

const emailInput = z
  .string({ error: required(msg('word.email_as_text')) })
  .trim()
  .pipe(
    z
      .email({ message: zodMessage('customers.email_or_null') })
      .max(254, { message: zodMessage('field.at_most_chars', { n: 254 }) }),
  );

const DATE_TEXT = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar date as `YYYY-MM-DD` (whether it lies in the future needs the shop's day). */
const birthdayInput = z
  .string({ error: required(msg('word.birthday_as_date')) })
  .refine((text) => DATE_TEXT.test(text) && DateTime.fromISO(text, { zone: 'UTC' }).isValid, {
    message: zodMessage('customers.date_or_null'),
  });

const noteInput = storableText(
  z
    .string({ error: required(msg('word.note_as_text')) })
    .max(2000, { message: zodMessage('field.at_most_chars', { n: 2000 }) }),
);

const acceptsMarketingInput = z.boolean({ message: zodMessage('field.true_false') });

/** A WeChat openid of the shop's mini program (docs/NOTIFICATIONS.md): letters, digits, - and _. */
const openidInput = z
  .string({ error: required(msg('word.openid_as_text')) })
  .trim()
  .regex(/^[A-Za-z0-9_-]{6,64}$/, {
    message: zodMessage('customers.openid_format'),
  });

// Unknown and read-only fields (`id`, `created_at`, …) are stripped by zod's objects.
export const customerCreate = z.object({
  mobile: mobileInput,
  full_name: fullNameInput.default(''),
  gender: genderInput.default('unknown'),
  email: emailInput.nullable().default(null),
  birthday: birthdayInput.nullable().default(null),
  note: noteInput.default(''),
  accepts_marketing: acceptsMarketingInput.default(false),
  openid: openidInput.nullable().default(null),
  accepts_sms: acceptsMarketingInput.default(true),
});

export const customerPatch = z.object({
  mobile: mobileInput.optional(),
  full_name: fullNameInput.optional(),
  gender: genderInput.optional(),
  email: emailInput.nullable().optional(),
  birthday: birthdayInput.nullable().optional(),
  note: noteInput.optional(),
  accepts_marketing: acceptsMarketingInput.optional(),
  openid: openidInput.nullable().optional(),
  accepts_sms: acceptsMarketingInput.optional(),
});

/**
 * The customer given by mobile where another area finds or creates one (an order's
 * `customer{mobile, full_name, email}`); other areas may embed it in their body schemas.
 */
export const customerContact = z.object({
  mobile: mobileInput,
  full_name: fullNameInput.default(''),
  email: emailInput.nullable().default(null),
});

export const customerFilters = defineFilters({
  id: { column: 'customer.id', kind: 'int', ops: ['in'] },
  mobile: { column: 'customer.mobile', kind: 'string', ops: ['eq'] },
});

export const customerListQuery = z.object({
  ...pageQuery,
  ...customerFilters.shape,
  q: z
    .string()
    .max(100, { message: zodMessage('field.at_most_chars', { n: 100 }) })
    .optional(),
});

export const customerOut = z.object({
  id: z.number().int(),
  mobile: z.string(),
  full_name: z.string(),
  gender: z.enum(GENDERS),
  email: z.string().nullable(),
  birthday: z.string().nullable().meta({ description: 'YYYY-MM-DD' }),
  note: z.string(),
  accepts_marketing: z.boolean(),
  openid: z.string().nullable().meta({ description: 'WeChat openid for pick-up notices' }),
  accepts_sms: z.boolean().meta({ description: 'SMS pick-up notices may be sent' }),
  created_at: timestampOut,
  updated_at: timestampOut,
  // Loyalty (docs/DESIGN.md §8): read-only here; points change through orders and `adjust`.
  points: z.number().int().meta({ description: 'point balance' }),
  level: z
    .object({ id: z.number().int(), title: z.string() })
    .nullable()
    .meta({ description: 'loyalty level: the highest reached by lifetime earned points' }),
});

/** The short customer embedded in other records (a coupon code's `customer`). */
export const customerRefOut = customerOut.pick({
  id: true,
  mobile: true,
  full_name: true,
  gender: true,
  email: true,
});

export type CustomerOut = z.infer<typeof customerOut>;
export type CustomerRefOut = z.infer<typeof customerRefOut>;

export function presentCustomer(row: CustomerRow, zone: string): CustomerOut {
  return {
    id: row.id,
    mobile: row.mobile,
    full_name: row.full_name,
    gender: row.gender,
    email: row.email,
    birthday: row.birthday,
    note: row.note,
    accepts_marketing: row.accepts_marketing === 1,
    openid: row.openid,
    accepts_sms: row.accepts_sms === 1,
    created_at: formatTimestamp(row.created_at, zone),
    updated_at: formatTimestamp(row.updated_at, zone),
    points: row.points,
    level: row.level_id === null ? null : { id: row.level_id, title: row.level_title ?? '' },
  };
}

export function presentCustomerRef(row: CustomerRow): CustomerRefOut {
  return {
    id: row.id,
    mobile: row.mobile,
    full_name: row.full_name,
    gender: row.gender,
    email: row.email,
  };
}

// The resource shapes as named components of the OpenAPI document.
nameComponents({
  Customer: customerOut,
});
