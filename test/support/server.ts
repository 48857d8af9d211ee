import { buildServer, type BuildServerOptions } from '../../src-server/app';
import { openTestDatabase } from './database';
import type { Clock } from '../../src-server/lib/time';
import type { SocialEnvConfig } from '../../src-server/modules/social';
import type { WebhookWorkerOptions } from '../../src-server/modules/webhooks';
import { createApplication, initialize } from '../../src-server/modules/shops';

export const MANAGER = { username: 'manager', password: 'manager-pass-1' };

/** A clock tests can move. */
export function testClock(
  start = Date.parse('2026-11-21T12:00:00Z'),
): Clock & { advance(ms: number): void; set(ms: number): void } {
  let now = start;
  return {
    now: () => now,
    advance: (ms) => {
      now += ms;
    },
    set: (ms) => {
      now = ms;
    },
  };
}

/**
 * A fresh shop with its manager, in memory (SQLite) or in a database of its own (PostgreSQL,
 * see database.ts); the server is built but not listening.
 */
export async function createTestServer(
  options: {
    clock?: Clock;
    social?: SocialEnvConfig;
    webhooks?: WebhookWorkerOptions;
    /** Pick-up notices: env (SMS endpoint), clock and timers. */
    notifications?: BuildServerOptions['notifications'];
    /** A built renderer folder to serve at `/` (none by default). */
    rendererDir?: string;
    trustedProxy?: string[];
    publicUrl?: string;
    /** The request log (off by default): e.g. `{ stream }` to read its lines. */
    logger?: BuildServerOptions['logger'];
  } = {},
) {
  const database = await openTestDatabase();
  const app = await buildServer({
    database,
    clock: options.clock,
    rendererDir: options.rendererDir ?? null,
    social: options.social,
    webhooks: options.webhooks,
    notifications: options.notifications,
    trustedProxy: options.trustedProxy,
    publicUrl: options.publicUrl,
    logger: options.logger,
  });
  await initialize(app.ctx, {
    managerUsername: MANAGER.username,
    managerPassword: MANAGER.password,
  });

  async function login(username = MANAGER.username, password = MANAGER.password) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/shops/staff_login/',
      payload: { username, password },
    });
    if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
    return response.json().token as string;
  }

  async function appToken(scopes: string) {
    const { token } = await createApplication(app.ctx, {
      name: `test ${scopes}`,
      scopes,
    });
    return token;
  }

  return {
    app,
    database,
    login,
    appToken,
    auth: (token: string) => ({ authorization: `Token ${token}` }),
    bearer: (token: string) => ({ authorization: `Bearer ${token}` }),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof createTestServer>>;
