import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { createPlatformClient } from './platform-client';
import { createSocialRepository } from './repository';
import { registerSocialRoutes } from './routes';
import { createSocialService, type SocialEnvConfig } from './service';

export type { SocialEnvConfig } from './service';

/** The SHOPDESK_SOCIAL_* variables of an environment (the entry points pass theirs in). */
export function readSocialEnv(env: Record<string, string | undefined>): SocialEnvConfig {
  return {
    componentAppid: env.SHOPDESK_SOCIAL_COMPONENT_APPID,
    componentSecret: env.SHOPDESK_SOCIAL_COMPONENT_SECRET,
    verifyTicket: env.SHOPDESK_SOCIAL_VERIFY_TICKET,
    apiBase: env.SHOPDESK_SOCIAL_API_BASE,
    authPage: env.SHOPDESK_SOCIAL_AUTH_PAGE,
  };
}

export function createSocialArea(
  context: AppContext & { paymentMode: () => Promise<string>; env?: SocialEnvConfig },
) {
  const env = context.env ?? {};
  const social = createSocialService({
    database: context.database,
    clock: context.clock,
    repo: createSocialRepository(),
    platform: createPlatformClient({ clock: context.clock, timeoutMs: env.timeoutMs }),
    paymentMode: context.paymentMode,
    env,
  });
  return {
    social,
    register: (app: FastifyInstance) =>
      registerSocialRoutes(app, { social, timeZone: context.timeZone }),
  };
}
