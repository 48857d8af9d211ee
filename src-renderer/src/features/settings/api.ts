import { answer, api, type Body, type Schemas } from '@/shared/api/client';

export type ShopSettings = Schemas['ShopSettings'];
export type PaymentMode = ShopSettings['payment_mode'];
export type ShopSettingsPatch = Body<'/api/shops/shop_settings/', 'patch'>;

export function getShopSettings(): Promise<ShopSettings> {
  return answer(api.GET('/api/shops/shop_settings/'));
}

export function updateShopSettings(patch: ShopSettingsPatch): Promise<ShopSettings> {
  return answer(api.PATCH('/api/shops/shop_settings/', { body: patch }));
}

export function rotateWebhookSecret(): Promise<ShopSettings> {
  return answer(api.POST('/api/shops/shop_settings/rotate_webhook_secret/'));
}
