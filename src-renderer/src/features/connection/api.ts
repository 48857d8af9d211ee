import type { ConnectionBridge, ConnectionCheck, ConnectionSettings } from '@shared/preload-api';
import { answer, api } from '@/shared/api/client';

export type { ConnectionCheck, ConnectionSettings };

/**
 * Where the desktop app keeps its shop (this computer or a shop server, DESIGN §13), through
 * the preload's bridge; null in an ordinary browser, which uses the server it was opened from.
 */
export function connectionBridge(): ConnectionBridge | null {
  return (typeof window !== 'undefined' && window.shopdesk?.connection) || null;
}

/**
 * The server's health; `public_url` is its `--public-url` (null when it answers on this computer
 * only), `shop_domain` the domain customer links carry.
 */
export function getServerHealth() {
  return answer(api.GET('/api/health'));
}
export type ServerHealth = Awaited<ReturnType<typeof getServerHealth>>;
