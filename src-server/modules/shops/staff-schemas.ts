import { z } from 'zod';
import { ACTIONS, type OfflineShopRow, STAFF_ROLES } from '../../db/tables/shops';
import { pageQuery } from '../../http/paging';
import { USERNAME_PATTERN, USERNAME_RULE } from '../../lib/passwords';
import { formatTimestamp, formatTimestampOrNull, timestampOut } from '../../lib/time';
import { actionFilters, type ActionListRow } from './action-history';
import { staffFilters, type StaffMemberRow } from './staff';
import { nameComponents } from '../../http/openapi';
import { actionDetail, type Language, zodMessage } from '../../lib/i18n';
import { COLLECTOR_RELATIONS } from '../../../src-shared/collected-by';
import type { ActionParams } from '../../../src-shared/action-params';

// Stores.

const placeCode = z.string().regex(/^\d{6}$/, { message: zodMessage('orders.place_code_format') });

export const storeOut = z.object({
  id: z.number().int(),
  title: z.string(),
  address: z.string(),
  phone: z.string(),
  business_hours: z.string(),
  place_code: z.string().nullable(),
  is_active: z.boolean(),
  created_at: timestampOut,
  updated_at: timestampOut,
});

export const storeCreate = z.object({
  title: z.string().trim().min(1).max(100),
  address: z.string().trim().max(255).optional(),
  phone: z.string().trim().max(50).optional(),
  business_hours: z.string().trim().max(255).optional(),
  place_code: placeCode.nullable().optional(),
  is_active: z.boolean().optional(),
});

export const storePatch = storeCreate.partial();

/**
 * The public list: `shop` is the shop's domain. It lists active stores; a manager may ask for
 * the inactive ones too (`include_inactive`).
 */
export const storeListQuery = z.object({
  ...pageQuery,
  shop: z.string().max(253).optional(),
  include_inactive: z
    .enum(['true', 'false', '1', '0'], { message: zodMessage('filter.boolean_text') })
    .transform((v) => v === 'true' || v === '1')
    .optional(),
});

export function presentStore(row: OfflineShopRow, zone: string): z.infer<typeof storeOut> {
  return {
    id: row.id,
    title: row.title,
    address: row.address,
    phone: row.phone,
    business_hours: row.business_hours,
    place_code: row.place_code,
    is_active: row.is_active === 1,
    created_at: formatTimestamp(row.created_at, zone),
    updated_at: formatTimestamp(row.updated_at, zone),
  };
}

// Staff.

const storeRef = z.object({ id: z.number().int(), title: z.string() });

export const staffMemberOut = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.enum(STAFF_ROLES),
  offline_shop: storeRef.nullable(),
  is_active: z.boolean(),
  created_at: timestampOut,
  last_login_at: timestampOut.nullable(),
});

const storeId = z.number().int().min(1);

export const staffCreate = z.object({
  username: z.string().trim().regex(USERNAME_PATTERN, { message: USERNAME_RULE }),
  // The policy (length, not the username) is checked by the service: it needs the username.
  password: z.string().max(1024),
  offline_shop_id: storeId.nullable().default(null),
  role: z.enum(STAFF_ROLES).default('staff'),
});

export const staffPatch = z.object({
  is_active: z.boolean().optional(),
  password: z.string().max(1024).optional(),
  offline_shop_id: storeId.nullable().optional(),
});

export const staffListQuery = z.object({ ...pageQuery, ...staffFilters.shape });

export function presentStaffMember(
  row: StaffMemberRow,
  zone: string,
): z.infer<typeof staffMemberOut> {
  return {
    id: row.id,
    username: row.username,
    role: row.role,
    offline_shop:
      row.offline_shop_id === null
        ? null
        : { id: row.offline_shop_id, title: row.offline_shop_title ?? '' },
    is_active: row.is_active === 1,
    created_at: formatTimestamp(row.created_at, zone),
    last_login_at: formatTimestampOrNull(row.last_login_at, zone),
  };
}

// Offline sign-in (docs/DESIGN.md §14 "Starting offline").

export const offlineSignInQuery = z.object({
  offline_shop: z.coerce
    .number({ message: zodMessage('paging.whole_number', { field: 'offline_shop' }) })
    .int({ message: zodMessage('paging.whole_number', { field: 'offline_shop' }) })
    .min(1, { message: zodMessage('paging.at_least_1', { field: 'offline_shop' }) })
    .max(Number.MAX_SAFE_INTEGER)
    .optional()
    .meta({ description: "The counter's store; staff may ask for their own store only." }),
});

