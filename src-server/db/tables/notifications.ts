import type { Generated, Selectable } from 'kysely';

export const NOTIFICATION_KINDS = ['ready', 'reminder', 'handed_out', 'test'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const NOTIFICATION_CHANNELS = ['wechat', 'sms'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export const NOTIFICATION_STATUSES = ['pending', 'sent', 'failed', 'skipped'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/** The channels' settings (one row, id 1); secrets are write-only through the API. */
export interface NotificationSettingsTable {
  id: Generated<number>;
  sms_access_key_id: string | null;
  sms_access_key_secret: string | null;
  sms_sign_name: string | null;
  /** Overrides SHOPDESK_SMS_ENDPOINT and Alibaba Cloud's own endpoint. */
  sms_endpoint: string | null;
  /** JSON `{ready?, reminder?, handed_out?: {template_code, params}}`. */
  sms_templates: Generated<string>;
  wechat_authorizer_appid: string | null;
  /** JSON `{ready?, reminder?, handed_out?: {template_id, data}}`. */
  wechat_templates: Generated<string>;
  wechat_page: string | null;
  /** Origin of the customer's pick-up link (default: the service's public URL). */
  link_base: string | null;
  reminder_hours: Generated<number>;
  /** `HH:mm` in the shop's zone; start after end wraps past midnight. */
  quiet_start: Generated<string>;
  quiet_end: Generated<string>;
  handed_out_enabled: Generated<number>;
  updated_at: number;
}

/** One notice to send (a durable job) and what became of it. */
export interface NotificationTable {
  id: Generated<number>;
  kind: NotificationKind;
  pick_up_code_id: number | null;
  customer_id: number | null;
  /** Chosen at the first attempt (WeChat, else SMS); null while none was made. */
  channel: NotificationChannel | null;
  recipient: string | null;
  status: NotificationStatus;
  /** 1 for a notice sent again by hand. */
  resend: Generated<number>;
  attempts: Generated<number>;
  due_at: number;
  next_attempt_at: number | null;
  claim_token: string | null;
  claimed_until: number | null;
  /** Why a notice was skipped or delayed, in words. */
  detail: string | null;
  finished_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface NotificationAttemptTable {
  id: Generated<number>;
  notification_id: number;
  channel: NotificationChannel;
  attempted_at: number;
  duration_ms: number;
  succeeded: number;
  /** The provider's answer, at most 500 bytes of it. */
  response_excerpt: string | null;
  error: string | null;
}

export interface NotificationTables {
  notification_settings: NotificationSettingsTable;
  notification: NotificationTable;
  notification_attempt: NotificationAttemptTable;
}

export type NotificationSettingsRow = Selectable<NotificationSettingsTable>;
export type NotificationRow = Selectable<NotificationTable>;
export type NotificationAttemptRow = Selectable<NotificationAttemptTable>;
