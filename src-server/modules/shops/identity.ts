import { perContext, type AppContext } from '../../context';
import { ApiError, fieldError, notFound } from '../../http/errors';
import { hashToken, newToken, type CredentialResolver } from '../../http/auth';
import { addressList, isLoopback } from '../../lib/addresses';
import { HashingBusyError, hashPassword, verifyPassword } from '../../lib/passwords';
import { record } from './action-history';
import * as repo from './repository';
import { actionText, type Message, msg } from '../../lib/i18n';

export const STAFF_TOKEN_TTL_MS = 12 * 60 * 60 * 1000;
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/**
 * docs/DESIGN.md §3: 5 failures for one username (or one known device) within 15 minutes lock it
 * until that window has passed.
 */
export const USERNAME_FAILURE_LIMIT = 5;
/** Per address, enough for a busy counter mistyping, too few for guessing. */
export const IP_FAILURE_LIMIT = 20;

const SCOPE_AREAS = [
  'shippings',
  'discounts',
  'loyalty',
  'shopfront',
  'orders',
  'customers',
  'shops',
  'social',
  'webhooks',
  'webhook',
  'metrics',
];
const SCOPE_PATTERN = new RegExp(`^((${SCOPE_AREAS.join('|')}):)?(read|write)$`);

export function scopeProblem(scopes: string): Message | null {
  const list = scopes.split(/\s+/).filter(Boolean);
  if (list.length === 0) return msg('shops.scope_needed');
  const bad = list.filter((s) => !SCOPE_PATTERN.test(s));
  return bad.length ? msg('shops.scope_unknown', { scopes: bad.join(', ') }) : null;
}

// A real hash verified when the username is unknown, so both failures take the same time.
const dummyHash = hashPassword('not-a-real-password-at-all');

const DAY_MS = 24 * 60 * 60 * 1000;

type LoginStaff = NonNullable<Awaited<ReturnType<typeof repo.findStaffForLogin>>>;
type Slot = { key: string; limit: number };

/**
 * Addresses that stand for many clients (loopback: every counter on this machine; the
 * trusted proxy, docs/DESIGN.md §3): no per-address limit, or one stranger there would lock
 * out everyone. Sign-ins, refusals and sign-outs go to the action history (docs/DESIGN.md §5).
 */
const sharedAddressOf = perContext((ctx) => {
  const isProxy = addressList(ctx.options.trustedProxy ?? []);
  return (ip: string) => isLoopback(ip) || isProxy(ip);
});

interface LoginInput {
  username: string;
  password: string;
  ip: string;
  deviceToken?: string;
}

const throttled = (retryAfter: number) =>
  new ApiError(429, 'throttled', msg('shops.throttled', { n: Math.ceil(retryAfter / 60) }), {
    headers: { 'Retry-After': String(retryAfter) },
    params: { retry_after: retryAfter },
  });

/**
 * Counts this attempt as a failure of each identity before the password is checked
 * (docs/DESIGN.md §3); throws 429 when one of them has no failure left in its window.
 */
async function takeSlots(ctx: AppContext, slots: Slot[], now: number) {
  const refused = await ctx.database.transaction(async (trx) => {
    await repo.deleteThrottleBefore(trx, now - DAY_MS);
    for (const { key, limit } of slots)
      if (!(await repo.updateThrottleSlot(trx, key, limit, now, THROTTLE_WINDOW_MS))) return key;
    return null;
  });
  if (refused === null) return;
  // Locked until the window of the failures that filled it has passed.
  const windowStart = (await repo.findThrottleWindowStart(ctx.database.db, refused)) ?? now;
  throw throttled(Math.max(1, Math.ceil((windowStart + THROTTLE_WINDOW_MS - now) / 1000)));
}

/** The failures a sign-in counts against: the known device's, else the address's and the name's. */
function slotsOf(
  ctx: AppContext,
  input: LoginInput,
  usernameKey: string,
  device: { id: number } | undefined,
): Slot[] {
  if (device) return [{ key: `device:${device.id}`, limit: USERNAME_FAILURE_LIMIT }];
  return [
    ...(sharedAddressOf(ctx)(input.ip) ? [] : [{ key: `ip:${input.ip}`, limit: IP_FAILURE_LIMIT }]),
    { key: `user:${usernameKey}`, limit: USERNAME_FAILURE_LIMIT },
  ];
}

/** Records the refused sign-in and answers 401. */
async function refuseLogin(
  ctx: AppContext,
  staff: LoginStaff | undefined,
  input: LoginInput,
  now: number,
): Promise<never> {
  const typed = input.username.trim().slice(0, 150);
  const refused = { username: staff?.username ?? typed, known: staff !== undefined };
  await ctx.database.transaction((trx) =>
    record(trx, {
      action: 'login_failed',
      staff_id: staff?.id ?? null,
      offline_shop_id: staff?.shop_id ?? null,
      // The name as typed (never the password): who tried to get in.
      detail: actionText('en', 'login_failed', refused),
      params: refused,
      ip: input.ip,
      created_at: now,
    }),
  );
  throw new ApiError(401, 'invalid_credentials', msg('shops.invalid_credentials'));
}

