import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../src-server/cli-main';
import { startServer } from '../../src-server/server';
import { buildServerBundle } from '../support/serve-child';

/**
 * `serve` never starts a new shop over a database file it did not
 * make, never runs twice on one data dir, and says which directory it cannot write.
 */

let dataDir: string;
let errors: string[];
const out = { log: () => {}, error: (line: string) => errors.push(line) };
const serve = () => runCli(['serve', '--port', '0', '--data-dir', dataDir], {}, { out });
const dbFile = () => join(dataDir, 'shopdesk.db');

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'shopdesk-data-'));
  errors = [];
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

describe('serve and the data dir', () => {
  it('refuses an empty database file instead of starting a new shop over it', async () => {
    writeFileSync(dbFile(), '');
    expect(await serve()).toBe(1);
    expect(errors.join('\n')).toMatch(/shopdesk\.db is empty \(0 bytes\), not a Shopdesk database/);
    expect(statSync(dbFile()).size).toBe(0);
  });

  it('refuses a file that is not a Shopdesk database', async () => {
    writeFileSync(dbFile(), 'name,price\nflask,99\n');
    expect(await serve()).toBe(1);
    expect(errors.join('\n')).toMatch(/not a Shopdesk database \(not an SQLite file\)/);

    rmSync(dbFile());
    const other = new SqliteDatabase(dbFile());
    other.exec('create table notes (body text)');
    other.close();
    errors = [];
    expect(await serve()).toBe(1);
    expect(errors.join('\n')).toMatch(/an SQLite database but not a Shopdesk one/);
  });

  it('refuses a second server on the same data dir, and serves again once the first stops', async () => {
    const first = await startServer({ dataDir, port: 0 });
    try {
      await expect(startServer({ dataDir, port: 0 })).rejects.toThrow(
        /Another Shopdesk server is already running on the data directory/,
      );
    } finally {
      await first.close();
    }
    const again = await startServer({ dataDir, port: 0 });
    await again.close();
  });

  it('names the directory and the permission when it cannot write the data dir', async () => {
    const bundle = await buildServerBundle();
    const locked = join(dataDir, 'locked');
    mkdirSync(locked, { mode: 0o555 });
    // mkdtemp makes private folders: let that user reach the bundle and the data dir.
    chmodSync(dirname(bundle.cli), 0o755);
    chmodSync(dataDir, 0o755);
    try {
      // Root may write anywhere: the server runs as "nobody" then, as a user would run it.
      const asUser = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
      const result = await new Promise<{ code: number | null; stderr: string }>((done) => {
        const child = spawn(
          process.execPath,
          [bundle.cli, 'serve', '--port', '0', '--data-dir', locked],
          { stdio: ['ignore', 'pipe', 'pipe'], ...asUser },
        );
        let stderr = '';
        child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
        child.on('exit', (code) => done({ code, stderr }));
      });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`cannot write to its data directory ${locked}`);
      expect(result.stderr).toContain('permission denied');
    } finally {
      bundle.remove();
    }
  }, 120_000);
});
