import { DateTime } from 'luxon';
import type { StaffRef, StoreRef, UnusedKeyStatus } from '../../../src-shared/errors';
import { ApiError, conflict, notFound } from '../../http/errors';
import { msg } from '../../lib/i18n';
import { formatTimestamp } from '../../lib/time';
import type { ConsumeReason } from './codes';
import type { PickUpRecordRow } from './repository';

/**
 * The counter's refusals. Each carries, as `params`, the facts its sentence names (typed per
 * code in src-shared/errors.ts), with times as the API writes them: the counter builds its
 * words from those, never from `detail`, which is for people and may be reworded.
 */

/** A time for a person reading a refusal's sentence at the counter. */
const readable = (ms: number, zone: string) =>
  DateTime.fromMillis(ms, { zone }).toFormat('yyyy-MM-dd HH:mm');

const storeOf = (record: PickUpRecordRow): StoreRef => ({
  id: record.offline_shop_id,
  title: record.offline_shop_title,
});

/** Who handed the package out; null when the account is gone ("an unknown account"). */
const usedByOf = (record: PickUpRecordRow): StaffRef | null =>
  record.used_by_id !== null && record.used_by_username !== null
    ? { id: record.used_by_id, username: record.used_by_username }
    : null;

const usedByName = (record: PickUpRecordRow) =>
  record.used_by_username ?? msg('word.unknown_account');

/** Why a code in this state cannot be consumed; null for an unused one. */
export function reasonOf(record: PickUpRecordRow): ConsumeReason | null {
  switch (record.key_status) {
    case 'used':
      return 'code_already_used';
    case 'expired':
      return 'code_expired';
    case 'canceled':
      return 'code_canceled';
    default:
      return null;
  }
}

export const unknownKey = () => notFound(msg('pick_up.key_not_found'));

/**
 * Another store's code. Once its package was handed out there, the refusal also says when and
 * by whom (the clerk tells the customer; there is nothing left to keep from another store).
 */
export function wrongStore(record: PickUpRecordRow, zone: string) {
  const used = record.key_status === 'used' && record.used_at !== null;
  return new ApiError(
    403,
    'wrong_store',
    used
      ? msg('pick_up.wrong_store_handed_out', {
          store: record.offline_shop_title,
          at: readable(record.used_at!, zone),
          staff: usedByName(record),
        })
      : msg('pick_up.wrong_store', { store: record.offline_shop_title }),
    {
      params: {
        store: storeOf(record),
        used_at: used ? formatTimestamp(record.used_at!, zone) : null,
        used_by: used ? usedByOf(record) : null,
      },
    },
  );
}

/** The 409 of a code that cannot be consumed, saying when and by whom where it helps. */
export function consumeRefusal(record: PickUpRecordRow, zone: string): ApiError {
  const reason = reasonOf(record);
  // Not under an immediate transaction; a database without one could see a rollback land
  // between the update and this read.
  if (reason === null) return conflict('code_busy', msg('pick_up.changed'));
  if (reason === 'code_already_used')
    return conflict(
      reason,
      msg('pick_up.already_used', {
        at: readable(record.used_at!, zone),
        staff: usedByName(record),
        store: record.offline_shop_title,
      }),
      {
        store: storeOf(record),
        used_at: formatTimestamp(record.used_at!, zone),
        used_by: usedByOf(record),
        order_number: record.order_number,
      },
    );
  if (reason === 'code_expired')
    return conflict(reason, msg('pick_up.expired', { at: readable(record.expires_at, zone) }), {
      expires_at: formatTimestamp(record.expires_at, zone),
      order_number: record.order_number,
    });
  return conflict(reason, msg('pick_up.cancelled_void', { number: record.order_number }), {
    order_number: record.order_number,
  });
}

/**
 * An offline hand-out sent with a time the server does not take (docs/OFFLINE.md): in the
 * future, older than `offline_hand_out_hours`, or before the code was issued.
 */
export const offlineAtOutOfRange = (offlineAt: number, hours: number, zone: string) =>
  conflict(
    'offline_at_out_of_range',
    msg('pick_up.offline_at_out_of_range', { at: readable(offlineAt, zone), hours }),
    { offline_at: formatTimestamp(offlineAt, zone), hours },
  );

/**
 * An offline hand-out whose clerk could not have made it (docs/DESIGN.md §14 "Starting
 * offline"): at `offlineAt` he did not exist yet, was inactive, or was of another store.
 */
export const offlineClerkNotAllowed = (staffId: number, offlineAt: number, zone: string) =>
  conflict(
    'offline_clerk_not_allowed',
    msg('pick_up.offline_clerk_not_allowed', { at: readable(offlineAt, zone), staff_id: staffId }),
    { staff_id: staffId, offline_at: formatTimestamp(offlineAt, zone) },
  );

/**
 * Why an offline hand-out at `offlineAt` did not count: the code was used or cancelled, had
 * expired by then, or did not exist yet; else `clerkRefusal`, when its clerk could not make it.
 */
export function offlineConsumeRefusal(
  record: PickUpRecordRow,
  offlineAt: number,
  hours: number,
  zone: string,
  clerkRefusal: ApiError | null = null,
): ApiError {
  if (record.key_status === 'used' || record.key_status === 'canceled')
    return consumeRefusal(record, zone);
  if (record.expires_at <= offlineAt)
    return conflict(
      'code_expired',
      msg('pick_up.expired', { at: readable(record.expires_at, zone) }),
      { expires_at: formatTimestamp(record.expires_at, zone), order_number: record.order_number },
    );
  if (record.created_at > offlineAt) return offlineAtOutOfRange(offlineAt, hours, zone);
  return clerkRefusal ?? consumeRefusal(record, zone);
}

/** A cancelled order's package is not prepared. */
export const nothingToPrepare = (record: PickUpRecordRow) =>
  conflict(
    'code_canceled',
    msg('pick_up.cancelled_nothing_to_prepare', { number: record.order_number }),
    { order_number: record.order_number },
  );

/** A rollback of a code that is not used: it says what the code is instead. */
export const notUsed = (keyStatus: UnusedKeyStatus, orderNumber: number) =>
  conflict('code_not_used', msg('pick_up.not_used', { status: msg(`word.${keyStatus}`) }), {
    key_status: keyStatus,
    order_number: orderNumber,
  });

/** Past the rollback window only a manager may roll a hand-out back. */
export const lateRollback = (hours: number) =>
  new ApiError(403, 'permission_denied', msg('pick_up.rollback_manager_only', { hours }));
