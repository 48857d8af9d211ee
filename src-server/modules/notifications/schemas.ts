import { sayStored, type Language, zodMessage } from '../../lib/i18n';
import { z } from 'zod';
import { defineFilters } from '../../http/filters';
import { pageQuery } from '../../http/paging';
import { nameComponents } from '../../http/openapi';
import { formatTimestamp, formatTimestampOrNull, timestampOut } from '../../lib/time';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  NOTIFICATION_STATUSES,
  type NotificationAttemptRow,
  type NotificationRow,
} from '../../db/tables/notifications';
import { CLOCK_TIME } from './quiet-hours';

/** The notices a template may be set for (a test uses the ready notice's). */
export const TEMPLATE_KINDS = ['ready', 'reminder', 'handed_out'] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

/** Placeholders a template's values may use (docs/NOTIFICATIONS.md). */
export const PLACEHOLDERS = [
  'store',
  'address',
  'hours',
  'phone',
  'key_last4',
  'link',
  'expires_at',
  'order_number',
  'customer_name',
] as const;

const paramText = z.string().max(200, { message: zodMessage('field.at_most_chars', { n: 200 }) });
const paramMap = z
  .record(
    z.string().regex(/^[A-Za-z0-9_]{1,40}$/, { message: zodMessage('notifications.field_name') }),
    paramText,
  )
  .refine((map) => Object.keys(map).length <= 20, {
    message: zodMessage('notifications.at_most_20_fields'),
  });

const smsTemplate = z.object({
  template_code: z.string().trim().min(1).max(64),
  params: paramMap.optional(),
});
const wechatTemplate = z.object({
  template_id: z.string().trim().min(1).max(128),
  data: paramMap.optional(),
});

export const smsTemplates = z.object({
  ready: smsTemplate.optional(),
  reminder: smsTemplate.optional(),
  handed_out: smsTemplate.optional(),
});
export const wechatTemplates = z.object({
  ready: wechatTemplate.optional(),
  reminder: wechatTemplate.optional(),
  handed_out: wechatTemplate.optional(),
});
export type SmsTemplates = z.infer<typeof smsTemplates>;
export type WechatTemplates = z.infer<typeof wechatTemplates>;

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();
const httpUrl = z
  .string()
  .trim()
  .refine((text) => /^https?:\/\/[^\s/]+/.test(text), { message: zodMessage('notifications.url') })
  .nullable()
  .optional();
const clockTime = z
  .string()
  .regex(CLOCK_TIME, { message: zodMessage('notifications.time_format') });

export const settingsPatch = z.object({
  sms_access_key_id: optionalText(128),
  sms_access_key_secret: optionalText(256).meta({ description: 'write-only' }),
  sms_sign_name: optionalText(64),
  sms_endpoint: httpUrl,
  sms_templates: smsTemplates.optional(),
  wechat_authorizer_appid: optionalText(64),
  wechat_templates: wechatTemplates.optional(),
  wechat_page: optionalText(256),
  link_base: httpUrl,
  reminder_hours: z.number().int().min(0).max(720).optional(),
  quiet_start: clockTime.optional(),
  quiet_end: clockTime.optional(),
  handed_out_enabled: z.boolean().optional(),
});
export type SettingsPatch = z.infer<typeof settingsPatch>;

export const settingsOut = z.object({
  sms_access_key_id: z.string().nullable(),
  sms_access_key_secret_set: z.boolean(),
  sms_sign_name: z.string().nullable(),
  sms_endpoint: z.string().nullable(),
  sms_endpoint_from_env: z.boolean(),
  sms_templates: smsTemplates,
  sms_configured: z.boolean(),
  wechat_authorizer_appid: z.string().nullable(),
  wechat_templates: wechatTemplates,
  wechat_page: z.string().nullable(),
  wechat_configured: z.boolean(),
  link_base: z.string().nullable(),
  reminder_hours: z.number().int(),
  quiet_start: z.string(),
  quiet_end: z.string(),
  handed_out_enabled: z.boolean(),
});
export type SettingsOut = z.infer<typeof settingsOut>;

