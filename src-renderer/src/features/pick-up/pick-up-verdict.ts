import type { StaffRef, StoreRef } from '@shared/errors';
import { ApiError, isOutage, paramsOf } from '@/shared/api/client';
import type { CheckedPickUpCode, PickUpCode } from './api';
import { formatTime } from '@/shared/utils/shop-time';

// What the counter tells the clerk after a check, a consume or a rollback: one verdict, shown
// large and in colour, with a sound (docs/DESIGN.md §12). Pure: the view translates `counter.verdict.*`.

export type VerdictKind =
  /** Unused and of this store: hand it out. */
  | 'ready'
  /** Unused and of this store, but the package is not prepared yet: fetch it first. */
  | 'not_prepared'
  /** Just consumed here. */
  | 'handed_out'
  | 'used'
  | 'expired'
  | 'canceled'
  | 'wrong_store'
  | 'unknown'
  /** Not 12 digits. */
  | 'invalid'
  /** Consumed concurrently while it changed: try again. */
  | 'busy'
  | 'rolled_back'
  /** Rollback of a code that is not used. */
  | 'not_used'
  /** Rollback refused: the window passed (only a manager may now). */
  | 'rollback_refused'
  /** Network, timeout, server failure: `code` (and `status`) say what. */
  | 'error'
  /**
   * A hand-out the server could not confirm (no answer): never shown as handed out, since the
   * clerk must not give the package away on a consume the server may not have recorded.
   */
  | 'not_confirmed'
  /** Offline: queued on this computer, sent when the server is back (docs/OFFLINE.md). */
  | 'handed_out_offline'
  /** Offline: the key is not in this counter's copy, so it is never handed out. */
  | 'unknown_offline'
  /** Offline with the shop's offline hand-out turned off: valid, but hand it out once online. */
  | 'check_only'
  /** A queued hand-out taken back before it was sent. */
  | 'taken_back'
  /** Offline: only a hand-out queued on this counter can be rolled back. */
  | 'rollback_offline';

export type VerdictTone = 'success' | 'danger' | 'warning' | 'info';

export interface Verdict {
  kind: VerdictKind;
  tone: VerdictTone;
  /** Which sound to play. */
  sound: 'success' | 'refusal';
  /** The key the verdict is about. */
  key: string;
  /**
   * Named values of the message: `store`, `time`, `by`, `order`; for an error its `code` and
   * `status` (and the server's `detail`, shown only for a code the app does not know).
   */
  params: Record<string, string>;
  /**
   * Set when the answer comes from the counter's copy, not the server (offline): `since` is
   * when the copy last matched the server (ISO 8601; null when unknown).
   */
  offline?: { since: string | null };
}

const TONE: Record<VerdictKind, VerdictTone> = {
  ready: 'success',
  not_prepared: 'warning',
  handed_out: 'success',
  rolled_back: 'info',
  used: 'danger',
  expired: 'warning',
  canceled: 'danger',
  wrong_store: 'danger',
  unknown: 'danger',
  invalid: 'warning',
  busy: 'warning',
  not_used: 'warning',
  rollback_refused: 'danger',
  error: 'danger',
  not_confirmed: 'danger',
  handed_out_offline: 'success',
  unknown_offline: 'danger',
  check_only: 'warning',
  taken_back: 'info',
  rollback_offline: 'warning',
};

const POSITIVE = new Set<VerdictKind>([
  'ready',
  'not_prepared',
  'handed_out',
  'rolled_back',
  'handed_out_offline',
  'taken_back',
]);

function verdict(kind: VerdictKind, key: string, params: Record<string, string> = {}): Verdict {
  const positive = POSITIVE.has(kind);
  return { kind, tone: TONE[kind], sound: positive ? 'success' : 'refusal', key, params };
}

/** Where, when and by whom a package was handed out: the record's or a refusal's params. */
function usage(
  store: StoreRef | null | undefined,
  usedAt: string | null | undefined,
  usedBy: StaffRef | null | undefined,
): Record<string, string> {
  return {
    time: usedAt ? formatTime(usedAt) : '—',
    // A deleted account is gone from the record: nobody to name.
    by: usedBy?.username ?? '—',
    store: store?.title ?? '—',
  };
}

/** Who used a code and when, from the record. */
function usageOf(record: PickUpCode): Record<string, string> {
  return usage(record.offline_shop, record.used_at, record.used_by);
}

const orderOf = (params: { order_number: number } | null): string =>
  params ? String(params.order_number) : '—';

/** The verdict of a successful `check/`. */
export function verdictFromCheck(result: CheckedPickUpCode): Verdict {
  if (result.can_consume)
    return verdict(result.stock_status === 'prepared' ? 'ready' : 'not_prepared', result.key, {
      store: result.offline_shop.title,
    });
  switch (result.reason) {
    case 'code_already_used':
      return verdict('used', result.key, usageOf(result));
    case 'code_expired':
      return verdict('expired', result.key, { time: formatTime(result.expires_at) });
    case 'code_canceled':
      return verdict('canceled', result.key, { order: String(result.order_number) });
    default:
      // A reason this screen does not know yet: refuse, with the reason's code.
      return verdict('error', result.key, { code: String(result.reason) });
  }
}

