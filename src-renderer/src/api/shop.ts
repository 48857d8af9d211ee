import { call } from './client';

export type PaymentMode = 'own' | 'collected';

export interface ShopSettings {
  id: number;
  name: string;
  domain: string;
  timezone: string;
  currency: string;
  webhook_secret: string;
  payment_mode: PaymentMode;
  pick_up_expire_days: number;
  pick_up_rollback_hours: number;
  created_at: string;
  updated_at: string;
}

export type ShopSettingsPatch = Partial<
  Pick<
    ShopSettings,
    | 'name'
    | 'domain'
    | 'timezone'
    | 'payment_mode'
    | 'pick_up_expire_days'
    | 'pick_up_rollback_hours'
  >
>;

export interface ServerHealth {
  status: 'ok';
  version: string;
  /** The server's `--public-url`; null when it answers on this computer only. */
  public_url: string | null;
}

export function getServerHealth(): Promise<ServerHealth> {
  return call<ServerHealth>('get', 'health');
}

export function getShopSettings(): Promise<ShopSettings> {
  return call<ShopSettings>('get', 'shops/shop_settings/');
}

export function updateShopSettings(patch: ShopSettingsPatch): Promise<ShopSettings> {
  return call<ShopSettings>('patch', 'shops/shop_settings/', { json: patch });
}

export function rotateWebhookSecret(): Promise<ShopSettings> {
  return call<ShopSettings>('post', 'shops/shop_settings/rotate_webhook_secret/');
}

/** An application holding API credentials (DESIGN §3); application 1 is the desktop app. */
export interface Application {
  id: number;
  name: string;
  /** Space-separated. */
  scopes: string;
  created_at: string;
  revoked_at: string | null;
}

/** Every application, revoked ones included (manager). */
export async function listApplications(): Promise<Application[]> {
  return (await call<{ results: Application[] }>('get', 'shops/application/')).results;
}
