import { VALUE_LABELS } from '@shared/value-labels';
import type { HistoryMessages } from './zh-CN';

// The values' labels are shared with the server's exports (src-shared/value-labels.ts).
const LABELS = VALUE_LABELS['en'];

/** The counters' action history. */
export const historyEn: HistoryMessages = {
  nav: {
    history: 'History',
  },
  history: {
    title: 'History',
    subtitle: 'Every check, hand-out, rollback and preparation at the counters; never changed.',
    action: 'Action',
    allActions: 'All actions',
    key: 'Pick-up key',
    keyPlaceholder: '12-digit key',
    from: 'From',
    to: 'To',
    staff: 'Staff',
    allStaff: 'All staff',
    empty: 'No records',
    columns: {
      time: 'Time',
      action: 'Action',
      staff: 'Staff',
      store: 'Store',
      key: 'Key',
      detail: 'Detail',
      ip: 'IP',
    },
    actions: LABELS.history_action,
    describe: {
      login: 'Signed in as {name}.',
      logout: 'Signed out {name}.',
      login_failed: 'Sign-in refused for “{name}”.',
      login_failed_unknown: 'Sign-in refused for the unknown username “{name}”.',
      consume: 'Package handed out.',
      consume_collector: 'Package handed out to {who}.',
      consume_collector_note: 'Package handed out to {who}: {note}',
      consume_offline: ' Offline at {counter}, {time}.',
      consume_conflict: 'Handed out offline at {counter} at {time}, not accepted: {reason}',
      some_counter: 'a counter',
      out_of_range: 'outside the hours offline hand-outs are accepted for',
      rollback: 'Hand-out rolled back.',
      prepared: 'Package prepared.',
      unprepared: 'Package marked as not prepared.',
      staff_create: 'Created the {role} account “{name}”.',
      staff_create_store: 'Created the {role} account “{name}” for {store}.',
      staff_update: 'Changed “{name}”: {changes}.',
      separator: ', ',
      changes: {
        moved: 'moved to {store}',
        no_store: 'no longer tied to a store',
        deactivated: 'deactivated',
        reactivated: 'reactivated',
        password_reset: 'password reset',
      },
    },
  },
};
