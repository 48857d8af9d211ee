import { answer, api, withoutOutageRetries, withoutOutageRetriesWithin } from '@/shared/api/client';

/**
 * The server's health; `public_url` is its `--public-url` (null when it answers on this computer
 * only), `shop_domain` the domain customer links carry. The connection store retries by itself
 * after an outage: the client does not send it again then. With `timeoutMs` a try unanswered
 * that long fails as a timeout (the heartbeat's: a hung server is an unreachable one).
 */
export function getServerHealth(timeoutMs?: number) {
  return answer(
    api.GET(
      '/api/health',
      timeoutMs === undefined ? withoutOutageRetries : withoutOutageRetriesWithin(timeoutMs),
    ),
  );
}
export type ServerHealth = Awaited<ReturnType<typeof getServerHealth>>;
