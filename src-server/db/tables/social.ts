import type { Generated, Selectable } from 'kysely';

/**
 * The shop's own platform settings (one row, id 1). Each non-null field overrides the
 * SHOPDESK_SOCIAL_* value of the environment.
 */
export interface SocialSettingsTable {
  id: Generated<number>;
  component_appid: string | null;
  /** Write-only through the API: never returned, only whether it is set. */
  component_secret: string | null;
  verify_ticket: string | null;
  api_base: string | null;
  auth_page: string | null;
  updated_at: number;
}

/** One started authorization: its random `state` ties the platform's callback to it. */
export interface SocialPendingAuthorizationTable {
  id: Generated<number>;
  state: string;
  auth_type: number;
  success_url: string;
  /** The platform authorization page (`_url`), with the pre-auth code it was built with. */
  platform_url: string;
  pre_auth_expires_at: number;
  created_at: number;
  expires_at: number;
  used_at: number | null;
  authorizer_appid: string | null;
}

/** An authorized messaging-platform account; tokens are kept here and never leave the service. */
export interface SocialAuthorizationTable {
  id: Generated<number>;
  authorizer_appid: string;
  authorizer_access_token: string;
  access_token_expires_at: number;
  authorizer_refresh_token: string;
  /** JSON array of the permission sets (`func_info`) the account granted. */
  func_info: string;
  auth_type: number;
  created_at: number;
  updated_at: number;
}

export interface SocialTables {
  social_settings: SocialSettingsTable;
  social_pending_authorization: SocialPendingAuthorizationTable;
  social_authorization: SocialAuthorizationTable;
}

export type SocialSettingsRow = Selectable<SocialSettingsTable>;
