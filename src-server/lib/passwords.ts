import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's recommended minimum: 19 MiB memory, 2 iterations, 1 lane.
// `algorithm: 2` is Algorithm.Argon2id (a const enum, which isolated modules cannot import).
const OPTIONS = { algorithm: 2 as const, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * docs/DESIGN.md §3: hashing runs with bounded concurrency. Unbounded, a sign-in flood ran one argon2
 * per request on libuv's threads, took every core and kept a health check waiting 3–5 s. One
 * core is always left to the event loop; a few more wait in line, and past them a sign-in is
 * refused at once (503) instead of queueing for ever.
 */
export const HASHING_CONCURRENCY = Math.max(1, availableParallelism() - 1);
export const HASHING_QUEUE = 8;

/**
 * The hashing line is full: the caller is to try again in `retryAfter` seconds (the API
 * answers 503 `unavailable` with a `Retry-After` header: http/errors.ts).
 */
export class HashingBusyError extends Error {
  readonly retryAfter = 1;
  constructor() {
    super('Too many sign-ins at once; try again shortly.');
    this.name = 'HashingBusyError';
  }
}

/** A place in the hashing line, taken before the slower work that leads to the hash. */
export interface HashingTicket {
  /** Waits for a free slot and hashes in it. */
  run<T>(fn: () => Promise<T>): Promise<T>;
  /** Gives the place back if `run` was never called (a refused sign-in). */
  cancel(): void;
}

function createHashingLine(concurrency: number, queue: number) {
  let admitted = 0;
  let running = 0;
  const waiting: (() => void)[] = [];
  const next = () => {
    while (running < concurrency && waiting.length > 0) {
      running += 1;
      waiting.shift()!();
    }
  };
  return {
    /** Takes a place or throws `HashingBusyError` when the line is full. */
    admit(): HashingTicket {
      if (admitted >= concurrency + queue) throw new HashingBusyError();
      admitted += 1;
      let settled = false;
      return {
        async run(fn) {
          settled = true;
          await new Promise<void>((go) => {
            waiting.push(go);
            next();
          });
          try {
            return await fn();
          } finally {
            running -= 1;
            admitted -= 1;
            next();
          }
        },
        cancel() {
          if (settled) return;
          settled = true;
          admitted -= 1;
        },
      };
    },
  };
}

const hashingLine = createHashingLine(HASHING_CONCURRENCY, HASHING_QUEUE);

/** A place in the process's hashing line (`HashingBusyError` when full); see `HashingTicket`. */
export const admitHashing = () => hashingLine.admit();

export const hashPassword = (password: string) => admitHashing().run(() => hash(password, OPTIONS));

/** Checks a password in the ticket's hashing slot. */
export async function verifyPassword(
  ticket: HashingTicket,
  passwordHash: string,
  password: string,
): Promise<boolean> {
  return ticket.run(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
}

/** docs/DESIGN.md §3: at least 8 characters and not the username. Returns the problem or null. */
export function passwordProblem(password: string, username: string): string | null {
  if (password.length < 8) return 'The password needs at least 8 characters.';
  if (password.length > 128) return 'The password may have at most 128 characters.';
  if (password.toLowerCase() === username.toLowerCase())
    return 'The password may not be the username.';
  return null;
}

export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]{3,32}$/;
export const USERNAME_RULE = 'Use 3–32 letters, digits, "_", "." or "-".';
