import type { ConnectionBridge, ConnectionCheck, ConnectionSettings } from '@shared/preload-api';

export type { ConnectionCheck, ConnectionSettings };

/**
 * The connection page's bridge to the main process (`window.shopdeskConnection`), which the
 * app's connection window alone has; null anywhere else (a browser, a server's page).
 */
export function connectionBridge(): ConnectionBridge | null {
  return (typeof window !== 'undefined' && window.shopdeskConnection) || null;
}
