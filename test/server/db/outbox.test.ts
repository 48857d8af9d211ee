import { afterEach, describe, expect, it } from 'vitest';
import type { AppDatabase, Db } from '../../../src-server/db';
import { noteForCommit } from '../../../src-server/db/commit-notes';
import {
  claimLease,
  createOutboxPump,
  finishLease,
  RECHECK_MS,
  retryAt,
  type OutboxTimers,
} from '../../../src-server/db/outbox';
import { openTestDatabase } from '../../support/database';

/**
 * The piece both outbox workers (webhook deliveries, pick-up notices) stand on: the wake-up
 * loop and the lease of a due row (docs/ARCHITECTURE.md).
 */
let database: AppDatabase | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

/** Timers that fire only when the test says, so a wake is seen without waiting for it. */
function manualTimers() {
  const pending = new Map<number, { fn: () => void; ms: number }>();
  let next = 1;
  const timers: OutboxTimers = {
    setTimeout(fn, ms) {
      pending.set(next, { fn, ms });
      return next++;
    },
    clearTimeout(handle) {
      pending.delete(handle as number);
    },
  };
  const fire = () => {
    const due = [...pending.values()];
    pending.clear();
    for (const { fn } of due) fn();
  };
  return { timers, pending, fire };
}

const settle = async (pump: { current(): Promise<void> | null }) => {
  for (let pass = pump.current(); pass; pass = pump.current()) await pass;
};

async function insertNotice(db: Db, nextAttemptAt: number) {
  const row = await db
    .insertInto('notification')
    .values({
      kind: 'test',
      pick_up_code_id: null,
      customer_id: null,
      channel: 'sms',
      recipient: '13800000000',
      status: 'pending',
      due_at: nextAttemptAt,
      next_attempt_at: nextAttemptAt,
      claim_token: null,
      claimed_until: null,
      detail: null,
      finished_at: null,
      created_at: nextAttemptAt,
      updated_at: nextAttemptAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('the outbox pump', () => {
  it('runs a pass at start and after a commit that noted its work, not after others', async () => {
    database = await openTestDatabase();
    const { timers } = manualTimers();
    let passes = 0;
    const pump = createOutboxPump({
      database,
      note: 'notice',
      timers,
      step: async () => {
        passes += 1;
      },
    });
    pump.start();
    await settle(pump);
    expect(passes).toBe(1);
    await database.transaction(async (trx) => {
      await trx.selectFrom('notification').select('id').execute();
    });
    await database.transaction(async (trx) => {
      noteForCommit('event');
      await trx.selectFrom('notification').select('id').execute();
    });
    await settle(pump);
    expect(passes).toBe(1);
    await database.transaction(async (trx) => {
      noteForCommit('notice');
      await trx.selectFrom('notification').select('id').execute();
    });
    await settle(pump);
    expect(passes).toBe(2);
    pump.halt();
  });

  it('runs one pass at a time: kicks during a pass make exactly one more', async () => {
    database = await openTestDatabase();
    const { timers } = manualTimers();
    let running = 0;
    let most = 0;
    let passes = 0;
    let release: () => void = () => {};
    const pump = createOutboxPump({
      database,
      note: 'notice',
      timers,
      step: async () => {
        running += 1;
        most = Math.max(most, running);
        passes += 1;
        if (passes === 1) await new Promise<void>((resolve) => (release = resolve));
        running -= 1;
      },
    });
    pump.start();
    pump.kick();
    pump.kick();
    pump.kick();
    release();
    await settle(pump);
    expect(passes).toBe(2);
    expect(most).toBe(1);
    pump.halt();
  });

  it('reports a failed pass and tries again after a second', async () => {
    database = await openTestDatabase();
    const { timers, pending, fire } = manualTimers();
    const errors: unknown[] = [];
    let passes = 0;
    const pump = createOutboxPump({
      database,
      note: 'notice',
      timers,
      step: async () => {
        passes += 1;
        if (passes === 1) throw new Error('database busy');
      },
    });
    pump.start((error) => errors.push(error));
    await settle(pump);
    expect(errors).toHaveLength(1);
    expect([...pending.values()].map((timer) => timer.ms)).toEqual([RECHECK_MS]);
    fire();
    await settle(pump);
    expect(passes).toBe(2);
    expect(errors).toHaveLength(1);
    pump.halt();
  });
});

describe("the outbox pump's timer", () => {
  it('wakes when told, at most an hour ahead; halted, it sets no timer and runs no pass', async () => {
    database = await openTestDatabase();
    const { timers, pending, fire } = manualTimers();
    let passes = 0;
    const pump = createOutboxPump({
      database,
      note: 'notice',
      timers,
      step: async () => {
        passes += 1;
      },
    });
    pump.start();
    await settle(pump);
    pump.wakeIn(10 * 24 * 60 * 60 * 1000);
    expect([...pending.values()].map((timer) => timer.ms)).toEqual([60 * 60 * 1000]);
    pump.wakeIn(5000);
    expect([...pending.values()].map((timer) => timer.ms)).toEqual([5000]);
    fire();
    await settle(pump);
    expect(passes).toBe(2);
    pump.wakeIn(null);
    expect(pending.size).toBe(0);
    pump.wakeIn(5000);
    pump.halt();
    expect(pending.size).toBe(0);
    pump.wakeIn(5000);
    pump.kick();
    expect(pending.size).toBe(0);
    expect(pump.current()).toBeNull();
    expect(passes).toBe(2);
  });
});

describe('the lease of a due row', () => {
  it('goes to one claimer; a lapsed lease may be taken again; only its holder ends it', async () => {
    database = await openTestDatabase();
    const db = database.db;
    const now = 1_000_000;
    const id = await insertNotice(db, now);
    const claim = (token: string, at: number) =>
      database!.transaction((trx) => claimLease(trx, 'notification', id, token, at, at + 60_000));
    expect(await claim('first', now)).toBe(true);
    expect(await claim('second', now + 1000)).toBe(false);
    // The first claimer's process died: its lease lapses and another takes the row.
    expect(await claim('second', now + 60_000)).toBe(true);
    const finish = (token: string) =>
      database!.transaction((trx) =>
        finishLease(trx, 'notification', id, token, { status: 'sent', updated_at: now }),
      );
    expect(await finish('first')).toBe(false);
    expect(await finish('second')).toBe(true);
    const row = await db
      .selectFrom('notification')
      .select(['status', 'claim_token', 'claimed_until'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'sent', claim_token: null, claimed_until: null });
  });

  it('is not taken before the row is due', async () => {
    database = await openTestDatabase();
    const now = 1_000_000;
    const id = await insertNotice(database.db, now + 5000);
    const claimed = await database.transaction((trx) =>
      claimLease(trx, 'notification', id, 'early', now, now + 60_000),
    );
    expect(claimed).toBe(false);
  });
});

describe('the back-off', () => {
  it('waits the nth delay after the nth failed attempt, and gives up after the last', () => {
    const delays = [60_000, 300_000, 1_800_000];
    expect(retryAt(1, delays, 1000)).toBe(61_000);
    expect(retryAt(2, delays, 1000)).toBe(301_000);
    expect(retryAt(3, delays, 1000)).toBe(1_801_000);
    expect(retryAt(4, delays, 1000)).toBeNull();
    expect(retryAt(1, [], 1000)).toBeNull();
  });
});
