import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

/**
 * A GET over a real socket, with headers fetch does not allow (Host) and, for HTTPS, the
 * certificate authority to trust (a self-signed test certificate).
 */
export function rawGet(
  url: string,
  headers: Record<string, string> = {},
  tls: { ca?: Buffer } = {},
): Promise<{ status: number; body: string }> {
  const send = url.startsWith('https:') ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(url, { headers, ...tls }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject).end();
  });
}
