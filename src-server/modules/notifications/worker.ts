import { randomUUID } from 'node:crypto';
import { perContext, type AppContext } from '../../context';
import { createOutboxPump, RECHECK_MS, systemTimers, type OutboxPump } from '../../db/outbox';
import { attemptClaimed } from './attempt';
import * as notices from './repository';
import { noticeClock } from './settings';

export type { NotificationTimers, NotificationWorkerOptions } from '../../options';

/** A claim outlives the providers' 10 s timeouts by this much; past it another process retries. */
const LEASE_MS = 60_000;
const BATCH = 8;

/**
 * The app's notice pump (docs/NOTIFICATIONS.md), as the webhook worker delivers events: every
 * state lives in the notice's row, an attempt is claimed with a conditional update (one
 * process sends it), each attempt is logged, a failure is retried with back-off. Made when
 * first asked for; it sends only once `start` ran (a started app: the module's onReady).
 */
const pumpOf = perContext((ctx: AppContext): OutboxPump =>
  createOutboxPump({
    database: ctx.database,
    // Only a commit that queued a notice changes what the worker reads.
    note: 'notice',
    timers: ctx.options.notifications?.timers ?? systemTimers,
    step: () => pumpStep(ctx),
  }),
);

async function claimAndSend(ctx: AppContext, id: number) {
  const token = randomUUID();
  const now = noticeClock(ctx).now();
  const claimed = await ctx.database.transaction((trx) =>
    notices.updateClaim(trx, id, token, now, now + LEASE_MS),
  );
  if (claimed) await attemptClaimed(ctx, id, token);
}

/** One pass: the due notices in batches, then the timer for the next one. */
async function pumpStep(ctx: AppContext) {
  const pump = pumpOf(ctx);
  const clock = noticeClock(ctx);
  for (;;) {
    if (!pump.isRunning()) return;
    const ids = await notices.listDueIds(ctx.database.db, clock.now(), BATCH);
    if (ids.length === 0) break;
    await Promise.all(ids.map((id) => claimAndSend(ctx, id).catch(pump.report)));
    if (ids.length < BATCH) break;
  }
  const next = await notices.findNextDueAt(ctx.database.db);
  pump.wakeIn(next === null ? null : Math.max(next - clock.now(), RECHECK_MS));
}

/** A notice not left to the worker (a test): claimed and attempted now, in the request. */
export async function attemptNow(ctx: AppContext, id: number) {
  const token = randomUUID();
  const now = noticeClock(ctx).now();
  const claimed = await ctx.database.transaction((trx) =>
    notices.updateClaimNow(trx, id, token, now + LEASE_MS),
  );
  if (claimed) await attemptClaimed(ctx, id, token);
}

/** Starts sending: now, after every commit that queued a notice, and when one falls due. */
export function startWorker(ctx: AppContext, log?: (error: unknown) => void) {
  pumpOf(ctx).start(log);
}

/** Resolves once nothing is being sent (tests; the close). */
export async function idle(ctx: AppContext) {
  const pump = pumpOf(ctx);
  for (let pass = pump.current(); pass; pass = pump.current()) await pass;
}

/** Stops sending and waits for the pass under way. */
export async function closeWorker(ctx: AppContext) {
  pumpOf(ctx).halt();
  await idle(ctx);
}
