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

export const useShopStore = defineStore('shop', () => {
  const settings = ref<ShopSettings | null>(null);

  async function load(): Promise<ShopSettings> {
    settings.value = await getShopSettings();
    return settings.value;
  }

  async function save(patch: ShopSettingsPatch): Promise<ShopSettings> {
    settings.value = await updateShopSettings(patch);
    return settings.value;
  }

  async function rotateSecret(): Promise<ShopSettings> {
    settings.value = await rotateWebhookSecret();
    return settings.value;
  }

  /** The server's public URL, asked each time (a restart with another --public-url shows). */
  async function publicUrl(): Promise<string | null> {
    return (await getServerHealth()).public_url;
  }

  function reset(): void {
    settings.value = null;
  }

  return { settings, load, save, rotateSecret, publicUrl, reset };
});
