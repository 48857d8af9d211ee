// The bench's chain row (docs/PERFORMANCE.md, "How to measure"): simulated counters at a peak,
// each as the counter app behaves — it signs in once, keeps its copy of the store's codes fresh
// from the changes feed every 30 s (src-renderer/src/features/offline/store.ts, REFRESH_MS),
// and hands out packages (a check, then a consume of the same key) — with time compressed, so
// that a few seconds stand for minutes of a peak. The number of counters is stepped up until
// the p99 of their requests reaches 100 ms; the row tells the largest number that held, per core
// the server processes used.

import http from 'node:http';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { withCpu, type PidSource } from './cpu';

/** The real counter: a package every 20 s at the peak (a queue at the desk), the feed every 30 s. */
export const REAL_HAND_OUT_EVERY_S = 20;
export const REAL_POLL_EVERY_S = 30;
/** Seconds of the run per second of the peak it stands for. */
export const COMPRESSION = 30;
/** The counter's requests must answer within this at p99 for a number of counters to hold. */
export const P99_LIMIT_MS = 100;

const HAND_OUT_MEAN_MS = (REAL_HAND_OUT_EVERY_S * 1000) / COMPRESSION;
const POLL_EVERY_MS = (REAL_POLL_EVERY_S * 1000) / COMPRESSION;
/** As the counter app reads the feed (its page size, 500, and its limit of pages per refresh). */
const FEED_LIMIT = 500;
const FEED_MAX_PAGES = 50;
/** Requests a step waits for before its p99 is read (the p99 of 400 is the 4th slowest). */
const MIN_SAMPLES = 400;
/** Sign-ins at once (argon2 takes a core each: docs/DESIGN.md §3); refused ones are retried. */
const SIGN_IN_AT_ONCE = 4;

interface Reply {
  status: number;
  text: string;
}

function send(
  agent: http.Agent,
  base: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<Reply> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((done, fail) => {
    const request = http.request(
      new URL(path, base),
      {
        method,
        agent,
        headers: {
          ...headers,
          ...(payload !== undefined && {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
          }),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => done({ status: response.statusCode ?? 0, text }));
        response.on('error', fail);
      },
    );
    request.on('error', fail);
    request.setNoDelay(true); // as a browser does: no Nagle wait on a small request
    request.end(payload);
  });
}

/** Exponential waits: hand-outs come as customers arrive, not on a clock. */
const exponential = (mean: number) => -Math.log(1 - Math.random()) * mean;

type Kind = 'check' | 'consume' | 'feed';

interface Sample {
  kind: Kind;
  ms: number;
  ok: boolean;
}

/** What the counters' requests took, for those due while `recording` is on. */
class Recorder {
  recording = false;
  samples: Sample[] = [];
  pending = new Set<Promise<unknown>>();
  /** Why counters stopped before their time. */
  failures: string[] = [];
  /** Runs `request` (due at `due`) and records its time from `due`, if it was due while recording. */
  async time(kind: Kind, due: number, request: () => Promise<Reply>): Promise<Reply | null> {
    const recorded = this.recording;
    const run = request().then(
      (reply) => {
        if (recorded)
          this.samples.push({ kind, ms: performance.now() - due, ok: reply.status === 200 });
        return reply;
      },
      () => {
        if (recorded) this.samples.push({ kind, ms: performance.now() - due, ok: false });
        return null;
      },
    );
    if (recorded) {
      this.pending.add(run);
      void run.finally(() => this.pending.delete(run));
    }
    return run;
  }
}

interface Staff {
  username: string;
  password: string;
}

/** One simulated counter against one server process. */
class Counter {
  private running = false;
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
  private token = '';
  private loops: Promise<void>[] = [];
  constructor(
    private readonly url: string,
    private readonly staff: Staff,
    private cursor: string,
    private readonly nextKey: () => string,
    private readonly recorder: Recorder,
  ) {}

  /** Signs in as the counter's clerk, again after a refusal (`Retry-After`), for up to 60 s. */
  async signIn() {
    const until = performance.now() + 60_000;
    for (;;) {
      const reply = await send(
        this.agent,
        this.url,
        'POST',
        '/api/shops/staff_login/',
        {},
        this.staff,
      );
      if (reply.status === 200) {
        this.token = (JSON.parse(reply.text) as { token: string }).token;
        return;
      }
      if (performance.now() > until || (reply.status !== 429 && reply.status !== 503))
        throw new Error(`sign-in of ${this.staff.username}: ${reply.status} ${reply.text}`);
      await sleep(200 + Math.random() * 300);
    }
  }

