import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../src-server/cli-main';
import { verifyPassword } from '../../src-server/lib/passwords';
import { openDataDir } from '../../src-server/server';
import { createPostgresDatabase, onPostgres } from '../support/database';

let dataDir: string;
/** On PostgreSQL: an empty database per test, which the commands migrate (docs/DESIGN.md §13). */
let database: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
let lines: string[];
let errors: string[];
const out = { log: (l: string) => lines.push(l), error: (l: string) => errors.push(l) };
const where = () => ['--data-dir', dataDir, ...(database ? ['--database-url', database.url] : [])];
const cli = (...args: string[]) => runCli([...args, ...where()], {}, { out });

beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'shopdesk-cli-'));
  if (onPostgres) database = await createPostgresDatabase(false);
  lines = [];
  errors = [];
});
afterEach(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  await database?.drop();
});

describe('cli', () => {
  it('init creates the shop and manager, then refuses a second time', async () => {
    expect(
      await cli('init', '--manager-username', 'boss', '--manager-password', 'boss-password'),
    ).toBe(0);
    expect(lines.join('\n')).toContain('boss');
    expect(
      await cli('init', '--manager-username', 'boss', '--manager-password', 'boss-password'),
    ).toBe(1);
    expect(errors.join('\n')).toMatch(/already initialised/);

    const shop = await openDataDir(dataDir, database?.url);
    const staff = await shop.db
      .selectFrom('staff')
      .select(['username', 'role', 'password_hash'])
      .execute();
    await shop.close();
    expect(staff).toEqual([
      { username: 'boss', role: 'manager', password_hash: expect.stringMatching(/^\$argon2id\$/) },
    ]);
  });

  it('init refuses weak passwords and missing flags with a clear message', async () => {
    expect(await cli('init', '--manager-username', 'boss', '--manager-password', 'short')).toBe(1);
    expect(errors.pop()).toMatch(/at least 8 characters/);
    expect(await cli('init', '--manager-username', 'boss')).toBe(1);
    expect(errors.pop()).toMatch(/--manager-password/);
  });

  it('app create prints one JSON line with the token; list never shows tokens; revoke', async () => {
    expect(await cli('app', 'list')).toBe(1);
    expect(errors.pop()).toMatch(/run "init" or "serve" first/);
    await cli('init', '--manager-username', 'boss', '--manager-password', 'boss-password');
    lines = [];
    expect(
      await cli('app', 'create', '--name', 'ERP sync', '--scopes', 'shippings:read write'),
    ).toBe(0);
    expect(lines).toHaveLength(1);
    const created = JSON.parse(lines[0]!);
    expect(created).toEqual({
      application_id: 2,
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });

    lines = [];
    expect(await cli('app', 'list')).toBe(0);
    expect(lines).toEqual([
      '1\tShopdesk desktop\tread write\tactive',
      '2\tERP sync\tshippings:read write\tactive',
    ]);
    expect(lines.join()).not.toContain(created.token);

    expect(await cli('app', 'revoke', '2')).toBe(0);
    lines = [];
    await cli('app', 'list');
    expect(lines[1]).toMatch(/revoked$/);
    expect(await cli('app', 'revoke', '1')).toBe(1);
    expect(await cli('app', 'create', '--name', 'x', '--scopes', 'admin')).toBe(1);
    expect(errors.pop()).toMatch(/Unknown scope: admin/);
  });

  it('a command that finds no shop creates nothing', async () => {
    const empty = join(dataDir, 'nowhere');
    for (const args of [
      ['app', 'create', '--name', 'x', '--scopes', 'read'],
      ['app', 'list'],
    ]) {
      expect(await runCli([...args, '--data-dir', empty], {}, { out })).toBe(1);
      expect(errors.pop()).toMatch(/No shop in .*nowhere/);
    }
    expect(existsSync(empty)).toBe(false);
  });

  it('staff reset-password prints a new password once, through the staff update that ends the sessions, recorded in the history', async () => {
    await cli('init', '--manager-username', 'boss', '--manager-password', 'boss-password');
    expect(await cli('staff', 'reset-password', 'nobody')).toBe(1);
    expect(errors.pop()).toMatch(/No staff account "nobody"/);
    lines = [];
    expect(await cli('staff', 'reset-password', 'BOSS')).toBe(0);
    const password = /password of "boss": (\S+)$/.exec(lines[0]!)![1]!;
    expect(password.length).toBeGreaterThanOrEqual(12);

    const shop = await openDataDir(dataDir, database?.url);
    const [record] = await shop.db
      .selectFrom('action_history')
      .select(['action', 'detail', 'ip'])
      .orderBy('id', 'desc')
      .execute();
    const hash = await shop.db
      .selectFrom('staff')
      .select('password_hash')
      .where('username', '=', 'boss')
      .executeTakeFirstOrThrow();
    await shop.close();
    expect(record).toEqual({
      action: 'staff_update',
      detail: 'Updated "boss": password reset.',
      ip: 'command line',
    });
    expect(await verifyPassword(hash.password_hash, password)).toBe(true);
  });

  it('migrate applies migrations; demo load fills an empty shop once', async () => {
    expect(await cli('migrate')).toBe(0);
    expect(await cli('demo', 'load')).toBe(1);
    await cli('init', '--manager-username', 'boss', '--manager-password', 'boss-password');
    expect(await cli('demo', 'load')).toBe(0);
    expect(await cli('demo', 'load')).toBe(1);
    expect(errors.pop()).toMatch(/already has data/);
    const shop = await openDataDir(dataDir, database?.url);
    const groups = await shop.db
      .selectFrom('shipping_method_group')
      .select(['title', 'is_default'])
      .execute();
    const zones = await shop.db.selectFrom('shipping_zone').select('title').execute();
    await shop.close();
    expect(groups).toEqual([{ title: '默认运费模板', is_default: 1 }]);
    expect(zones).toEqual([{ title: '偏远地区' }]);
  });

  it('unknown commands, options and bad ports are refused with exit 1', async () => {
    expect(await cli('frobnicate')).toBe(1);
    expect(errors.pop()).toMatch(/Unknown command/);
    expect(await cli('migrate', '--bogus')).toBe(1);
    expect(await cli('serve', '--port', 'abc')).toBe(1);
    expect(errors.pop()).toMatch(/port/);
    expect(await runCli(['--help'], {}, { out })).toBe(0);
    expect(lines.pop()).toMatch(/Usage/);
  });
});
