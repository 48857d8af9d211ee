import type { ReceiptKind } from '@shared/receipt';
import { useI18n } from 'vue-i18n';
import { getPickUpOrder, previewReceipt, type PickUpCode } from './api';
import { fetchCustomerLink } from './customer-link';
import { canPrintToNetwork, usePrintSettings } from './print-settings';
import { receiptOf } from './receipt';
import { usePrintSlip } from './use-print-slip';

/**
 * Receipts at the counter (docs/PRINTING.md): the preview, and printing on the network printer
 * through the desktop app or, otherwise, the slip through the system dialog. A failed print
 * never touches the hand-out: it only answers why.
 */
export function useReceiptPrinter() {
  const { t } = useI18n();
  const { settings, load } = usePrintSettings();
  const { printSlip } = usePrintSlip();

  /** The customer's page link of the code's order (none when only this computer opens it). */
  async function linkOf(code: PickUpCode): Promise<string | null> {
    const order = await getPickUpOrder(code.id).catch(() => null);
    if (!order) return null;
    const link = await fetchCustomerLink(order.token).catch(() => null);
    return link && !link.localOnly ? link.url : null;
  }

  /** Which receipt a code gets: the hand-out receipt once handed out, else the slip. */
  const kindOf = (code: PickUpCode): ReceiptKind =>
    code.key_status === 'used' ? 'hand_out' : 'slip';

  async function preview(code: PickUpCode, kind: ReceiptKind = kindOf(code)): Promise<string> {
    const current = await load();
    const receipt = receiptOf(code, kind, await linkOf(code), t);
    return (await previewReceipt(receipt, current.paper)).svg;
  }

  /** Prints the code's receipt; answers why it failed, or null. */
  async function print(code: PickUpCode, kind: ReceiptKind = kindOf(code)): Promise<string | null> {
    const current = await load();
    if (current.mode === 'network' && canPrintToNetwork()) {
      const receipt = receiptOf(code, kind, await linkOf(code), t);
      const result = await window.shopdesk!.printReceipt(receipt);
      return result.success
        ? null
        : t(`printing.failure.${result.reason}`, { message: result.message });
    }
    return printSlip(code);
  }

  return { settings, load, preview, print, kindOf };
}
