import { defineStore } from 'pinia';
import { ref } from 'vue';
import {
  getServerHealth,
  getShopSettings,
  rotateWebhookSecret,
  updateShopSettings,
  type ShopSettings,
  type ShopSettingsPatch,
} from './api';
import { customerLink as linkOf, type CustomerLink } from '@/features/pick-up/pick-up-format';
import { setShopTimeZone } from '@/shared/utils/shop-time';

export const useShopStore = defineStore('shop', () => {
  const settings = ref<ShopSettings | null>(null);

  /** Every screen shows times in the shop's zone (shared/utils/shop-time.ts). */
  function keep(next: ShopSettings): ShopSettings {
    settings.value = next;
    setShopTimeZone(next.timezone || null);
    return next;
  }

  async function load(): Promise<ShopSettings> {
    return keep(await getShopSettings());
  }

  async function save(patch: ShopSettingsPatch): Promise<ShopSettings> {
    return keep(await updateShopSettings(patch));
  }

  async function rotateSecret(): Promise<ShopSettings> {
    return keep(await rotateWebhookSecret());
  }

  /**
   * The customer's pick-up page link of an order, as the copy button and the printed slip
   * give it: the server's public URL and the shop's domain, asked each time (a restart with
   * another --public-url shows); null before the shop exists.
   */
  async function customerLink(orderToken: string): Promise<CustomerLink | null> {
    const health = await getServerHealth();
    if (!health.shop_domain) return null;
    const pageOrigin = window.shopdesk?.apiBaseUrl || window.location.origin;
    return linkOf(health.public_url, pageOrigin, orderToken, health.shop_domain);
  }

  function reset(): void {
    settings.value = null;
    setShopTimeZone(null);
  }

  return { settings, load, save, rotateSecret, customerLink, reset };
});
