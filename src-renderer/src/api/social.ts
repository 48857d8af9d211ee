import { call, type Page, type PageQuery } from './client';

/** `auth_type` of the platform page: 1 official account, 2 mini program, 3 either. */
export type SocialAuthType = 1 | 2 | 3;
export const SOCIAL_AUTH_TYPES: readonly SocialAuthType[] = [1, 2, 3];

export type SocialSettingField =
  'component_appid' | 'component_secret' | 'verify_ticket' | 'api_base' | 'auth_page';

/** The shop's messaging-platform settings; the secret is write-only (only whether it is set). */
export interface SocialSettings {
  component_appid: string | null;
  component_secret_set: boolean;
  verify_ticket: string | null;
  api_base: string | null;
  auth_page: string | null;
  /** Fields the service's environment supplies (stored settings win over them). */
  env_fields: SocialSettingField[];
  /** App id, secret and verify ticket are all known. */
  configured: boolean;
  updated_at: string | null;
}

/** A field left out is unchanged; null (or "") clears it so the environment value applies. */
export type SocialSettingsPatch = Partial<Record<SocialSettingField, string | null>>;

export interface SocialAuthorizationRequest {
  /** Where the browser goes after the account is authorized (absolute http(s) URL). */
  success_url: string;
  auth_type: SocialAuthType;
}

export interface SocialAuthorizationLinks {
  /** The service's jump link (opens the platform page; stays usable for 30 minutes). */
  url: string;
  /** The platform authorization page itself. */
  _url: string;
}

/** An authorized messaging-platform account. */
export interface SocialAuthorization {
  authorizer_appid: string;
  created_at: string;
  updated_at: string;
}

const SETTINGS = 'social/settings/';
const AUTHORIZATION = 'social/authorization/';

export function getSocialSettings(): Promise<SocialSettings> {
  return call('get', SETTINGS);
}

export function updateSocialSettings(patch: SocialSettingsPatch): Promise<SocialSettings> {
  return call('patch', SETTINGS, { json: patch });
}

export function createAuthorizationUrl(
  request: SocialAuthorizationRequest,
): Promise<SocialAuthorizationLinks> {
  return call('post', `${AUTHORIZATION}authorization_url/`, { json: request });
}

/** The account's record; a 404 ApiError when the app id is not authorized. */
export function checkAuthorization(appid: string): Promise<SocialAuthorization> {
  return call('post', `${AUTHORIZATION}check/`, { json: { appid } });
}

export function listAuthorizations(query: PageQuery = {}): Promise<Page<SocialAuthorization>> {
  return call('get', AUTHORIZATION, { searchParams: { ...query } });
}
