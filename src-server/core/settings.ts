/** Settings of a server process, from command-line flags first, then SHOPDESK_* variables. */
export interface ServerSettings {
  host: string;
  port: number;
  dataDir: string;
  managerUsername?: string;
  managerPassword?: string;
  /** A reverse proxy's addresses or CIDR ranges (DESIGN §3), comma-separated when given. */
  trustedProxy?: string[];
}

export interface SettingFlags {
  host?: string;
  port?: string;
  'data-dir'?: string;
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
  return {
    host: flags.host ?? env.SHOPDESK_HOST ?? '127.0.0.1',
    port: Number(portText),
    dataDir: flags['data-dir'] ?? env.SHOPDESK_DATA_DIR ?? './data',
    managerUsername: flags['manager-username'] ?? env.SHOPDESK_MANAGER_USERNAME,
    managerPassword: flags['manager-password'] ?? env.SHOPDESK_MANAGER_PASSWORD,
    trustedProxy: (flags['trusted-proxy'] ?? env.SHOPDESK_TRUSTED_PROXY)
      ?.split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  };
}
