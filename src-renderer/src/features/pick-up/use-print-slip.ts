import { nextTick, ref } from 'vue';
import { useI18n } from 'vue-i18n';
import { ElMessage } from 'element-plus';
import type { OrderAmounts } from '@/shared/api/order-amounts';
import { getPickUpOrder, type PickUpCode } from './api';
import { keyImages } from '@/shared/utils/barcodes';
import { fetchCustomerLink, localOnlyMessageKey } from './customer-link';
import { useSessionStore } from '@/features/session';
import type { CustomerLink } from './pick-up-format';

/** The body class under which only the slip is printed (print CSS in styles.css). */
export const PRINTING_CLASS = 'printing-slip';

// One slip at a time, for the whole window: the host is rendered once by the layout.
const slip = ref<PickUpCode | null>(null);
/** What the slip's order cost, with its discounts (docs/DESIGN.md §5). */
const slipAmounts = ref<OrderAmounts | null>(null);
/** The customer's page link printed on the slip (none when only this computer opens it). */
const slipLink = ref<string | null>(null);
/** A loopback-only shop is pointed out once per window, not at every slip. */
let toldLocalOnly = false;

async function imagesLoaded(): Promise<void> {
  const images = document.querySelectorAll<HTMLImageElement>('.print-slip-host img');
  await Promise.all([...images].map((image) => image.decode().catch(() => undefined)));
}

/**
 * Prints a pick-up slip: the desktop app's print function (system dialog), or the browser's
 * own `window.print()` outside it. Answers the failure reason, or null when it was handed over.
 */
export function usePrintSlip() {
  const { t } = useI18n();
  const session = useSessionStore();

  /** The slip's link to the customer's page; a clerk is told why a loopback-only one is left off. */
  async function linkFor(orderToken: string): Promise<string | null> {
    const link: CustomerLink | null = await fetchCustomerLink(orderToken).catch(() => null);
    if (link?.localOnly) {
      if (toldLocalOnly) return null;
      toldLocalOnly = true;
      ElMessage.warning({
        message: t('slip.linkLocalOnly', {
          message: t(localOnlyMessageKey(session.isManager), { url: link.url }),
        }),
        showClose: true,
        duration: 10_000,
      });
      return null;
    }
    return link?.url ?? null;
  }

  async function printSlip(code: PickUpCode): Promise<string | null> {
    // Without its order (a network hiccup) the slip still prints, without the amounts.
    const [order] = await Promise.all([
      getPickUpOrder(code.id).catch(() => null),
      keyImages(code.key),
    ]);
    slipAmounts.value = order;
    slipLink.value = order ? await linkFor(order.token) : null;
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

  return { slip, slipAmounts, slipLink, printSlip };
}
