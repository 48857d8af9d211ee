import { randomBytes } from 'node:crypto';
import { perContext, type AppContext } from '../../context';
import { fromBool, movePastWrittenIds, type Db } from '../../db';
import { ApiError, fieldError } from '../../http/errors';
import {
  hashPassword,
  passwordProblem,
  USERNAME_PATTERN,
  USERNAME_RULE,
} from '../../lib/passwords';
import type { ShopSettingsRow } from '../../db/tables/shops';
import * as repo from './repository';
import { msg } from '../../lib/i18n';

export const DEFAULT_MANAGER = 'admin';
// Settings change rarely; a short cache keeps every request from reading them while another
// process (the CLI) can still change them.
const SETTINGS_TTL_MS = 1000;

export interface SettingsPatch {
  name?: string;
  domain?: string;
  timezone?: string;
  payment_mode?: 'own' | 'collected';
  pick_up_expire_days?: number;
  pick_up_rollback_hours?: number;
  webhook_private_targets?: boolean;
  offline_hand_out?: boolean;
  offline_hand_out_hours?: number;
  offline_sign_in_days?: number;
}

export interface InitOptions {
  managerUsername?: string;
  managerPassword?: string;
}

export interface InitResult {
  /** False when the shop already existed and nothing was created. */
  created: boolean;
  managerUsername?: string;
  /** Set when the manager's password was generated: shown once, never stored in clear. */
  generatedPassword?: string;
}

export const newWebhookSecret = () => randomBytes(32).toString('hex');

/**
 * The shop's settings as the requests read them: a copy at most `SETTINGS_TTL_MS` old (a change
 * made through another process is in force within that time, docs/DESIGN.md §13). One per app.
 */
const settingsCacheOf = perContext(function settingsCache(ctx: AppContext) {
  const { database, clock } = ctx;
  let cached: { row: ShopSettingsRow; at: number } | null = null;
  // One read at a time: at a peak, every request finding the cache expired at once would
  // otherwise each take a connection for the same row.
  let reading: Promise<ShopSettingsRow> | null = null;

  // A change forgets the copy and any read begun before it (`generation`).
  let generation = 0;
  const forget = () => {
    cached = null;
    reading = null;
    generation += 1;
  };

  async function readSettings(): Promise<ShopSettingsRow> {
    const now = clock.now();
    const startedIn = generation;
    const row = await repo.findSettings(database.db);
    if (!row) throw new ApiError(503, 'not_initialised', msg('shops.not_initialised'));
    if (startedIn === generation) cached = { row, at: now };
    return row;
  }

  function get(): Promise<ShopSettingsRow> {
    if (cached && clock.now() - cached.at < SETTINGS_TTL_MS) return Promise.resolve(cached.row);
    if (reading) return reading;
    const read = readSettings().finally(() => {
      if (reading === read) reading = null;
    });
    reading = read;
    return read;
  }

  function last(): ShopSettingsRow | null {
    if (!cached || clock.now() - cached.at >= SETTINGS_TTL_MS) get().catch(() => {});
    return cached?.row ?? null;
  }

  return { get, last, forget };
});

/** The shop's settings (`ctx.settings()`): a change is seen by the next call. */
export const settings = (ctx: AppContext) => settingsCacheOf(ctx).get();

/**
 * The settings last read, however old, without waiting (a stale copy starts a new read):
 * for `/api/health`, which must answer at once even while every connection is busy.
 */
export const lastSettings = (ctx: AppContext) => settingsCacheOf(ctx).last();

/** The shop's time zone (`ctx.timeZone()`). */
export const timeZone = async (ctx: AppContext) => (await settings(ctx)).timezone;

async function update(
  ctx: AppContext,
  {
    webhook_private_targets: privateTargets,
    offline_hand_out: offlineHandOut,
    ...values
  }: SettingsPatch & { webhook_secret?: string },
) {
  await ctx.database.transaction((trx) =>
    repo.updateSettings(trx, {
      ...values,
      ...(privateTargets !== undefined && { webhook_private_targets: fromBool(privateTargets) }),
      ...(offlineHandOut !== undefined && { offline_hand_out: fromBool(offlineHandOut) }),
      updated_at: ctx.clock.now(),
    }),
  );
  settingsCacheOf(ctx).forget();
  return settings(ctx);
}

export const updateSettings = (ctx: AppContext, patch: SettingsPatch) => update(ctx, patch);

export const rotateWebhookSecret = (ctx: AppContext) =>
  update(ctx, { webhook_secret: newWebhookSecret() });

export async function markDemoLoaded(ctx: AppContext) {
  await ctx.database.transaction((trx) =>
    repo.updateSettings(trx, { demo_loaded_at: ctx.clock.now() }),
  );
  settingsCacheOf(ctx).forget();
}

/** The settings, application 1 and (when none exists) the manager, in `trx`. */
async function insertShop(
  trx: Db,
  now: number,
  manager: { username: string; passwordHash: string },
): Promise<{ created: boolean; managerCreated: boolean }> {
  const existing = await repo.findSettings(trx);
  if (!existing) {
    await repo.insertSettings(trx, {
      name: 'Shopdesk',
      domain: 'shop.shopdesk.local',
      timezone: 'Asia/Shanghai',
      currency: 'CNY',
      webhook_secret: newWebhookSecret(),
      payment_mode: 'own',
      pick_up_expire_days: 7,
      pick_up_rollback_hours: 24,
      demo_loaded_at: null,
      created_at: now,
      updated_at: now,
    });
    await repo.insertApplication(trx, {
      id: 1,
      name: 'Shopdesk desktop',
      scopes: 'read write',
      token_hash: null,
      created_at: now,
    });
    await movePastWrittenIds(trx, 'application');
  }
  if (await repo.findAnyManager(trx)) return { created: !existing, managerCreated: false };
  await repo.insertStaff(trx, {
    username: manager.username,
    password_hash: manager.passwordHash,
    role: 'manager',
    offline_shop_id: null,
    created_at: now,
  });
  return { created: true, managerCreated: true };
}

/**
 * Creates the shop on first start: settings, the built-in application 1 and the manager.
 * Idempotent; a manager is only created when none exists.
 */
export async function initialize(ctx: AppContext, options: InitOptions = {}): Promise<InitResult> {
  const username = options.managerUsername ?? DEFAULT_MANAGER;
  if (!USERNAME_PATTERN.test(username)) throw fieldError('manager_username', USERNAME_RULE);
  const generated = options.managerPassword === undefined;
  const password = options.managerPassword ?? randomBytes(12).toString('base64url');
  const problem = passwordProblem(password, username);
  if (problem) throw fieldError('manager_password', problem);
  // Hash outside the transaction: it is slow and needs no lock.
  const passwordHash = await hashPassword(password);
  const now = ctx.clock.now();
  const { created, managerCreated } = await ctx.database.transaction((trx) =>
    insertShop(trx, now, { username, passwordHash }),
  );
  settingsCacheOf(ctx).forget();
  if (!managerCreated) return { created };
  return {
    created: true,
    managerUsername: username,
    generatedPassword: generated ? password : undefined,
  };
}

export const isInitialised = async (ctx: AppContext) =>
  (await repo.findSettings(ctx.database.db)) !== undefined;
