import type { AppDatabase } from './db';
import type { Clock } from './lib/time';

/** The narrow dependencies every module plugin receives from buildServer. */
export interface AppContext {
  database: AppDatabase;
  clock: Clock;
  /** The shop's time zone (settings may change while running; cached briefly). */
  timeZone(): Promise<string>;
}
