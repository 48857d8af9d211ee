import type { ActionRecord } from './api';
import { codeMessage } from '@/shared/utils/errors';
import type { Translate } from '@/shared/utils/translate';
import {
  type ActionKind,
  type ActionParams,
  type ActionRefusal,
  REFUSAL_VERDICTS,
  type StaffChange,
  wallTimeOf,
} from '@shared/action-params';

// Each record's words come from its action and params (src-shared/action-params.ts), in the
// user's language; what the clerk was shown is said with the counter's own verdict titles (one
// source for both screens). A record written before params existed has none: its `detail` is
// shown as the server sent it.

/** A refusal as the counter said it: its verdict title, else the error's sentence. */
function refusalText({ code }: ActionRefusal, t: Translate): string {
  const verdict = REFUSAL_VERDICTS[code];
  if (verdict) return t(`counter.verdict.${verdict}.title`);
  // The error's own sentence names the time and the window, which the record keeps apart.
  if (code === 'offline_at_out_of_range') return t('history.describe.out_of_range');
  return codeMessage(code, t) ?? code;
}

const counterName = (counterId: string | null, t: Translate) =>
  counterId ?? t('history.describe.some_counter');

/** A hand-out: to whom when not the customer, and where and when when it was made offline. */
function consumeText(params: ActionParams<'consume'>, t: Translate): string {
  const { collected_by: collector, note, offline } = params;
  let said = t('history.describe.consume');
  if (collector) {
    const who = collector.relation
      ? t('counter.card.collectorWithRelation', {
          name: collector.name,
          relation: t(`pickUp.relation.${collector.relation}`),
        })
      : collector.name;
    said = note
      ? t('history.describe.consume_collector_note', { who, note })
      : t('history.describe.consume_collector', { who });
  }
  if (!offline) return said;
  return (
    said +
    t('history.describe.consume_offline', {
      counter: counterName(offline.counter_id, t),
      time: wallTimeOf(offline.at),
    })
  );
}

const changeText = (change: StaffChange, t: Translate) =>
  change.change === 'moved'
    ? t('history.describe.changes.moved', { store: change.store.title })
    : t(`history.describe.changes.${change.change}`);

type Describe = { [A in ActionKind]: (params: ActionParams<A>, t: Translate) => string };

const DESCRIBE: Describe = {
  login: ({ username }, t) => t('history.describe.login', { name: username }),
  logout: ({ username }, t) => t('history.describe.logout', { name: username }),
  login_failed: ({ username, known }, t) =>
    t(known ? 'history.describe.login_failed' : 'history.describe.login_failed_unknown', {
      name: username,
    }),
  check: (params, t) =>
    'verdict' in params
      ? t(`counter.verdict.${params.verdict}.title`)
      : refusalText(params.refusal, t),
  consume: consumeText,
  consume_refused: ({ refusal }, t) => refusalText(refusal, t),
  consume_conflict: ({ counter_id, offline_at, refusal }, t) =>
    t('history.describe.consume_conflict', {
      counter: counterName(counter_id, t),
      time: wallTimeOf(offline_at),
      reason: refusalText(refusal, t),
    }),
  rollback: (_, t) => t('history.describe.rollback'),
  stock_prepare: ({ prepared }, t) =>
    t(prepared ? 'history.describe.prepared' : 'history.describe.unprepared'),
  staff_create: ({ role, username, store }, t) =>
    t(store ? 'history.describe.staff_create_store' : 'history.describe.staff_create', {
      role: t(`layout.role.${role}`),
      name: username,
      store: store?.title ?? '',
    }),
  staff_update: ({ username, changes }, t) =>
    t('history.describe.staff_update', {
      name: username,
      changes: changes.map((change) => changeText(change, t)).join(t('history.describe.separator')),
    }),
};

/** What an action record says, in the user's language. */
export function describeAction(
  row: Pick<ActionRecord, 'action' | 'detail' | 'params'>,
  t: Translate,
): string {
  if (!row.params) return row.detail;
  const describe = DESCRIBE[row.action] as (params: ActionParams, t: Translate) => string;
  return describe(row.params as ActionParams, t);
}
