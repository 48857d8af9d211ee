import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The statements of a long command (an import, `copy`, the migrations) may run past the
 * per-statement limit of PostgreSQL connections (docs/RELIABILITY.md): inside `fn` they get
 * `timeoutMs` instead. SQLite has no such limit.
 */
const longCommands = new AsyncLocalStorage<number>();

/** Runs `fn` with the statement time limit of a long command. */
export const asLongCommand = <T>(fn: () => Promise<T>, timeoutMs = LONG_COMMAND_TIMEOUT_MS) =>
  longCommands.run(timeoutMs, fn);

/** The statement time limit of the long command running here, if any. */
export const longCommandTimeout = () => longCommands.getStore();

/** A long command's statements: ten minutes each (a 9,000-row import batch takes seconds). */
export const LONG_COMMAND_TIMEOUT_MS = 10 * 60 * 1000;
