import { answer, api, withoutOutageRetries } from '@/shared/api/client';

/**
 * The server's health; `public_url` is its `--public-url` (null when it answers on this computer
 * only), `shop_domain` the domain customer links carry. The connection store backs off by
 * itself after an outage: the client does not send it again then.
 */
export function getServerHealth() {
  return answer(api.GET('/api/health', withoutOutageRetries));
}
export type ServerHealth = Awaited<ReturnType<typeof getServerHealth>>;