  start() {
    this.running = true;
    // A loop that fails (the row's keys used up) stops this counter and counts as a failure.
    this.loops = [this.handOuts(), this.polls()].map((loop) =>
      loop.catch((error: unknown) => {
        this.running = false;
        this.recorder.failures.push(String(error));
      }),
    );
  }

  async stop() {
    this.running = false;
    await Promise.all(this.loops);
    this.agent.destroy();
  }

  /**
   * Each step starts afresh: what a counter fell behind in the step before (its customers
   * still waiting) is forgotten, so that a step's latencies are its own.
   */
  private resumeAt = 0;
  resume() {
    this.resumeAt = performance.now();
  }
  private caughtUp(due: number) {
    return due < this.resumeAt ? this.resumeAt : due;
  }

  private get headers() {
    return { authorization: `Token ${this.token}` };
  }

  /** Waits until `due` (performance.now() time) unless the counter has stopped. */
  private async until(due: number) {
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    return this.running;
  }

  /** A hand-out as customers come: the key checked, then consumed, one customer at a time. */
  private async handOuts() {
    let due = performance.now() + exponential(HAND_OUT_MEAN_MS);
    while (await this.until(due)) {
      const key = this.nextKey();
      await this.recorder.time('check', due, () =>
        send(
          this.agent,
          this.url,
          'GET',
          `/api/orders/pick_up_code/check/?key=${key}`,
          this.headers,
        ),
      );
      await this.recorder.time('consume', performance.now(), () =>
        send(this.agent, this.url, 'POST', '/api/orders/pick_up_code/consume/', this.headers, {
          key,
        }),
      );
      // Open loop: a counter that fell behind serves the next customer at once.
      due = this.caughtUp(due) + exponential(HAND_OUT_MEAN_MS);
    }
  }

  /** The copy's refresh: the feed from the cursor to its end, every poll period. */
  private async polls() {
    let due = performance.now() + Math.random() * POLL_EVERY_MS;
    while (await this.until(due)) {
      let pageDue = due;
      for (let page = 0; page < FEED_MAX_PAGES && this.running; page += 1) {
        const path = `/api/orders/pick_up_code/changes/?limit=${FEED_LIMIT}&cursor=${encodeURIComponent(this.cursor)}`;
        const reply = await this.recorder.time('feed', pageDue, () =>
          send(this.agent, this.url, 'GET', path, this.headers),
        );
        if (!reply || reply.status !== 200) break;
        const feed = JSON.parse(reply.text) as { cursor: string; has_more: boolean };
        this.cursor = feed.cursor;
        if (!feed.has_more) break;
        pageDue = performance.now();
      }
      due = this.caughtUp(due) + POLL_EVERY_MS;
    }
  }
}

export interface ChainStep {
  counters: number;
  requests: number;
  failed: number;
  p50: number;
  p99: number;
  /** CPU the server processes (and on PostgreSQL their backends) used in the window, ms. */
  serverCpuMs: number;
  backendCpuMs: number | null;
  windowMs: number;
  held: boolean;
  /** p99 ms of each kind of request (the feed: each page). */
  p99By: Record<Kind, number>;
}

export interface ChainOptions {
  /** The server processes; counters are spread over them in turn (as a load balancer would). */
  urls: string[];
  /** One clerk per counter, at least as many as the largest step. */
  staff: Staff[];
  /** Waiting codes of the clerks' store, each handed out once. */
  keys: string[];
  /** The feed's cursor after a full copy of the store: the counters' copies are that fresh. */
  cursor: string;
  servers: PidSource;
  backends?: PidSource;
  /** Seconds measured per step. */
  stepSeconds: number;
  /** Counters of the first step; doubled while they hold, then once between. */
  firstStep: number;
  maxSteps: number;
  log: (line: string) => void;
}

