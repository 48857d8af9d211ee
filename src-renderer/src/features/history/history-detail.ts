import type { ActionRecord } from './api';
import { codeMessage } from '@/shared/utils/errors';
import type { Translate } from '@/shared/utils/translate';
import { CHECK_NOT_PREPARED, CHECK_READY } from '@shared/check-details';

// The server writes each action's `detail` in English, in a few fixed shapes (a refusal starts
// with its error code). The history shows it in the user's language, built from the action
// and that code; a detail of a shape this screen does not know is shown as written.

const REFUSAL = /^([a-z_]+): /;
const CANNOT_CONSUME = /^Cannot be consumed: ([a-z_]+)\.$/;
const QUOTED = /"([^"]*)"/;
// An offline hand-out the server refused: `Offline hand-out at counter c1, 2026-11-21 19:30:00: <refusal>`.
const OFFLINE =
  /^Offline hand-out at (?:counter (.+?)|a counter), (\d{4}-\d{2}-\d{2} \d{2}:\d{2}(?::\d{2})?): (.*)$/s;
// A hand-out to someone other than the customer: `Package handed out to 王芳 (family): note`.
const HANDED_TO = /^Package handed out to (.+?)(?: \(([a-z]+)\))?(?:: (.*)|\.)$/s;

/** `consume` to a proxy collector, in the user's language; null for the customer himself. */
function handedTo(detail: string, t: Translate): string | null {
  const match = HANDED_TO.exec(detail);
  if (!match) return null;
  const [, name, relation, note] = match;
  const who = relation
    ? t('counter.card.collectorWithRelation', {
        name,
        relation: t(`pickUp.relation.${relation}`),
      })
    : name!;
  return note
    ? t('history.describe.consume_collector_note', { who, note })
    : t('history.describe.consume_collector', { who });
}

/**
 * The counter's verdict for a refusal's code: the history says what the clerk was shown, with
 * the counter's own titles (one source for both screens).
 */
const VERDICT_OF_CODE: Record<string, string> = {
  not_found: 'unknown',
  wrong_store: 'wrong_store',
  code_already_used: 'used',
  code_expired: 'expired',
  code_canceled: 'canceled',
};

/** A refusal's code in its sentence, said in the user's language; null when none. */
function refusal(detail: string, t: Translate): string | null {
  const code = REFUSAL.exec(detail)?.[1] ?? CANNOT_CONSUME.exec(detail)?.[1];
  if (!code) return null;
  const verdict = VERDICT_OF_CODE[code];
  return verdict ? t(`counter.verdict.${verdict}.title`) : codeMessage(code, t);
}

/** A refused offline hand-out: where and when it was made, and why the server refused it. */
function offlineRefusal(detail: string, t: Translate): string | null {
  const match = OFFLINE.exec(detail);
  if (!match) return null;
  const [, counter, time, rest] = match;
  // The error's own sentence names the time and the window, which the detail does not hold.
  const reason = rest!.startsWith('offline_at_out_of_range: ')
    ? t('history.describe.out_of_range')
    : (refusal(rest!, t) ?? rest);
  return t('history.describe.consume_conflict', {
    counter: counter ?? t('history.describe.some_counter'),
    time,
    reason,
  });
}

/** What changed in a `staff_update` (`moved to 徐家汇店, deactivated, password reset`). */
function staffChanges(list: string, t: Translate): string {
  return list
    .split(', ')
    .map((change) => {
      if (change === 'deactivated' || change === 'reactivated' || change === 'password reset')
        return t(`history.describe.changes.${change.replace(' ', '_')}`);
      if (change === 'no longer tied to a store') return t('history.describe.changes.no_store');
      const moved = /^moved to (.+)$/.exec(change);
      return moved ? t('history.describe.changes.moved', { store: moved[1] }) : change;
    })
    .join(t('history.describe.separator'));
}

/** The `detail` of an action record, in the user's language. */
export function describeAction(
  row: Pick<ActionRecord, 'action' | 'detail' | 'staff'>,
  t: Translate,
): string {
  const { action, detail } = row;
  const name = QUOTED.exec(detail)?.[1] ?? row.staff?.username ?? '';
  switch (action) {
    case 'login':
    case 'logout':
    case 'login_failed':
      return t(`history.describe.${action}`, { name });
    case 'check':
      if (detail === CHECK_READY) return t('counter.verdict.ready.title');
      if (detail === CHECK_NOT_PREPARED) return t('counter.verdict.not_prepared.title');
      return refusal(detail, t) ?? detail;
    case 'consume_refused':
    case 'consume_conflict':
      // Offline refusals recorded before `consume_conflict` existed are refused hand-outs.
      return offlineRefusal(detail, t) ?? refusal(detail, t) ?? detail;
    case 'consume':
      return handedTo(detail, t) ?? t('history.describe.consume');
    case 'rollback':
      return t(`history.describe.${action}`);
    case 'stock_prepare':
      return t(
        detail.includes('not prepared')
          ? 'history.describe.unprepared'
          : 'history.describe.prepared',
      );
    case 'staff_create': {
      const match = /^Created the (manager|staff) account "(.*)"(?: for (.+))?\.$/.exec(detail);
      if (!match) return detail;
      return t(match[3] ? 'history.describe.staff_create_store' : 'history.describe.staff_create', {
        role: t(`layout.role.${match[1]}`),
        name: match[2],
        store: match[3] ?? '',
      });
    }
    case 'staff_update': {
      const match = /^Updated "(.*)": (.+)\.$/.exec(detail);
      if (!match) return detail;
      return t('history.describe.staff_update', {
        name: match[1],
        changes: staffChanges(match[2]!, t),
      });
    }
    default:
      return detail;
  }
}
