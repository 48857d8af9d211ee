import { defineStore } from 'pinia';
import { ref } from 'vue';
import {
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

  function reset(): void {
    settings.value = null;
  }

  return { settings, load, save, rotateSecret, reset };
});
