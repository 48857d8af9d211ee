import type { FastifyInstance } from 'fastify';
import type { AuthRule } from '../../src-server/http/auth';

/**
 * Every route an app declares, with its `config.auth` rule, as the app registers it: the
 * security tests go through all of them, so routes added later are covered too.
 *
 * Use in a test file (vi.mock is hoisted above the imports):
 *   vi.mock('../../../src-server/http/auth', async (original) =>
 *     (await import('../../support/route-rules')).recordingAuth(await original()));
 */
export interface DeclaredRoute {
  method: string;
  url: string;
  auth: AuthRule | undefined;
}

export const declaredRoutes: DeclaredRoute[] = [];

type AuthModule = typeof import('../../src-server/http/auth');

/** The auth module, with `registerAuth` also recording each route the app adds afterwards. */
export function recordingAuth(original: AuthModule): AuthModule {
  return {
    ...original,
    registerAuth(app: FastifyInstance, ...rest: [never, never]) {
      app.addHook('onRoute', (route) => {
        for (const method of [route.method].flat())
          declaredRoutes.push({ method, url: route.url, auth: route.config?.auth });
      });
      return (original.registerAuth as (app: FastifyInstance, ...rest: unknown[]) => void)(
        app,
        ...rest,
      );
    },
  } as AuthModule;
}
