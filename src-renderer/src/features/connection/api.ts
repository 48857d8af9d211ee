import { answer, api, asHeartbeat, withoutOutageRetries } from '@/shared/api/client';

/**
 * The server's health; `public_url` is its `--public-url` (null when it answers on this computer
 * only), `shop_domain` the domain customer links carry, `time_zone` the shop's zone. The
 * connection store retries by itself after an outage: the client does not send it again then.
 * With `timeoutMs` it is the heartbeat's (`asHeartbeat`): a try unanswered that long fails as a
 * timeout, without a token.
 */
export function getServerHealth(timeoutMs?: number) {
  return answer(
    api.GET('/api/health', timeoutMs === undefined ? withoutOutageRetries : asHeartbeat(timeoutMs)),
  );
}
export type ServerHealth = Awaited<ReturnType<typeof getServerHealth>>;
