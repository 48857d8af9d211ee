import {
  type ActionKind,
  type ActionParams,
  type ActionRefusal,
  REFUSAL_VERDICTS,
  type StaffChange,
  wallTimeOf,
} from '../../../src-shared/action-params';
import type { ErrorCode } from '../../../src-shared/errors';
import { VALUE_LABELS } from '../../../src-shared/value-labels';
import { CODE_DETAILS } from './catalogue';
import type { Language } from './language';

/**
 * An action history record's `detail` in Chinese, from its action and params (docs/API.md
 * "Languages"). English is the `detail` the writer stored with the same facts. The words
 * are the history screen's and, for what the clerk was shown, the counter's verdict titles
 * (src-renderer/src/features/{history,pick-up}/locales), so the API and the screens agree.
 */

const VERDICT_TITLES: Record<string, string> = {
  ready: '可以提货',
  not_prepared: '尚未备货，请先取货',
  unknown: '提货码不存在',
  wrong_store: '不是本店的包裹',
  used: '已被使用',
  expired: '已过期',
  canceled: '订单已取消',
};

const LABELS = VALUE_LABELS['zh-CN'];
const ROLES = { manager: '店长', staff: '店员' } as const;

const fill = (template: string, params: Readonly<Record<string, unknown>>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined || (typeof value === 'object' && value !== null)
      ? whole
      : String(value);
  });

/** What the counter said to a refusal: its verdict title, else the error's general sentence. */
function refusalText({ code, params }: ActionRefusal): string {
  const verdict = REFUSAL_VERDICTS[code];
  if (verdict) return VERDICT_TITLES[verdict]!;
  // The error's own sentence names the time and the window; the record keeps them apart.
  if (code === 'offline_at_out_of_range') return '超出离线交付的受理时限';
  const general = CODE_DETAILS[code as ErrorCode]?.['zh-CN'];
  return general ? fill(general, params) : code;
}

const counterName = (counterId: string | null) => counterId ?? '某台收银台';

function consumeText(params: ActionParams<'consume'>): string {
  const { collected_by: collector, note, offline } = params;
  let said = '包裹已交付。';
  if (collector) {
    const who = collector.relation
      ? `${collector.name}（${LABELS.relation[collector.relation]}）`
      : collector.name;
    said = note ? `包裹已交给代取人 ${who}：${note}` : `包裹已交给代取人 ${who}。`;
  }
  if (!offline) return said;
  return `${said}离线交付：${counterName(offline.counter_id)}，${wallTimeOf(offline.at)}。`;
}

const CHANGES: Record<Exclude<StaffChange['change'], 'moved'>, string> = {
  no_store: '不再属于任何门店',
  deactivated: '已停用',
  reactivated: '已重新启用',
  password_reset: '已重置密码',
};

const changeText = (change: StaffChange) =>
  change.change === 'moved' ? `调到 ${change.store.title}` : CHANGES[change.change];

type Render = { [A in ActionKind]: (params: ActionParams<A>) => string };

const RENDER: Render = {
  login: ({ username }) => `以 ${username} 登录。`,
  logout: ({ username }) => `${username} 已退出登录。`,
  login_failed: ({ username, known }) =>
    known ? `“${username}” 登录被拒绝。` : `未知用户名“${username}”登录被拒绝。`,
  check: (params) =>
    'verdict' in params ? VERDICT_TITLES[params.verdict]! : refusalText(params.refusal),
  consume: consumeText,
  consume_refused: ({ refusal }) => refusalText(refusal),
  consume_conflict: ({ counter_id, offline_at, refusal }) =>
    `${wallTimeOf(offline_at)} 在 ${counterName(counter_id)} 离线交付，服务器未接受：${refusalText(refusal)}`,
  rollback: () => '交付已撤销。',
  stock_prepare: ({ prepared }) => (prepared ? '包裹已备好。' : '包裹标记为未备货。'),
  staff_create: ({ role, username, store }) =>
    store
      ? `为 ${store.title} 创建了${ROLES[role]}账号“${username}”。`
      : `创建了${ROLES[role]}账号“${username}”。`,
  staff_update: ({ username, changes }) =>
    `修改了“${username}”：${changes.map(changeText).join('，')}。`,
};

/** A record's detail in the language: rendered from its params, else as stored (English). */
export function actionDetail<A extends ActionKind>(
  language: Language,
  action: A,
  params: ActionParams<A> | null,
  stored: string,
): string {
  if (language === 'en' || params === null) return stored;
  return (RENDER[action] as (params: ActionParams<A>) => string)(params);
}
