import { answer, api, type Body, type Schemas } from '@/shared/api/client';

export type ShopSettings = Schemas['ShopSettings'];
export type PaymentMode = ShopSettings['payment_mode'];
export type ShopSettingsPatch = Body<'/api/shops/shop_settings/', 'patch'>;

/**
 * The server's health; `public_url` is its `--public-url` (null when it answers on this computer
 * only), `shop_domain` the domain customer links carry.
 */
export function getServerHealth() {
  return answer(api.GET('/api/health'));
}
export type ServerHealth = Awaited<ReturnType<typeof getServerHealth>>;

export function getShopSettings(): Promise<ShopSettings> {
  return answer(api.GET('/api/shops/shop_settings/'));
}

export function updateShopSettings(patch: ShopSettingsPatch): Promise<ShopSettings> {
  return answer(api.PATCH('/api/shops/shop_settings/', { body: patch }));
}

export function rotateWebhookSecret(): Promise<ShopSettings> {
  return answer(api.POST('/api/shops/shop_settings/rotate_webhook_secret/'));
}

/** An application holding API credentials (DESIGN §3); application 1 is the desktop app. */
export type Application = Schemas['Application'];

/** Every application, revoked ones included (manager). */
export async function listApplications(): Promise<Application[]> {
  return (await answer(api.GET('/api/shops/application/'))).results;
}