export const offlineSignInOut = z
  .object({
    offline_sign_in_days: z.number().int().meta({
      description:
        'Days after an online sign-in on a counter that its clerk may sign in there offline; 0: never',
    }),
    clerks: z.array(
      z.object({
        id: z.number().int(),
        username: z.string(),
        stamp: z.string().meta({
          description:
            "Opaque; changes whenever the clerk's password, active state or store changes (it reveals no hash)",
        }),
      }),
    ),
  })
  .meta({
    id: 'OfflineSignIn',
    description:
      "The active clerks (role staff) of the store. A counter keeps a clerk's offline verifier only while the clerk is listed here with the stamp he had when it was made: a password reset, a deactivation or a move removes it at the next sync.",
  });

// Action history.

const refusalOut = z.strictObject({
  code: z.string(),
  params: z.record(z.string(), z.unknown()),
});

const offlineAtOut = z.strictObject({ counter_id: z.string().nullable(), at: timestampOut });

const staffChangeOut = z.union([
  z.strictObject({ change: z.literal('moved'), store: storeRef }),
  z.strictObject({ change: z.enum(['no_store', 'deactivated', 'reactivated', 'password_reset']) }),
]);

/**
 * The facts of a record, by action (src-shared/action-params.ts); strict shapes, so that each
 * record's params match one shape exactly and nothing is dropped on the way out.
 */
export const actionParamsOut = z
  .union([
    z.strictObject({ username: z.string() }),
    z.strictObject({ username: z.string(), known: z.boolean() }),
    z.strictObject({ verdict: z.enum(['ready', 'not_prepared']) }),
    z.strictObject({ refusal: refusalOut }),
    z.strictObject({
      collected_by: z
        .strictObject({ name: z.string(), relation: z.enum(COLLECTOR_RELATIONS).nullable() })
        .nullable(),
      note: z.string().nullable(),
      offline: offlineAtOut.nullable(),
    }),
    z.strictObject({
      counter_id: z.string().nullable(),
      offline_at: timestampOut,
      refusal: refusalOut,
    }),
    z.strictObject({}),
    z.strictObject({ prepared: z.boolean() }),
    z.strictObject({ role: z.enum(STAFF_ROLES), username: z.string(), store: storeRef.nullable() }),
    z.strictObject({ username: z.string(), changes: z.array(staffChangeOut) }),
  ])
  .meta({
    description:
      "The record's facts by action (null in records written before them); `detail` is said from them",
  });

// The schema and the shared type say the same (a compile-time check).
const paramsTyped: z.infer<typeof actionParamsOut> extends ActionParams
  ? ActionParams extends z.infer<typeof actionParamsOut>
    ? true
    : never
  : never = true;
void paramsTyped;

export const actionOut = z.object({
  id: z.number().int(),
  action: z.enum(ACTIONS),
  staff: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  offline_shop: storeRef.nullable(),
  pick_up_code: z.object({ id: z.number().int(), key: z.string() }).nullable(),
  // The key as scanned or typed, also when no code has it (an unknown key at the counter).
  key: z.string().nullable(),
  service_order_id: z.number().int().nullable(),
  // In the request's language (docs/API.md "Languages").
  detail: z.string(),
  params: actionParamsOut.nullable(),
  ip: z.string(),
  created_at: timestampOut,
});

export const actionListQuery = z.object({ ...pageQuery, ...actionFilters.shape });

/** The stored params as the API gives them; null when absent or of no known shape. */
function storedParams(row: ActionListRow): ActionParams | null {
  if (row.params === null) return null;
  try {
    const parsed = actionParamsOut.safeParse(JSON.parse(row.params));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function presentAction(
  row: ActionListRow,
  zone: string,
  language: Language,
): z.infer<typeof actionOut> {
  const params = storedParams(row);
  return {
    id: row.id,
    action: row.action,
    staff: row.staff_id === null ? null : { id: row.staff_id, username: row.staff_username ?? '' },
    offline_shop:
      row.offline_shop_id === null
        ? null
        : { id: row.offline_shop_id, title: row.offline_shop_title ?? '' },
    pick_up_code:
      row.pick_up_code_id === null ? null : { id: row.pick_up_code_id, key: row.key ?? '' },
    key: row.key,
    service_order_id: row.order_id,
    detail: actionDetail(language, row.action, params, row.detail),
    params,
    ip: row.ip,
    created_at: formatTimestamp(row.created_at, zone),
  };
}

// The resource shapes as named components of the OpenAPI document.
nameComponents({
  OfflineShop: storeOut,
  StaffMember: staffMemberOut,
  Action: actionOut,
});
