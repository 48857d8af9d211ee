import type { ReceiptData, ReceiptKind } from '@shared/receipt';
import type { Translate } from '@/shared/utils/translate';
import { formatTime } from '@/shared/utils/shop-time';
import type { PickUpCode } from './api';

/**
 * The receipt of a code (docs/PRINTING.md): the pick-up slip before, the hand-out receipt
 * after the hand-out, in the counter's language. The same data gives the preview (server) and
 * the printer's commands (desktop main process).
 */
export function receiptOf(
  code: PickUpCode,
  kind: ReceiptKind,
  link: string | null,
  t: Translate,
  now: number = Date.now(),
): ReceiptData {
  const collector = code.collected_by;
  return {
    kind,
    labels: {
      title: t(kind === 'slip' ? 'receipt.slipTitle' : 'receipt.handOutTitle'),
      order: t('receipt.order'),
      key: t('receipt.key'),
      items: t('receipt.items'),
      handedOutBy: t('receipt.handedOutBy'),
      collectedBy: t('receipt.collectedBy'),
      time: t('receipt.time'),
      scan: t('receipt.scan'),
    },
    store: code.offline_shop.title,
    orderNumber: code.order_number,
    key: code.key,
    lines: code.lines.map((line) => ({
      title: line.title,
      variant: line.variant_title,
      quantity: line.quantity,
    })),
    handedOutBy: kind === 'hand_out' ? (code.used_by?.username ?? null) : null,
    collectedBy: collector
      ? collector.relation
        ? t('counter.card.collectorWithRelation', {
            name: collector.name,
            relation: t(`pickUp.relation.${collector.relation}`),
          })
        : collector.name
      : null,
    time: formatTime(kind === 'hand_out' && code.used_at ? code.used_at : now),
    link,
  };
}
