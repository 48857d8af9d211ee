import type { ConnectionBridge, ConnectionCheck, ConnectionSettings } from '@shared/preload-api';

export type { ConnectionCheck, ConnectionSettings };

/**
 * Where the desktop app keeps its shop (this computer or a shop server, DESIGN §13), through
 * the preload's bridge; null in an ordinary browser, which uses the server it was opened from.
 */
export function connectionBridge(): ConnectionBridge | null {
  return (typeof window !== 'undefined' && window.shopdesk?.connection) || null;
}
