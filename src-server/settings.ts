import { addressList } from './lib/addresses';

/** Settings of a server process, from command-line flags first, then SHOPDESK_* variables. */
export interface ServerSettings {
  host: string;
  port: number;
  dataDir: string;
  /** A shared PostgreSQL database (docs/DESIGN.md §13); none: `<dataDir>/shopdesk.db`. */
  databaseUrl?: string;
  /** Connections to PostgreSQL of this process (`--database-pool-size`; default 10). */
  databasePoolSize?: number;
  /** docs/DESIGN.md §13: a request's wait for a connection (`--database-wait-ms`; default 2000). */
  databaseWaitMs?: number;
  /** docs/DESIGN.md §13: a sign-in's wait for a hashing place (`--hashing-wait-ms`; default 3000). */
  hashingWaitMs?: number;
  managerUsername?: string;
  managerPassword?: string;
  /** Where the shop is reached from outside (docs/DESIGN.md §13); required beyond loopback. */
  publicUrl?: string;
  /** PEM files: the server speaks HTTPS itself. */
  tlsCert?: string;
  tlsKey?: string;
  /** A reverse proxy's addresses or CIDR ranges (docs/DESIGN.md §3), comma-separated when given. */
  trustedProxy?: string[];
  /** The request log's level (pino's names); `serve` logs at `info` unless told. */
  logLevel: LogLevel;
  /** JSON lines, or pino-pretty's lines for a person at a terminal; none: by the terminal. */
  logFormat?: LogFormat;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export const LOG_FORMATS = ['json', 'pretty'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

export interface SettingFlags {
  host?: string;
  port?: string;
  'data-dir'?: string;
  'database-url'?: string;
  'database-pool-size'?: string;
  'database-wait-ms'?: string;
  'hashing-wait-ms'?: string;
  'manager-username'?: string;
  'manager-password'?: string;
  'public-url'?: string;
  'tls-cert'?: string;
  'tls-key'?: string;
  'trust-proxy'?: string;
  'log-level'?: string;
  'log-format'?: string;
}

/** One of `allowed`, or a refusal naming the option and the values it takes. */
function oneOf<T extends string>(
  value: string | undefined,
  allowed: readonly T[],
  option: string,
  variable: string,
): T | undefined {
  if (value === undefined || (allowed as readonly string[]).includes(value))
    return value as T | undefined;
  throw new SettingsError(
    `${option} (or ${variable}) must be one of ${allowed.join(', ')} (got "${value}").`,
  );
}

export class SettingsError extends Error {}

/** A line's wait budget in milliseconds (docs/DESIGN.md §13): 1 ms to 10 minutes. */
function waitSetting(text: string | undefined, option: string): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d{1,6}$/.test(text) || Number(text) < 1 || Number(text) > 600_000)
    throw new SettingsError(
      `${option} is a wait in milliseconds from 1 to 600000 (got "${text}").`,
    );
  return Number(text);
}

/** Listening on these reaches this computer only; any other host needs a public URL. */
const isLoopbackHost = (host: string) =>
  host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);

/** docs/DESIGN.md §13: a server reachable from other machines must know the address they use. */
export function checkListening(host: string, publicUrl: string | undefined) {
  if (publicUrl || isLoopbackHost(host)) return;
  throw new SettingsError(
    `Listening on ${host} makes the shop reachable from other machines: give the address they use with --public-url (or SHOPDESK_PUBLIC_URL), e.g. --public-url https://pickup.example.com or --public-url http://192.168.1.20:4350. Without it, listen on 127.0.0.1 (the default).`,
  );
}

/** A public URL is an origin: http(s), a host, no path, credentials, query or fragment. */
function checkPublicUrl(value: string) {
  const url = URL.canParse(value) ? new URL(value) : null;
  if (
    !url ||
    !['http:', 'https:'].includes(url.protocol) ||
    url.username ||
    url.password ||
    url.pathname !== '/' ||
    url.search ||
    url.hash
  ) {
    throw new SettingsError(
      `The public URL must be the address customers and counters use, like https://pickup.example.com, with no path (got "${value}").`,
    );
  }
}

/** The URL as a message may show it: whatever stands before its last `@` (the password) left out. */
function withoutCredentials(url: string): string {
  const scheme = /^[a-z][\w+.-]*:\/\//i.exec(url)?.[0] ?? '';
  const at = url.lastIndexOf('@');
  if (at < 0) return scheme ? url : '…';
  return `${scheme}…@${url.slice(at + 1)}`;
}

/**
 * A PostgreSQL URL that names what the operator meant. The password goes inside the URL, so
 * `/`, `?` and `#` in it end the password early: the URL is then invalid (the driver's bare
 * "TypeError: Invalid URL"), or worse, valid with the password's tail read as the host, path or
 * fragment (docs/DEPLOYMENT.md, "The service"). Neither the URL nor the password is shown.
 */
