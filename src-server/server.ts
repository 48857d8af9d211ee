import {
  accessSync,
  closeSync,
  constants,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
} from 'node:fs';
import { userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import { createSecureContext } from 'node:tls';
import SqliteDatabase from 'better-sqlite3';
import type { FastifyBaseLogger } from 'fastify';
import { buildServer, type BuildServerOptions } from './app';
import {
  asLongCommand,
  migrateToLatest,
  openDatabase,
  type AppDatabase,
  type PostgresOptions,
} from './db';
import { databaseProblem } from './db/problems';
import { setHashingWaitMs } from './lib/passwords';
import { checkListening } from './settings';
import { loadDemoSet, type DemoSummary } from './demo';
import type { SocialEnvConfig } from './modules/social';
import type { NotificationEnv } from './modules/notifications';
import { initialize, type InitResult } from './modules/shops';

// The rest of what the desktop app's main process needs: it reaches the server through this
// file only (docs/ARCHITECTURE.md, "The desktop shell").
export { rotatingLogFile } from './lib/log-file';
export { readSocialEnv } from './modules/social';

export interface StartServerOptions {
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  /** When the port is taken, try the next ones (the desktop app). */
  portFallback?: boolean;
  dataDir: string;
  /** A shared PostgreSQL database instead of the data dir's SQLite file (docs/DESIGN.md §13). */
  databaseUrl?: string;
  /** Connections to PostgreSQL of this process (default 10). */
  databasePoolSize?: number;
  /** How long a request may wait for one of them (docs/DESIGN.md §13; default 2 s). */
  databaseWaitMs?: number;
  /** How long a sign-in may wait for a hashing place (docs/DESIGN.md §13; default 3 s). */
  hashingWaitMs?: number;
  /** The built renderer to serve at `/` (entry points know where it is); none: API only. */
  rendererDir?: string | null;
  demo?: boolean;
  managerUsername?: string;
  managerPassword?: string;
  /** The request log (off by default; `serve` turns it on). */
  logger?: BuildServerOptions['logger'];
  /** A reverse proxy's addresses or CIDR ranges (docs/DESIGN.md §3). */
  trustedProxy?: string[];
  /** Where other machines reach the shop; required when `host` is not loopback (docs/DESIGN.md §13). */
  publicUrl?: string;
  /** PEM files: serve HTTPS directly. */
  tlsCert?: string;
  tlsKey?: string;
  /** SHOPDESK_SOCIAL_* values, read by the entry point. */
  social?: SocialEnvConfig;
  /** SHOPDESK_SMS_ENDPOINT, read by the entry point (docs/NOTIFICATIONS.md). */
  notifications?: NotificationEnv;
}

export interface RunningServer {
  url: string;
  port: number;
  init: InitResult;
  demoLoaded: boolean;
  /** What the demo load made that its user needs (staff passwords, keys); null if none. */
  demo: DemoSummary | null;
  /** The server's logger (silent when the log is off). */
  log: FastifyBaseLogger;
  close(): Promise<void>;
}

const PORT_ATTEMPTS = 20;
/** How often a running server refreshes the query planner's statistics. */
const OPTIMIZE_INTERVAL_MS = 60 * 60 * 1000;

export const databaseFile = (dataDir: string) => join(dataDir, 'shopdesk.db');

/** A data dir Shopdesk must not use as it is; the message says what is wrong and what to do. */
export class DataDirError extends Error {}

const PERMISSION_CODES = new Set(['EACCES', 'EPERM', 'EROFS']);

/** The data dir exists (created if need be) and this user may read and write in it. */
function ensureWritable(dataDir: string) {
  const where = resolve(dataDir);
  try {
    mkdirSync(dataDir, { recursive: true });
    accessSync(dataDir, constants.R_OK | constants.W_OK | constants.X_OK);
    if (existsSync(databaseFile(dataDir)))
      accessSync(databaseFile(dataDir), constants.R_OK | constants.W_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    if (!PERMISSION_CODES.has(code)) throw error;
    throw new DataDirError(
      `Shopdesk cannot write to its data directory ${where} (${code === 'EROFS' ? 'read-only file system' : 'permission denied'}): ` +
        `the user ${userInfo().username} needs read and write permission on the directory and the files in it ` +
        `(e.g. chown or chmod u+rwx), or give another --data-dir.`,
    );
  }
}

const SQLITE_HEADER = 'SQLite format 3\u0000';

/**
 * A first start is a missing database file, nothing else: an empty file or another file is
 * refused rather than replaced by a new shop (with a new manager and password).
 */
function checkDatabaseFile(file: string) {
  if (!existsSync(file)) return;
  const header = Buffer.alloc(SQLITE_HEADER.length);
  const fd = openSync(file, 'r');
  let read: number;
  try {
    read = readSync(fd, header, 0, header.length, 0);
  } finally {
    closeSync(fd);
  }
  const advice =
    'Shopdesk does not start a new shop over it: restore the file from a backup, or move it away to start a new shop.';
  if (read === 0)
    throw new DataDirError(
      `${resolve(file)} is empty (0 bytes), not a Shopdesk database. ${advice}`,
    );
  if (read < header.length || header.toString('latin1') !== SQLITE_HEADER)
    throw new DataDirError(
      `${resolve(file)} is not a Shopdesk database (not an SQLite file). ${advice}`,
    );
}

/** An SQLite file that exists already must hold Shopdesk's migrations. */
async function checkShopdeskSchema(database: AppDatabase, file: string, existed: boolean) {
  if (!existed) return;
  const tables = await database.db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((table) => table.name === 'kysely_migration'))
    throw new DataDirError(
      `${resolve(file)} is an SQLite database but not a Shopdesk one. Shopdesk does not start a new shop over it: give another --data-dir, or move the file away.`,
    );
}

/**
 * Holds the data dir for this server: a second `serve` on it is refused. The lock is an SQLite
 * file locked exclusively (a lock of the operating system), so it is let go when the process
 * ends in any way, a kill -9 included: no stale lock to clean up.
 */
export function holdDataDir(dataDir: string, busy?: string): () => void {
  const file = join(dataDir, 'shopdesk.lock');
  const lock = new SqliteDatabase(file, { timeout: 0 });
  try {
    lock.pragma('locking_mode = EXCLUSIVE');
    lock.exec('begin exclusive');
    lock.exec('commit');
  } catch (error) {
    lock.close();
    if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error;
    throw new DataDirError(
      busy ??
        `Another Shopdesk server is already running on the data directory ${resolve(dataDir)} (it holds ${resolve(file)}). Stop it first, or give another --data-dir.`,
    );
  }
  return () => lock.close();
}

/**
 * Opens the shop's database, migrated to the latest version: the PostgreSQL database at
 * `databaseUrl`, or else the SQLite file in the data dir (the dir created if need be).
 */
export async function openDataDir(
  dataDir: string,
  databaseUrl?: string,
  pool: PostgresOptions = {},
): Promise<AppDatabase> {
  const file = databaseFile(dataDir);
  let existed = true;
  if (!databaseUrl) {
    ensureWritable(dataDir);
    checkDatabaseFile(file);
    existed = existsSync(file);
  }
  const database = openDatabase(databaseUrl ?? file, pool);
  try {
    if (!databaseUrl) await checkShopdeskSchema(database, file, existed);
    // A migration may rewrite a large table: past the per-statement limit of requests.
    await asLongCommand(() => migrateToLatest(database.db));
    await database.optimize();
  } catch (error) {
    await database.close();
    const problem = databaseUrl ? databaseProblem(error, databaseUrl) : null;
    throw problem ? new DataDirError(problem) : error;
  }
  return database;
}

function readPem(file: string, option: string): Buffer {
  try {
    return readFileSync(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new DataDirError(
      `Cannot read the ${option} file ${resolve(file)} (${code === 'ENOENT' ? 'no such file' : code === 'EACCES' ? 'permission denied' : code}).`,
    );
  }
}

/**
 * The certificate and key, checked as TLS will use them, so that a wrong file is named at
 * start-up rather than reported as an OpenSSL code.
 */
function readTls(certFile: string, keyFile: string) {
  const cert = readPem(certFile, '--tls-cert');
  const key = readPem(keyFile, '--tls-key');
  if (!cert.toString('latin1').includes('-----BEGIN CERTIFICATE-----'))
    throw new DataDirError(
      `The --tls-cert file ${resolve(certFile)} holds no certificate (no "BEGIN CERTIFICATE" block)${/PRIVATE KEY-----/.test(cert.toString('latin1')) ? ': it holds a private key; were --tls-cert and --tls-key swapped?' : '.'} Give the PEM certificate (with its chain) there.`,
    );
  if (!/-----BEGIN (?:[A-Z]+ )?PRIVATE KEY-----/.test(key.toString('latin1')))
    throw new DataDirError(
      `The --tls-key file ${resolve(keyFile)} holds no private key (no "BEGIN PRIVATE KEY" block). Give the PEM private key of the certificate there.`,
    );
  try {
    createSecureContext({ cert, key });
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    throw new DataDirError(
      code.includes('KEY_VALUES_MISMATCH')
        ? `The --tls-key ${resolve(keyFile)} is not the key of the certificate in --tls-cert ${resolve(certFile)}: give the key the certificate was made for.`
        : `The certificate ${resolve(certFile)} or the key ${resolve(keyFile)} cannot be used (${(error as Error).message}).${/encrypted|passphrase|bad decrypt/i.test((error as Error).message) ? ' The key must not be protected by a passphrase.' : ''}`,
    );
  }
  return { cert, key };
}

function isAddressInUse(error: unknown) {
  return (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
}

/** Opens the data dir, creates the shop on first start, and listens. */
export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  checkListening(host, options.publicUrl);
  const https =
    options.tlsCert && options.tlsKey ? readTls(options.tlsCert, options.tlsKey) : undefined;
  // A shared PostgreSQL database is meant for several servers; an SQLite data dir for one.
  let unlock = () => {};
  if (!options.databaseUrl) {
    ensureWritable(options.dataDir);
    unlock = holdDataDir(options.dataDir);
  }
  let database: AppDatabase;
  try {
    database = await openDataDir(options.dataDir, options.databaseUrl, {
      poolSize: options.databasePoolSize,
      poolWaitMs: options.databaseWaitMs,
    });
  } catch (error) {
    unlock();
    throw error;
  }
  // The hashing line is the process's (its cores): its budget is the process's too.
  if (options.hashingWaitMs !== undefined) setHashingWaitMs(options.hashingWaitMs);
  try {
    const app = await buildServer({
      database,
      host,
      logger: options.logger,
      rendererDir: options.rendererDir,
      social: options.social,
      notifications: { env: options.notifications },
      trustedProxy: options.trustedProxy,
      publicUrl: options.publicUrl,
      https,
    });
    const init = await initialize(app.ctx, {
      managerUsername: options.managerUsername,
      managerPassword: options.managerPassword,
    });
    const demo = options.demo ? await loadDemoSet(app.ctx) : null;

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
      log: app.log,
      async close() {
        app.log.info('shutting down: finishing the requests under way');
        clearInterval(optimizer);
        await app.close();
        await database.close();
        unlock();
        app.log.info('stopped');
      },
    };
  } catch (error) {
    await database.close();
    unlock();
    throw error;
  }
}
