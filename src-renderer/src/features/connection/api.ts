import { answer, api } from '@/shared/api/client';

/**
 * The server's health; `public_url` is its `--public-url` (null when it answers on this computer
 * only), `shop_domain` the domain customer links carry.
 */
export function getServerHealth() {
  return answer(api.GET('/api/health'));
}
export type ServerHealth = Awaited<ReturnType<typeof getServerHealth>>;
