import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServer } from '../../support/server';
import { CURRENT_LOG, rotatingLogFile } from '../../../src-server/lib/log-file';

let dir: string | undefined;
const numberOf = (name: string) => Number(/\d+/.exec(name)![0]);
const byNumber = (a: string, b: string) => numberOf(a) - numberOf(b);
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("the desktop app's server log file", () => {
  it('takes the request lines and rotates past its size, keeping the newest files', async () => {
    dir = mkdtempSync(join(tmpdir(), 'shopdesk-log-file-'));
    const folder = join(dir, 'logs');
    const stream = await rotatingLogFile(folder, { size: '2k', keep: 2 });
    const s = await createTestServer({ logger: { stream } });
    // pino-roll rolls when its stream drains after the size is passed: enough lines for a few.
    for (let i = 0; i < 400; i++) {
      await s.app.inject({ method: 'GET', url: '/api/orders/order/' });
      if (i % 50 === 49) await new Promise((done) => setTimeout(done, 20));
    }
    await s.close();
    stream.flushSync();
    await new Promise((done) => {
      (stream as unknown as NodeJS.EventEmitter).once('close', done);
      stream.end();
    });
    const files = readdirSync(folder).sort();
    expect(files).toContain(CURRENT_LOG);
    const numbered = files.filter((name) => /^server\.\d+\.log$/.test(name));
    // Rotated (400 lines of ~250 bytes are far more than 2 KiB), never more than the current + 2.
    expect(numbered.length).toBeGreaterThanOrEqual(2);
    expect(numbered.length).toBeLessThanOrEqual(3);
    // The newest line: in the current file, or in the newest rolled one when the roll came last.
    const newestFirst = [CURRENT_LOG, ...numbered.sort(byNumber).reverse()];
    const lines = newestFirst
      .map((name) => readFileSync(join(folder, name), 'utf8').trim())
      .find((text) => text !== '')!
      .split('\n');
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({
      msg: 'request',
      route: '/api/orders/order/',
    });
  });
});
