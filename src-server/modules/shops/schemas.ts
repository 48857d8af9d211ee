import { z } from 'zod';
import { type ApplicationRow, type ShopSettingsRow, STAFF_ROLES } from '../../db/tables/shops';
import {
  formatTimestamp,
  formatTimestampOrNull,
  isValidTimeZone,
  timestampOut,
} from '../../lib/time';
import { nameComponents } from '../../http/openapi';
import { zodMessage } from '../../lib/i18n';

export const shopSettingsOut = z.object({
  id: z.number().int(),
  name: z.string(),
  domain: z.string(),
  timezone: z.string(),
  currency: z.string(),
  webhook_secret: z.string(),
  payment_mode: z.enum(['own', 'collected']),
  pick_up_expire_days: z.number().int(),
  pick_up_rollback_hours: z.number().int(),
  /** docs/DESIGN.md §9: webhooks may point at loopback, link-local and private addresses. */
  webhook_private_targets: z.boolean(),
  /** docs/OFFLINE.md: a counter that cannot reach the server may hand out its packages. */
  offline_hand_out: z.boolean(),
  /** docs/OFFLINE.md: how long after it happened an offline hand-out is still accepted. */
  offline_hand_out_hours: z.number().int(),
  /** docs/DESIGN.md §14: days after an online sign-in a clerk may sign in offline; 0: never. */
  offline_sign_in_days: z.number().int(),
  created_at: timestampOut,
  updated_at: timestampOut,
});

const DOMAIN =
  /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

export const shopSettingsPatch = z.object({
  name: z.string().trim().min(1).max(100).optional(),
  domain: z
    .string()
    .trim()
    .toLowerCase()
    .regex(DOMAIN, { message: zodMessage('shops.domain_format') })
    .optional(),
  timezone: z
    .string()
    .refine(isValidTimeZone, { message: zodMessage('shops.time_zone_format') })
    .optional(),
  payment_mode: z.enum(['own', 'collected']).optional(),
  pick_up_expire_days: z.number().int().min(1).max(365).optional(),
  pick_up_rollback_hours: z.number().int().min(0).max(720).optional(),
  webhook_private_targets: z.boolean().optional(),
  offline_hand_out: z.boolean().optional(),
  offline_hand_out_hours: z.number().int().min(1).max(168).optional(),
  offline_sign_in_days: z.number().int().min(0).max(30).optional(),
});

export function presentSettings(row: ShopSettingsRow): z.infer<typeof shopSettingsOut> {
  const zone = row.timezone;
  return {
    id: row.id,
    name: row.name,
    domain: row.domain,
    timezone: row.timezone,
    currency: row.currency,
    webhook_secret: row.webhook_secret,
    payment_mode: row.payment_mode as 'own' | 'collected',
    pick_up_expire_days: row.pick_up_expire_days,
    pick_up_rollback_hours: row.pick_up_rollback_hours,
    webhook_private_targets: row.webhook_private_targets === 1,
    offline_hand_out: row.offline_hand_out === 1,
    offline_hand_out_hours: row.offline_hand_out_hours,
    offline_sign_in_days: row.offline_sign_in_days,
    created_at: formatTimestamp(row.created_at, zone),
    updated_at: formatTimestamp(row.updated_at, zone),
  };
}

export const loginBody = z.object({
  username: z.string().min(1).max(150),
  password: z.string().min(1).max(1024),
});

export const loginOut = z.object({
  token: z.string(),
  /** docs/DESIGN.md §3: the device cookie; sent back as `X-Device-Token` on this device's sign-ins. */
  device_token: z.string(),
  expires_at: timestampOut,
  staff: z.object({
    id: z.number().int(),
    username: z.string(),
    role: z.enum(STAFF_ROLES),
    offline_shop: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  }),
});

export const applicationOut = z.object({
  id: z.number().int(),
  name: z.string(),
  scopes: z.string(),
  created_at: timestampOut,
  revoked_at: timestampOut.nullable(),
});

export const applicationCreateBody = z.object({
  name: z.string().trim().min(1).max(100),
  scopes: z.string().trim().min(1).max(500),
});

export const applicationCreatedOut = applicationOut.extend({ token: z.string() });

export function presentApplication(
  row: Omit<ApplicationRow, 'token_hash'>,
  zone: string,
): z.infer<typeof applicationOut> {
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes,
    created_at: formatTimestamp(row.created_at, zone),
    revoked_at: formatTimestampOrNull(row.revoked_at, zone),
  };
}

// The resource shapes as named components of the OpenAPI document.
nameComponents({
  ShopSettings: shopSettingsOut,
  Application: applicationOut,
  ApplicationCreated: applicationCreatedOut,
  StaffLogin: loginOut,
});
