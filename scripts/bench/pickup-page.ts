// The customer's pick-up page on a phone's slow network (docs/PERFORMANCE.md): the
// built app (`out/`, built first by scripts/bench.ts) serves a paid order's page to Debian's
// Chromium throttled to DevTools' "Fast 3G" through CDP, and the time until the pick-up key is
// on screen is measured, on a first visit (empty cache) and on a second one (scripts cached).
// Goal: the key visible in < 3 s on Fast 3G. Reported, never asserted (a shared machine).

import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import { createCounterWorld, median } from '../../test/e2e/support/pick-up-data';

/** The built app's CLI (`out/main/cli.js`, whose renderer sits beside it), from bench.ts. */
const APP_CLI = process.env.SHOPDESK_BENCH_APP_CLI!;
const RUNS = 5;
const MANAGER = { username: 'bench-manager', password: 'bench-manager-password' };

/**
 * Chrome DevTools' "Fast 3G" preset: 1.6 Mbps down and 750 kbps up at 90 % (bytes per second),
 * 150 ms round trip × 3.75 (DevTools' factor for a request's latency). No CPU throttling.
 */
const FAST_3G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.6 * 1000 * 1000 * 0.9) / 8,
  uploadThroughput: (750 * 1000 * 0.9) / 8,
};

function startServer(dataDir: string): Promise<{ url: string; stop(): void }> {
  const child = spawn(
    process.execPath,
    [
      APP_CLI,
      'serve',
      '--port',
      '0',
      '--data-dir',
      dataDir,
      '--manager-username',
      MANAGER.username,
      '--manager-password',
      MANAGER.password,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  return new Promise((done, fail) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening at (http:\/\/[^\s"]+)/.exec(output);
      if (match) done({ url: match[1]!, stop: () => child.kill('SIGTERM') });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => fail(new Error(`serve exited (${code}):\n${output}`)));
  });
}

/** Milliseconds from navigation until the key's digits are on screen, throttled. */
async function keyVisibleMs(context: BrowserContext, url: string): Promise<number> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', FAST_3G);
  const started = performance.now();
  await page.goto(url, { waitUntil: 'commit' });
  await page.getByTestId('pickup-key').waitFor({ state: 'visible', timeout: 60_000 });
  const elapsed = performance.now() - started;
  await page.close();
  return elapsed;
}

async function benchPickUpPage() {
  const dataDir = mkdtempSync(join(tmpdir(), 'shopdesk-bench-pickup-'));
  const server = await startServer(dataDir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const world = await createCounterWorld('bench', { url: server.url, manager: MANAGER });
    const paid = await world.paidPickUp(0);
    await world.dispose();
    const url = `${server.url}/pickup/${paid.orderToken}?shop=${world.shopDomain}`;
    const first: number[] = [];
    const again: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      // A phone as it opens the link: its own context (empty cache), a phone's screen.
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        locale: 'zh-CN',
      });
      first.push(await keyVisibleMs(context, url));
      again.push(await keyVisibleMs(context, url));
      await context.close();
    }
    const round = (values: number[]) => values.map((v) => Math.round(v));
    return {
      profile: FAST_3G,
      runs: RUNS,
      firstVisitMedianMs: Math.round(median(first)),
      secondVisitMedianMs: Math.round(median(again)),
      firstVisitMs: round(first),
      secondVisitMs: round(again),
    };
  } finally {
    await browser.close();
    server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const result = await benchPickUpPage();
console.log('');
console.log(
  `customer's pick-up page on Fast 3G (latency ${FAST_3G.latency} ms, ${FAST_3G.downloadThroughput} B/s down, ${FAST_3G.uploadThroughput} B/s up), key visible:`,
);
console.log(
  `  first visit (empty cache): median ${result.firstVisitMedianMs} ms of ${result.runs} (${result.firstVisitMs.join(', ')})`,
);
console.log(
  `  second visit (scripts cached): median ${result.secondVisitMedianMs} ms (${result.secondVisitMs.join(', ')})`,
);
console.log(`  goal: < 3000 ms → ${result.firstVisitMedianMs < 3000 ? 'met' : 'NOT met'}`);
