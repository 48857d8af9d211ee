import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, onPostgres, POSTGRES_ONLY } from '../../support/database';
import {
  buildServerBundle,
  startChildServer,
  type ChildServer,
  type ServerBundle,
} from '../../support/serve-child';
import { selfSignedCertificate } from '../../support/self-signed';

/**
 * The guide's nginx example, as written in docs/DEPLOYMENT.md (only its ports and certificate
 * paths replaced), in front of two `serve` processes on one PostgreSQL database: a 3 MiB
 * import passes (the body limit), is addressed as the public URL says (Host with its port),
 * and its progress lines arrive over time, not all at the end (no buffering).
 */

const NGINX = '/usr/sbin/nginx';
const PORTS = { app1: 4414, app2: 4424, nginx: 4434 };
const PUBLIC_URL = `https://127.0.0.1:${PORTS.nginx}`;
const PASSWORD = 'Deploy-Owner-Pass-77';

const skipReason = !existsSync(NGINX)
  ? `nginx is not installed at ${NGINX} (apt-get install nginx-light): the guide's nginx example is not run`
  : !onPostgres
    ? POSTGRES_ONLY
    : null;
if (skipReason) console.log(`skipped: ${skipReason}`);

/** The guide's nginx block (the one with the upstream), made to run here. */
function guideNginxBlock(cert: string, key: string): string {
  const guide = readFileSync(resolve(import.meta.dirname, '../../../docs/DEPLOYMENT.md'), 'utf8');
  const block = [...guide.matchAll(/```nginx\n([\s\S]*?)```/g)]
    .map((match) => match[1]!)
    .find((text) => text.includes('upstream shopdesk'));
  if (!block) throw new Error('docs/DEPLOYMENT.md has no nginx block with "upstream shopdesk"');
  const replaced = block
    .replace('10.0.0.11:4350', `127.0.0.1:${PORTS.app1}`)
    .replace('10.0.0.12:4350', `127.0.0.1:${PORTS.app2}`)
    .replace('listen 443 ssl;', `listen 127.0.0.1:${PORTS.nginx} ssl;`)
    .replace('/etc/ssl/pickup.example.com.pem', cert)
    .replace('/etc/ssl/pickup.example.com.key', key);
  for (const kept of ['client_max_body_size 21m', 'proxy_buffering off', 'Host $http_host'])
    expect(replaced).toContain(kept);
  return replaced;
}

