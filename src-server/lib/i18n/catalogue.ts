import type { ErrorCode } from '../../../src-shared/errors';
import type { Language } from './language';

/**
 * The server's texts for people by key, in each language (docs/API.md, "Languages"). The
 * sentences the code writes where it refuses are in sentences.ts (keyed by their English);
 * these are what the server says when it has no such sentence, and the few words it stores.
 */

type Texts = Record<Language, string>;

/**
 * Each error code's general sentence: the `detail` in Chinese of a refusal whose own sentence
 * the catalogue does not have (a `{param}` is filled from the error's params).
 */
export const CODE_DETAILS: Record<ErrorCode, Texts> = {
  invalid: { 'zh-CN': '请求中有无效的内容。', en: 'The request has invalid fields.' },
  not_authenticated: { 'zh-CN': '请先登录。', en: 'Sign in first.' },
  account_deactivated: { 'zh-CN': '此员工账号已停用。', en: 'This staff account was deactivated.' },
  permission_denied: { 'zh-CN': '没有执行此操作的权限。', en: 'You may not do this.' },
  not_found: { 'zh-CN': '未找到。', en: 'Not found.' },
  duplicate: { 'zh-CN': '已存在相同的记录。', en: 'Such a record exists already.' },
  throttled: {
    'zh-CN': '请求过于频繁：请在 {retry_after} 秒后重试。',
    en: 'Too many requests: try again in {retry_after} s.',
  },
  payload_too_large: { 'zh-CN': '请求内容过大。', en: 'The request body is too large.' },
  unsupported_media_type: {
    'zh-CN': '不支持此内容类型。',
    en: 'This content type is not accepted.',
  },
  invalid_host: { 'zh-CN': '本服务器不响应发往此地址的请求。', en: 'This host is not served.' },
  cross_origin: {
    'zh-CN': '拒绝来自其他网站的请求。',
    en: 'Requests from other web sites are refused.',
  },
  unavailable: {
    'zh-CN': '服务暂时不可用：请稍后重试。',
    en: 'Unavailable right now: try again shortly.',
  },
  busy: {
    'zh-CN': '数据库正忙：没有做任何更改。请在 {retry_after} 秒后重试。',
    en: 'The database is busy: nothing was changed. Try again in {retry_after} s.',
  },
  database_unavailable: {
    'zh-CN': '暂时无法连接数据库：没有做任何更改。请在 {retry_after} 秒后重试。',
    en: 'The database cannot be reached: nothing was changed. Try again in {retry_after} s.',
  },
  too_many_rows: {
    'zh-CN': '一次导入最多 {limit} 行。',
    en: 'At most {limit} rows in one import.',
  },
  invalid_encoding: {
    'zh-CN': '文件既不是 UTF-8 也不是 GBK/GB18030 文本：请另存为“CSV UTF-8”后重新导入。',
    en: 'The file is neither UTF-8 nor GBK/GB18030 text.',
  },
  amount_too_large: {
    'zh-CN': '金额过大，无法精确保存：请减少商品数量或拆分订单。',
    en: 'An amount is too large to be kept exactly.',
  },
  idempotency_key_reused: {
    'zh-CN': '此 Idempotency-Key 已用于另一个请求：新请求请使用新的键。',
    en: 'This Idempotency-Key was sent with another request.',
  },
  insufficient_storage: {
    'zh-CN': '磁盘已满：没有保存任何内容。',
    en: 'The disk is full: nothing was saved.',
  },
  server_error: {
    'zh-CN': '服务器出错了（请求编号 {request_id}）。',
    en: 'Something went wrong on our side (request {request_id}).',
  },
  invalid_credentials: {
    'zh-CN': '用户名或密码错误，或账号已停用。',
    en: 'The username or password is wrong, or the account is inactive.',
  },
  last_manager: {
    'zh-CN': '这是唯一在职的店长：店铺至少需要一位。',
    en: 'This is the only active manager: the shop needs one.',
  },
  builtin_application: {
    'zh-CN': '内置的桌面应用不能撤销。',
    en: 'The built-in desktop application cannot be revoked.',
  },
  not_initialised: { 'zh-CN': '店铺尚未初始化。', en: 'The shop has not been set up yet.' },
  insufficient_inventory: { 'zh-CN': '库存不足。', en: 'Not enough in stock.' },
  already_paid: { 'zh-CN': '订单已付款。', en: 'The order is already paid.' },
  notice_too_soon: {
    'zh-CN': '通知刚发送过：请在 {retry_after} 秒后重试。',
    en: 'The notice was sent a moment ago: try again in {retry_after} s.',
  },
  already_cancelled: { 'zh-CN': '订单已取消。', en: 'The order is already cancelled.' },
  order_closed: { 'zh-CN': '订单已关闭。', en: 'The order is closed.' },
  order_cancelled: { 'zh-CN': '订单已取消。', en: 'The order was cancelled.' },
  order_fulfilled: { 'zh-CN': '订单已交付。', en: 'The order was fulfilled.' },
  not_paid: { 'zh-CN': '订单尚未付款。', en: 'The order is not paid yet.' },
  not_delivery: { 'zh-CN': '这不是配送订单。', en: 'This is not a delivery order.' },
  already_refunded: { 'zh-CN': '已经退款。', en: 'This was refunded already.' },
  partly_refunded: {
    'zh-CN': '订单已部分退款：请退还剩余部分，而不是取消订单。',
    en: 'Part of the order was refunded.',
  },
  collected_payment_shop: {
    'zh-CN': '此订单已在门店收款。',
    en: 'The payment of this order was collected in the shop.',
  },
  code_already_used: { 'zh-CN': '此码已被使用。', en: 'This code was used.' },
  code_expired: { 'zh-CN': '此取货码已过期。', en: 'This code has expired.' },
  code_canceled: {
    'zh-CN': '订单 {order_number} 已取消：此取货码作废。',
    en: 'The order was cancelled: this code is void.',
  },
  code_not_used: { 'zh-CN': '此取货码未被使用：无需撤销。', en: 'This code is not used.' },
  code_busy: { 'zh-CN': '取货码正被处理：请重试。', en: 'The code is busy: try again.' },
  wrong_store: {
    'zh-CN': '此取货码属于其他门店。',
    en: 'This code belongs to another store.',
  },
  offline_at_out_of_range: {
    'zh-CN': '不接受该时间的交付：只接受最近 {hours} 小时内、取货码生成之后的交付。',
    en: 'A hand-out at this time is not accepted.',
  },
  not_deliverable: {
    'zh-CN': '此配送方式不配送到该地区。',
    en: 'This shipping method does not deliver there.',
  },
  usage_limit_reached: { 'zh-CN': '已达使用次数上限。', en: 'The usage limit was reached.' },
  price_rule_in_use: {
    'zh-CN': '此优惠规则属于优惠券：请改为删除该优惠券。',
    en: 'This price rule belongs to a coupon.',
  },
  once_per_customer: {
    'zh-CN': '每位顾客限用一次。',
    en: 'This allows one use per customer.',
  },
  points_spent: {
    'zh-CN': '该顾客的积分已被用掉。',
    en: 'The customer has spent these points.',
  },
  base_level: {
    'zh-CN': 'condition_points 为 0 的等级是每位顾客的起始等级。',
    en: 'The level with condition_points 0 is where every customer starts.',
  },
  smart_collection: {
    'zh-CN': '智能商品集的商品由规则决定。',
    en: 'A smart collection takes its products from its rules.',
  },
  social_not_configured: {
    'zh-CN': '消息平台未配置或不可用。',
    en: 'The messaging platform is not configured or unavailable.',
  },
  social_platform_unreachable: {
    'zh-CN': '无法连接消息平台。',
    en: 'The messaging platform could not be reached.',
  },
  social_platform_timeout: {
    'zh-CN': '消息平台没有及时应答。',
    en: 'The messaging platform did not answer in time.',
  },
  social_platform_bad_response: {
    'zh-CN': '消息平台的应答异常。',
    en: 'The messaging platform gave an unexpected answer.',
  },
  social_platform_error: {
    'zh-CN': '消息平台返回了错误。',
    en: 'The messaging platform answered with an error.',
  },
  authorization_expired: {
    'zh-CN': '此授权链接已过期；请在 Shopdesk 中重新发起授权。',
    en: 'This authorization link has expired.',
  },
  authorization_used: {
    'zh-CN': '此授权链接已被使用；请在 Shopdesk 中重新发起授权。',
    en: 'This authorization link has already been used.',
  },
};

/** The words the server stores or composes, by key. */
export const TEXTS = {
  /** A product without options has one variant of this title (Shopify's convention). */
  'variant.default_title': { 'zh-CN': '默认', en: 'Default Title' },
  /** A field message the catalogue does not know, in a language it is not written in. */
  'field.invalid': { 'zh-CN': '此项的值无效。', en: 'Invalid value.' },
} as const satisfies Record<string, Texts>;

export type TextKey = keyof typeof TEXTS;

const fill = (template: string, params: Readonly<Record<string, unknown>> = {}) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );

/** A keyed text in `language`, its `{param}`s filled. */
export function text(language: Language, key: TextKey, params?: Record<string, unknown>): string {
  return fill(TEXTS[key][language], params);
}

/** An error code's general sentence in `language`, its `{param}`s filled from the error's. */
export function codeDetail(
  language: Language,
  code: ErrorCode,
  params?: Readonly<Record<string, unknown>>,
): string {
  return fill(CODE_DETAILS[code][language], params);
}
