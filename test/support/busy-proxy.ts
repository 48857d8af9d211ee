import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The server's answer when a line stayed full for its whole wait: 503 `busy` with
 * `Retry-After: 1` and `params.retry_after`, as src-server/http/errors.ts builds it from a
 * DatabaseBusyError (src-server/db/errors.ts).
 */
export const BUSY_STATUS = 503;
export const BUSY_BODY = {
  detail: 'Every database connection stayed busy for the whole wait: try again.',
  code: 'busy',
  params: { retry_after: 1 },
};

/** A request the proxy saw: answered busy, or passed on to the server. */
export interface SeenRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  answer: 'busy' | 'passed';
}

export interface BusyProxy {
  url: string;
  /** Answers every `/api/` request busy from now for `ms`, then passes them on again. */
  busyFor(ms: number): void;
  /** Whether it answers busy right now. */
  readonly busy: boolean;
  /** Every `/api/` request seen, in order. */
  readonly seen: SeenRequest[];
  close(): Promise<void>;
}

/**
 * A peak in front of a real server: a small HTTP proxy that forwards everything to `target`,
 * and while switched on answers the API with the server's own busy answer instead (the page
 * and its scripts still load). What the server does at a real peak is the server's tests'
 * (test/server/…); this one is for clients riding one out.
 */
export async function startBusyProxy(target: string): Promise<BusyProxy> {
  const upstream = new URL(target);
  let busyUntil = 0;
  const seen: SeenRequest[] = [];
  const isBusy = () => Date.now() < busyUntil;

  const server: Server = createServer((req, res) => {
    const path = req.url ?? '/';
    const api = path.startsWith('/api/');
    const header = req.headers['idempotency-key'];
    const idempotencyKey = typeof header === 'string' ? header : null;
    if (api && isBusy()) {
      seen.push({ method: req.method ?? 'GET', path, idempotencyKey, answer: 'busy' });
      req.resume();
      res
        .writeHead(BUSY_STATUS, {
          'content-type': 'application/json; charset=utf-8',
          'retry-after': String(BUSY_BODY.params.retry_after),
        })
        .end(JSON.stringify(BUSY_BODY));
      return;
    }
    if (api) seen.push({ method: req.method ?? 'GET', path, idempotencyKey, answer: 'passed' });
    const forwarded = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path,
        // Addressed as the server expects (a real proxy passes the public host it was given).
        headers: {
          ...req.headers,
          host: upstream.host,
          ...(req.headers.origin && { origin: upstream.origin }),
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => {
      if (!res.headersSent) res.writeHead(502).end();
    });
    req.pipe(forwarded);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    busyFor(ms) {
      busyUntil = Date.now() + ms;
    },
    get busy() {
      return isBusy();
    },
    seen,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
