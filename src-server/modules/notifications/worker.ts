import { randomUUID } from 'node:crypto';
import {
  createOutboxPump,
  RECHECK_MS,
  systemTimers,
  type OutboxPump,
  type OutboxTimers,
} from '../../db/outbox';
import type { Clock } from '../../lib/time';
import { attemptClaimed, type AttemptDeps } from './attempt';

export { DEFAULT_WECHAT_PAGE, type AuthorizerAccess } from './deliver';

/** Waits between the automatic attempts of a notice: 1 min, 5 min, 30 min; then `failed`. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000] as const;
/** A claim outlives the providers' 10 s timeouts by this much; past it another process retries. */
const LEASE_MS = 60_000;
const BATCH = 8;

export type NotificationTimers = OutboxTimers;

export interface NotificationWorkerOptions {
  /** Times of attempts, reminders and quiet hours (default: the app's clock). */
  clock?: Clock;
  timers?: NotificationTimers;
  retryDelaysMs?: readonly number[];
}

export type NotificationWorker = ReturnType<typeof createNotificationWorker>;

interface NotificationWorkerContext extends AttemptDeps {
  pump: OutboxPump;
}

async function claimAndSend(ctx: NotificationWorkerContext, id: number) {
  const token = randomUUID();
  const now = ctx.clock.now();
  const claimed = await ctx.database.transaction((trx) =>
    ctx.repo.claim(trx, id, token, now, now + LEASE_MS),
  );
  if (claimed) await attemptClaimed(ctx, id, token);
}

/** One pass: the due notices in batches, then the timer for the next one. */
async function pumpStep(ctx: NotificationWorkerContext) {
  const { database, repo, clock, pump } = ctx;
  for (;;) {
    if (!pump.isRunning()) return;
    const ids = await repo.dueIds(database.db, clock.now(), BATCH);
    if (ids.length === 0) break;
    await Promise.all(ids.map((id) => claimAndSend(ctx, id).catch(pump.report)));
    if (ids.length < BATCH) break;
  }
  const next = await repo.nextDueAt(database.db);
  pump.wakeIn(next === null ? null : Math.max(next - clock.now(), RECHECK_MS));
}

/** A notice not left to the worker (a test): claimed and attempted now, in the request. */
async function attemptNow(ctx: NotificationWorkerContext, id: number) {
  const token = randomUUID();
  const now = ctx.clock.now();
  const claimed = await ctx.database.transaction((trx) =>
    ctx.repo.claimNow(trx, id, token, now + LEASE_MS),
  );
  if (claimed) await attemptClaimed(ctx, id, token);
}

/** Resolves once the pass under way (if any) is done. */
async function settled(pump: OutboxPump) {
  for (let pass = pump.current(); pass; pass = pump.current()) await pass;
}

/**
 * Sends the notices (docs/NOTIFICATIONS.md), as the webhook worker delivers events: every
 * state lives in the notice's row, an attempt is claimed with a conditional update (one
 * process sends it), each attempt is logged, a failure is retried with back-off.
 */
export function createNotificationWorker(
  deps: Omit<AttemptDeps, 'delays'> & { options?: NotificationWorkerOptions },
) {
  const ctx: NotificationWorkerContext = {
    database: deps.database,
    repo: deps.repo,
    clock: deps.options?.clock ?? deps.clock,
    timeZone: deps.timeZone,
    env: deps.env,
    publicUrl: deps.publicUrl,
    authorizerAccess: deps.authorizerAccess,
    delays: deps.options?.retryDelaysMs ?? RETRY_DELAYS_MS,
    pump: createOutboxPump({
      database: deps.database,
      // Only a commit that queued a notice changes what the worker reads.
      note: 'notice',
      timers: deps.options?.timers ?? systemTimers,
      step: () => pumpStep(ctx),
    }),
  };
  return {
    start: (log?: (error: unknown) => void) => ctx.pump.start(log),
    kick: () => ctx.pump.kick(),
    attemptNow: (id: number) => attemptNow(ctx, id),
    async close() {
      ctx.pump.halt();
      await settled(ctx.pump);
    },
    /** Resolves once nothing is being sent (tests). */
    idle: () => settled(ctx.pump),
  };
}
