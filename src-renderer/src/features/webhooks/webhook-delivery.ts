import type { DeliveryStatus, WebhookAttempt, WebhookDelivery } from './api';
import type { Translate } from '@/shared/utils/translate';

/** How often the deliveries page reloads while a delivery is still pending. */
export const DELIVERY_REFRESH_MS = 5000;
/** The receiver's window (docs/DESIGN.md §9): a redelivery takes at most this long. */
export const DELIVERY_TIMEOUT_S = 10;

export type TagType = 'success' | 'warning' | 'danger' | 'info';

export const DELIVERY_STATUS_TAGS: Record<DeliveryStatus, TagType> = {
  pending: 'warning',
  succeeded: 'success',
  failed: 'danger',
};

/** `85 ms` below a second, `1.2 s` above. */
export function formatDuration(ms: number): string {
  return ms < 1000 ? `${Math.max(0, Math.round(ms))} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** What the receiver answered: `HTTP 200`, or that no answer came. */
export function attemptOutcome(attempt: WebhookAttempt, t: Translate): string {
  return attempt.status_code === null
    ? t('webhooks.deliveries.noAnswer')
    : `HTTP ${attempt.status_code}`;
}

/** `HTTP 500 · 35 ms`. */
export function attemptSummary(attempt: WebhookAttempt, t: Translate): string {
  return `${attemptOutcome(attempt, t)} · ${formatDuration(attempt.duration_ms)}`;
}

/** The attempt count and the latest attempt (`2 attempts, last: HTTP 500 · 35 ms`). */
export function deliverySummary(delivery: WebhookDelivery, t: Translate): string {
  const last = delivery.attempts.at(-1);
  if (!last) return t('webhooks.deliveries.noAttempts');
  return t('webhooks.deliveries.attemptsSummary', {
    count: delivery.attempts.length,
    last: attemptSummary(last, t),
  });
}

/** While one is pending its state will change by itself: the page keeps reloading. */
export function hasPending(deliveries: readonly WebhookDelivery[]): boolean {
  return deliveries.some((delivery) => delivery.status === 'pending');
}
