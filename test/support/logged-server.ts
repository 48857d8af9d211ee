// The server with its request logger on (Fastify's pino logger, JSON lines on stdout), for the
// test that greps a whole session's log for passwords and tokens. Takes `serve`'s arguments;
// built by buildServerBundle('test/support/logged-server.ts') and started by startChildServer.

import { parseArgs } from 'node:util';
import { resolveSettings } from '../../src-server/settings';
import { startServer } from '../../src-server/server';

const { values } = parseArgs({
  args: process.argv.slice(3),
  options: {
    host: { type: 'string' },
    port: { type: 'string' },
    'data-dir': { type: 'string' },
    'manager-username': { type: 'string' },
    'manager-password': { type: 'string' },
  },
});
const server = await startServer({ ...resolveSettings(values, {}), logger: true });
console.log(`Shopdesk (logging) is listening at ${server.url}`);
process.once('SIGTERM', () => {
  server.close().then(() => process.exit(0));
});
