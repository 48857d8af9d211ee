import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer } from './app';
import { migrateToLatest, openDatabase, type AppDatabase } from './core/db';
import { checkListening } from './core/settings';
import { loadDemoSet, type DemoSummary } from './demo';
import type { SocialEnvConfig } from './modules/social';
import type { InitResult } from './modules/shops/service';

export interface StartServerOptions {
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  /** When the port is taken, try the next ones (the desktop app). */
  portFallback?: boolean;
  dataDir: string;
  /** A shared PostgreSQL database instead of the data dir's SQLite file (DESIGN §13). */
  databaseUrl?: string;
  /** The built renderer to serve at `/` (entry points know where it is); none: API only. */
  rendererDir?: string | null;
  demo?: boolean;
  managerUsername?: string;
  managerPassword?: string;
  logger?: boolean;
  /** A reverse proxy's addresses or CIDR ranges (DESIGN §3). */
  trustedProxy?: string[];
  /** Where other machines reach the shop; required when `host` is not loopback (DESIGN §13). */
  publicUrl?: string;
  /** PEM files: serve HTTPS directly. */
  tlsCert?: string;
  tlsKey?: string;
  /** SHOPDESK_SOCIAL_* values, read by the entry point. */
  social?: SocialEnvConfig;
}

export interface RunningServer {
  url: string;
  port: number;
  init: InitResult;
  demoLoaded: boolean;
  /** What the demo load made that its user needs (staff passwords, keys); null if none. */
  demo: DemoSummary | null;
  close(): Promise<void>;
}

const PORT_ATTEMPTS = 20;
/** How often a running server refreshes the query planner's statistics. */
const OPTIMIZE_INTERVAL_MS = 60 * 60 * 1000;

export const databaseFile = (dataDir: string) => join(dataDir, 'shopdesk.db');

/**
 * Opens the shop's database, migrated to the latest version: the PostgreSQL database at
 * `databaseUrl`, or else the SQLite file in the data dir (created with the dir).
 */
export async function openDataDir(dataDir: string, databaseUrl?: string): Promise<AppDatabase> {
  if (!databaseUrl) mkdirSync(dataDir, { recursive: true });
  const database = openDatabase(databaseUrl ?? databaseFile(dataDir));
  try {
    await migrateToLatest(database.db);
    await database.optimize();
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

function isAddressInUse(error: unknown) {
  return (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
}

/** Opens the data dir, creates the shop on first start, and listens. */
export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  checkListening(host, options.publicUrl);
  const https =
    options.tlsCert && options.tlsKey
      ? { cert: readFileSync(options.tlsCert), key: readFileSync(options.tlsKey) }
      : undefined;
  const database = await openDataDir(options.dataDir, options.databaseUrl);
  try {
    const app = await buildServer({
      database,
      host,
      logger: options.logger,
      rendererDir: options.rendererDir,
      social: options.social,
      trustedProxy: options.trustedProxy,
      publicUrl: options.publicUrl,
      https,
    });
    const init = await app.areas.shop.initialize({
      managerUsername: options.managerUsername,
      managerPassword: options.managerPassword,
    });
    const demo = options.demo ? await loadDemoSet(app.areas) : null;

    const firstPort = options.port ?? 4350;
    let port = firstPort;
    for (let attempt = 0; ; attempt++) {
      try {
        await app.listen({ host, port });
        break;
      } catch (error) {
        if (!(
          options.portFallback &&
          firstPort !== 0 &&
          isAddressInUse(error) &&
          attempt < PORT_ATTEMPTS
        ))
          throw error;
        port += 1;
      }
    }
    const optimizer = setInterval(() => {
      database.optimize().catch((error: unknown) => {
        app.log.error({ err: error }, 'refreshing the query statistics failed');
      });
    }, OPTIMIZE_INTERVAL_MS);
    optimizer.unref();
    const address = app.server.address();
    const actualPort = typeof address === 'object' && address ? address.port : port;
    const urlHost = host.includes(':') ? `[${host}]` : host;
    return {
      url: `${https ? 'https' : 'http'}://${urlHost}:${actualPort}`,
      port: actualPort,
      init,
      demoLoaded: demo !== null,
      demo,
      async close() {
        clearInterval(optimizer);
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
