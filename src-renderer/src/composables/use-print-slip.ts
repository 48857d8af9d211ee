import { nextTick, ref } from 'vue';
import type { OrderAmounts } from '@/api/orders';
import { getPickUpOrder, type PickUpCode } from '@/api/pick-up';
import { keyImages } from '@/utils/barcodes';

/** The body class under which only the slip is printed (print CSS in styles.css). */
export const PRINTING_CLASS = 'printing-slip';

// One slip at a time, for the whole window: the host is rendered once by the layout.
const slip = ref<PickUpCode | null>(null);
/** What the slip's order cost, with its discounts (DESIGN §5). */
const slipAmounts = ref<OrderAmounts | null>(null);

async function imagesLoaded(): Promise<void> {
  const images = document.querySelectorAll<HTMLImageElement>('.print-slip-host img');
  await Promise.all([...images].map((image) => image.decode().catch(() => undefined)));
}

/**
 * Prints a pick-up slip: the desktop app's print function (system dialog), or the browser's
 * own `window.print()` outside it. Answers the failure reason, or null when it was handed over.
 */
export function usePrintSlip() {
  async function printSlip(code: PickUpCode): Promise<string | null> {
    // Without its order (a network hiccup) the slip still prints, without the amounts.
    const [order] = await Promise.all([
      getPickUpOrder(code.id).catch(() => null),
      keyImages(code.key),
    ]);
    slipAmounts.value = order;
    slip.value = code;
    await nextTick();
    await nextTick();
    await imagesLoaded();
    document.body.classList.add(PRINTING_CLASS);
    try {
      if (window.shopdesk) {
        const result = await window.shopdesk.print();
        return result.success ? null : (result.failureReason ?? 'failed');
      }
      window.print();
      return null;
    } finally {
      document.body.classList.remove(PRINTING_CLASS);
    }
  }

  return { slip, slipAmounts, printSlip };
}
