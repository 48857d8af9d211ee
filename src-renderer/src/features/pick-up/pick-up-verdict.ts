import { ApiError, NETWORK_ERROR, TIMEOUT_ERROR } from '@/shared/api/client';
import type { CheckedPickUpCode, PickUpCode } from './api';
import { formatTime } from '@/shared/utils/shop-time';

// What the counter tells the clerk after a check, a consume or a rollback: one verdict, shown
// large and in colour, with a sound (DESIGN §12). Pure: the view translates `counter.verdict.*`.

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
  /** Network, timeout, server failure: `detail` says what. */
  | 'error'
  /**
   * A hand-out the server could not confirm (no answer): never shown as handed out, since the
   * clerk must not give the package away on a consume the server may not have recorded.
   */
  | 'not_confirmed';

export type VerdictTone = 'success' | 'danger' | 'warning' | 'info';

export interface Verdict {
  kind: VerdictKind;
  tone: VerdictTone;
  /** Which sound to play. */
  sound: 'success' | 'refusal';
  /** The key the verdict is about. */
  key: string;
  /** Named values of the message: `store`, `time`, `by`, `detail`. */
  params: Record<string, string>;
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
};

function verdict(kind: VerdictKind, key: string, params: Record<string, string> = {}): Verdict {
  const positive =
    kind === 'ready' || kind === 'not_prepared' || kind === 'handed_out' || kind === 'rolled_back';
  return { kind, tone: TONE[kind], sound: positive ? 'success' : 'refusal', key, params };
}

/** The store a `wrong_store` detail names ("This code belongs to 徐家汇店: the package …"). */
export function storeOfWrongStore(detail: string): string | null {
  return /belongs to (.+?): the package/.exec(detail)?.[1] ?? null;
}

/**
 * When, by whom and where from a `code_already_used` detail, or from a `wrong_store` one of a
 * package already handed out at its own store.
 */
export function usageOfDetail(detail: string): { time: string; by: string; store: string } | null {
  const used = /used at (\d{4}-\d{2}-\d{2} \d{2}:\d{2}) by (.+) \((.+)\)\.?$/.exec(detail);
  if (used) return { time: used[1]!, by: used[2]!, store: used[3]! };
  const elsewhere =
    /belongs to (.+?): the package was already handed out there at (\d{4}-\d{2}-\d{2} \d{2}:\d{2}) by (.+?)\.?$/.exec(
      detail,
    );
  return elsewhere ? { time: elsewhere[2]!, by: elsewhere[3]!, store: elsewhere[1]! } : null;
}

/** Who used a code and when, from the record. */
function usageOf(record: PickUpCode): Record<string, string> {
  return {
    time: formatTime(record.used_at),
    by: record.used_by?.username ?? '—',
    store: record.offline_shop.title,
  };
}

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
      return verdict('error', result.key, { detail: String(result.reason) });
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

/**
 * The verdict of a failed check, consume or rollback. Server sentences are kept in `detail`
 * for the clerk; the parts the screen shows in its own language are read from them.
 */
export function verdictFromError(
  error: unknown,
  key: string,
  action: 'check' | 'consume' | 'rollback' = 'check',
): Verdict {
  if (!(error instanceof ApiError)) return verdict('error', key, { detail: '' });
  const detail = error.detail;
  switch (error.code) {
    case 'not_found':
      return verdict('unknown', key, { detail });
    case 'wrong_store': {
      // Another store's package that was handed out there: "already used", where, when, by whom.
      const usage = usageOfDetail(detail);
      if (usage) return verdict('used', key, { ...usage, detail });
      return verdict('wrong_store', key, { store: storeOfWrongStore(detail) ?? detail, detail });
    }
    case 'code_already_used': {
      const usage = usageOfDetail(detail);
      return verdict('used', key, { ...(usage ?? { time: '—', by: '—', store: '—' }), detail });
    }
    case 'code_expired':
      return verdict('expired', key, {
        time: /expired at (\d{4}-\d{2}-\d{2} \d{2}:\d{2})/.exec(detail)?.[1] ?? '—',
        detail,
      });
    case 'code_canceled':
      return verdict('canceled', key, {
        order: /Order (\d+)/.exec(detail)?.[1] ?? '—',
        detail,
      });
    case 'code_busy':
      return verdict('busy', key, { detail });
    case 'code_not_used':
      return verdict('not_used', key, { detail });
    case 'permission_denied':
      // The one refusal of a role at the counter: a rollback after its window (staff).
      return action === 'rollback'
        ? verdict('rollback_refused', key, { detail })
        : verdict('error', key, { detail: detail || error.code });
    case 'invalid':
      return verdict('invalid', key, { detail });
    case NETWORK_ERROR:
    case TIMEOUT_ERROR:
      return action === 'consume'
        ? verdict('not_confirmed', key, { code: error.code })
        : verdict('error', key, { detail: '', code: error.code });
    default:
      return verdict('error', key, { detail: detail || `${error.status} ${error.code}` });
  }
}

/** The verdict for typed text that is not a key, before asking the server. */
export function verdictForInvalidKey(text: string): Verdict {
  return verdict('invalid', text);
}
