import { newToken } from '../../http/auth';
import { perContext, type AppContext } from '../../context';
import { ApiError, notFound } from '../../http/errors';
import type { SocialEnvConfig } from '../../options';
import * as platform from './platform-client';
import { DEFAULT_API_BASE, DEFAULT_AUTH_PAGE, type PlatformConfig } from './platform-client';
import * as accounts from './repository';
import type { SettingField, SocialSettingsPatch, SocialSettingsView } from './schemas';
import type { SocialSettingsRow } from '../../db/tables/social';
import { msg } from '../../lib/i18n';

export type { SocialEnvConfig } from '../../options';

/** How long the links of a started authorization stay usable. */
export const PENDING_TTL_MS = 30 * 60_000;
// The jump link asks for a fresh pre-auth code when the stored one has less than this left.
const PRE_AUTH_MARGIN_MS = 60_000;
// An authorizer token with less than this left is renewed before a call.
const AUTHORIZER_TOKEN_MARGIN_MS = 5 * 60_000;
// Ended pending authorizations are kept a day (a late callback still gets a clear answer).
const PENDING_KEEP_MS = 24 * 60 * 60_000;

export const CALLBACK_PATH = '/api/social/authorization/callback/';
export const JUMP_PATH = '/api/social/authorization/jump/';

const ENV_KEYS: Record<SettingField, keyof SocialEnvConfig> = {
  component_appid: 'componentAppid',
  component_secret: 'componentSecret',
  verify_ticket: 'verifyTicket',
  api_base: 'apiBase',
  auth_page: 'authPage',
};

/** Adds `authorizer_appid` to the success URL, keeping its query and fragment. */
export function withAuthorizerAppid(successUrl: string, appid: string): string {
  const hashAt = successUrl.indexOf('#');
  const base = hashAt === -1 ? successUrl : successUrl.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : successUrl.slice(hashAt);
  const separator = !base.includes('?') ? '?' : /[?&]$/.test(base) ? '' : '&';
  return `${base}${separator}authorizer_appid=${encodeURIComponent(appid)}${hash}`;
}

/** The platform client of an app: its component token cache lives as long as the app. */
const clientOf = perContext((ctx: AppContext) =>
  platform.newPlatformClient({ clock: ctx.clock, timeoutMs: ctx.options.social?.timeoutMs }),
);

/** The SHOPDESK_SOCIAL_* values the process was started with. */
const envOf = (ctx: AppContext): SocialEnvConfig => ctx.options.social ?? {};

