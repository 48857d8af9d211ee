import { connect } from 'node:net';

/**
 * Sends `head` (request line and headers, without the blank line) as it is over a socket and
 * reads the status line and body of the answer: for request targets and headers that HTTP
 * clients refuse to send (absolute-form targets, `//` paths, two Host headers).
 */
export function rawRequest(
  port: number,
  head: string,
  body = '',
): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const headers = split >= 0 ? text.slice(0, split) : text;
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0),
        headers,
        body: split >= 0 ? text.slice(split + 4) : '',
      });
    });
    const length = body ? `\r\nContent-Length: ${Buffer.byteLength(body)}` : '';
    socket.write(`${head}${length}\r\nConnection: close\r\n\r\n${body}`);
  });
}
