/** Settings of a server process, from command-line flags first, then SHOPDESK_* variables. */
export interface ServerSettings {
  host: string;
  port: number;
  dataDir: string;
  /** A shared PostgreSQL database (DESIGN §13); none: `<dataDir>/shopdesk.db`. */
  databaseUrl?: string;
  managerUsername?: string;
  managerPassword?: string;
  /** A reverse proxy's addresses or CIDR ranges (DESIGN §3), comma-separated when given. */
  trustedProxy?: string[];
}

export interface SettingFlags {
  host?: string;
  port?: string;
  'data-dir'?: string;
  'database-url'?: string;
  'manager-username'?: string;
  'manager-password'?: string;
  'trusted-proxy'?: string;
}

export class SettingsError extends Error {}

export function resolveSettings(
  flags: SettingFlags,
  env: Record<string, string | undefined>,
): ServerSettings {
  const portText = flags.port ?? env.SHOPDESK_PORT ?? '4350';
  if (!/^\d{1,5}$/.test(portText) || Number(portText) > 65535) {
    throw new SettingsError(`The port must be a number from 0 to 65535 (got "${portText}").`);
  }
  const databaseUrl = flags['database-url'] ?? env.SHOPDESK_DATABASE_URL;
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\/./i.test(databaseUrl)) {
    throw new SettingsError(
      `The database URL must be postgres://user:password@host:5432/name (got "${databaseUrl}").`,
    );
  }
  return {
    host: flags.host ?? env.SHOPDESK_HOST ?? '127.0.0.1',
    port: Number(portText),
    dataDir: flags['data-dir'] ?? env.SHOPDESK_DATA_DIR ?? './data',
    databaseUrl: databaseUrl || undefined,
    managerUsername: flags['manager-username'] ?? env.SHOPDESK_MANAGER_USERNAME,
    managerPassword: flags['manager-password'] ?? env.SHOPDESK_MANAGER_PASSWORD,
    trustedProxy: (flags['trusted-proxy'] ?? env.SHOPDESK_TRUSTED_PROXY)
      ?.split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  };
}
