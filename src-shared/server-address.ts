/**
 * Whether a shop server address is plain `http://` to another computer: the connection page
 * and the confirmation dialog then warn that anyone on the network path can read and change
 * what the counter sends and receives, sign-ins included (docs/DEPLOYMENT.md). Loopback
 * (`localhost`, 127.0.0.0/8, `::1`) never leaves the computer.
 * Parsed by hand: src-shared runs where no URL class is declared (tsconfig.shared.json).
 */
export function isInsecureRemoteAddress(address: string): boolean {
  const match = /^([a-z][a-z0-9+.-]*):\/\/([^/?#\\]*)/i.exec(address.trim());
  if (!match || match[1]!.toLowerCase() !== 'http') return false;
  const authority = match[2]!;
  const hostPort = authority.slice(authority.lastIndexOf('@') + 1).toLowerCase();
  const host = hostPort.startsWith('[')
    ? hostPort.slice(0, hostPort.indexOf(']') + 1)
    : hostPort.replace(/:\d*$/, '').replace(/\.$/, '');
  if (host === '') return false;
  if (host === 'localhost' || host.endsWith('.localhost') || host === '[::1]') return false;
  return !/^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}
