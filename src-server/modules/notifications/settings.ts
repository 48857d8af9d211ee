import type { AppContext } from '../../context';
import type { NotificationSettingsRow } from '../../db/tables/notifications';
import type { NotificationEnv } from '../../options';
import { DEFAULT_SMS_ENDPOINT, type SmsConfig } from './sms-client';
import {
  smsTemplates,
  wechatTemplates,
  type SettingsOut,
  type SmsTemplates,
  type TemplateKind,
  type WechatTemplates,
} from './schemas';

export type { NotificationEnv } from '../../options';

/** The SHOPDESK_SMS_* values the process was started with (docs/NOTIFICATIONS.md). */
export const noticeEnv = (ctx: AppContext): NotificationEnv => ctx.options.notifications?.env ?? {};

/** The notices' clock: the app's, unless the options give one (tests move it). */
export const noticeClock = (ctx: AppContext) => ctx.options.notifications?.clock ?? ctx.clock;

type Row = Omit<NotificationSettingsRow, 'id'>;

const DEFAULTS: Row = {
  sms_access_key_id: null,
  sms_access_key_secret: null,
  sms_sign_name: null,
  sms_endpoint: null,
  sms_templates: '{}',
  wechat_authorizer_appid: null,
  wechat_templates: '{}',
  wechat_page: null,
  link_base: null,
  reminder_hours: 24,
  quiet_start: '21:00',
  quiet_end: '09:00',
  handed_out_enabled: 0,
  updated_at: 0,
};

const parseJson = <T>(
  text: string,
  schema: { safeParse(v: unknown): { success: boolean; data?: T } },
): T => {
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return (parsed.success ? parsed.data : {}) as T;
  } catch {
    return {} as T;
  }
};

export type NotificationSettings = ReturnType<typeof readSettings>;

/** The stored settings (or the defaults) with what the sender asks of them. */
export function readSettings(stored: Row | undefined, env: NotificationEnv) {
  const row = stored ?? DEFAULTS;
  const sms: SmsTemplates = parseJson(row.sms_templates, smsTemplates);
  const wechat: WechatTemplates = parseJson(row.wechat_templates, wechatTemplates);
  const endpoint = row.sms_endpoint ?? env.smsEndpoint?.trim() ?? DEFAULT_SMS_ENDPOINT;
  const smsConfig: SmsConfig | null =
    row.sms_access_key_id && row.sms_access_key_secret && row.sms_sign_name
      ? {
          accessKeyId: row.sms_access_key_id,
          accessKeySecret: row.sms_access_key_secret,
          signName: row.sms_sign_name,
          endpoint: endpoint || DEFAULT_SMS_ENDPOINT,
        }
      : null;
  return {
    row,
    sms,
    wechat,
    smsConfig,
    smsReady: (kind: TemplateKind) => smsConfig !== null && sms[kind] !== undefined,
    wechatReady: (kind: TemplateKind) =>
      row.wechat_authorizer_appid !== null && wechat[kind] !== undefined,
    /** Any channel could send this notice to some customer. */
    anyChannel(kind: TemplateKind) {
      return this.smsReady(kind) || this.wechatReady(kind);
    },
    view(): SettingsOut {
      return {
        sms_access_key_id: row.sms_access_key_id,
        sms_access_key_secret_set: row.sms_access_key_secret !== null,
        sms_sign_name: row.sms_sign_name,
        sms_endpoint: row.sms_endpoint,
        sms_endpoint_from_env: row.sms_endpoint === null && Boolean(env.smsEndpoint?.trim()),
        sms_templates: sms,
        sms_configured: smsConfig !== null,
        wechat_authorizer_appid: row.wechat_authorizer_appid,
        wechat_templates: wechat,
        wechat_page: row.wechat_page,
        wechat_configured: row.wechat_authorizer_appid !== null,
        link_base: row.link_base,
        reminder_hours: row.reminder_hours,
        quiet_start: row.quiet_start,
        quiet_end: row.quiet_end,
        handed_out_enabled: row.handed_out_enabled === 1,
      };
    },
  };
}
