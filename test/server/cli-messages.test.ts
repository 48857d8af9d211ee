import { execFileSync } from 'node:child_process';
import { createServer } from 'node:net';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../src-server/cli-main';
import { startServer, type RunningServer } from '../../src-server/server';
import { databaseProblem } from '../../src-server/db/problems';
import pg from 'pg';
import { createPostgresDatabase, onPostgres, testDatabaseUrl } from '../support/database';
import { selfSignedCertificate } from '../support/self-signed';

/**
 * Every refusal of the command line names the option, file, address or database involved
 * and what to do, in words: never a raw system or OpenSSL message alone.
 */

let dir: string;
let errors: string[];
let lines: string[];
const out = { log: (line: string) => lines.push(line), error: (line: string) => errors.push(line) };
const cli = (args: string[], env: Record<string, string | undefined> = {}) =>
  runCli(args, env, { out });
let running: RunningServer | undefined;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'shopdesk-cli-messages-'));
  errors = [];
  lines = [];
});
afterEach(async () => {
  await running?.close();
  running = undefined;
  rmSync(dir, { recursive: true, force: true });
});

function selfSigned(name: string) {
  return selfSignedCertificate(dir, `${name}-`);
}

const serve = (...extra: string[]) =>
  cli(['serve', '--port', '0', '--data-dir', join(dir, 'data'), ...extra]);