function quantile(sorted: number[], q: number) {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

const p99Of = (samples: Sample[], kind: Kind) =>
  quantile(
    samples
      .filter((s) => s.kind === kind)
      .map((s) => s.ms)
      .sort((a, b) => a - b),
    0.99,
  );

/**
 * The counters of the next step, or null when done: `first`, doubled while every step held;
 * after a step that did not hold, halfway between the largest that held (halved from the
 * smallest that failed while none held) until the two are within a quarter of the one that
 * held, in at most `maxSteps` steps.
 */
export function nextStep(
  steps: { counters: number; held: boolean }[],
  first: number,
  maxSteps: number,
): number | null {
  if (steps.length === 0) return first;
  if (steps.length >= maxSteps) return null;
  const held = Math.max(0, ...steps.filter((s) => s.held).map((s) => s.counters));
  const failed = steps.filter((s) => !s.held && s.counters > held).map((s) => s.counters);
  if (failed.length === 0) return steps.at(-1)!.counters * 2;
  const low = Math.min(...failed);
  if (held === 0) return low > 1 ? Math.floor(low / 2) : null;
  if (low - held <= held / 4) return null;
  const middle = Math.round((held + low) / 2);
  return middle > held && middle < low ? middle : null;
}

/** The chain's counters stepped up: each step's figures, and the largest number that held. */
export async function chainRow(options: ChainOptions) {
  const recorder = new Recorder();
  const counters: Counter[] = [];
  let keyIndex = 0;
  const nextKey = () => {
    if (keyIndex >= options.keys.length) throw new Error('The chain row ran out of keys.');
    return options.keys[keyIndex++]!;
  };
  async function resize(n: number) {
    if (n > options.staff.length) throw new Error(`${n} counters, ${options.staff.length} clerks`);
    await Promise.all(counters.splice(n).map((counter) => counter.stop()));
    const fresh: Counter[] = [];
    for (let i = counters.length; i < n; i++)
      fresh.push(
        new Counter(
          options.urls[i % options.urls.length]!,
          options.staff[i]!,
          options.cursor,
          nextKey,
          recorder,
        ),
      );
    for (let i = 0; i < fresh.length; i += SIGN_IN_AT_ONCE)
      await Promise.all(fresh.slice(i, i + SIGN_IN_AT_ONCE).map((counter) => counter.signIn()));
    for (const counter of fresh) counter.start();
    counters.push(...fresh);
  }

  async function step(n: number): Promise<ChainStep> {
    await resize(n);
    for (const counter of counters) counter.resume();
    await sleep(1000); // every counter past its first requests
    recorder.samples = [];
    recorder.recording = true;
    const started = performance.now();
    const { cpu } = await withCpu(
      { servers: options.servers, ...(options.backends && { backends: options.backends }) },
      async () => {
        await sleep(options.stepSeconds * 1000);
        // A p99 needs samples: a small step runs longer (at most 4 × as long) for them.
        while (
          recorder.samples.length < MIN_SAMPLES &&
          performance.now() - started < 4 * options.stepSeconds * 1000
        )
          await sleep(250);
        recorder.recording = false;
      },
    );
    const windowMs = performance.now() - started;
    // Requests due in the window and still running count too (up to 5 s more, then as too slow).
    await Promise.race([Promise.allSettled([...recorder.pending]), sleep(5000)]);
    const late = recorder.pending.size;
    const times = recorder.samples.map((s) => s.ms);
    for (let i = 0; i < late; i++) times.push(Number.POSITIVE_INFINITY);
    times.sort((a, b) => a - b);
    const failed = recorder.samples.filter((s) => !s.ok).length + late + recorder.failures.length;
    for (const failure of recorder.failures.splice(0))
      options.log(`chain: a counter stopped: ${failure}`);
    const p99 = quantile(times, 0.99);
    const result: ChainStep = {
      counters: n,
      requests: times.length,
      failed,
      p50: quantile(times, 0.5),
      p99,
      serverCpuMs: cpu.servers ?? 0,
      backendCpuMs: cpu.backends ?? null,
      windowMs,
      p99By: {
        check: p99Of(recorder.samples, 'check'),
        consume: p99Of(recorder.samples, 'consume'),
        feed: p99Of(recorder.samples, 'feed'),
      },
      held: failed === 0 && p99 < P99_LIMIT_MS && times.length > 0,
    };
    options.log(
      `chain: ${n} counters: ${result.requests} requests, p50 ${Math.round(result.p50)} ms, p99 ${Math.round(p99)} ms, ${failed} failed (p99 check ${Math.round(result.p99By.check)}, consume ${Math.round(result.p99By.consume)}, feed ${Math.round(result.p99By.feed)} ms), servers ${(result.serverCpuMs / windowMs).toFixed(2)} cores${result.backendCpuMs === null ? '' : `, backends ${(result.backendCpuMs / windowMs).toFixed(2)} cores`}: ${result.held ? 'held' : 'did not hold'} (load average ${loadavg()[0]!.toFixed(1)})`,
    );
    return result;
  }

  const steps: ChainStep[] = [];
  try {
    for (
      let n = nextStep(steps, options.firstStep, options.maxSteps);
      n !== null;
      n = nextStep(steps, options.firstStep, options.maxSteps)
    )
      steps.push(await step(n));
  } finally {
    await resize(0);
  }
  const heldSteps = steps.filter((s) => s.held);
  const best = heldSteps.reduce<ChainStep | null>(
    (top, s) => (!top || s.counters > top.counters ? s : top),
    null,
  );
  return { steps, best };
}

/** Counters of the real peak one simulated counter stands for (time compressed). */
export const realCountersPerSimulated = COMPRESSION;
