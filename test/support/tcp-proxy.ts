import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of a real database server, to make it go away and come back without
 * touching the shared server: `forward` passes bytes both ways; `silent` keeps accepting and
 * holding connections but passes nothing (a frozen, SIGSTOPped server, or a listener that
 * never answers); `stopped` closes the port and every connection (a stopped server).
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  let mode: 'forward' | 'silent' | 'stopped' = 'forward';
  const pairs = new Set<{ client: Socket; upstream: Socket | null }>();
  let server: Server | null = null;
  let port = 0;

  function accept(client: Socket) {
    client.on('error', () => {});
    const pair: { client: Socket; upstream: Socket | null } = { client, upstream: null };
    pairs.add(pair);
    client.on('close', () => {
      pairs.delete(pair);
      pair.upstream?.destroy();
    });
    // A silent server accepts and never answers (nor reads on).
    if (mode !== 'forward') return;
    const upstream = connect(target.port, target.host);
    pair.upstream = upstream;
    upstream.on('error', () => client.destroy());
    upstream.on('close', () => client.destroy());
    client.on('data', (chunk) => {
      if (mode === 'forward') upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (mode === 'forward') client.write(chunk);
    });
  }

  async function listen() {
    server = createServer(accept);
    await new Promise<void>((done) => server!.listen(port, '127.0.0.1', () => done()));
    const address = server.address();
    port = typeof address === 'object' && address ? address.port : port;
  }

  async function close() {
    for (const { client, upstream } of pairs) {
      client.destroy();
      upstream?.destroy();
    }
    pairs.clear();
    if (server) await new Promise<void>((done) => server!.close(() => done()));
    server = null;
  }

  await listen();
  return {
    get port() {
      return port;
    },
    /** Bytes pass again (a stopped proxy listens again on its port). */
    async forward() {
      if (mode === 'stopped') await listen();
      mode = 'forward';
    },
    /** Connections stay open but nothing passes: a frozen server. */
    silent() {
      mode = 'silent';
    },
    /** The port closes and every connection with it: a stopped server. */
    async stop() {
      mode = 'stopped';
      await close();
    },
    close,
  };
}
