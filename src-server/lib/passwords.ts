import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { msg, render, zodMessage } from './i18n';
import { waitingLine } from './waiting-line';

// argon2id with OWASP's recommended minimum: 19 MiB memory, 2 iterations, 1 lane.
// `algorithm: 2` is Algorithm.Argon2id (a const enum, which isolated modules cannot import).
const OPTIONS = { algorithm: 2 as const, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * docs/DESIGN.md §3: hashing runs with bounded concurrency. Unbounded, a sign-in flood ran one argon2
 * per request on libuv's threads, took every core and kept a health check waiting 3–5 s. One
 * core is always left to the event loop.
 */
export const HASHING_CONCURRENCY = Math.max(1, availableParallelism() - 1);

/**
 * docs/DESIGN.md §13, "At the peak": a sign-in waits for a hashing place as long as that takes
 * within this budget, however many wait before it (a whole shift signs in at once, and hashing
 * fifty takes well under a second); past it, 503 `busy`.
 */
export const DEFAULT_HASHING_WAIT_MS = 3_000;

/**
 * No hashing place came within the budget: the caller is to try again in `retryAfter` seconds
 * (the API answers 503 `busy` with a `Retry-After` header: http/errors.ts).
 */
export class HashingBusyError extends Error {
  readonly retryAfter = 1;
  /** What the API answers (docs/ARCHITECTURE.md "Messages"). */
  readonly detail = msg('password.hashing_busy');
  constructor() {
    super(render(msg('password.hashing_busy'), 'en'));
    this.name = 'HashingBusyError';
  }
}

function createHashingLine(concurrency: number) {
  const line = waitingLine('hashing');
  let running = 0;
  let waitMs = DEFAULT_HASHING_WAIT_MS;
  const waiting: (() => void)[] = [];
  const next = () => {
    while (running < concurrency && waiting.length > 0) {
      running += 1;
      waiting.shift()!();
    }
  };
  /** Resolves when a slot is this caller's; rejects with `HashingBusyError` past the budget. */
  const slot = () =>
    new Promise<void>((go, refuse) => {
      const leave = line.enter();
      const take = () => {
        clearTimeout(timer);
        leave();
        go();
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(take), 1);
        leave();
        line.refuse();
        refuse(new HashingBusyError());
      }, waitMs);
      waiting.push(take);
      next();
    });
  return {
    line,
    setWaitMs(ms: number) {
      waitMs = ms;
    },
    /** Runs `fn` in a hashing slot once one is free (`HashingBusyError` past the budget). */
    async run<T>(fn: () => Promise<T>): Promise<T> {
      await slot();
      try {
        return await fn();
      } finally {
        running -= 1;
        next();
      }
    },
  };
}

const hashingLine = createHashingLine(HASHING_CONCURRENCY);

/** The hashing line's figures, for `/api/metrics`. */
export const hashingLineFigures = () => hashingLine.line.figures();

/** How long a sign-in may wait for a hashing place (`--hashing-wait-ms`; the line is the process's). */
export const setHashingWaitMs = (ms: number) => hashingLine.setWaitMs(ms);

export const hashPassword = (password: string) => hashingLine.run(() => hash(password, OPTIONS));

/** Checks a password in the process's hashing line (`HashingBusyError` past its budget). */
export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return hashingLine.run(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
}

/** docs/DESIGN.md §3: at least 8 characters and not the username. Returns the problem or null. */
export function passwordProblem(password: string, username: string): string | null {
  if (password.length < 8) return zodMessage('password.too_short');
  if (password.length > 128) return zodMessage('password.too_long');
  if (password.toLowerCase() === username.toLowerCase()) return zodMessage('password.is_username');
  return null;
}

export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]{3,32}$/;
export const USERNAME_RULE = zodMessage('password.username_rule');