/** The session's token and the device's, the failures cleared and the sign-in recorded. */
async function startSession(
  ctx: AppContext,
  staff: LoginStaff,
  device: { id: number } | undefined,
  slots: Slot[],
  input: LoginInput,
  now: number,
) {
  const token = newToken();
  const deviceToken = device ? input.deviceToken! : newToken();
  const expiresAt = now + STAFF_TOKEN_TTL_MS;
  await ctx.database.transaction(async (trx) => {
    await repo.insertToken(trx, {
      staff_id: staff.id,
      token_hash: hashToken(token),
      created_at: now,
      expires_at: expiresAt,
    });
    await repo.updateLastLogin(trx, staff.id, now);
    await repo.updateThrottleCleared(
      trx,
      slots.map((slot) => slot.key),
    );
    if (device) await repo.updateDeviceUsed(trx, device.id, now);
    else
      await repo.insertDevice(trx, {
        token_hash: hashToken(deviceToken),
        staff_id: staff.id,
        created_at: now,
        last_used_at: now,
      });
    await record(trx, {
      action: 'login',
      staff_id: staff.id,
      offline_shop_id: staff.shop_id,
      detail: actionText('en', 'login', { username: staff.username }),
      params: { username: staff.username },
      ip: input.ip,
      created_at: now,
    });
  });
  return { token, deviceToken, expiresAt };
}

/**
 * `deviceToken`: the device cookie (`X-Device-Token`) a former sign-in gave this device.
 * When it is known for this staff member, only the device's own failures count (OWASP
 * device cookies): strangers' guesses at the username do not lock it out.
 */
export async function login(ctx: AppContext, input: LoginInput) {
  const { db } = ctx.database;
  const now = ctx.clock.now();
  const usernameKey = input.username.trim().toLowerCase();
  const staff = await repo.findStaffForLogin(db, usernameKey);
  const device =
    staff && input.deviceToken
      ? await repo.findDevice(db, hashToken(input.deviceToken), staff.id)
      : undefined;
  const slots = slotsOf(ctx, input, usernameKey, device);
  await takeSlots(ctx, slots, now);

  const ok = await verifyOrGiveBack(
    ctx,
    slots,
    staff?.password_hash ?? (await dummyHash),
    input.password,
  );
  if (!staff || !ok || staff.is_active !== 1) return await refuseLogin(ctx, staff, input, now);

  const session = await startSession(ctx, staff, device, slots, input, now);
  return {
    ...session,
    staff: {
      id: staff.id,
      username: staff.username,
      role: staff.role,
      offline_shop:
        staff.shop_id === null ? null : { id: staff.shop_id, title: staff.shop_title ?? '' },
    },
  };
}

/**
 * The password checked in the hashing line. A sign-in refused there for the wait (503 `busy`,
 * docs/DESIGN.md §13) was no failure: its counted attempt is given back, so clerks retrying
 * through a peak are not locked out by it.
 */
async function verifyOrGiveBack(
  ctx: AppContext,
  slots: Slot[],
  passwordHash: string,
  password: string,
) {
  try {
    return await verifyPassword(passwordHash, password);
  } catch (error) {
    if (error instanceof HashingBusyError)
      await ctx.database.transaction((trx) =>
        repo.updateThrottleGivenBack(
          trx,
          slots.map((slot) => slot.key),
        ),
      );
    throw error;
  }
}

/** Revokes the calling token; the sign-out is recorded for its holder (`who`). */
export const logout = (
  ctx: AppContext,
  tokenId: number,
  who?: { staffId: number; username: string; storeId: number | null; ip: string },
) =>
  ctx.database.transaction(async (trx) => {
    const now = ctx.clock.now();
    await repo.updateTokenRevoked(trx, tokenId, now);
    if (who)
      await record(trx, {
        action: 'logout',
        staff_id: who.staffId,
        offline_shop_id: who.storeId,
        detail: actionText('en', 'logout', { username: who.username }),
        params: { username: who.username },
        ip: who.ip,
        created_at: now,
      });
  });

export async function createApplication(ctx: AppContext, input: { name: string; scopes: string }) {
  const problem = scopeProblem(input.scopes);
  if (problem) throw fieldError('scopes', problem);
  const token = newToken();
  const scopes = input.scopes.split(/\s+/).filter(Boolean).join(' ');
  const application = await ctx.database.transaction((trx) =>
    repo.insertApplication(trx, {
      name: input.name,
      scopes,
      token_hash: hashToken(token),
      created_at: ctx.clock.now(),
    }),
  );
  return { application, token };
}

export async function revokeApplication(ctx: AppContext, id: number) {
  if (id === 1) throw new ApiError(409, 'builtin_application', msg('shops.builtin_application'));
  const application = await repo.findApplication(ctx.database.db, id);
  if (!application) throw notFound(msg('shops.application_not_found'));
  await ctx.database.transaction((trx) => repo.updateApplicationRevoked(trx, id, ctx.clock.now()));
}

export const listApplications = (ctx: AppContext) => repo.listApplications(ctx.database.db);

/** How the auth hook finds a token's holder (http/auth.ts): staff tokens and applications'. */
export const credentialResolver = (ctx: AppContext): CredentialResolver => ({
  findStaff: (tokenHash, now) => repo.findStaffPrincipal(ctx.database.db, tokenHash, now),
  findApplication: (tokenHash) => repo.findApplicationPrincipal(ctx.database.db, tokenHash),
});
