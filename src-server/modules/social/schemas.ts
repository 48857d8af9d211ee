import { z } from 'zod';
import { formatTimestamp, formatTimestampOrNull, timestampOut } from '../../lib/time';
import { nameComponents } from '../../http/openapi';
import type { SocialSettingsRow } from '../../db/tables/social';
import { zodMessage } from '../../lib/i18n';

/** `auth_type` of the platform page: 1 official account, 2 mini program, 3 either. */
export const AUTH_TYPES = [1, 2, 3] as const;

export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const httpUrl = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine(isHttpUrl, {
      message: zodMessage('social.redirect_url_format'),
    });

// In the settings an empty string or null clears a field: the environment value applies again.
const clearable = <T extends z.ZodType<string>>(schema: T) =>
  z
    .preprocess((value) => (value === '' ? null : value), schema.nullable())
    .optional()
    .meta({ description: 'null or "" clears the setting (the environment value applies)' });

export const socialSettingsPatch = z.object({
  component_appid: clearable(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, {
        message: zodMessage('social.appid_format'),
      }),
  ),
  component_secret: clearable(z.string().trim().min(1).max(256)),
  verify_ticket: clearable(z.string().trim().min(1).max(1024)),
  api_base: clearable(httpUrl(500)),
  auth_page: clearable(httpUrl(500)),
});
export type SocialSettingsPatch = z.output<typeof socialSettingsPatch>;

export const SETTING_FIELDS = [
  'component_appid',
  'component_secret',
  'verify_ticket',
  'api_base',
  'auth_page',
] as const;

export type SettingField = (typeof SETTING_FIELDS)[number];

/** The stored settings, which fields the environment gives, whether the platform can be used. */
export interface SocialSettingsView {
  row: SocialSettingsRow | undefined;
  envFields: SettingField[];
  configured: boolean;
}

export const socialSettingsOut = z.object({
  component_appid: z.string().nullable(),
  // The secret is write-only: only whether one is stored.
  component_secret_set: z.boolean(),
  verify_ticket: z.string().nullable(),
  api_base: z.string().nullable(),
  auth_page: z.string().nullable(),
  /** Fields the environment (SHOPDESK_SOCIAL_*) supplies; stored settings win over them. */
  env_fields: z.array(z.enum(SETTING_FIELDS)),
  /** Whether app id, secret and verify ticket are all known (from settings or environment). */
  configured: z.boolean(),
  updated_at: timestampOut.nullable(),
});

export const authorizationUrlBody = z.object({
  success_url: httpUrl(2000).meta({ description: 'Where the browser goes after success' }),
  auth_type: z.literal(AUTH_TYPES, {
    message: zodMessage('social.auth_type_choice'),
  }),
});

export const authorizationUrlOut = z.object({
  url: z.string().meta({ description: 'Our jump link: redirects to the platform page' }),
  _url: z.string().meta({ description: 'The platform authorization page' }),
});

const stateText = z.string().min(1).max(200);

export const jumpQuery = z.object({ state: stateText });

export const callbackQuery = z.object({
  state: stateText,
  auth_code: z.string().min(1).max(1000),
});

export const checkBody = z.object({ appid: z.string().trim().min(1).max(64) });

export const authorizationOut = z.object({
  authorizer_appid: z.string(),
  created_at: timestampOut,
  updated_at: timestampOut,
});

export const redirectOut = z.null().meta({ description: 'Redirect (see Location)' });

export function presentAuthorization(
  row: { authorizer_appid: string; created_at: number; updated_at: number },
  zone: string,
): z.infer<typeof authorizationOut> {
  return {
    authorizer_appid: row.authorizer_appid,
    created_at: formatTimestamp(row.created_at, zone),
    updated_at: formatTimestamp(row.updated_at, zone),
  };
}

export function presentSettings(
  view: SocialSettingsView,
  zone: string,
): z.infer<typeof socialSettingsOut> {
  const row = view.row;
  return {
    component_appid: row?.component_appid ?? null,
    component_secret_set: (row?.component_secret ?? null) !== null,
    verify_ticket: row?.verify_ticket ?? null,
    api_base: row?.api_base ?? null,
    auth_page: row?.auth_page ?? null,
    env_fields: view.envFields,
    configured: view.configured,
    updated_at: formatTimestampOrNull(row?.updated_at ?? null, zone),
  };
}

// The resource shapes as named components of the OpenAPI document.
nameComponents({
  SocialSettings: socialSettingsOut,
  SocialAuthorization: authorizationOut,
  AuthorizationUrl: authorizationUrlOut,
});
