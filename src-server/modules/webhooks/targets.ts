import { lookup as lookupCallback, type LookupAddress, type LookupOptions } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { Agent } from 'undici';
import { isPrivateAddress } from '../../lib/addresses';
import { type Message, msg, render } from '../../lib/i18n';

/**
 * docs/DESIGN.md §9: by default a webhook may not reach loopback, link-local or private addresses
 * (the service itself, the shop's router, a cloud metadata service); the shop setting
 * `webhook_private_targets` allows them.
 */

const refusal = (host: string, address: string): Message =>
  host === address
    ? msg('webhooks.private_address', { address })
    : msg('webhooks.private_resolved', { host, address });

/** The refusal as the delivery log stores it: in English, as written before messages. */
const loggedRefusal = (host: string, address: string) => render(refusal(host, address), 'en');

/** The URL's host without IPv6 brackets. */
const hostOf = (url: string) => new URL(url).hostname.replace(/^\[|\]$/g, '');

/**
 * Why a webhook may not be registered for `url` (it names or resolves to a private address),
 * or null. A name that does not resolve now is let through: every send checks again.
 */
export async function privateTargetProblem(url: string): Promise<Message | null> {
  const host = hostOf(url);
  if (isIP(host)) return isPrivateAddress(host) ? refusal(host, host) : null;
  let addresses: LookupAddress[];
  try {
    addresses = await lookup(host, { all: true });
  } catch {
    return null;
  }
  const found = addresses.find((entry) => isPrivateAddress(entry.address));
  return found ? refusal(host, found.address) : null;
}

/** A refused target, as the delivery log shows it. */
export class PrivateTargetError extends Error {}

/** The check of a send's URL whose host is an address (no DNS lookup happens for it). */
export function literalTargetProblem(url: string): string | null {
  const host = hostOf(url);
  return isIP(host) && isPrivateAddress(host) ? loggedRefusal(host, host) : null;
}

/**
 * The name lookup of sends to public targets: the addresses are checked after resolution and
 * right before connecting to them, so a name that resolves to a public address at
 * registration and to a private one later (DNS rebinding) is still refused.
 */
function publicLookup(
  hostname: string,
  options: LookupOptions,
  callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void,
) {
  lookupCallback(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const found = addresses.find((entry) => isPrivateAddress(entry.address));
    if (found) return callback(new PrivateTargetError(loggedRefusal(hostname, found.address)), []);
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
}

/** The HTTP client of sends to public targets only. */
export const publicTargetsOnly = new Agent({ connect: { lookup: publicLookup } });