function nginxConf(dir: string, block: string): string {
  const temp = (name: string) => `${name}_temp_path ${join(dir, name)};`;
  return [
    // As root, workers would run as nobody, who may not write in this temp dir.
    process.getuid?.() === 0 ? 'user root;' : '',
    'worker_processes 1;',
    `pid ${join(dir, 'nginx.pid')};`,
    `error_log ${join(dir, 'error.log')} warn;`,
    'events { worker_connections 64; }',
    'http {',
    `  access_log ${join(dir, 'access.log')};`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${temp(name)}`),
    block,
    '}',
  ].join('\n');
}

interface Arrival {
  at: number;
  text: string;
}

/** An HTTPS request trusting the test's certificate; the body's chunks with their times. */
function httpsCall(
  ca: Buffer,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: Buffer | string,
) {
  return new Promise<{ status: number; headers: Record<string, unknown>; chunks: Arrival[] }>(
    (done, fail) => {
      const req = request(`${PUBLIC_URL}${path}`, { method, headers, ca }, (res) => {
        const chunks: Arrival[] = [];
        res.on('data', (chunk: Buffer) =>
          chunks.push({ at: performance.now(), text: chunk.toString() }),
        );
        res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, chunks }));
        res.on('error', fail);
      });
      req.on('error', fail);
      req.end(body);
    },
  );
}

let dir: string;
let bundle: ServerBundle;
let database: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
const servers: ChildServer[] = [];
let nginx: ChildProcess | undefined;
let ca: Buffer;

beforeAll(async () => {
  if (skipReason) return;
  dir = mkdtempSync(join(tmpdir(), 'shopdesk-nginx-'));
  const { cert, key } = selfSignedCertificate(dir);
  ca = readFileSync(cert);
  bundle = await buildServerBundle();
  database = await createPostgresDatabase();
  for (const port of [PORTS.app1, PORTS.app2]) {
    const dataDir = join(dir, `data-${port}`);
    mkdirSync(dataDir);
    servers.push(
      await startChildServer(bundle.cli, dataDir, [
        '--port',
        String(port),
        '--database-url',
        database.url,
        '--public-url',
        PUBLIC_URL,
        '--trust-proxy',
        '127.0.0.1',
        '--manager-username',
        'owner',
        '--manager-password',
        PASSWORD,
      ]),
    );
  }
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConf(dir, guideNginxBlock(cert, key)));
  execFileSync(NGINX, ['-t', '-p', dir, '-c', conf], { stdio: 'pipe' });
  nginx = spawn(NGINX, ['-p', dir, '-c', conf, '-g', 'daemon off;'], { stdio: 'ignore' });
  for (let tries = 0; ; tries++) {
    try {
      if ((await httpsCall(ca, 'GET', '/api/health', {})).status === 200) break;
    } catch (error) {
      if (tries > 100) throw error;
    }
    await new Promise((done) => setTimeout(done, 100));
  }
}, 180_000);

afterAll(async () => {
  nginx?.kill('SIGTERM');
  await Promise.all(servers.map((server) => server.stop()));
  await database?.drop();
  bundle?.remove();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** A customer file of about 3 MiB (3,000 rows of ~1,050 bytes: fewer rows, the same bytes). */
function threeMebibyteCsv(): Buffer {
  const note = 'Prefers the evening pick-up window; call ahead. '.repeat(23);
  const rows = ['mobile,full_name,note'];
  for (let i = 0; i < 3000; i++) rows.push(`13${String(i).padStart(9, '0')},顾客 ${i},${note}`);
  return Buffer.from(`${rows.join('\n')}\n`);
}

describe.skipIf(skipReason)("the guide's nginx example, in front of two servers", () => {
  it('passes a 3 MiB import whose progress lines arrive over time', async () => {
    const login = await httpsCall(
      ca,
      'POST',
      '/api/shops/staff_login/',
      { 'content-type': 'application/json' },
      JSON.stringify({ username: 'owner', password: PASSWORD }),
    );
    expect(login.status).toBe(200);
    // nginx's own request id reached the server (it trusts the proxy) and came back.
    expect(login.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    const token = JSON.parse(login.chunks.map((chunk) => chunk.text).join('')).token as string;

    const file = threeMebibyteCsv();
    expect(file.length).toBeGreaterThan(3 * 1024 * 1024);
    const started = performance.now();
    const answer = await httpsCall(
      ca,
      'POST',
      '/api/imports/customers/?dry_run=true',
      {
        authorization: `Token ${token}`,
        'content-type': 'text/csv',
        accept: 'application/x-ndjson',
      },
      file,
    );
    expect(answer.status).toBe(200);
    // Each line with the time its chunk arrived.
    const lines: { at: number; value: Record<string, unknown> }[] = [];
    let pending = '';
    for (const chunk of answer.chunks) {
      pending += chunk.text;
      const parts = pending.split('\n');
      pending = parts.pop()!;
      for (const part of parts) if (part) lines.push({ at: chunk.at, value: JSON.parse(part) });
    }
    const progress = lines.filter((line) => 'progress' in line.value);
    const result = lines.find((line) => 'result' in line.value);
    expect(result, JSON.stringify(lines.at(-1)?.value)).toBeDefined();
    expect((result!.value.result as { total?: number }).total ?? 3000).toBe(3000);
    expect(progress.length).toBeGreaterThanOrEqual(3);
    // Over time: the progress came in several deliveries, the first well before the result.
    const deliveries = new Set(progress.map((line) => line.at));
    expect(deliveries.size).toBeGreaterThanOrEqual(3);
    expect(progress[0]!.at).toBeLessThan(result!.at);
    console.log(
      `3 MiB import through nginx: ${progress.length} progress lines in ${deliveries.size} deliveries; ` +
        `first after ${Math.round(progress[0]!.at - started)} ms, result after ${Math.round(result!.at - started)} ms`,
    );
  }, 240_000);
});