export function checkDatabaseUrl(
  value: string,
  option = '--database-url (or SHOPDESK_DATABASE_URL)',
): void {
  if (!/^postgres(ql)?:\/\//i.test(value))
    throw new SettingsError(
      `${option} must be postgres://user:password@host:5432/name (got "${withoutCredentials(value)}").`,
    );
  const url = URL.canParse(value) ? new URL(value) : null;
  // A password's `@` stays inside it (the last `@` ends it), but the tail of one cut short by
  // `/`, `?` or `#` lands in the path, the query or the fragment, `@` and all.
  if (!url || url.hash !== '' || /@/.test(url.pathname + url.search))
    throw new SettingsError(
      `${option} is not a valid URL of the form postgres://user:password@host:5432/name: characters such as spaces, @, /, ?, # or % in the user name or password must be percent-encoded (a space as %20, @ as %40, / as %2F, ? as %3F, # as %23, % as %25), as node -e 'console.log(encodeURIComponent(process.argv[1]))' 'the password' prints it (docs/DEPLOYMENT.md). The URL is not shown here: it holds the password.`,
    );
}
export function resolveSettings(
  flags: SettingFlags,
  env: Record<string, string | undefined>,
): ServerSettings {
  const portText = flags.port ?? env.SHOPDESK_PORT ?? '4350';
  if (!/^\d{1,5}$/.test(portText) || Number(portText) > 65535) {
    throw new SettingsError(`The port must be a number from 0 to 65535 (got "${portText}").`);
  }
  const databaseUrl = flags['database-url'] ?? env.SHOPDESK_DATABASE_URL;
  if (databaseUrl !== undefined) checkDatabaseUrl(databaseUrl);
  const poolText = flags['database-pool-size'] ?? env.SHOPDESK_DATABASE_POOL_SIZE;
  if (poolText !== undefined && (!/^\d{1,4}$/.test(poolText) || !(Number(poolText) >= 1))) {
    throw new SettingsError(
      `The database pool size must be a number of connections from 1 to 9999 (got "${poolText}").`,
    );
  }
  const databaseWaitMs = waitSetting(
    flags['database-wait-ms'] ?? env.SHOPDESK_DATABASE_WAIT_MS,
    '--database-wait-ms (or SHOPDESK_DATABASE_WAIT_MS)',
  );
  const hashingWaitMs = waitSetting(
    flags['hashing-wait-ms'] ?? env.SHOPDESK_HASHING_WAIT_MS,
    '--hashing-wait-ms (or SHOPDESK_HASHING_WAIT_MS)',
  );
  const host = flags.host ?? env.SHOPDESK_HOST ?? '127.0.0.1';
  const publicUrl = flags['public-url'] ?? env.SHOPDESK_PUBLIC_URL;
  if (publicUrl !== undefined) checkPublicUrl(publicUrl);
  const tlsCert = flags['tls-cert'] ?? env.SHOPDESK_TLS_CERT;
  const tlsKey = flags['tls-key'] ?? env.SHOPDESK_TLS_KEY;
  if (!tlsCert !== !tlsKey) throw new SettingsError('HTTPS needs both --tls-cert and --tls-key.');
  if (tlsCert && publicUrl && new URL(publicUrl).protocol === 'http:')
    throw new SettingsError(
      `--tls-cert makes the server speak HTTPS, but --public-url ${publicUrl} starts with http://: customers' links would not use HTTPS. Give --public-url https://…`,
    );
  const trustedProxy = (flags['trust-proxy'] ?? env.SHOPDESK_TRUST_PROXY)
    ?.split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of trustedProxy ?? []) {
    try {
      addressList([entry]);
    } catch {
      throw new SettingsError(
        `--trust-proxy (or SHOPDESK_TRUST_PROXY) takes the proxy's IP addresses or CIDR ranges, comma-separated (e.g. 10.0.0.2 or 10.0.0.0/8,::1): "${entry}" is neither.`,
      );
    }
  }
  const logLevel = oneOf(
    flags['log-level'] ?? env.SHOPDESK_LOG_LEVEL,
    LOG_LEVELS,
    '--log-level',
    'SHOPDESK_LOG_LEVEL',
  );
  const logFormat = oneOf(
    flags['log-format'] ?? env.SHOPDESK_LOG_FORMAT,
    LOG_FORMATS,
    '--log-format',
    'SHOPDESK_LOG_FORMAT',
  );
  return {
    host,
    port: Number(portText),
    logLevel: logLevel ?? 'info',
    logFormat,
    dataDir: flags['data-dir'] ?? env.SHOPDESK_DATA_DIR ?? './data',
    databaseUrl: databaseUrl || undefined,
    databasePoolSize: poolText === undefined ? undefined : Number(poolText),
    databaseWaitMs,
    hashingWaitMs,
    managerUsername: flags['manager-username'] ?? env.SHOPDESK_MANAGER_USERNAME,
    managerPassword: flags['manager-password'] ?? env.SHOPDESK_MANAGER_PASSWORD,
    publicUrl: publicUrl ? new URL(publicUrl).origin : undefined,
    tlsCert,
    tlsKey,
    trustedProxy,
  };
}
