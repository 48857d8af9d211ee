import { describe, expect, it } from 'vitest';
import { resolveSettings } from '../../src-server/settings';

describe('settings', () => {
  it('flags win over SHOPDESK_* variables, which win over defaults', () => {
    expect(resolveSettings({}, {})).toEqual({
      host: '127.0.0.1',
      port: 4350,
      dataDir: './data',
      managerUsername: undefined,
      managerPassword: undefined,
      logLevel: 'info',
    });
    expect(
      resolveSettings({ 'log-format': 'pretty' }, { SHOPDESK_LOG_LEVEL: 'debug' }),
    ).toMatchObject({ logLevel: 'debug', logFormat: 'pretty' });
    expect(
      resolveSettings(
        { port: '5000' },
        { SHOPDESK_PORT: '6000', SHOPDESK_DATA_DIR: '/d', SHOPDESK_MANAGER_USERNAME: 'boss' },
      ),
    ).toMatchObject({
      port: 5000,
      dataDir: '/d',
      managerUsername: 'boss',
    });
    expect(() => resolveSettings({ port: '70000' }, {})).toThrow(/port/);
    expect(() => resolveSettings({}, { SHOPDESK_PORT: 'http' })).toThrow(/port/);
  });

  it('the database pool size: --database-pool-size, else SHOPDESK_DATABASE_POOL_SIZE; a positive number', () => {
    expect(resolveSettings({}, {}).databasePoolSize).toBeUndefined();
    expect(
      resolveSettings({ 'database-pool-size': '4' }, { SHOPDESK_DATABASE_POOL_SIZE: '20' })
        .databasePoolSize,
    ).toBe(4);
    expect(resolveSettings({}, { SHOPDESK_DATABASE_POOL_SIZE: '20' }).databasePoolSize).toBe(20);
    expect(() => resolveSettings({ 'database-pool-size': '0' }, {})).toThrow(/pool size/);
    expect(() => resolveSettings({}, { SHOPDESK_DATABASE_POOL_SIZE: 'many' })).toThrow(/pool size/);
  });

  it("the lines' wait budgets (docs/DESIGN.md §13): flags, else SHOPDESK_*_WAIT_MS; milliseconds", () => {
    expect(resolveSettings({}, {})).toMatchObject({
      databaseWaitMs: undefined,
      hashingWaitMs: undefined,
    });
    expect(
      resolveSettings(
        { 'database-wait-ms': '500' },
        { SHOPDESK_DATABASE_WAIT_MS: '900', SHOPDESK_HASHING_WAIT_MS: '4000' },
      ),
    ).toMatchObject({ databaseWaitMs: 500, hashingWaitMs: 4000 });
    expect(() => resolveSettings({ 'database-wait-ms': '0' }, {})).toThrow(/--database-wait-ms/);
    expect(() => resolveSettings({}, { SHOPDESK_HASHING_WAIT_MS: '2s' })).toThrow(
      /--hashing-wait-ms \(or SHOPDESK_HASHING_WAIT_MS\) is a wait in milliseconds/,
    );
  });
});
