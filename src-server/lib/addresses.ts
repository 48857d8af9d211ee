import { BlockList, isIP } from 'node:net';

/** An address as BlockList reads it: IPv4-mapped IPv6 (`::ffff:10.0.0.1`) as plain IPv4. */
function normalise(address: string): { address: string; family: 'ipv4' | 'ipv6' } | null {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const plain = mapped ? mapped[1]! : address.replace(/^\[|\]$/g, '');
  const version = isIP(plain);
  if (version === 0) return null;
  return { address: plain, family: version === 4 ? 'ipv4' : 'ipv6' };
}

/** A list of addresses and CIDR ranges (`10.0.0.1`, `192.168.0.0/16`, `fd00::/8`). */
export function addressList(entries: readonly string[]) {
  const list = new BlockList();
  for (const entry of entries) {
    const [base, bits] = entry.trim().split('/');
    const parsed = normalise(base ?? '');
    if (!parsed) throw new Error(`Not an IP address or range: "${entry}".`);
    if (bits === undefined) list.addAddress(parsed.address, parsed.family);
    else list.addSubnet(parsed.address, Number(bits), parsed.family);
  }
  return (address: string) => {
    const parsed = normalise(address);
    return parsed !== null && list.check(parsed.address, parsed.family);
  };
}

export const isLoopback = addressList(['127.0.0.0/8', '::1/128']);

/**
 * docs/DESIGN.md §9: where a webhook may not point by default: loopback, link-local, private and
 * shared (carrier-grade NAT) ranges, "this network", multicast and the reserved rest.
 */
export const isPrivateAddress = addressList([
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.0.0.0/24',
  '192.168.0.0/16',
  '198.18.0.0/15',
  '224.0.0.0/3',
  '::/128',
  '::1/128',
  '64:ff9b::/96',
  'fc00::/7',
  'fe80::/10',
  'ff00::/8',
]);
