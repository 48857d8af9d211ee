import { getServerHealth } from '@/features/connection';
import { customerLink, type CustomerLink } from './pick-up-format';

/**
 * The customer's pick-up page link of an order, as the copy button and the printed slip
 * give it: the server's public URL and the shop's domain, asked each time (a restart with
 * another --public-url shows); null before the shop exists.
 */
/**
 * What a loopback-only link is told with: managers get the how-to (they run the server, see
 * docs/DEPLOYMENT.md), clerks only that the link is not available and whom to ask.
 */
export function localOnlyMessageKey(isManager: boolean): string {
  return isManager ? 'packages.linkLocalOnly' : 'packages.linkUnavailable';
}

export async function fetchCustomerLink(orderToken: string): Promise<CustomerLink | null> {
  const health = await getServerHealth();
  if (!health.shop_domain) return null;
  const pageOrigin = window.shopdesk?.apiBaseUrl || window.location.origin;
  return customerLink(health.public_url, pageOrigin, orderToken, health.shop_domain);
}
