// A load client in its own process (the load tests start several): reads a JSON job file,
// fires the requests with a fixed number in flight, and prints one JSON line of outcomes.
//
// Run by Node 24 directly (type stripping): erasable TypeScript only, Node built-ins only.

import { readFileSync } from 'node:fs';

interface Job {
  url: string;
  token: string;
  path: string;
  keys: string[];
  /** Each key is sent this many times, the repeats one after the other (so they overlap). */
  repeat: number;
  concurrency: number;
}

const job = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Job;
const queue: string[] = [];
for (const key of job.keys) for (let i = 0; i < job.repeat; i++) queue.push(key);

const statuses: Record<string, number> = {};
const codes: Record<string, number> = {};
const wins: string[] = [];
let failures = 0;
const failureMessages: string[] = [];
let next = 0;

async function worker() {
  while (next < queue.length) {
    const key = queue[next++]!;
    try {
      const response = await fetch(job.url + job.path, {
        method: 'POST',
        headers: { authorization: `Token ${job.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ key }),
      });
      const body = (await response.json()) as { code?: string };
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      if (response.status === 200) wins.push(key);
      else codes[body.code ?? '?'] = (codes[body.code ?? '?'] ?? 0) + 1;
    } catch (error) {
      failures++;
      if (failureMessages.length < 5) failureMessages.push(String(error));
    }
  }
}

await Promise.all(Array.from({ length: job.concurrency }, () => worker()));
process.stdout.write(`${JSON.stringify({ statuses, codes, wins, failures, failureMessages })}\n`);
