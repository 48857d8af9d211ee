import type { AppDatabase } from './db';
import type { ShopSettingsRow } from './db/tables/shops';
import type { Clock } from './lib/time';
import type { AppOptions } from './options';

/**
 * The plug-ins: what one module does inside another's transactions without importing it
 * (docs/ARCHITECTURE.md, "Plug-ins"). Their members are declared in plugins.ts, which merges
 * them into this interface: its methods take this context first, and an import from here
 * would make the two files a cycle.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by plugins.ts
export interface AppPlugins {}

/** What a log line is written with: Fastify's logger in the app, pino's in the CLI. */
export interface AppLog {
  debug(object: object, message?: string): void;
  info(object: object, message?: string): void;
  warn(object: object, message?: string): void;
  error(object: object, message?: string): void;
}

/**
 * The one context every module function takes first (docs/ARCHITECTURE.md, "Context"): the
 * database, the clock, the shop's settings and time zone, the log, the process's options and
 * the plug-ins filled in areas.ts. It is built once per app (or CLI command) and never
 * replaced; a module keeps what must live as long as the app (a cache, a worker) with
 * `perContext`.
 */
export interface AppContext {
  readonly database: AppDatabase;
  readonly clock: Clock;
  /** The shop's settings (the shops module's cache: a PATCH is seen by the next call). */
  settings(): Promise<ShopSettingsRow>;
  /** The shop's time zone, from its settings. */
  timeZone(): Promise<string>;
  readonly log: AppLog;
  readonly options: AppOptions;
  /** What one module does inside another's transaction without importing it (plugins.ts). */
  readonly plugins: AppPlugins;
}

const held = new WeakMap<AppContext, Map<symbol, unknown>>();

/**
 * A module's state for one app (a cache, a worker, a throttle): made by `make` the first time
 * it is asked for with a context, then the same for that context. Two apps in one process
 * (tests, the bench) keep theirs apart, and nothing is made for a module never used.
 */
export function perContext<T>(make: (ctx: AppContext) => T): (ctx: AppContext) => T {
  const key = Symbol(make.name);
  return (ctx) => {
    let states = held.get(ctx);
    if (!states) held.set(ctx, (states = new Map()));
    if (!states.has(key)) states.set(key, make(ctx));
    return states.get(key) as T;
  };
}
