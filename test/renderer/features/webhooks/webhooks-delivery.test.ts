// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { WebhookAttempt, WebhookDelivery } from '@/features/webhooks/api';
import { i18n, setLocale } from '@/i18n';
import type { Translate } from '@/shared/utils/translate';
import {
  DELIVERY_STATUS_TAGS,
  attemptOutcome,
  attemptSummary,
  deliverySummary,
  formatDuration,
  hasPending,
} from '@/features/webhooks/webhook-delivery';

const t: Translate = (key, named) => (named ? i18n.global.t(key, named) : i18n.global.t(key));
const TIME = '2026-11-21T19:30:00.123+08:00';

function attempt(overrides: Partial<WebhookAttempt> = {}): WebhookAttempt {
  return {
    id: 1,
    kind: 'initial',
    attempted_at: TIME,
    duration_ms: 85,
    status_code: 200,
    succeeded: true,
    error: null,
    response_excerpt: 'ok',
    ...overrides,
  };
}

function delivery(overrides: Partial<WebhookDelivery> = {}): WebhookDelivery {
  return {
    id: 9,
    webhook_id: 4,
    event: 'product_published',
    status: 'succeeded',
    next_attempt_at: null,
    created_at: TIME,
    updated_at: TIME,
    attempts: [attempt()],
    ...overrides,
  };
}

afterEach(() => setLocale('zh-CN'));

describe('durations', () => {
  it('milliseconds below a second, seconds with one decimal above', () => {
    expect(formatDuration(0)).toBe('0 ms');
    expect(formatDuration(85)).toBe('85 ms');
    expect(formatDuration(999)).toBe('999 ms');
    expect(formatDuration(1000)).toBe('1.0 s');
    expect(formatDuration(10_004)).toBe('10.0 s');
    expect(formatDuration(1250)).toBe('1.3 s');
  });
});

describe('attempts', () => {
  it('names the answer by its status code, or says none came', () => {
    setLocale('en');
    expect(attemptOutcome(attempt({ status_code: 503, succeeded: false }), t)).toBe('HTTP 503');
    expect(attemptOutcome(attempt({ status_code: null, succeeded: false }), t)).toBe('No answer');
    setLocale('zh-CN');
    expect(attemptOutcome(attempt({ status_code: null, succeeded: false }), t)).toBe('无应答');
  });

  it('sums one attempt up as outcome and duration', () => {
    expect(attemptSummary(attempt(), t)).toBe('HTTP 200 · 85 ms');
    expect(
      attemptSummary(attempt({ status_code: null, duration_ms: 10_002, succeeded: false }), t),
    ).toBe('无应答 · 10.0 s');
  });
});

describe('deliveries', () => {
  it('sums a delivery up as its attempt count and its latest attempt', () => {
    const twice = delivery({
      status: 'failed',
      attempts: [
        attempt({ id: 1, status_code: 500, succeeded: false, duration_ms: 35 }),
        attempt({ id: 2, kind: 'retry', status_code: null, succeeded: false, duration_ms: 2400 }),
      ],
    });
    expect(deliverySummary(twice, t)).toBe('共 2 次 · 最近 无应答 · 2.4 s');
    setLocale('en');
    expect(deliverySummary(delivery(), t)).toBe('1 tried · last HTTP 200 · 85 ms');
    expect(deliverySummary(delivery({ status: 'pending', attempts: [] }), t)).toBe('Not tried yet');
  });

  it('colours each status', () => {
    expect(DELIVERY_STATUS_TAGS).toEqual({
      pending: 'warning',
      succeeded: 'success',
      failed: 'danger',
    });
  });

  it('keeps reloading only while a delivery is pending', () => {
    expect(hasPending([])).toBe(false);
    expect(hasPending([delivery(), delivery({ id: 10, status: 'failed' })])).toBe(false);
    expect(hasPending([delivery(), delivery({ id: 10, status: 'pending' })])).toBe(true);
  });
});
