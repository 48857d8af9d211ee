import {
  answer,
  api,
  type Body,
  type Page,
  type PageQuery,
  type Schemas,
} from '@/shared/api/client';

/** The shop's messaging-platform settings; the secret is write-only (only whether it is set). */
export type SocialSettings = Schemas['SocialSettings'];
export type SocialSettingField = SocialSettings['env_fields'][number];
/** A field left out is unchanged; null (or "") clears it so the environment value applies. */
export type SocialSettingsPatch = Body<'/api/social/settings/', 'patch'>;

export type SocialAuthorizationRequest = Body<
  '/api/social/authorization/authorization_url/',
  'post'
>;
/** `auth_type` of the platform page: 1 official account, 2 mini program, 3 either. */
export type SocialAuthType = SocialAuthorizationRequest['auth_type'];
export const SOCIAL_AUTH_TYPES: readonly SocialAuthType[] = [1, 2, 3];

/** `url`: the service's jump link (usable for 30 minutes); `_url`: the platform page itself. */
export type SocialAuthorizationLinks = Schemas['AuthorizationUrl'];

/** An authorized messaging-platform account. */
export type SocialAuthorization = Schemas['SocialAuthorization'];

export function getSocialSettings(): Promise<SocialSettings> {
  return answer(api.GET('/api/social/settings/'));
}

export function updateSocialSettings(patch: SocialSettingsPatch): Promise<SocialSettings> {
  return answer(api.PATCH('/api/social/settings/', { body: patch }));
}

export function createAuthorizationUrl(
  request: SocialAuthorizationRequest,
): Promise<SocialAuthorizationLinks> {
  return answer(api.POST('/api/social/authorization/authorization_url/', { body: request }));
}

/** The account's record; a 404 ApiError when the app id is not authorized. */
export function checkAuthorization(appid: string): Promise<SocialAuthorization> {
  return answer(api.POST('/api/social/authorization/check/', { body: { appid } }));
}

export function listAuthorizations(query: PageQuery = {}): Promise<Page<SocialAuthorization>> {
  return answer(api.GET('/api/social/authorization/', { params: { query } }));
}
