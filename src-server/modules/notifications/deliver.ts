import type { AppContext } from '../../context';
import type { NotificationChannel } from '../../db/tables/notifications';
import { authorizerAccess } from '../social';
import {
  defaultSmsParams,
  defaultWechatData,
  fill,
  pickUpLink,
  placeholderValues,
  type CodeFacts,
} from './compose';
import type { TemplateKind } from './schemas';
import type { NotificationSettings } from './settings';
import { sendSms, type ProviderAnswer } from './sms-client';
import { sendSubscribeMessage } from './wechat-client';

/** The mini program page a WeChat notice opens (the shop may set its own). */
export const DEFAULT_WECHAT_PAGE = 'pages/pickup/index';

/** WeChat's answers for an access token it no longer takes: renewed once, then sent again. */
const STALE_TOKEN = /"errcode":\s*(40001|40014|42001)\b/;

/** One notice on its way: what it says, to whom, and the shop it comes from. */
export interface Dispatch {
  settings: NotificationSettings;
  kind: TemplateKind;
  to: { mobile: string | null; openid: string | null };
  facts: CodeFacts;
  zone: string;
  domain: string;
}

/** The provider's answer, with the secrets the log's excerpt must not show. */
export type DeliveryAnswer = ProviderAnswer & { secrets: string[] };

async function deliverWechat(
  ctx: AppContext,
  dispatch: Dispatch,
  values: Record<string, string>,
): Promise<DeliveryAnswer> {
  const { settings, kind, to, facts, domain } = dispatch;
  const template = settings.wechat[kind]!;
  let access: { apiBase: string; accessToken: string };
  try {
    access = await authorizerAccess(ctx, settings.row.wechat_authorizer_appid!);
  } catch (error) {
    return { succeeded: false, answer: (error as Error).message, secrets: [] };
  }
  const page = `${settings.row.wechat_page ?? DEFAULT_WECHAT_PAGE}?order_token=${encodeURIComponent(facts.order_token)}&shop=${encodeURIComponent(domain)}`;
  const message = {
    touser: to.openid!,
    templateId: template.template_id,
    page,
    data: fill(template.data ?? defaultWechatData(kind), values),
  };
  const appid = settings.row.wechat_authorizer_appid!;
  let answer = await sendSubscribeMessage(access, message);
  const secrets = [access.accessToken];
  if (!answer.succeeded && STALE_TOKEN.test(answer.answer)) {
    try {
      access = await authorizerAccess(ctx, appid, true);
    } catch (error) {
      return { succeeded: false, answer: (error as Error).message, secrets };
    }
    secrets.push(access.accessToken);
    answer = await sendSubscribeMessage(access, message);
  }
  return { ...answer, secrets };
}

/** Sends one notice over `channel` with the shop's template for its kind. */
export async function deliverNotice(
  ctx: AppContext,
  channel: NotificationChannel,
  dispatch: Dispatch,
): Promise<DeliveryAnswer> {
  const { settings, kind, to, facts, zone, domain } = dispatch;
  const link = pickUpLink(
    settings.row.link_base ?? ctx.options.publicUrl ?? null,
    facts.order_token,
    domain,
  );
  const values = placeholderValues(facts, zone, link);
  if (channel === 'sms') {
    const config = settings.smsConfig!;
    const template = settings.sms[kind]!;
    const answer = await sendSms(config, {
      mobile: to.mobile!,
      templateCode: template.template_code,
      params: fill(template.params ?? defaultSmsParams(kind), values),
    });
    return { ...answer, secrets: [config.accessKeySecret] };
  }
  return deliverWechat(ctx, dispatch, values);
}
