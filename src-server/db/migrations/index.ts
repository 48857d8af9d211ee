import type { Migration } from 'kysely/migration';
import * as core from './0001-core';
import * as places from './0002-places';
import * as shipping from './0003-shipping';
import * as shopfront from './0004-shopfront';
import * as social from './0005-social';
import * as customers from './0006-customers';
import * as orders from './0007-orders';
import * as discounts from './0008-discounts';
import * as webhooks from './0009-webhooks';
import * as loyalty from './0010-loyalty';
import * as searchGrams from './0011-search-grams';
import * as checkout from './0012-checkout';
import * as abuseLimits from './0013-abuse-limits';
import * as reports from './0016-reports';
import * as pickUpPreparedEvent from './0017-pick-up-prepared-event';
import * as variantSkuIndex from './0018-variant-sku-index';
import * as reportIndexes from './0019-report-indexes';
import * as counters from './0020-counters';
import * as orderRefundsFulfilments from './0035-order-refunds-fulfilments';
import * as pointHistoryRefunds from './0036-point-history-refunds';
import * as pickUpChanges from './0040-pick-up-changes';
import * as offlineHandOutSettings from './0041-offline-hand-out-settings';
import * as idempotencyKeys from './0042-idempotency-keys';
import * as notifications from './0045-notifications';
import * as pickUpCollectedBy from './0050-pick-up-collected-by';
import * as namePrefixIndexes from './0060-name-prefix-indexes';
import * as offlineConflicts from './0061-offline-conflicts';
import * as pickUpChangeSequence from './0070-pick-up-change-sequence';
import * as actionHistoryParams from './0071-action-history-params';
import * as actionHistoryKeyAction from './0072-action-history-key-action';
import * as countStamps from './0073-count-stamps';
import * as storedMessages from './0074-stored-messages';
import * as offlineSignInDays from './0075-offline-sign-in-days';

// A static index: bundling would break a loader that scans this folder.
export const migrations: Record<string, Migration> = {
  '0001-core': core,
  '0002-places': places,
  '0003-shipping': shipping,
  '0004-shopfront': shopfront,
  '0005-social': social,
  '0006-customers': customers,
  '0007-orders': orders,
  '0008-discounts': discounts,
  '0009-webhooks': webhooks,
  '0010-loyalty': loyalty,
  '0011-search-grams': searchGrams,
  '0012-checkout': checkout,
  '0013-abuse-limits': abuseLimits,
  '0016-reports': reports,
  '0017-pick-up-prepared-event': pickUpPreparedEvent,
  '0018-variant-sku-index': variantSkuIndex,
  '0019-report-indexes': reportIndexes,
  '0020-counters': counters,
  '0035-order-refunds-fulfilments': orderRefundsFulfilments,
  '0036-point-history-refunds': pointHistoryRefunds,
  '0040-pick-up-changes': pickUpChanges,
  '0041-offline-hand-out-settings': offlineHandOutSettings,
  '0042-idempotency-keys': idempotencyKeys,
  '0045-notifications': notifications,
  '0050-pick-up-collected-by': pickUpCollectedBy,
  '0060-name-prefix-indexes': namePrefixIndexes,
  '0061-offline-conflicts': offlineConflicts,
  '0070-pick-up-change-sequence': pickUpChangeSequence,
  '0071-action-history-params': actionHistoryParams,
  '0072-action-history-key-action': actionHistoryKeyAction,
  '0073-count-stamps': countStamps,
  '0074-stored-messages': storedMessages,
  '0075-offline-sign-in-days': offlineSignInDays,
};
