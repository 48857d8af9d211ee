import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPostgresDatabase } from '../../support/database';
import {
  buildServerBundle,
  MANAGER_ARGS,
  startChildServer,
  type ChildServer,
  type ServerBundle,
} from '../../support/serve-child';

/**
 * Two `serve` processes on one fresh PostgreSQL database (docs/DESIGN.md §13), for the tests that
 * prove the guarantees hold across processes. Each has its own (unused) data dir.
 */
export async function startTwoServers(extraArgs: string[] = []) {
  const bundle: ServerBundle = await buildServerBundle();
  const dir = mkdtempSync(join(tmpdir(), 'shopdesk-two-'));
  const database = await createPostgresDatabase();
  const servers: ChildServer[] = [];
  const args = [...MANAGER_ARGS, '--database-url', database.url, ...extraArgs];
  try {
    // One after the other: the first creates the shop, the second finds it.
    for (const name of ['a', 'b'])
      servers.push(await startChildServer(bundle.cli, join(dir, name), args));
  } catch (error) {
    for (const server of servers) await server.stop();
    await database.drop();
    throw error;
  }
  return {
    servers,
    urls: servers.map((server) => server.url),
    databaseUrl: database.url,
    dir,
    async stop() {
      for (const server of servers) await server.stop();
      await database.drop();
      bundle.remove();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type TwoServers = Awaited<ReturnType<typeof startTwoServers>>;
