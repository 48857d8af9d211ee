import {
  type ActionKind,
  type ActionParams,
  type ActionRefusal,
  REFUSAL_VERDICTS,
  type StaffChange,
  wallTimeOf,
} from '../../../src-shared/action-params';
import { ERROR_CODES, type ErrorCode } from '../../../src-shared/errors';
import { type Message, type MessageCode, msg, render } from '../../../src-shared/messages';
import type { CollectorRelation } from '../../../src-shared/collected-by';
import type { Language } from './language';

/**
 * An action history record's `detail`, said from its action and params with the `history.*`
 * messages of the catalogues (docs/API.md "Languages"). The Chinese words are the history
 * screen's and, for what the clerk was shown, the counter's verdict titles
 * (src-renderer/src/features/{history,pick-up}/locales), so the API and the screens agree.
 */

const VERDICTS: Readonly<Record<string, MessageCode>> = {
  ready: 'history.verdict_ready',
  not_prepared: 'history.verdict_not_prepared',
  unknown: 'history.verdict_unknown',
  wrong_store: 'history.verdict_wrong_store',
  used: 'history.verdict_used',
  expired: 'history.verdict_expired',
  canceled: 'history.verdict_canceled',
};

/** An error's params as a message's: the facts said as text (a store ref is not one). */
const sayable = (params: Readonly<Record<string, unknown>>) =>
  Object.fromEntries(
    Object.entries(params).filter(
      (entry): entry is [string, string | number] =>
        typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  );

/** What the counter said to a refusal: its verdict title, else the error's general message. */
function refusalMessage({ code, params }: ActionRefusal): Message {
  const verdict = REFUSAL_VERDICTS[code];
  if (verdict) return { code: VERDICTS[verdict]! };
  // The error's own message names the time and the window; the record keeps them apart.
  if (code === 'offline_at_out_of_range') return msg('history.offline_too_late');
  if (!(ERROR_CODES as readonly string[]).includes(code)) return msg('history.verdict_unknown');
  return { code: `error.${code as ErrorCode}`, params: sayable(params) };
}

/** The counter by its own id, as the counter screen names it. */
const counterOf = (counterId: string | null): Message | string =>
  counterId ?? msg('history.some_counter');

/** Who collected a package: the name, and how the collector is related (a message). */
export const collectorMessage = (
  name: string,
  relation: CollectorRelation | null,
): Message | string =>
  relation ? msg('history.collector', { name, relation: { code: `relation.${relation}` } }) : name;

/** Where and when an offline hand-out was made: the counter by its own id, the wall time. */
export const offlineWhereMessage = (counterId: string | null, at: string): Message =>
  counterId === null
    ? msg('history.offline_where_unknown', { at })
    : msg('history.offline_where', { counter: counterId, at });

function consumeMessage(params: ActionParams<'consume'>): Message {
  const { collected_by: collector, note, offline } = params;
  const who = collector && collectorMessage(collector.name, collector.relation);
  if (offline) {
    const where = offlineWhereMessage(offline.counter_id, wallTimeOf(offline.at));
    if (!who) return msg('history.handed_out_offline', { where });
    return note
      ? msg('history.handed_out_offline_to_note', { where, who, note })
      : msg('history.handed_out_offline_to', { where, who });
  }
  if (!who) return msg('history.handed_out');
  return note
    ? msg('history.handed_out_to_note', { who, note })
    : msg('history.handed_out_to', { who });
}

const CHANGES: Record<Exclude<StaffChange['change'], 'moved'>, MessageCode> = {
  no_store: 'history.no_store',
  deactivated: 'history.deactivated',
  reactivated: 'history.reactivated',
  password_reset: 'history.password_reset',
};

const changeMessage = (change: StaffChange): Message =>
  change.change === 'moved'
    ? msg('history.moved_to', { store: change.store.title })
    : { code: CHANGES[change.change] };

const roleOf = (role: 'manager' | 'staff') =>
  msg(role === 'manager' ? 'history.role_manager' : 'history.role_staff');

type Say = { [A in ActionKind]: (params: ActionParams<A>, language: Language) => Message };

const SAY: Say = {
  login: ({ username }) => msg('history.signed_in', { username }),
  logout: ({ username }) => msg('history.signed_out', { username }),
  login_failed: ({ username, known }) =>
    msg(known ? 'history.sign_in_refused' : 'history.sign_in_refused_unknown', { username }),
  check: (params) =>
    'verdict' in params ? { code: VERDICTS[params.verdict]! } : refusalMessage(params.refusal),
  consume: consumeMessage,
  consume_refused: ({ refusal }) => refusalMessage(refusal),
  consume_conflict: ({ counter_id, offline_at, refusal }) =>
    msg('history.offline_refused', {
      at: wallTimeOf(offline_at),
      counter: counterOf(counter_id),
      refusal: refusalMessage(refusal),
    }),
  rollback: () => msg('history.rolled_back'),
  stock_prepare: ({ prepared }) => msg(prepared ? 'history.prepared' : 'history.unprepared'),
  staff_create: ({ role, username, store }) =>
    store
      ? msg('history.staff_created_for', { role: roleOf(role), username, store: store.title })
      : msg('history.staff_created', { role: roleOf(role), username }),
  staff_update: ({ username, changes }, language) =>
    msg('history.staff_updated', {
      username,
      changes: changes
        .map((change) => render(changeMessage(change), language))
        .join(render(msg('history.list_separator'), language)),
    }),
};

/** What a record of `action` with `params` says in `language`. */
export const actionText = <A extends ActionKind>(
  language: Language,
  action: A,
  params: ActionParams<A>,
): string =>
  render((SAY[action] as (p: ActionParams<A>, l: Language) => Message)(params, language), language);

/**
 * A record's detail in the language: said from its params; in English, and for a record written
 * before params existed, the detail as its writer stored it (the counter's records keep the
 * refusal's own English sentence there, which machine readers read).
 */
export function actionDetail<A extends ActionKind>(
  language: Language,
  action: A,
  params: ActionParams<A> | null,
  stored: string,
): string {
  if (language === 'en' || params === null) return stored;
  return actionText(language, action, params);
}
