import { defineStore } from 'pinia';
import { ref } from 'vue';
import {
  getServerHealth,
  getShopSettings,
  rotateWebhookSecret,
  updateShopSettings,
  type ShopSettings,
  type ShopSettingsPatch,
} from '@/api/shop';
import { setShopTimeZone } from '@/utils/shop-time';

export const useShopStore = defineStore('shop', () => {
  const settings = ref<ShopSettings | null>(null);

  /** Every screen shows times in the shop's zone (utils/shop-time). */
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

  /** The server's public URL, asked each time (a restart with another --public-url shows). */
  async function publicUrl(): Promise<string | null> {
    return (await getServerHealth()).public_url;
  }

  function reset(): void {
    settings.value = null;
    setShopTimeZone(null);
  }

  return { settings, load, save, rotateSecret, publicUrl, reset };
});
