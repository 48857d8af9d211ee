import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';

/**
 * A GET over a real socket, with headers fetch does not allow (Host) and, for HTTPS, the
 * certificate authority to trust (a self-signed test certificate).
 */
export function rawGet(
  url: string,
  headers: Record<string, string> = {},
  tls: { ca?: Buffer } = {},
): Promise<{
  status: number;
  headers: IncomingHttpHeaders;
  /** The body's size as sent (compressed or not). */
  bytes: number;
  body: string;
}> {
  const send = url.startsWith('https:') ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(url, { headers, ...tls }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          bytes: body.length,
          body: body.toString('utf8'),
        });
      });
    });
    req.on('error', reject).end();
  });
}
