import type { CollectorRelation } from './collected-by';
import type { StoreRef } from './errors';

/**
 * The facts of each action history record (docs/API.md "Languages"), per action: the
 * server writes them with the record and renders its `detail` from them in the request's
 * language; the history screen builds its words from them, never from `detail` (English prose
 * kept for machine readers and for the records written before params existed, which have none).
 * Times are ISO 8601 with the shop's offset, as the API writes every time.
 */

/** Why the server refused: an error's `code` and `params` (src-shared/errors.ts). */
export interface ActionRefusal {
  code: string;
  params: Record<string, unknown>;
}

/** One change of a staff account, in the order the update made them. */
export type StaffChange =
  | { change: 'moved'; store: StoreRef }
  | { change: 'no_store' }
  | { change: 'deactivated' }
  | { change: 'reactivated' }
  | { change: 'password_reset' };

/** Where and when a hand-out was made while the counter was offline (docs/OFFLINE.md). */
export interface OfflineAt {
  /** The counter's own id; null when it sent none. */
  counter_id: string | null;
  at: string;
}

export interface ActionParamsMap {
  login: { username: string };
  logout: { username: string };
  /** The name as typed; `known`: an account has it. */
  login_failed: { username: string; known: boolean };
  /** What the counter told the clerk: ready, not prepared yet, or a refusal. */
  check: { verdict: 'ready' | 'not_prepared' } | { refusal: ActionRefusal };
  consume: {
    collected_by: { name: string; relation: CollectorRelation | null } | null;
    note: string | null;
    offline: OfflineAt | null;
  };
  consume_refused: { refusal: ActionRefusal };
  /** An offline hand-out the server refused when the counter sent it. */
  consume_conflict: { counter_id: string | null; offline_at: string; refusal: ActionRefusal };
  rollback: Record<string, never>;
  stock_prepare: { prepared: boolean };
  staff_create: { role: 'manager' | 'staff'; username: string; store: StoreRef | null };
  staff_update: { username: string; changes: StaffChange[] };
}

export type ActionKind = keyof ActionParamsMap;
export type ActionParams<A extends ActionKind = ActionKind> = ActionParamsMap[A];

/**
 * The counter's verdict for a refusal's code: the history says what the clerk was shown, with
 * the counter's own titles. A code missing here is said with its error's general sentence.
 */
export const REFUSAL_VERDICTS: Readonly<Record<string, string>> = {
  not_found: 'unknown',
  wrong_store: 'wrong_store',
  code_already_used: 'used',
  code_expired: 'expired',
  code_canceled: 'canceled',
};

/** `2026-11-21T19:30:00.000+08:00` → `2026-11-21 19:30:00`: the shop's wall time it names. */
export const wallTimeOf = (timestamp: string): string => timestamp.slice(0, 19).replace('T', ' ');
