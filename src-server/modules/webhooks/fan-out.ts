import type { AppDatabase } from '../../db';
import type { Clock } from '../../lib/time';
import * as repo from './repository';

const FANOUT_BATCH = 100;

export interface FanOutState {
  /**
   * Every outbox event up to this id is fanned out (by this process or another). Outbox ids
   * become visible in order (SQLite has one writer at a time), so after each commit only the
   * events above it need a look: the check stays O(new events) however long the outbox grows.
   */
  fannedUpTo: number;
}

/** Turns new outbox events into deliveries; exactly once per event across processes. */
export async function fanOutEvents(
  worker: { database: AppDatabase; clock: Clock; fanOut: FanOutState },
  running: () => boolean,
) {
  const { database, clock, fanOut: state } = worker;
  for (;;) {
    // Read first: most commits bring no event, and an empty transaction would still commit.
    const newest = await repo.findNewestEventId(database.db);
    if (newest <= state.fannedUpTo) return;
    const events = await database.transaction(async (trx) => {
      const now = clock.now();
      const found = await repo.listUnfannedEvents(trx, FANOUT_BATCH, state.fannedUpTo);
      for (const event of found) {
        if (await repo.insertEventClaim(trx, event.id, now))
          await repo.insertDeliveries(trx, event, now);
      }
      return found;
    });
    if (events.length < FANOUT_BATCH) {
      state.fannedUpTo = Math.max(state.fannedUpTo, newest);
      return;
    }
    state.fannedUpTo = events[events.length - 1]!.id;
    if (!running()) return;
  }
}