describe('messages that name the cause', () => {
  it('--trust-proxy with something not an address names the option and the value', async () => {
    expect(await serve('--trust-proxy', '10.0.0.2,foo')).toBe(1);
    expect(errors).toEqual([
      '--trust-proxy (or SHOPDESK_TRUST_PROXY) takes the proxy\'s IP addresses or CIDR ranges, comma-separated (e.g. 10.0.0.2 or 10.0.0.0/8,::1): "foo" is neither.',
    ]);
  });

  it("a key that is not the certificate's names both files", async () => {
    const a = selfSigned('a');
    const b = selfSigned('b');
    expect(await serve('--tls-cert', a.cert, '--tls-key', b.key)).toBe(1);
    expect(errors[0]).toBe(
      `The --tls-key ${b.key} is not the key of the certificate in --tls-cert ${a.cert}: give the key the certificate was made for.`,
    );
  });

  it('a certificate path holding a key names the file and suspects a swap', async () => {
    const a = selfSigned('a');
    expect(await serve('--tls-cert', a.key, '--tls-key', a.key)).toBe(1);
    expect(errors[0]).toContain(`The --tls-cert file ${a.key} holds no certificate`);
    expect(errors[0]).toContain('were --tls-cert and --tls-key swapped?');
    expect(errors[0]).not.toMatch(/no start line/);
  });

  it('a missing certificate file is named', async () => {
    const a = selfSigned('a');
    const missing = join(dir, 'nope.pem');
    expect(await serve('--tls-cert', missing, '--tls-key', a.key)).toBe(1);
    expect(errors[0]).toBe(`Cannot read the --tls-cert file ${missing} (no such file).`);
  });

  it('--tls-cert with an http:// public URL is refused', async () => {
    const a = selfSigned('a');
    expect(
      await serve(
        '--tls-cert',
        a.cert,
        '--tls-key',
        a.key,
        '--public-url',
        'http://shop.example:8443',
      ),
    ).toBe(1);
    expect(errors[0]).toBe(
      "--tls-cert makes the server speak HTTPS, but --public-url http://shop.example:8443 starts with http://: customers' links would not use HTTPS. Give --public-url https://…",
    );
  });

  it('a port taken names the address and the option to change', async () => {
    const blocker = createServer();
    await new Promise<void>((done) => blocker.listen(0, '127.0.0.1', done));
    const port = (blocker.address() as { port: number }).port;
    try {
      expect(await cli(['serve', '--port', String(port), '--data-dir', join(dir, 'data')])).toBe(1);
    } finally {
      blocker.close();
    }
    expect(errors[0]).toBe(
      `Cannot listen on 127.0.0.1:${port}: the port is already in use (another Shopdesk, or another program). Stop it, or give another --port.`,
    );
  });

  it.skipIf(process.getuid?.() === 0)(
    'a privileged port without the right says what to do',
    async () => {
      expect(await cli(['serve', '--port', '443', '--data-dir', join(dir, 'data')])).toBe(1);
      expect(errors[0]).toContain(
        'Cannot listen on 127.0.0.1:443: ports below 1024 need administrator rights.',
      );
      expect(errors[0]).toContain('setcap cap_net_bind_service=+ep');
    },
  );

  it('the database unreachable is said to be the database, without its password', async () => {
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
    const port = (closed.address() as { port: number }).port;
    await new Promise<void>((done) => closed.close(() => done()));
    const url = `postgres://shop:Very-Secret-9@127.0.0.1:${port}/shopdesk`;
    expect(await cli(['migrate', '--database-url', url])).toBe(1);
    expect(errors[0]).toBe(
      `Cannot connect to the PostgreSQL database "shopdesk" at 127.0.0.1:${port} (role shop): connection refused. Is PostgreSQL running and listening on that host and port? Check --database-url (or SHOPDESK_DATABASE_URL).`,
    );
    expect(errors.join('\n')).not.toContain('Very-Secret-9');
  });

  it('PostgreSQL refusals of the role and the database are told with the command to fix them', () => {
    const url = 'postgres://shop:pw@db.example:5432/shopdesk';
    expect(databaseProblem({ code: '3D000' }, url)).toBe(
      'There is no database "shopdesk" on that server yet: create it, as a superuser: create database shopdesk owner shop; (docs/DEPLOYMENT.md).',
    );
    expect(
      databaseProblem({ code: '42501', message: 'permission denied for schema public' }, url),
    ).toContain('alter database shopdesk owner to shop;');
    expect(
      databaseProblem(
        { code: '42501', message: 'permission denied to create extension "pg_trgm"' },
        url,
      ),
    ).toContain('create extension if not exists pg_trgm;');
    expect(databaseProblem({ code: '28P01' }, url)).toContain('refused the sign-in');
  });

  it.skipIf(!onPostgres)('migrate names the database it brought up to date', async () => {
    expect(await cli(['migrate', '--database-url', testDatabaseUrl!])).toBe(0);
    expect(lines.at(-1)).toMatch(
      /^The shop's database is up to date: the PostgreSQL database ".+" at .+:\d+/,
    );
  });

  it('migrate on a data dir names the dir', async () => {
    const data = join(dir, 'data');
    expect(await cli(['migrate', '--data-dir', data])).toBe(0);
    expect(lines).toEqual([`The shop's database is up to date: ${data}.`]);
  });

  it('--data-dir beside a database URL is said to be unused, once', async () => {
    const url = 'postgres://shop@127.0.0.1:1/shopdesk';
    await cli(['migrate', '--data-dir', join(dir, 'data'), '--database-url', url]);
    expect(errors[0]).toBe(
      `Note: --data-dir (or SHOPDESK_DATA_DIR) ${join(dir, 'data')} is not used: the shop's data is in the PostgreSQL database "shopdesk" at 127.0.0.1:1 (role shop), given by --database-url (or SHOPDESK_DATABASE_URL).`,
    );
    expect(errors.filter((line) => line.startsWith('Note:'))).toHaveLength(1);
  });

  it('a password that needed percent-encoding is named as the problem, and not printed', async () => {
    // `/`, `#` and `?` end the password early: the URL is invalid, or points elsewhere.
    for (const password of [
      'Secret/Pass-9',
      'Secret#Pass-9',
      '12#Secret-Pass',
      '12/Secret-Pass',
      '12?Secret-Pass',
    ]) {
      errors = [];
      const url = `postgres://shopdesk:${password}@127.0.0.1:5432/shopdesk`;
      expect(await cli(['migrate', '--database-url', url]), password).toBe(1);
      expect(errors[0], password).toMatch(
        /^--database-url \(or SHOPDESK_DATABASE_URL\) is not a valid URL of the form postgres:\/\/user:password@host:5432\/name: characters such as spaces, @, \/, \?, # or % in the user name or password must be percent-encoded \(a space as %20, @ as %40/,
      );
      expect(errors.join('\n'), password).not.toContain('Secret');
    }
    errors = [];
    expect(
      await cli(['migrate'], { SHOPDESK_DATABASE_URL: 'postgres://shopdesk:Secret/Pass@db/x' }),
    ).toBe(1);
    expect(errors[0]).toContain('not a valid URL');
    expect(errors[0]).not.toContain('Secret');
    errors = [];
    const copied = await cli([
      'copy',
      '--from-data-dir',
      join(dir, 'data'),
      '--to-database-url',
      'postgres://shopdesk:Secret#Pass@db/x',
    ]);
    expect(copied).toBe(1);
    expect(errors[0]).toMatch(/^--to-database-url is not a valid URL/);
    expect(errors[0]).not.toContain('Secret');
    // Not a PostgreSQL URL at all: its credentials are left out of the message too.
    errors = [];
    expect(await cli(['migrate', '--database-url', 'mysql://shop:Secret-Pass@db/x'])).toBe(1);
    expect(errors[0]).toBe(
      '--database-url (or SHOPDESK_DATABASE_URL) must be postgres://user:password@host:5432/name (got "mysql://…@db/x").',
    );
  });

  it.skipIf(!onPostgres)(
    'a password with spaces, @, /, ? and # works once percent-encoded as the guide says; the owner creates pg_trgm',
    async () => {
      const created = await createPostgresDatabase(false);
      const password = 'a b@c/d?e#f%g';
      const role = `shopdesk_enc_${process.pid}`;
      const admin = new pg.Client({ connectionString: testDatabaseUrl });
      await admin.connect();
      try {
        await admin.query(`drop role if exists ${role}`);
        await admin.query(`create role ${role} login password '${password}'`);
        const name = new URL(created.url).pathname.slice(1);
        await admin.query(`alter database ${name} owner to ${role}`);
        // The guide's one-liner.
        const encoded = execFileSync(
          process.execPath,
          ['-e', 'console.log(encodeURIComponent(process.argv[1]))', password],
          { encoding: 'utf8' },
        ).trim();
        expect(encoded).toBe('a%20b%40c%2Fd%3Fe%23f%25g');
        const url = new URL(created.url);
        url.username = role;
        url.password = '';
        const withPassword = url.toString().replace(`${role}@`, `${role}:${encoded}@`);
        expect(await cli(['migrate', '--database-url', withPassword]), errors.join('\n')).toBe(0);
        expect(lines.join('\n') + errors.join('\n')).not.toContain(password);
        // The owner, no superuser, created pg_trgm itself (a trusted extension since
        // PostgreSQL 13): the guide needs no superuser step for it.
        const inDatabase = new pg.Client({ connectionString: created.url });
        await inDatabase.connect();
        const { rows } = await inDatabase.query<{ owner: string }>(
          "select extowner::regrole::text as owner from pg_extension where extname = 'pg_trgm'",
        );
        await inDatabase.end();
        expect(rows).toEqual([{ owner: role }]);
      } finally {
        await admin.query(`reassign owned by ${role} to postgres`).catch(() => {});
        await created.drop();
        await admin.query(`drop role if exists ${role}`);
        await admin.end();
      }
    },
    60_000,
  );

  it('copy refuses a data dir a server holds', async () => {
    const data = join(dir, 'data');
    running = await startServer({ port: 0, dataDir: data });
    expect(
      await cli([
        'copy',
        '--from-data-dir',
        data,
        '--to-database-url',
        'postgres://x@127.0.0.1:1/y',
      ]),
    ).toBe(1);
    expect(errors[0]).toBe(
      `A Shopdesk server is running on ${data}: stop it first, so that the copy holds every change it made.`,
    );
  });

  it('backup leaves one self-contained file, no -wal or -shm beside it', async () => {
    const data = join(dir, 'data');
    running = await startServer({ port: 0, dataDir: data });
    const target = join(dir, 'backups', 'shop.db');
    execFileSync('mkdir', ['-p', join(dir, 'backups')]);
    expect(await cli(['backup', '--to', target, '--data-dir', data])).toBe(0);
    expect(readdirSync(join(dir, 'backups'))).toEqual(['shop.db']);
    expect(existsSync(`${target}-wal`)).toBe(false);
  });
});
