import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ROWS } from '../../../src-server/modules/imports/files';
import { median, rssMiB, watchHealth } from '../../support/process-usage';
import {
  buildServerBundle,
  MANAGER_ARGS,
  startChildServer,
  type ChildServer,
  type ServerBundle,
} from '../../support/serve-child';
import { bombSheet, packEntry, sheetXml, workbookParts, zipOf } from '../../support/xlsx-files';

/**
 * Import bombs (docs/SECURITY.md): files that unpack or parse to far more than an import takes
 * are refused within 5 s, the server's memory growing < 200 MiB and its health answering
 * within 1 s throughout. Over real HTTP against a server in a child process, whose resident
 * memory is read from /proc.
 */

let bundle: ServerBundle;
let dataDir: string;
let server: ChildServer;
let token: string;

beforeAll(async () => {
  bundle = await buildServerBundle();
  dataDir = mkdtempSync(join(tmpdir(), 'shopdesk-import-bombs-'));
  server = await startChildServer(bundle.cli, dataDir, MANAGER_ARGS);
  const login = await fetch(`${server.url}/api/shops/staff_login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'boss', password: 'boss-password' }),
  });
  token = ((await login.json()) as { token: string }).token;
}, 120_000);

afterAll(async () => {
  await server?.stop();
  bundle?.remove();
  rmSync(dataDir, { recursive: true, force: true });
});

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Uploads the file while sampling the server's RSS and health; what it answered, and how. */
async function upload(file: Buffer, type: string) {
  const pid = server.child.pid!;
  // Settle what earlier uploads left, so the growth measured is this file's.
  await new Promise((go) => setTimeout(go, 300));
  const before = rssMiB(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(pid))), 20);
  const health = watchHealth(server.url, 50);
  const started = performance.now();
  const response = await fetch(`${server.url}/api/imports/customers/?dry_run=true`, {
    method: 'POST',
    headers: { authorization: `Token ${token}`, 'content-type': type },
    body: file,
  });
  const body = (await response.json()) as { code: string; params?: { limit: number } };
  const seconds = (performance.now() - started) / 1000;
  const delays = await health.stop();
  clearInterval(sampler);
  const measured = {
    status: response.status,
    code: body.code,
    seconds: Number(seconds.toFixed(2)),
    rssGrowthMiB: Math.round(peak - before),
    healthMedianMs: Math.round(median(delays)),
    healthMaxMs: Math.round(Math.max(...delays)),
  };
  console.info(measured);
  return { ...measured, body, delays };
}

function expectBounded(answer: Awaited<ReturnType<typeof upload>>) {
  expect(answer.status).toBe(400);
  expect(answer.seconds).toBeLessThan(5);
  expect(answer.rssGrowthMiB).toBeLessThan(200);
  expect(answer.healthMaxMs).toBeLessThan(1000);
}

describe('import bombs', () => {
  it('a zip bomb (a sheet inflating to 150 MiB) is refused, whatever size it declares', async () => {
    const parts = await workbookParts();
    for (const declared of [undefined, 10_000]) {
      const file = zipOf([...parts, bombSheet(150, declared)]);
      expect(file.length).toBeLessThan(1024 * 1024);
      const answer = await upload(file, XLSX);
      expectBounded(answer);
      expect(answer.code).toBe('invalid');
    }
  }, 120_000);

  it('a 200,000-row xlsx is too_many_rows', async () => {
    const file = zipOf([
      ...(await workbookParts()),
      packEntry('xl/worksheets/sheet1.xml', sheetXml(200_000)),
    ]);
    const answer = await upload(file, XLSX);
    expectBounded(answer);
    expect(answer.code).toBe('too_many_rows');
    expect(answer.body.params).toEqual({ limit: MAX_ROWS });
  }, 120_000);

  it('a CSV of 1,000,000 rows (4 MB) and one of 20 MiB (5 M rows) are too_many_rows', async () => {
    const million = Buffer.from(`mobile\n${'138\n'.repeat(1_000_000)}`);
    const twenty = Buffer.from(`mobile\n${'1\n'.repeat((20 * 1024 * 1024 - 1024) / 2)}`);
    for (const file of [million, twenty]) {
      const answer = await upload(file, 'text/csv');
      expectBounded(answer);
      expect(answer.code).toBe('too_many_rows');
      expect(answer.body.params).toEqual({ limit: MAX_ROWS });
    }
  }, 120_000);

  it(`${MAX_ROWS.toLocaleString('en')} rows are still read`, async () => {
    const csv = Buffer.from(
      `mobile\n${Array.from({ length: MAX_ROWS }, (_, i) => 13_000_000_000 + i).join('\n')}`,
    );
    const response = await fetch(`${server.url}/api/imports/customers/?dry_run=true`, {
      method: 'POST',
      headers: { authorization: `Token ${token}`, 'content-type': 'text/csv' },
      body: csv,
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { totals: { rows: number } }).totals.rows).toBe(MAX_ROWS);
  }, 120_000);
});
