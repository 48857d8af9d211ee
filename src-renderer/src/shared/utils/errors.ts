import { ApiError, NETWORK_ERROR, TIMEOUT_ERROR, type FieldErrors } from '../api/client';
import { hasMessage, translateMessage } from '../locale';
import { isServerOutage } from '@shared/outage';
import type { Translate } from './translate';

/** The app's own lookup, for helpers that have no component's `t` at hand. */
export const appTranslate: Translate = translateMessage;

/**
 * The user's-language sentence for an API error code (`apiErrors.<code>`); null for a code the
 * catalogues do not know (a newer server), where the caller falls back to the English detail.
 */
export function codeMessage(code: string, t: Translate): string | null {
  const key = `apiErrors.${code}`;
  return hasMessage(key) ? t(key) : null;
}

/** One sentence for a person about a failed call, in the app's language. */
export function errorMessage(error: unknown, t: Translate): string {
  if (error instanceof ApiError) {
    if (error.code === NETWORK_ERROR) return t('errors.network');
    if (error.code === TIMEOUT_ERROR) return t('errors.timeout');
    if (isServerOutage(error)) return t('errors.unreachable');
    return codeMessage(error.code, t) || error.detail || t('errors.http', { status: error.status });
  }
  return t('errors.unexpected');
}

export function fieldErrorsOf(error: unknown): FieldErrors {
  return error instanceof ApiError ? error.errors : {};
}

/**
 * The messages for one form field: errors reported for the field itself or for any path
 * below it (`shipping_zones.0.place_codes.3` belongs to `shipping_zones.0.place_codes`).
 */
export function messagesFor(errors: FieldErrors, field: string): string[] {
  const messages: string[] = [];
  for (const [path, list] of Object.entries(errors)) {
    if (path === field || path.startsWith(`${field}.`)) messages.push(...list);
  }
  return messages;
}

/** Errors no shown field claims, so that none is dropped on the floor. */
export function unclaimedErrors(errors: FieldErrors, fields: readonly string[]): FieldErrors {
  const rest: FieldErrors = {};
  for (const [path, list] of Object.entries(errors)) {
    if (!fields.some((field) => path === field || path.startsWith(`${field}.`))) rest[path] = list;
  }
  return rest;
}

/**
 * The field errors of a failed save: the server's `errors` (400), and a 409 `duplicate`
 * (which carries only a `detail`) put on the field whose value must be unique (`name` of a
 * product, `mobile` of a customer, `title` of a vendor), so it shows next to that field.
 */
export function saveErrorsOf(error: unknown, uniqueField: string): FieldErrors {
  const errors = { ...fieldErrorsOf(error) };
  if (error instanceof ApiError && error.status === 409 && error.code === 'duplicate') {
    errors[uniqueField] = [...(errors[uniqueField] ?? []), errorMessage(error, appTranslate)];
  }
  return errors;
}
