import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the reverse proxy in front of the shop server: a tiny Node server that
 * forwards every request to the real one, or answers as nginx does when the app servers are
 * down (502), as the server does when its database is (503 `database_unavailable`), or
 * forwards a consume and then answers 502 (the server committed it; the answer was lost), or
 * never answers the API (a hung server).
 */
export type GatewayMode =
  | 'forward'
  | 'bad_gateway'
  /** 502 for the API only: the page was loaded (from cache, or just before the outage). */
  | 'api_bad_gateway'
  | 'database_unavailable'
  | 'lose_consumes'
  /** API requests are accepted and never answered: a server that hangs. */
  | 'api_hang';

export interface Gateway {
  url: string;
  mode: GatewayMode;
  /** Stops listening, as a stopped server does: connections are refused until `switchOn`. */
  switchOff(): Promise<void>;
  /** Listens again on the same port. */
  switchOn(): Promise<void>;
  close(): Promise<void>;
}

const BAD_GATEWAY_PAGE =
  '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>\n';

export async function startGateway(target: string): Promise<Gateway> {
  const upstream = new URL(target);
  const gateway: Gateway = {
    url: '',
    mode: 'forward',
    switchOff: async () => {},
    switchOn: async () => {},
    close: async () => {},
  };
  const server: Server = createServer((req, res) => {
    const mode = gateway.mode;
    if (mode === 'bad_gateway' || (mode === 'api_bad_gateway' && req.url?.startsWith('/api/'))) {
      res.writeHead(502, { 'content-type': 'text/html' }).end(BAD_GATEWAY_PAGE);
      req.resume();
      return;
    }
    if (mode === 'database_unavailable' && req.url?.startsWith('/api/')) {
      res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '1' }).end(
        JSON.stringify({
          detail: 'The database cannot be reached just now. Try again in a moment.',
          code: 'database_unavailable',
          params: { retry_after: 1 },
        }),
      );
      req.resume();
      return;
    }
    if (mode === 'api_hang' && req.url?.startsWith('/api/')) {
      // Left open: the client's own timeout ends it (or closeAllConnections at switchOff).
      req.resume();
      return;
    }
    const loseAnswer = mode === 'lose_consumes' && req.url?.includes('/consume/');
    const forwarded = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        // Addressed as the server expects (a real proxy passes the public host it was given).
        headers: {
          ...req.headers,
          host: upstream.host,
          ...(req.headers.origin && { origin: upstream.origin }),
        },
      },
      (answer) => {
        if (loseAnswer) {
          answer.resume();
          answer.on('end', () =>
            res.writeHead(502, { 'content-type': 'text/html' }).end(BAD_GATEWAY_PAGE),
          );
          return;
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => {
      if (!res.headersSent) res.writeHead(502).end(BAD_GATEWAY_PAGE);
    });
    req.pipe(forwarded);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const port = (server.address() as AddressInfo).port;
  gateway.url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((done) => {
      if (!server.listening) return done();
      server.closeAllConnections();
      server.close(() => done());
    });
  gateway.switchOff = stop;
  gateway.switchOn = () =>
    new Promise<void>((done) => {
      if (server.listening) return done();
      server.listen(port, '127.0.0.1', done);
    });
  gateway.close = stop;
  return gateway;
}
