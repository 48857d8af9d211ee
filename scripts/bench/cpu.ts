// CPU time of other processes, read from Linux's /proc, for `npm run bench`'s "CPU ms per
// request" columns (docs/PERFORMANCE.md, "How to measure"): the server processes the bench
// started and, on PostgreSQL, the backends serving their connections.

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import pg from 'pg';

/** The user and system time of /proc/<pid>/stat, in clock ticks (fields 14 and 15). */
export function parseProcStat(text: string): { utime: number; stime: number } {
  // The command name (field 2) is in parentheses and may hold spaces and parentheses itself:
  // the fields are counted after its last ")".
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  if (!Number.isFinite(utime) || !Number.isFinite(stime))
    throw new Error(`Not a /proc/<pid>/stat line: ${text.slice(0, 80)}`);
  return { utime, stime };
}

let ticksPerSecond: number | null = null;

/** The kernel's clock ticks per second (`getconf CLK_TCK`; 100 on Linux when it cannot say). */
export function clockTicks(): number {
  if (ticksPerSecond === null) {
    let ticks = NaN;
    try {
      ticks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
    } catch {
      // no getconf: Linux's USER_HZ is 100 on every architecture Node runs on
    }
    ticksPerSecond = Number.isFinite(ticks) && ticks > 0 ? ticks : 100;
  }
  return ticksPerSecond;
}

/** CPU time (user + system, ms, all threads) a process has used so far; null once it is gone. */
export function processCpuMs(pid: number): number | null {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  const { utime, stime } = parseProcStat(text);
  return ((utime + stime) * 1000) / clockTicks();
}

/** The processes to count: fixed (the servers) or found anew at each reading (backends). */
export type PidSource = () => number[] | Promise<number[]>;

/**
 * The CPU time a changing set of processes uses between `start()` and `stop()`. Each reading
 * (`start`, every `sample`, `stop`) reads every process of the source; a process first seen
 * after `start` counts from 0 (it was born meanwhile), and one that is gone keeps its last
 * reading: what it used after that is lost, so sample often when processes come and go.
 */
export function cpuMeter(source: PidSource) {
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  let started = false;
  async function read() {
    for (const pid of await source()) {
      const ms = processCpuMs(pid);
      if (ms === null) continue;
      if (!first.has(pid)) first.set(pid, started ? 0 : ms);
      last.set(pid, ms);
    }
  }
  const total = () => {
    let sum = 0;
    for (const [pid, ms] of last) sum += ms - first.get(pid)!;
    return sum;
  };
  return {
    async start() {
      first.clear();
      last.clear();
      started = false;
      await read();
      started = true;
    },
    sample: read,
    /** Reads once more; the CPU ms used since `start`, and the processes seen. */
    async stop() {
      await read();
      return { ms: total(), processes: last.size };
    },
  };
}

/**
 * Measures `run` with a meter per source, sampled every `everyMs` meanwhile (backends may
 * close before the end). Resolves to `run`'s result and each source's CPU ms.
 */
export async function withCpu<T, K extends string>(
  sources: Partial<Record<K, PidSource>>,
  run: () => Promise<T>,
  everyMs = 500,
): Promise<{ result: T; cpu: Partial<Record<K, number>> }> {
  const meters = (Object.entries(sources) as [K, PidSource | undefined][])
    .filter((entry): entry is [K, PidSource] => entry[1] !== undefined)
    .map(([name, source]) => [name, cpuMeter(source)] as const);
  await Promise.all(meters.map(([, meter]) => meter.start()));
  const timer = setInterval(() => {
    for (const [, meter] of meters) void meter.sample().catch(() => {});
  }, everyMs);
  try {
    const result = await run();
    const cpu: Partial<Record<K, number>> = {};
    for (const [name, meter] of meters) cpu[name] = (await meter.stop()).ms;
    return { result, cpu };
  } finally {
    clearInterval(timer);
  }
}

/**
 * The backends of one PostgreSQL database (the client backends connected to it, as listed by
 * `pg_stat_activity`), read over a connection of its own to `adminUrl`'s database, which must
 * not be `database` (its own backend would be counted).
 */
export async function postgresBackends(adminUrl: string, database: string) {
  const client = new pg.Client({ connectionString: adminUrl, application_name: 'bench-cpu' });
  await client.connect();
  return {
    pids: async () =>
      (
        await client.query<{ pid: number }>(
          `select pid from pg_stat_activity
            where datname = $1 and backend_type = 'client backend' and pid <> pg_backend_pid()`,
          [database],
        )
      ).rows.map((row) => row.pid),
    close: () => client.end(),
  };
}