function envValue(env: SocialEnvConfig, field: SettingField): string | null {
  const value = env[ENV_KEYS[field]];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

// Stored settings win over the environment, field by field.
const effective = (env: SocialEnvConfig, row: SocialSettingsRow | undefined, field: SettingField) =>
  row?.[field] ?? envValue(env, field);

export async function settings(ctx: AppContext): Promise<SocialSettingsView> {
  const env = envOf(ctx);
  const row = await accounts.findSettings(ctx.database.db);
  return {
    row,
    envFields: (Object.keys(ENV_KEYS) as SettingField[]).filter((f) => envValue(env, f) !== null),
    configured: (['component_appid', 'component_secret', 'verify_ticket'] as const).every(
      (field) => effective(env, row, field) !== null,
    ),
  };
}

async function platformConfig(ctx: AppContext): Promise<PlatformConfig> {
  const env = envOf(ctx);
  const row = await accounts.findSettings(ctx.database.db);
  const appid = effective(env, row, 'component_appid');
  const secret = effective(env, row, 'component_secret');
  const ticket = effective(env, row, 'verify_ticket');
  if (appid === null || secret === null || ticket === null) {
    const missing = [
      appid === null && 'component_appid',
      secret === null && 'component_secret',
      ticket === null && 'verify_ticket',
    ].filter(Boolean);
    throw new ApiError(
      503,
      'social_not_configured',
      msg('social.settings_missing', { names: missing.join(', ') }),
    );
  }
  return {
    componentAppid: appid,
    componentSecret: secret,
    verifyTicket: ticket,
    apiBase: effective(env, row, 'api_base') ?? DEFAULT_API_BASE,
    authPage: effective(env, row, 'auth_page') ?? DEFAULT_AUTH_PAGE,
  };
}

/** Refuses a shop whose payments the platform collects (docs/DESIGN.md §4: `payment_mode`). */
export async function requireOwnPayment(ctx: AppContext) {
  if ((await ctx.settings()).payment_mode === 'collected') {
    throw new ApiError(403, 'collected_payment_shop', msg('social.own_payment_only'));
  }
}

/** The pending authorization of a state, refused when unknown, used or expired. */
async function requireOpenPending(ctx: AppContext, state: string) {
  const pending = await accounts.findPending(ctx.database.db, state);
  if (!pending) throw notFound(msg('social.state_not_found'));
  if (pending.used_at !== null)
    throw new ApiError(409, 'authorization_used', msg('social.link_used_start_again'));
  if (ctx.clock.now() >= pending.expires_at)
    throw new ApiError(
      400,
      'authorization_expired',
      msg('social.link_expired', { n: PENDING_TTL_MS / 60_000 }),
    );
  return pending;
}

const callbackUrl = (origin: string, state: string) =>
  `${origin}${CALLBACK_PATH}?state=${encodeURIComponent(state)}`;

export async function updateSettings(ctx: AppContext, patch: SocialSettingsPatch) {
  const values: Partial<Record<SettingField, string | null>> = {};
  for (const field of Object.keys(ENV_KEYS) as SettingField[]) {
    if (patch[field] !== undefined) values[field] = patch[field];
  }
  await ctx.database.transaction((trx) =>
    accounts.upsertSettings(trx, { ...values, updated_at: ctx.clock.now() }),
  );
  platform.forgetToken(clientOf(ctx));
  return settings(ctx);
}

/**
 * Starts an authorization: a pending record with a random state and a fresh pre-auth
 * code. `origin` is this server's origin as the caller reached it (the platform sends
 * the browser back there).
 */
export async function startAuthorization(
  ctx: AppContext,
  input: { successUrl: string; authType: number; origin: string },
) {
  await requireOwnPayment(ctx);
  const config = await platformConfig(ctx);
  const state = newToken();
  const preAuth = await platform.createPreAuthCode(clientOf(ctx), config);
  const platformUrl = platform.authorizationPageUrl(config, {
    preAuthCode: preAuth.preAuthCode,
    redirectUri: callbackUrl(input.origin, state),
    authType: input.authType,
  });
  const now = ctx.clock.now();
  await ctx.database.transaction(async (trx) => {
    await accounts.deletePendingBefore(trx, now - PENDING_KEEP_MS);
    await accounts.insertPending(trx, {
      state,
      auth_type: input.authType,
      success_url: input.successUrl,
      platform_url: platformUrl,
      pre_auth_expires_at: preAuth.expiresAt,
      created_at: now,
      expires_at: now + PENDING_TTL_MS,
      used_at: null,
      authorizer_appid: null,
    });
  });
  return { url: `${input.origin}${JUMP_PATH}?state=${encodeURIComponent(state)}`, platformUrl };
}

/**
 * Where the jump link leads: the platform page. Pre-auth codes live shorter than our
 * link, so an expiring one is replaced with a fresh code first.
 */
export async function jump(ctx: AppContext, state: string, origin: string): Promise<string> {
  await requireOwnPayment(ctx);
  const pending = await requireOpenPending(ctx, state);
  if (ctx.clock.now() < pending.pre_auth_expires_at - PRE_AUTH_MARGIN_MS)
    return pending.platform_url;
  const config = await platformConfig(ctx);
  const preAuth = await platform.createPreAuthCode(clientOf(ctx), config);
  const platformUrl = platform.authorizationPageUrl(config, {
    preAuthCode: preAuth.preAuthCode,
    redirectUri: callbackUrl(origin, state),
    authType: pending.auth_type,
  });
  await ctx.database.transaction((trx) =>
    accounts.updatePendingPage(trx, state, {
      platform_url: platformUrl,
      pre_auth_expires_at: preAuth.expiresAt,
    }),
  );
  return platformUrl;
}

/**
 * The platform's redirect after the account authorized us: exchanges the code, stores
 * the account and answers where the browser goes next.
 */
export async function completeAuthorization(
  ctx: AppContext,
  input: { state: string; authCode: string },
): Promise<string> {
  await requireOwnPayment(ctx);
  await requireOpenPending(ctx, input.state);
  const config = await platformConfig(ctx);
  // Exchanged before the state is taken: a refused code leaves the link usable.
  const info = await platform.queryAuth(clientOf(ctx), config, input.authCode);
  const now = ctx.clock.now();
  const successUrl = await ctx.database.transaction(async (trx) => {
    if (!(await accounts.updatePendingUsed(trx, input.state, now, info.authorizerAppid)))
      return null;
    const pending = (await accounts.findPending(trx, input.state))!;
    await accounts.upsertAuthorization(trx, {
      authorizer_appid: info.authorizerAppid,
      authorizer_access_token: info.authorizerAccessToken,
      access_token_expires_at: info.accessTokenExpiresAt,
      authorizer_refresh_token: info.authorizerRefreshToken,
      func_info: JSON.stringify(info.funcInfo),
      auth_type: pending.auth_type,
      created_at: now,
      updated_at: now,
    });
    return pending.success_url;
  });
  // Another callback took the state meanwhile (or it expired): refuse as it would be.
  if (successUrl === null) {
    await requireOpenPending(ctx, input.state);
    throw new ApiError(409, 'authorization_used', msg('social.link_used'));
  }
  return withAuthorizerAppid(successUrl, info.authorizerAppid);
}

/** The authorized account of an app id (`check`), 404 when there is none. */
export async function check(ctx: AppContext, appid: string) {
  await requireOwnPayment(ctx);
  const record = await accounts.findAuthorization(ctx.database.db, appid);
  if (!record) throw notFound(msg('social.account_not_found'));
  return record;
}

/**
 * What a call on behalf of an authorized account needs: the platform's API base and the
 * account's access token, renewed with its refresh token when it is (nearly) expired or
 * the caller says the platform refused it.
 * Never shown by the API (docs/NOTIFICATIONS.md).
 */
export async function authorizerAccess(
  ctx: AppContext,
  appid: string,
  renew = false,
): Promise<{ apiBase: string; accessToken: string }> {
  const config = await platformConfig(ctx);
  const tokens = await accounts.findTokens(ctx.database.db, appid);
  if (!tokens)
    throw new ApiError(409, 'social_not_configured', msg('social.not_authorized', { appid }));
  // `renew`: the platform refused the stored token (it may be revoked before its time).
  if (!renew && ctx.clock.now() < tokens.access_token_expires_at - AUTHORIZER_TOKEN_MARGIN_MS)
    return { apiBase: config.apiBase, accessToken: tokens.authorizer_access_token };
  const renewed = await platform.refreshAuthorizerToken(
    clientOf(ctx),
    config,
    appid,
    tokens.authorizer_refresh_token,
  );
  await ctx.database.transaction((trx) =>
    accounts.updateTokens(trx, appid, {
      authorizer_access_token: renewed.accessToken,
      access_token_expires_at: renewed.expiresAt,
      authorizer_refresh_token: renewed.refreshToken,
      updated_at: ctx.clock.now(),
    }),
  );
  return { apiBase: config.apiBase, accessToken: renewed.accessToken };
}
