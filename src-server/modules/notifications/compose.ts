import { DateTime } from 'luxon';
import type { NotificationChannel, NotificationKind } from '../../db/tables/notifications';
import type { NotificationSettings } from './settings';
import type { TemplateKind } from './schemas';
import { storedMessage } from '../../lib/i18n';

/** What a notice about a package says (read when it is sent, so it is current). */
export interface CodeFacts {
  key: string;
  expires_at: number;
  order_number: number;
  order_token: string;
  store_title: string;
  store_address: string;
  store_phone: string;
  store_hours: string;
  customer_name: string;
  /** The hand-out's time (an offline hand-out's own) and its proxy collector, if any. */
  used_at: number | null;
  collected_by_name: string | null;
  collected_by_relation: string | null;
}

/** The provider's answer kept in the log: at most this many bytes (docs/NOTIFICATIONS.md). */
export const EXCERPT_BYTES = 500;

/** Default SMS template variables when the shop gives none: `${store}`, `${code}` … */
export const DEFAULT_SMS_PARAMS: Record<string, string> = {
  store: '{store}',
  code: '{key_last4}',
  address: '{address}',
  hours: '{hours}',
  expires_at: '{expires_at}',
  link: '{link}',
};

/** Default variables of the handed-out receipt's SMS template. */
export const DEFAULT_HANDED_OUT_SMS_PARAMS: Record<string, string> = {
  store: '{store}',
  code: '{key_last4}',
  time: '{handed_out_at}',
  collector: '{collected_by}',
};

/** Default fields of a subscription message template ("取件通知"-style templates). */
export const DEFAULT_WECHAT_DATA: Record<string, string> = {
  thing1: '{store}',
  character_string2: '{key_last4}',
  time3: '{expires_at}',
  thing4: '{address}',
};

/** Default fields of a handed-out receipt's template ("取件成功通知"-style). */
export const DEFAULT_HANDED_OUT_WECHAT_DATA: Record<string, string> = {
  thing1: '{store}',
  character_string2: '{key_last4}',
  time3: '{handed_out_at}',
  thing4: '{collected_by}',
};

/** The defaults of a notice's template variables when the shop maps none. */
export const defaultSmsParams = (kind: TemplateKind) =>
  kind === 'handed_out' ? DEFAULT_HANDED_OUT_SMS_PARAMS : DEFAULT_SMS_PARAMS;
export const defaultWechatData = (kind: TemplateKind) =>
  kind === 'handed_out' ? DEFAULT_HANDED_OUT_WECHAT_DATA : DEFAULT_WECHAT_DATA;

/**
 * The words the customer reads for a proxy's relation (the messages are Chinese, like the
 * templates the shop gets approved; docs/NOTIFICATIONS.md).
 */
const RELATION_WORDS: Record<string, string> = {
  family: '家人',
  friend: '朋友',
  colleague: '同事',
  neighbour: '邻居',
  courier: '跑腿',
  other: '他人',
};

/** "王芳（家人）" for a proxy, "本人" when the customer collected it himself. */
export function collectedByText(name: string | null, relation: string | null) {
  if (!name) return '本人';
  const words = relation ? RELATION_WORDS[relation] : undefined;
  return words ? `${name}（${words}）` : name;
}

/** A test notice's made-up package, so a template can be tried before any order. */
export const SAMPLE_FACTS: CodeFacts = {
  key: '000000001234',
  expires_at: Date.parse('2030-01-01T10:00:00Z'),
  order_number: 1001,
  order_token: 'test',
  store_title: '测试门店',
  store_address: '测试地址',
  store_phone: '',
  store_hours: '09:00-21:00',
  customer_name: '测试',
  used_at: null,
  collected_by_name: null,
  collected_by_relation: null,
};

export const templateKindOf = (kind: NotificationKind): TemplateKind =>
  kind === 'test' ? 'ready' : kind;

/** The customer's pick-up page: `<base>/pickup/<order token>?shop=<domain>`. */
export function pickUpLink(base: string | null, token: string, domain: string) {
  const path = `/pickup/${encodeURIComponent(token)}?shop=${encodeURIComponent(domain)}`;
  return `${(base ?? '').replace(/\/+$/, '')}${path}`;
}

export function placeholderValues(
  facts: CodeFacts,
  zone: string,
  link: string,
): Record<string, string> {
  const time = (at: number) => DateTime.fromMillis(at, { zone }).toFormat('yyyy-MM-dd HH:mm');
  return {
    store: facts.store_title,
    address: facts.store_address,
    hours: facts.store_hours,
    phone: facts.store_phone,
    key_last4: facts.key.slice(-4),
    link,
    expires_at: time(facts.expires_at),
    handed_out_at: facts.used_at === null ? '' : time(facts.used_at),
    collected_by: collectedByText(facts.collected_by_name, facts.collected_by_relation),
    order_number: String(facts.order_number),
    customer_name: facts.customer_name,
  };
}

/** Fills `{name}` placeholders; unknown names stay as written. */
export function fill(template: Record<string, string>, values: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(template).map(([name, text]) => [
      name,
      text.replace(/\{([a-z0-9_]+)\}/g, (whole, key: string) => values[key] ?? whole),
    ]),
  );
}

/** The channel a notice goes by: WeChat when the customer and the shop have what it needs. */
export function chooseChannel(
  settings: NotificationSettings,
  kind: TemplateKind,
  customer: { openid: string | null; mobile: string | null; acceptsSms: boolean },
): { channel: NotificationChannel } | { skip: string } {
  if (customer.openid && settings.wechatReady(kind)) return { channel: 'wechat' };
  if (!settings.smsReady(kind))
    return {
      skip: customer.openid
        ? storedMessage('notifications.no_template_no_sms')
        : storedMessage('notifications.no_openid_no_sms'),
    };
  if (!customer.acceptsSms) return { skip: storedMessage('notifications.no_sms_consent') };
  if (!customer.mobile) return { skip: storedMessage('notifications.no_mobile') };
  return { channel: 'sms' };
}

/** At most `limit` bytes of UTF-8 (a character cut in two is left out); secrets blanked. */
export function excerpt(text: string, secrets: readonly string[], limit = EXCERPT_BYTES) {
  let clean = text;
  for (const secret of secrets) if (secret) clean = clean.split(secret).join('***');
  return new TextDecoder().decode(Buffer.from(clean, 'utf8').subarray(0, limit), {
    stream: true,
  });
}
