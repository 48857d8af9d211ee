import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Load clients in processes of their own (load-client.ts), each sending to one server URL. */

const CLIENT = resolve(import.meta.dirname, 'load-client.ts');

interface ClientResult {
  statuses: Record<string, number>;
  codes: Record<string, number>;
  wins: string[];
  failures: number;
  failureMessages: string[];
}

function runClient(jobFile: string) {
  return new Promise<ClientResult>((done, fail) => {
    const child = spawn(process.execPath, [CLIENT, jobFile], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', fail);
    child.on('exit', (code) => {
      if (code !== 0) fail(new Error(`load client exited ${code}: ${stderr}`));
      else done(JSON.parse(stdout) as ClientResult);
    });
  });
}

/**
 * One client per URL in `urls`, all at once, each sending every key `repeat` times (the
 * repeats of a key one after the other, so they overlap) with `inFlight` requests at a time.
 * Answers their outcomes added up.
 */
export async function storm(options: {
  urls: string[];
  path: string;
  keys: string[];
  token: string;
  repeat: number;
  inFlight: number;
  /** A folder for the job files. */
  dir: string;
}) {
  const { urls, path, keys, token, repeat, inFlight, dir } = options;
  const started = performance.now();
  const results = await Promise.all(
    urls.map((url, i) => {
      const jobFile = join(dir, `job-${i}-${path.replaceAll('/', '_')}.json`);
      writeFileSync(
        jobFile,
        JSON.stringify({ url, token, path, keys, repeat, concurrency: inFlight }),
      );
      return runClient(jobFile);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const statuses: Record<string, number> = {};
  const codes: Record<string, number> = {};
  for (const result of results) {
    for (const [status, n] of Object.entries(result.statuses))
      statuses[status] = (statuses[status] ?? 0) + n;
    for (const [code, n] of Object.entries(result.codes)) codes[code] = (codes[code] ?? 0) + n;
  }
  const wins = results.flatMap((result) => result.wins);
  const failures = results.reduce((sum, result) => sum + result.failures, 0);
  const attempts = Object.values(statuses).reduce((sum, n) => sum + n, 0) + failures;
  console.log(
    `${path}: ${attempts} attempts from ${urls.length} processes in ${seconds.toFixed(1)} s (${Math.round(attempts / seconds)}/s): ${JSON.stringify(statuses)} ${JSON.stringify(codes)}${failures ? `, ${failures} failed: ${results.flatMap((r) => r.failureMessages).join('; ')}` : ''}`,
  );
  return { statuses, codes, wins, failures, attempts };
}
