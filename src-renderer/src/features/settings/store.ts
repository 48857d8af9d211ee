import { defineStore } from 'pinia';
import { ref } from 'vue';
import {
  getShopSettings,
  rotateWebhookSecret,
  updateShopSettings,
  type ShopSettings,
  type ShopSettingsPatch,
} from './api';
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

  /**
   * The shop's time zone, for the offsets of typed times (read once); null when the shop has
   * none set, and the server then reads times in its own zone.
   */
  async function timeZone(): Promise<string | null> {
    return (settings.value ?? (await load())).timezone || null;
  }

  async function save(patch: ShopSettingsPatch): Promise<ShopSettings> {
    return keep(await updateShopSettings(patch));
  }

  async function rotateSecret(): Promise<ShopSettings> {
    return keep(await rotateWebhookSecret());
  }

  function reset(): void {
    settings.value = null;
    setShopTimeZone(null);
  }

  return { settings, load, timeZone, save, rotateSecret, reset };
});
