import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { VERSION } from './app';
import { createAreas } from './areas';
import { backupShop, copyShop, CopyError } from './db/copy';
import { asLongCommand, isPostgresUrl } from './db';
import { describeDatabase } from './db/problems';
import { ApiError } from './http/errors';
import {
  checkDatabaseUrl,
  resolveSettings,
  SettingsError,
  type ServerSettings,
  type SettingFlags,
} from './settings';
import { systemClock } from './lib/time';
import { logStream } from './lib/log-stream';
import { describeDemo, loadDemoSet } from './demo';
import { readSocialEnv } from './modules/social';
import { readNotificationEnv } from './modules/notifications';
import {
  createApplication,
  initialize,
  isInitialised,
  listApplications,
  listStaff,
  revokeApplication,
  updateStaff,
} from './modules/shops';
import { rebuildSearch } from './modules/shopfront';
import { databaseFile, DataDirError, holdDataDir, openDataDir, startServer } from './server';

export interface CliOutput {
  log(line: string): void;
  error(line: string): void;
}

const USAGE = `Shopdesk ${VERSION}

Usage: npm run cli -- <command> [options]   (or: node out/main/cli.js <command>)

  serve [--host 127.0.0.1] [--port 4350] [--data-dir ./data] [--demo]
        [--public-url URL] [--tls-cert FILE --tls-key FILE] [--trust-proxy A[,B]]
        [--log-level info] [--log-format json|pretty]
  init --manager-username U --manager-password P [--demo] [--data-dir D]
  app create --name N --scopes "read write" [--data-dir D]
  app list [--data-dir D]
  app revoke ID [--data-dir D]
  staff reset-password USERNAME [--data-dir D]
  migrate [--data-dir D]
  demo load [--data-dir D]
  copy --from-data-dir DIR --to-database-url postgres://…   move a SQLite shop to PostgreSQL
  backup --to FILE [--data-dir D]                           a consistent copy, while serving

Every command takes --database-url postgres://user:password@host:5432/name to use a shared
PostgreSQL database instead of the data dir's SQLite file, and --database-pool-size N its
connections per process (default 10). At a peak a request waits for a connection up to
--database-wait-ms (default 2000) and a sign-in for a password-hashing place up to
--hashing-wait-ms (default 3000); past that it is answered 503 busy with Retry-After.

serve --host other than loopback (e.g. 0.0.0.0) needs --public-url, the address other machines
use (https://pickup.example.com); --trust-proxy names a reverse proxy whose X-Forwarded-*
headers are believed. serve logs one line per request on stdout: --log-level fatal, error,
warn, info (default), debug, trace or silent; --log-format json (default when not a terminal)
or pretty (default on a terminal).

Environment: SHOPDESK_HOST, SHOPDESK_PORT, SHOPDESK_DATA_DIR, SHOPDESK_DATABASE_URL,
SHOPDESK_DATABASE_POOL_SIZE, SHOPDESK_DATABASE_WAIT_MS, SHOPDESK_HASHING_WAIT_MS,
SHOPDESK_MANAGER_USERNAME, SHOPDESK_MANAGER_PASSWORD,
SHOPDESK_PUBLIC_URL, SHOPDESK_TLS_CERT, SHOPDESK_TLS_KEY, SHOPDESK_TRUST_PROXY, SHOPDESK_LOG_LEVEL,
SHOPDESK_LOG_FORMAT; messaging platform:
SHOPDESK_SOCIAL_COMPONENT_APPID, SHOPDESK_SOCIAL_COMPONENT_SECRET, SHOPDESK_SOCIAL_VERIFY_TICKET,
SHOPDESK_SOCIAL_API_BASE, SHOPDESK_SOCIAL_AUTH_PAGE; SMS notices: SHOPDESK_SMS_ENDPOINT.`;

