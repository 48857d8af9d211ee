import type { Updateable } from 'kysely';
import type { CommitNote } from './commit-notes';
import { skipLocked } from './locks';
import type { Database } from './schema';
import type { AppDatabase, Db } from './types';

/**
 * What the outbox workers share (webhook deliveries, pick-up notices; docs/ARCHITECTURE.md):
 * every state lives in the row, a due row is claimed for one attempt with a conditional update
 * (a lease: of several processes exactly one sends it, and a dead process's claim lapses), and
 * the worker wakes after a commit that queued work, when a retry falls due, and shortly after
 * a failure.
 */

/** Timer functions, injectable so tests can fire a retry by moving their clock. */
export interface OutboxTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemTimers: OutboxTimers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms).unref(),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/** When work is due but was not claimable (another process holds it), look again after this. */
export const RECHECK_MS = 1000;
/** setTimeout's limit is 2^31-1 ms; a far retry is looked at again before that. */
const MAX_TIMER_MS = 60 * 60 * 1000;

interface PumpState {
  readonly database: AppDatabase;
  /** The commits that wake the worker: those that noted this (commit-notes.ts). */
  readonly note: CommitNote;
  readonly timers: OutboxTimers;
  /** One pass of the worker's work; a throw is reported and the pass tried again shortly. */
  readonly step: () => Promise<void>;
  running: boolean;
  report: (error: unknown) => void;
  unsubscribe: (() => void) | null;
  pumping: Promise<void> | null;
  again: boolean;
  timer: unknown;
}

function clearTimer(pump: PumpState) {
  if (pump.timer !== null) pump.timers.clearTimeout(pump.timer);
  pump.timer = null;
}

function setTimer(pump: PumpState, ms: number) {
  pump.timer = pump.timers.setTimeout(() => {
    pump.timer = null;
    kick(pump);
  }, ms);
}

async function pumpOnce(pump: PumpState) {
  try {
    await pump.step();
  } catch (error) {
    pump.report(error);
    // Whatever failed (a busy database), nothing is stranded: look again shortly.
    if (pump.running && pump.timer === null) setTimer(pump, RECHECK_MS);
  }
}

/** Runs the worker now; calls during a run make it run once more (never two at once). */
function kick(pump: PumpState) {
  if (!pump.running) return;
  pump.again = true;
  if (pump.pumping) return;
  pump.pumping = (async () => {
    while (pump.again && pump.running) {
      pump.again = false;
      await pumpOnce(pump);
    }
  })().finally(() => {
    pump.pumping = null;
    if (pump.again && pump.running) kick(pump);
  });
}

/** Wakes the worker in `ms` (at most an hour), replacing the timer set; null: no timer. */
function wakeIn(pump: PumpState, ms: number | null) {
  if (!pump.running) return;
  clearTimer(pump);
  if (ms === null) return;
  setTimer(pump, Math.min(ms, MAX_TIMER_MS));
}

function start(pump: PumpState, log?: (error: unknown) => void) {
  if (pump.running) return;
  pump.running = true;
  if (log) pump.report = log;
  // A commit that did not note the worker's kind of work changes nothing it reads: its own
  // writes and the timer wake it for the rest.
  pump.unsubscribe = pump.database.onCommit((notes) => {
    if (notes.has(pump.note)) kick(pump);
  });
  kick(pump);
}

/** No new pass starts and no timer is left; a pass under way ends by itself (`current`). */
function halt(pump: PumpState) {
  pump.running = false;
  pump.unsubscribe?.();
  pump.unsubscribe = null;
  clearTimer(pump);
}

export type OutboxPump = ReturnType<typeof createOutboxPump>;

/** The wake-up loop of an outbox worker, running `step` once per wake (never two at once). */
export function createOutboxPump(deps: {
  database: AppDatabase;
  note: CommitNote;
  timers: OutboxTimers;
  step: () => Promise<void>;
}) {
  const pump: PumpState = {
    ...deps,
    running: false,
    report: () => {},
    unsubscribe: null,
    pumping: null,
    again: false,
    timer: null,
  };
  return {
    /** Starts: now, after every commit that noted `note`, and when `wakeIn` says. */
    start: (log?: (error: unknown) => void) => start(pump, log),
    kick: () => kick(pump),
    wakeIn: (ms: number | null) => wakeIn(pump, ms),
    halt: () => halt(pump),
    clearTimer: () => clearTimer(pump),
    isRunning: () => pump.running,
    /** The error log given to `start` (nothing before). */
    report: (error: unknown) => pump.report(error),
    /** The pass under way, or null. */
    current: () => pump.pumping,
  };
}

/**
 * Back-off: when the next automatic attempt is due after `attempts` failed ones (the wait
 * before attempt n+1 is `delays[n - 1]`), or null when the retries are used up: give up.
 */
export function retryAt(attempts: number, delays: readonly number[], now: number): number | null {
  return attempts > delays.length ? null : now + delays[attempts - 1]!;
}

/** The tables an outbox worker leases rows of, one attempt at a time. */
export type LeasedTable = 'webhook_delivery' | 'notification';

/**
 * The conditional claim of a due row (a lease until `until`): true when this caller now holds
 * it. On PostgreSQL the row is taken `FOR UPDATE SKIP LOCKED`, so a process claiming it at the
 * same moment passes over it instead of waiting.
 */
export async function claimLease(
  db: Db,
  table: LeasedTable,
  id: number,
  token: string,
  now: number,
  until: number,
): Promise<boolean> {
  const claimable = skipLocked(
    db,
    db
      .selectFrom(table)
      .select('id')
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)])),
  );
  const result = await db
    .updateTable(table)
    .set({ claim_token: token, claimed_until: until })
    .where('id', 'in', claimable)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends a lease with the row's new state, if the claim is still this caller's. */
export async function finishLease<T extends LeasedTable>(
  db: Db,
  table: T,
  id: number,
  token: string,
  values: Updateable<Database[T]>,
): Promise<boolean> {
  const result = await db
    .updateTable(table as LeasedTable)
    .set({
      ...(values as Updateable<Database[LeasedTable]>),
      claim_token: null,
      claimed_until: null,
    })
    .where('id', '=', id)
    .where('claim_token', '=', token)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
