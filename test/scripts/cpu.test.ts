import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import {
  clockTicks,
  cpuMeter,
  parseProcStat,
  postgresBackends,
  processCpuMs,
} from '../../scripts/bench/cpu';
import {
  createPostgresDatabase,
  onPostgres,
  POSTGRES_ONLY,
  testDatabaseUrl,
} from '../support/database';

/**
 * A Node process that, on each "burn N" line, spins until its own CPU time (process.cpuUsage,
 * all threads, µs) has grown by N ms and answers its total in ms; it then idles.
 */
const BURNER = `
const rl = require('node:readline').createInterface({ input: process.stdin });
const used = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
rl.on('line', (line) => {
  const until = used() + Number(line.split(' ')[1]);
  while (used() < until) {}
  console.log(String(used()));
});`;

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

async function burner() {
  const child = spawn(process.execPath, ['-e', BURNER], { stdio: ['pipe', 'pipe', 'inherit'] });
  children.push(child);
  const answers: ((ms: number) => void)[] = [];
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    for (const line of chunk.split('\n').filter(Boolean)) answers.shift()?.(Number(line));
  });
  /** Spins `ms` more; resolves to the process's own total CPU ms. */
  const burn = (ms: number) =>
    new Promise<number>((done) => {
      answers.push(done);
      child.stdin!.write(`burn ${ms}\n`);
    });
  await burn(0); // started and listening
  return { pid: child.pid!, burn, child };
}

// The kernel counts in ticks: two readings of the same usage differ by up to a tick each side.
const tickMs = () => 1000 / clockTicks();

describe('bench CPU readings from /proc', () => {
  it('reads utime and stime after a command name with spaces and parentheses', () => {
    const line =
      '4242 (postgres: a (b) c) S 1 4242 4242 0 -1 4194560 1200 0 0 0 731 42 0 0 20 0 1 0 99 1000 10 0\n';
    expect(parseProcStat(line)).toEqual({ utime: 731, stime: 42 });
    expect(() => parseProcStat('not a stat line')).toThrow(/stat/);
  });

  it('gives what the process itself counts, in ms', async () => {
    const { pid, burn } = await burner();
    const own = await burn(300);
    const read = processCpuMs(pid)!;
    expect(Math.abs(read - own)).toBeLessThanOrEqual(3 * tickMs());
  });

  it('answers null for a process that is gone', async () => {
    const { pid, child } = await burner();
    child.kill('SIGKILL');
    await once(child, 'exit');
    expect(processCpuMs(pid)).toBeNull();
  });

  it('sums a changing set of processes: from start, a newcomer from 0, a leaver until its last reading', async () => {
    const a = await burner();
    const b = await burner();
    let pids = [a.pid];
    const meter = cpuMeter(() => pids);
    await meter.start();
    const aAtStart = processCpuMs(a.pid)!;
    const aOwn = await a.burn(200);
    await meter.sample();
    // a leaves (what it used after the sample is not counted), b comes (counted from its birth)
    a.child.kill('SIGKILL');
    await once(a.child, 'exit');
    pids = [a.pid, b.pid];
    const bOwn = await b.burn(200);
    const { ms, processes } = await meter.stop();
    expect(processes).toBe(2);
    expect(Math.abs(ms - (aOwn - aAtStart + bOwn))).toBeLessThanOrEqual(6 * tickMs());
  });

  it.skipIf(!onPostgres)(
    `finds the backends of one database and their CPU (${POSTGRES_ONLY})`,
    async () => {
      const database = await createPostgresDatabase(false);
      const name = new URL(database.url).pathname.slice(1);
      const backends = await postgresBackends(testDatabaseUrl!, name);
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        const mine = (await client.query<{ pid: number }>('select pg_backend_pid() as pid'))
          .rows[0]!.pid;
        expect(await backends.pids()).toEqual([mine]);
        const meter = cpuMeter(backends.pids);
        await meter.start();
        await client.query('select count(*) from generate_series(1, 3000000)');
        const { ms, processes } = await meter.stop();
        expect(processes).toBe(1);
        expect(ms).toBeGreaterThan(0);
      } finally {
        await client.end();
        await backends.close();
        await database.drop();
      }
    },
  );
});