const OPTIONS = {
  host: { type: 'string' },
  port: { type: 'string' },
  'data-dir': { type: 'string' },
  'database-url': { type: 'string' },
  'database-pool-size': { type: 'string' },
  'database-wait-ms': { type: 'string' },
  'hashing-wait-ms': { type: 'string' },
  demo: { type: 'boolean' },
  'manager-username': { type: 'string' },
  'manager-password': { type: 'string' },
  'public-url': { type: 'string' },
  'tls-cert': { type: 'string' },
  'tls-key': { type: 'string' },
  'trust-proxy': { type: 'string' },
  'log-level': { type: 'string' },
  'log-format': { type: 'string' },
  'from-data-dir': { type: 'string' },
  'to-database-url': { type: 'string' },
  to: { type: 'string' },
  name: { type: 'string' },
  scopes: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

class UsageError extends Error {}

/** Why `serve` could not listen, naming the address and what to do; null: another error. */
function listenProblem(error: unknown): string | null {
  const { code, port, address } = error as NodeJS.ErrnoException & {
    port?: number;
    address?: string;
  };
  const where = `${address ?? 'the host'}:${port ?? '?'}`;
  if (code === 'EADDRINUSE')
    return `Cannot listen on ${where}: the port is already in use (another Shopdesk, or another program). Stop it, or give another --port.`;
  if (code === 'EACCES')
    return `Cannot listen on ${where}: ports below 1024 need administrator rights. Use a port from 1024 up (e.g. --port 4350) behind a reverse proxy (docs/DEPLOYMENT.md), or allow node to bind it, as root: setcap cap_net_bind_service=+ep "$(command -v node)".`;
  if (code === 'EADDRNOTAVAIL')
    return `Cannot listen on ${where}: this computer has no such address. Give --host one of its addresses, or 0.0.0.0 for all of them.`;
  return null;
}

/** Where the shop's data is, as the messages name it. */
const whereIs = (settings: ServerSettings) =>
  settings.databaseUrl
    ? `the PostgreSQL database ${describeDatabase(settings.databaseUrl)}`
    : settings.dataDir;

/** The app's context for commands that work on the data without listening. */
async function openAreas(settings: ServerSettings) {
  const database = await openDataDir(settings.dataDir, settings.databaseUrl, {
    poolSize: settings.databasePoolSize,
    poolWaitMs: settings.databaseWaitMs,
  });
  return { database, ctx: createAreas({ database, clock: systemClock }).ctx };
}

type Context = Awaited<ReturnType<typeof openAreas>>['ctx'];

async function withAreas(
  settings: ServerSettings,
  needsShop: boolean,
  fn: (ctx: Context) => Promise<number>,
) {
  // Opening a data dir creates its database: a command that needs a shop creates nothing.
  if (needsShop && !settings.databaseUrl && !existsSync(databaseFile(settings.dataDir)))
    throw new UsageError(
      `No shop in ${settings.dataDir}: run "init" or "serve" first, or give --data-dir.`,
    );
  const { database, ctx } = await openAreas(settings);
  try {
    if (needsShop && !(await isInitialised(ctx))) {
      throw new UsageError(`No shop in ${whereIs(settings)} yet: run "init" or "serve" first.`);
    }
    return await fn(ctx);
  } finally {
    await database.close();
  }
}

/** What `runCli` may be given besides the arguments and the environment. */
interface RunCliOptions {
  rendererDir?: string;
  out?: CliOutput;
  /** Where `serve` logs (default: stdout, JSON or pretty per --log-format). */
  logStream?: NodeJS.WritableStream;
}

const parseCommandLine = (argv: string[]) =>
  parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });

/** One command's arguments, settings and where it writes. */
interface Command {
  values: ReturnType<typeof parseCommandLine>['values'];
  sub: string | undefined;
  arg: string | undefined;
  settings: ServerSettings;
  env: Record<string, string | undefined>;
  options: RunCliOptions;
  out: CliOutput;
}

/**
 * Runs one command; resolves to the exit code, or null for `serve`, which keeps running
 * until SIGINT/SIGTERM.
 */
export async function runCli(
  argv: string[],
  env: Record<string, string | undefined>,
  options: RunCliOptions = {},
): Promise<number | null> {
  const out = options.out ?? {
    log: (line) => console.log(line),
    error: (line) => console.error(line),
  };
  try {
    const { values, positionals } = parseCommandLine(argv);
    const [command, sub, arg] = positionals;
    if (values.help || !command) {
      out.log(USAGE);
      return command || values.help ? 0 : 1;
    }
    const settings = resolveSettings(values as SettingFlags, env);
    // Said once, not silently ignored: the shop's data is in the database, not in the dir.
    if (settings.databaseUrl && (values['data-dir'] ?? env.SHOPDESK_DATA_DIR) !== undefined)
      out.error(
        `Note: --data-dir (or SHOPDESK_DATA_DIR) ${settings.dataDir} is not used: the shop's data is in ${whereIs(settings)}, given by --database-url (or SHOPDESK_DATABASE_URL).`,
      );
    return await runCommand(command, { values, sub, arg, settings, env, options, out });
  } catch (error) {
    reportFailure(out, error);
    return 1;
  }
}

