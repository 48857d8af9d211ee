/**
 * docs/DESIGN.md §13, "At the peak": work waits in a line while its wait stays within a budget
 * and is refused (503 `busy`) only past it; a line is never cut by its length. A line keeps
 * the figures `/api/metrics` shows for it: who waits now, how long the oldest has waited, how
 * many were refused since the start.
 */

/** The lines of a server process: a PostgreSQL connection, a place in the hashing line. */
export type LineName = 'database' | 'hashing';

export interface LineFigures {
  /** Waiting now. */
  waiting: number;
  /** How long the oldest of them has waited (0: none waits). */
  oldestWaitMs: number;
  /** Refused since the start for having waited past the budget. */
  refused: number;
}

export interface WaitingLine {
  readonly name: LineName;
  /** Marks one waiter in line; the returned function takes it out (served or refused). */
  enter(): () => void;
  /** Counts one waiter refused for its wait. */
  refuse(): void;
  figures(): LineFigures;
}

export function waitingLine(name: LineName, now: () => number = performance.now.bind(performance)) {
  // Insertion order is arrival order, so the first entry is the oldest waiter.
  const waiting = new Map<symbol, number>();
  let refused = 0;
  const line: WaitingLine = {
    name,
    enter() {
      const id = Symbol(name);
      waiting.set(id, now());
      return () => {
        waiting.delete(id);
      };
    },
    refuse() {
      refused += 1;
    },
    figures() {
      const oldest = waiting.values().next();
      return {
        waiting: waiting.size,
        oldestWaitMs: oldest.done ? 0 : Math.max(0, now() - oldest.value),
        refused,
      };
    },
  };
  return line;
}
