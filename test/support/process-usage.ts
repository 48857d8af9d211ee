import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

/**
 * What another process (a server started by `startChildServer`) has used so far, read from
 * Linux's /proc: CPU time (user + system, in ms; the kernel counts in ticks of 10 ms) and the
 * resident memory (MiB).
 */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name is in parentheses and may hold spaces: fields are counted after it.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / 100;
}

export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kib / 1024;
}

/**
 * Times `/api/health` every `everyMs` until `stop()`; resolves to the delays seen (ms). The
 * checks run on this (idle) process, so what they measure is the server's loop.
 */
export function watchHealth(baseUrl: string, everyMs = 50) {
  let running = true;
  const delays: number[] = [];
  const done = (async () => {
    while (running) {
      const started = performance.now();
      const response = await fetch(`${baseUrl}/api/health`);
      await response.arrayBuffer();
      delays.push(performance.now() - started);
      await new Promise((go) => setTimeout(go, everyMs));
    }
    return delays;
  })();
  return {
    stop: async () => {
      running = false;
      return done;
    },
  };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
