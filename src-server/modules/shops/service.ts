import { randomBytes } from 'node:crypto';
import { fromBool, movePastWrittenIds, type AppDatabase } from '../../db';
import { ApiError, fieldError } from '../../http/errors';
import {
  hashPassword,
  passwordProblem,
  USERNAME_PATTERN,
  USERNAME_RULE,
} from '../../lib/passwords';
import type { Clock } from '../../lib/time';
import type { ShopRepository } from './repository';
import type { ShopSettingsRow } from '../../db/tables/shops';

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
 * made through another process is in force within that time, docs/DESIGN.md §13).
 */
function settingsCache({
  database,
  clock,
  repo,
}: {
  database: AppDatabase;
  clock: Clock;
  repo: ShopRepository;
}) {
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
    if (!row)
      throw new ApiError(
        503,
        'not_initialised',
        'The shop has not been set up yet: run "init" or "serve".',
      );
    if (startedIn === generation) cached = { row, at: now };
    return row;
  }

  function getSettings(): Promise<ShopSettingsRow> {
    if (cached && clock.now() - cached.at < SETTINGS_TTL_MS) return Promise.resolve(cached.row);
    if (reading) return reading;
    const read = readSettings().finally(() => {
      if (reading === read) reading = null;
    });
    reading = read;
    return read;
  }

  /**
   * The settings last read, however old, without waiting (a stale copy starts a new read):
   * for `/api/health`, which must answer at once even while every connection is busy.
   */
  function lastSettings(): ShopSettingsRow | null {
    if (!cached || clock.now() - cached.at >= SETTINGS_TTL_MS) getSettings().catch(() => {});
    return cached?.row ?? null;
  }

  return { getSettings, lastSettings, forget };
}

export type ShopService = ReturnType<typeof createShopService>;

export function createShopService(deps: {
  database: AppDatabase;
  clock: Clock;
  repo: ShopRepository;
}) {
  const { database, clock, repo } = deps;
  const { getSettings, lastSettings, forget } = settingsCache(deps);

  async function update({
    webhook_private_targets: privateTargets,
    offline_hand_out: offlineHandOut,
    ...values
  }: SettingsPatch & { webhook_secret?: string }) {
    await database.transaction((trx) =>
      repo.updateSettings(trx, {
        ...values,
        ...(privateTargets !== undefined && { webhook_private_targets: fromBool(privateTargets) }),
        ...(offlineHandOut !== undefined && { offline_hand_out: fromBool(offlineHandOut) }),
        updated_at: clock.now(),
      }),
    );
    forget();
    return getSettings();
  }

  return {
    getSettings,
    lastSettings,
    timeZone: async () => (await getSettings()).timezone,
    updateSettings: (patch: SettingsPatch) => update(patch),
    rotateWebhookSecret: () => update({ webhook_secret: newWebhookSecret() }),
    markDemoLoaded: async () => {
      await database.transaction((trx) =>
        repo.updateSettings(trx, { demo_loaded_at: clock.now() }),
      );
      forget();
    },

    /**
     * Creates the shop on first start: settings, the built-in application 1 and the manager.
     * Idempotent; a manager is only created when none exists.
     */
    async initialize(options: InitOptions = {}): Promise<InitResult> {
      const username = options.managerUsername ?? DEFAULT_MANAGER;
      if (!USERNAME_PATTERN.test(username)) throw fieldError('manager_username', USERNAME_RULE);
      const generated = options.managerPassword === undefined;
      const password = options.managerPassword ?? randomBytes(12).toString('base64url');
      const problem = passwordProblem(password, username);
      if (problem) throw fieldError('manager_password', problem);
      // Hash outside the transaction: it is slow and needs no lock.
      const passwordHash = await hashPassword(password);
      const now = clock.now();
      const result = await database.transaction(async (trx): Promise<InitResult> => {
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
        if (await repo.hasManager(trx)) return { created: !existing };
        await repo.insertStaff(trx, {
          username,
          password_hash: passwordHash,
          role: 'manager',
          offline_shop_id: null,
          created_at: now,
        });
        return {
          created: true,
          managerUsername: username,
          generatedPassword: generated ? password : undefined,
        };
      });
      forget();
      return result;
    },

    isInitialised: async () => (await repo.findSettings(database.db)) !== undefined,
  };
}