export function verdictFromConsumed(record: PickUpCode): Verdict {
  return verdict('handed_out', record.key, {
    store: record.offline_shop.title,
    time: formatTime(record.used_at),
  });
}

export function verdictFromRolledBack(record: PickUpCode): Verdict {
  return verdict('rolled_back', record.key, { order: String(record.order_number) });
}

/** An error verdict: what went wrong, said from its code (see useVerdictText). */
function errorVerdict(key: string, error: ApiError): Verdict {
  return verdict('error', key, {
    code: error.code,
    status: String(error.status),
    detail: error.detail,
  });
}

/**
 * The verdict of a failed check, consume or rollback, built from the refusal's `code` and
 * `params` (src-shared/errors.ts), never from its sentence: a reworded message cannot change
 * what the counter says. Without params (an older server) the facts read "—".
 */
export function verdictFromError(
  error: unknown,
  key: string,
  action: 'check' | 'consume' | 'rollback' = 'check',
): Verdict {
  if (!(error instanceof ApiError)) return verdict('error', key);
  // The server could not be reached (or its database): nothing is known of the key, and a
  // consume may or may not have been recorded, so the package stays until a scan confirms it.
  if (isOutage(error))
    return action === 'consume'
      ? verdict('not_confirmed', key, { code: error.code })
      : verdict('error', key, { code: error.code, status: String(error.status) });
  switch (error.code) {
    case 'not_found':
      return verdict('unknown', key);
    case 'wrong_store': {
      const params = paramsOf(error, 'wrong_store');
      // Another store's package that was handed out there: "already used", where, when, by whom.
      if (params?.used_at) {
        return verdict('used', key, usage(params.store, params.used_at, params.used_by));
      }
      return verdict('wrong_store', key, { store: params?.store.title ?? '—' });
    }
    case 'code_already_used': {
      const params = paramsOf(error, 'code_already_used');
      return verdict('used', key, usage(params?.store, params?.used_at, params?.used_by));
    }
    case 'code_expired': {
      const params = paramsOf(error, 'code_expired');
      return verdict('expired', key, { time: params ? formatTime(params.expires_at) : '—' });
    }
    case 'code_canceled':
      return verdict('canceled', key, { order: orderOf(paramsOf(error, 'code_canceled')) });
    case 'code_busy':
      return verdict('busy', key);
    case 'code_not_used':
      return verdict('not_used', key, { order: orderOf(paramsOf(error, 'code_not_used')) });
    case 'permission_denied':
      // The one refusal of a role at the counter: a rollback after its window (staff).
      return action === 'rollback' ? verdict('rollback_refused', key) : errorVerdict(key, error);
    case 'invalid':
      return verdict('invalid', key);
    default:
      return errorVerdict(key, error);
  }
}

/** The verdict for typed text that is not a key, before asking the server. */
export function verdictForInvalidKey(text: string): Verdict {
  return verdict('invalid', text);
}

/**
 * The verdict of an offline check, from the counter's copy of the record (docs/OFFLINE.md): the
 * same verdicts as the server's check, worked out here, marked offline with the copy's age. A
 * key not in the copy is "unknown here", never a hand-out; with the shop's offline hand-out
 * turned off a waiting package is "valid, hand it out once online".
 */
export function verdictFromReplica(
  key: string,
  record: PickUpCode | null,
  copy: { since: string | null; handOutAllowed: boolean; now?: number },
): Verdict {
  const offline = { since: copy.since };
  const mark = (next: Verdict): Verdict => ({ ...next, offline });
  if (!record) return mark(verdict('unknown_offline', key));
  const now = copy.now ?? Date.now();
  const expired =
    record.key_status === 'expired' ||
    (record.key_status === 'unused' && Date.parse(record.expires_at) <= now);
  if (expired) return mark(verdict('expired', key, { time: formatTime(record.expires_at) }));
  if (record.key_status === 'used') return mark(verdict('used', key, usageOf(record)));
  if (record.key_status === 'canceled')
    return mark(verdict('canceled', key, { order: String(record.order_number) }));
  const store = { store: record.offline_shop.title };
  if (!copy.handOutAllowed) return mark(verdict('check_only', key, store));
  return mark(verdict(record.stock_status === 'prepared' ? 'ready' : 'not_prepared', key, store));
}

/** A hand-out queued on this counter (offline). */
export function verdictFromQueued(record: PickUpCode, offlineAt: string): Verdict {
  return {
    ...verdict('handed_out_offline', record.key, {
      store: record.offline_shop.title,
      time: formatTime(offlineAt),
    }),
    offline: { since: null },
  };
}

/** A queued hand-out taken back before it was sent. */
export function verdictFromTakenBack(record: PickUpCode): Verdict {
  return verdict('taken_back', record.key, { order: String(record.order_number) });
}

/** A rollback asked offline of a code not queued here. */
export function verdictForOfflineRollback(key: string): Verdict {
  return verdict('rollback_offline', key);
}
