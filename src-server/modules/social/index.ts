import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { SocialEnvConfig } from '../../options';
import { registerSocialRoutes } from './routes';

export type { SocialEnvConfig } from '../../options';
/** What the notices' WeChat channel sends with (docs/NOTIFICATIONS.md). */
export { authorizerAccess } from './service';

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

/**
 * The messaging platform (docs/NOTIFICATIONS.md): its settings, the authorization of the
 * shop's accounts, and their access tokens for the notices. Its client (the component token's
 * cache) is the app's, made when first used.
 */
export function registerSocial(app: FastifyInstance, ctx: AppContext) {
  registerSocialRoutes(app, ctx);
}
