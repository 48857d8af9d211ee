import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What a transaction wrote that listeners of `onCommit` care about. The webhook worker reads
 * the outbox only after a commit that wrote an event: before, it ran five queries after every
 * commit of every request (docs/PERFORMANCE.md, "Statements per request"); the pick-up notices'
 * worker likewise reads its queue only after a commit that queued a notice.
 */
export type CommitNote = 'event' | 'notice';

const current = new AsyncLocalStorage<Set<CommitNote>>();

/** Notes `note` on the transaction the caller runs in (nothing outside one). */
export function noteForCommit(note: CommitNote): void {
  current.getStore()?.add(note);
}

/** Runs a transaction body, collecting what it notes into `notes`. */
export function collectingNotes<T>(notes: Set<CommitNote>, fn: () => Promise<T>): Promise<T> {
  return current.run(notes, fn);
}