function runCommand(name: string, command: Command): Promise<number | null> {
  switch (name) {
    case 'serve':
      return serveCommand(command);
    case 'init':
      return initCommand(command);
    case 'migrate':
      return migrateCommand(command);
    case 'demo':
      return demoCommand(command);
    case 'copy':
      return copyCommand(command);
    case 'backup':
      return backupCommand(command);
    case 'staff':
      return staffCommand(command);
    case 'app':
      return appCommand(command);
    default:
      throw new UsageError(`Unknown command "${name}".\n\n${USAGE}`);
  }
}

/** The failure's message on stderr: the user's mistakes as they are, the others as failures. */
function reportFailure(out: CliOutput, error: unknown) {
  if (
    error instanceof UsageError ||
    error instanceof SettingsError ||
    error instanceof DataDirError ||
    error instanceof CopyError
  )
    out.error(error.message);
  else if (error instanceof ApiError) {
    const fields = error.errors ? Object.values(error.errors).flat().join(' ') : '';
    out.error(`${error.message} ${fields}`.trim());
  } else if ((error as { code?: string }).code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION')
    out.error((error as Error).message);
  else if (listenProblem(error)) out.error(listenProblem(error)!);
  else out.error(`Failed: ${(error as Error).message}`);
}

async function serveCommand({ values, settings, env, options, out }: Command) {
  const server = await startServer({
    ...settings,
    demo: values.demo,
    rendererDir: options.rendererDir,
    social: readSocialEnv(env),
    notifications: readNotificationEnv(env),
    logger:
      settings.logLevel === 'silent'
        ? false
        : {
            level: settings.logLevel,
            stream: options.logStream ?? logStream(settings.logFormat),
          },
  });
  out.log(`Shopdesk ${VERSION} is listening at ${server.url}`);
  if (settings.publicUrl) out.log(`Other machines reach it at ${settings.publicUrl}`);
  if (server.init.generatedPassword) {
    out.log(
      `Created the manager "${server.init.managerUsername}" with the password: ${server.init.generatedPassword}`,
    );
    out.log('This password is shown only once.');
  }
  if (values.demo) {
    out.log(
      server.demoLoaded
        ? 'Loaded the demo data.'
        : 'The shop already has data: demo data not loaded.',
    );
    if (server.demo) for (const line of describeDemo(server.demo)) out.log(line);
  }
  const stop = async (signal: string) => {
    server.log.info({ signal }, `${signal} received`);
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  return null;
}

async function initCommand({ values, settings, out }: Command) {
  if (!settings.managerUsername || !settings.managerPassword) {
    throw new UsageError('init needs --manager-username and --manager-password.');
  }
  if (settings.databaseUrl || existsSync(databaseFile(settings.dataDir))) {
    const initialised = await withAreas(settings, false, async (ctx) =>
      Number(await isInitialised(ctx)),
    );
    if (initialised)
      throw new UsageError(`The shop in ${whereIs(settings)} is already initialised.`);
  }
  return await withAreas(settings, false, async (ctx) => {
    await initialize(ctx, {
      managerUsername: settings.managerUsername,
      managerPassword: settings.managerPassword,
    });
    out.log(
      `Initialised the shop in ${whereIs(settings)} with the manager "${settings.managerUsername}".`,
    );
    if (values.demo) {
      const demo = await loadDemoSet(ctx);
      out.log('Loaded the demo data.');
      if (demo) for (const line of describeDemo(demo)) out.log(line);
    }
    return 0;
  });
}

async function migrateCommand({ settings, out }: Command) {
  const database = await openDataDir(settings.dataDir, settings.databaseUrl);
  await database.close();
  out.log(`The shop's database is up to date: ${whereIs(settings)}.`);
  return 0;
}

async function demoCommand({ sub, settings, out }: Command) {
  if (sub !== 'load') throw new UsageError('Use: demo load');
  return await withAreas(settings, true, async (ctx) => {
    const demo = await loadDemoSet(ctx);
    if (!demo) {
      throw new UsageError('The shop already has data: demo data loads only into an empty shop.');
    }
    out.log('Loaded the demo data.');
    for (const line of describeDemo(demo)) out.log(line);
    return 0;
  });
}

async function copyCommand({ values, out }: Command) {
  const from = values['from-data-dir'];
  const to = values['to-database-url'];
  if (!from || !to || !isPostgresUrl(to))
    throw new UsageError('Use: copy --from-data-dir DIR --to-database-url postgres://…');
  checkDatabaseUrl(to, '--to-database-url');
  if (!existsSync(databaseFile(from))) throw new UsageError(`There is no shop in ${from}.`);
  // A server still writing there would leave changes out of the copy.
  const release = holdDataDir(
    from,
    `A Shopdesk server is running on ${from}: stop it first, so that the copy holds every change it made.`,
  );
  // Both at the latest migration: the same tables and columns on each side.
  await (await openDataDir(from)).close();
  const target = await openDataDir(from, to);
  try {
    // Whole tables in one transaction: past the per-statement limit of requests.
    const counts = await asLongCommand(() => copyShop(databaseFile(from), target));
    // The short queries' gram table is not copied (it is skipped with the full-text table's
    // own): the copy's search entries and grams are written anew from its products.
    const { ctx } = createAreas({ database: target, clock: systemClock });
    await asLongCommand(() => rebuildSearch(ctx));
    const rows = counts.reduce((sum, table) => sum + table.rows, 0);
    out.log(
      `Copied the shop in ${from} into the database: ${counts.length} tables, ${rows} rows, every count checked.`,
    );
  } finally {
    await target.close();
    release();
  }
  return 0;
}

async function backupCommand({ values, settings, out }: Command) {
  if (!values.to) throw new UsageError('Use: backup --to FILE [--data-dir D]');
  if (settings.databaseUrl)
    throw new UsageError('backup copies a SQLite shop; back up PostgreSQL with pg_dump.');
  await backupShop(databaseFile(settings.dataDir), values.to);
  out.log(`Backed up the shop in ${settings.dataDir} to ${values.to} (integrity check: ok).`);
  return 0;
}

async function staffCommand({ sub, arg, settings, out }: Command) {
  if (sub !== 'reset-password' || !arg) throw new UsageError('Use: staff reset-password USERNAME');
  return await withAreas(settings, true, async (ctx) => {
    // Staff accounts are few: found by name among all of them, as sign-in does (any case).
    const members = await listStaff(ctx, {}, 10_000, 0);
    const member = members.find((row) => row.username.toLowerCase() === arg.toLowerCase());
    if (!member) throw new UsageError(`No staff account "${arg}".`);
    const password = randomBytes(12).toString('base64url');
    // Recorded in the history as the account's own change, from the command line; the
    // update ends every session of the account.
    await updateStaff(
      ctx,
      {
        staffId: member.id,
        username: member.username,
        role: member.role,
        storeId: member.offline_shop_id,
        ip: 'command line',
      },
      member.id,
      { password },
    );
    out.log(`The new password of "${member.username}": ${password}`);
    out.log('This password is shown only once; every session of the account was ended.');
    return 0;
  });
}

async function appCommand({ values, sub, arg, settings, out }: Command) {
  return await withAreas(settings, true, async (ctx) => {
    if (sub === 'create') {
      if (!values.name || !values.scopes)
        throw new UsageError('app create needs --name and --scopes.');
      const { application, token } = await createApplication(ctx, {
        name: values.name,
        scopes: values.scopes,
      });
      out.log(JSON.stringify({ application_id: application.id, token }));
      return 0;
    }
    if (sub === 'list') {
      for (const app of await listApplications(ctx)) {
        const state = app.revoked_at === null ? 'active' : 'revoked';
        out.log(`${app.id}\t${app.name}\t${app.scopes}\t${state}`);
      }
      return 0;
    }
    if (sub === 'revoke') {
      if (!arg || !/^\d+$/.test(arg)) throw new UsageError('Use: app revoke ID');
      await revokeApplication(ctx, Number(arg));
      out.log(`Revoked application ${arg}.`);
      return 0;
    }
    throw new UsageError('Use: app create | app list | app revoke ID');
  });
}
