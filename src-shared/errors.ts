/**
 * The API's error contract, shared by the server (which answers with it) and the screens
 * (which read it): every `code` an error body can carry, and the `params` a screen builds its
 * words from. Screens read `code` and `params`, never `detail` (a sentence for people, in the
 * request's language, which may be reworded at any time).
 */

/** Every `code` an error body can carry. A new code is added here first. */
export const ERROR_CODES = [
  // Any endpoint.
  'invalid',
  'not_authenticated',
  'account_deactivated',
  'permission_denied',
  'not_found',
  'duplicate',
  'throttled',
  'payload_too_large',
  'unsupported_media_type',
  'method_not_allowed',
  'uri_too_long',
  'headers_too_large',
  'invalid_host',
  'cross_origin',
  'unavailable',
  'busy',
  'database_unavailable',
  'too_many_rows',
  'invalid_encoding',
  'amount_too_large',
  'idempotency_key_reused',
  'insufficient_storage',
  'server_error',
  // Staff, applications and the shop.
  'invalid_credentials',
  'last_manager',
  'builtin_application',
  'not_initialised',
  // Orders and the pick-up counter.
  'insufficient_inventory',
  'already_paid',
  'notice_too_soon',
  'already_cancelled',
  'order_closed',
  'order_cancelled',
  'order_fulfilled',
  'not_paid',
  'not_delivery',
  'already_refunded',
  'partly_refunded',
  'collected_payment_shop',
  'code_already_used',
  'code_expired',
  'code_canceled',
  'code_not_used',
  'code_busy',
  'wrong_store',
  'offline_at_out_of_range',
  'offline_clerk_not_allowed',
  // Checkout.
  'not_deliverable',
  'usage_limit_reached',
  // Discounts, loyalty, catalog.
  'price_rule_in_use',
  'once_per_customer',
  'points_spent',
  'base_level',
  'smart_collection',
  // The messaging platform.
  'social_not_configured',
  'social_platform_unreachable',
  'social_platform_timeout',
  'social_platform_bad_response',
  'social_platform_error',
  'authorization_expired',
  'authorization_used',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** Field path (`price_rule.value`, `0.customer_id`) → its messages. */
export type FieldErrors = Record<string, string[]>;

/** A store as a refusal names it. */
export interface StoreRef {
  id: number;
  title: string;
}

/** A staff account as a refusal names it (null: the account was deleted). */
export interface StaffRef {
  id: number;
  username: string;
}

/**
 * Who handed a package out, where and when. Times are ISO 8601 with the shop's offset, as the
 * API writes every time (`2026-11-21T20:00:00.000+08:00`).
 */
export interface UsageParams {
  store: StoreRef;
  used_at: string;
  used_by: StaffRef | null;
  order_number: number;
}

/** The states of a pick-up code that is not `used` (nothing to roll back). */
export type UnusedKeyStatus = 'unused' | 'expired' | 'canceled';

/**
 * The facts each refusal's sentence names, per code. A code missing here carries no params.
 * The server fills them; the screens read them (never `detail`). Params are optional in the
 * body: `code_already_used` is also the answer of paying an order whose coupon code another
 * order used meanwhile, which carries none (its detail names the coupon code).
 */
export interface ErrorParamsMap {
  /** The key was handed out before: where, when and by whom. */
  code_already_used: UsageParams;
  code_expired: { expires_at: string; order_number: number };
  code_canceled: { order_number: number };
  /** A rollback of a code that is not used: what it is instead. */
  code_not_used: { key_status: UnusedKeyStatus; order_number: number };
  /**
   * Another store's code: that store, and, once its package was handed out there, when and by
   * whom (there is nothing left to keep from another store then).
   */
  wrong_store: { store: StoreRef; used_at: string | null; used_by: StaffRef | null };
  /** Seconds to wait (also in the `Retry-After` header). */
  throttled: { retry_after: number };
  /** A transaction that kept losing to others: seconds to wait (also `Retry-After`). */
  busy: { retry_after: number };
  /** The database cannot be reached or timed out: seconds to wait (also `Retry-After`). */
  database_unavailable: { retry_after: number };
  /** The id of the request, as the server's log line and `X-Request-Id` carry it. */
  server_error: { request_id: string };
  /** A notice sent again too soon after the last one: seconds to wait (also `Retry-After`). */
  notice_too_soon: { retry_after: number };
  /**
   * An offline hand-out sent with a time the server does not accept: in the future, before
   * the code was issued, or more than `hours` (the shop's `offline_hand_out_hours`) ago.
   */
  offline_at_out_of_range: { offline_at: string; hours: number };
  /** An offline hand-out whose clerk was not an active member of the store at `offline_at`. */
  offline_clerk_not_allowed: { staff_id: number; offline_at: string };
  /** An import file over the row limit. */
  too_many_rows: { limit: number };
}

export type ErrorParams<C extends ErrorCode = ErrorCode> = C extends keyof ErrorParamsMap
  ? ErrorParamsMap[C]
  : Record<string, never>;

/** The JSON body of every error answer. */
export interface ErrorBody<C extends ErrorCode = ErrorCode> {
  detail: string;
  code: C;
  errors?: FieldErrors;
  params?: ErrorParams<C>;
}