export const testBody = z
  .object({
    channel: z.enum(NOTIFICATION_CHANNELS),
    mobile: z
      .string()
      .trim()
      .regex(/^1[3-9]\d{9}$/, { message: zodMessage('customers.mobile_needed') })
      .optional(),
    openid: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{6,64}$/, { message: zodMessage('customers.openid_needed') })
      .optional(),
  })
  .superRefine((body, ctx) => {
    const field = body.channel === 'sms' ? 'mobile' : 'openid';
    if (!body[field])
      ctx.addIssue({ code: 'custom', path: [field], message: zodMessage('field.required') });
  });

export const notificationFilters = defineFilters({
  pick_up_code: { column: 'notification.pick_up_code_id', kind: 'int', ops: ['eq', 'in'] },
  customer: { column: 'notification.customer_id', kind: 'int', ops: ['eq', 'in'] },
  status: {
    column: 'notification.status',
    kind: { enum: NOTIFICATION_STATUSES },
    ops: ['eq', 'in'],
  },
  kind: { column: 'notification.kind', kind: { enum: NOTIFICATION_KINDS }, ops: ['eq', 'in'] },
});

export const notificationListQuery = z.object({ ...pageQuery, ...notificationFilters.shape });

const attemptOut = z.object({
  channel: z.enum(NOTIFICATION_CHANNELS),
  status: z.enum(['sent', 'failed']),
  response_excerpt: z
    .string()
    .nullable()
    .meta({ description: "the provider's answer, ≤ 500 bytes" }),
  error: z.string().nullable(),
  duration_ms: z.number().int(),
  attempted_at: timestampOut,
});

export const notificationOut = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  channel: z.enum(NOTIFICATION_CHANNELS).nullable(),
  status: z.enum(NOTIFICATION_STATUSES),
  resend: z.boolean(),
  pick_up_code: z.object({ id: z.number().int(), key_last4: z.string() }).nullable(),
  customer: z.number().int().nullable(),
  attempts: z.array(attemptOut),
  response_excerpt: z.string().nullable().meta({ description: "the last attempt's answer" }),
  detail: z.string().nullable(),
  next_attempt_at: timestampOut.nullable(),
  finished_at: timestampOut.nullable(),
  created_at: timestampOut,
});
export type NotificationOut = z.infer<typeof notificationOut>;

export const summaryOut = z.object({
  sent_today: z.number().int(),
  failed_today: z.number().int(),
});

export type ListedNotification = Pick<
  NotificationRow,
  | 'id'
  | 'kind'
  | 'channel'
  | 'status'
  | 'resend'
  | 'pick_up_code_id'
  | 'customer_id'
  | 'detail'
  | 'next_attempt_at'
  | 'finished_at'
  | 'created_at'
> & { code_key: string | null };

export function presentNotification(
  row: ListedNotification,
  attempts: NotificationAttemptRow[],
  zone: string,
  language: Language = 'en',
): NotificationOut {
  const last = attempts[attempts.length - 1];
  return {
    id: row.id,
    kind: row.kind,
    channel: row.channel,
    status: row.status,
    resend: row.resend === 1,
    pick_up_code:
      row.pick_up_code_id === null
        ? null
        : { id: row.pick_up_code_id, key_last4: (row.code_key ?? '').slice(-4) },
    customer: row.customer_id,
    attempts: attempts.map((attempt) => ({
      channel: attempt.channel,
      status: attempt.succeeded === 1 ? 'sent' : 'failed',
      response_excerpt: attempt.response_excerpt,
      error: attempt.error,
      duration_ms: attempt.duration_ms,
      attempted_at: formatTimestamp(attempt.attempted_at, zone),
    })),
    response_excerpt: last?.response_excerpt ?? null,
    // Stored as the worker wrote it; said in the request's language (docs/API.md, "Languages").
    detail: row.detail === null ? null : sayStored(row.detail, language),
    next_attempt_at:
      row.status === 'pending' ? formatTimestampOrNull(row.next_attempt_at, zone) : null,
    finished_at: formatTimestampOrNull(row.finished_at, zone),
    created_at: formatTimestamp(row.created_at, zone),
  };
}

nameComponents({ Notification: notificationOut, NotificationSettings: settingsOut });
