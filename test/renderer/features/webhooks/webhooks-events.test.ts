import { describe, expect, it } from 'vitest';
import { WEBHOOK_EVENTS } from '@/features/webhooks/api';
import { i18n } from '@/i18n';

describe('webhook events on the screens', () => {
  it('offers every event of docs/DESIGN.md §9 and docs/OFFLINE.md, named in both languages', () => {
    expect(WEBHOOK_EVENTS).toEqual([
      'product_published',
      'order_paid',
      'order_fulfilled',
      'order_refunded',
      'pick_up_code_prepared',
      'pick_up_code_conflict',
    ]);
    for (const locale of ['en', 'zh-CN'] as const)
      for (const event of WEBHOOK_EVENTS)
        expect(i18n.global.te(`webhooks.events.${event}`, locale), `${locale} ${event}`).toBe(true);
    expect(i18n.global.t('webhooks.events.pick_up_code_prepared', {}, { locale: 'en' })).toBe(
      'Package ready for pick-up',
    );
    expect(i18n.global.t('webhooks.events.pick_up_code_conflict', {}, { locale: 'en' })).toBe(
      'Offline hand-out not accepted (conflict)',
    );
  });
});
