import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as plainRequest } from 'node:http';
import { request } from 'node:https';
import { connect } from 'node:tls';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPostgresDatabase,
  onPostgres,
  POSTGRES_ONLY,
  testDatabaseUrl,
} from '../../support/database';
import {
  buildServerBundle,
  httpClient,
  startChildServer,
  type ChildServer,
  type ServerBundle,
} from '../../support/serve-child';
import { startTcpProxy } from '../../support/tcp-proxy';

/**
 * The guide's nginx example, as written in docs/DEPLOYMENT.md (only its ports and file paths
 * replaced), with the certificate the guide's own openssl commands make, in front of two
 * `serve` processes on one PostgreSQL database reached through a TCP proxy (so the database can
 * be "stopped" without touching the shared server). A 3 MiB import passes (the body limit), is
 * addressed as the public URL says (Host with its port), and its progress lines arrive over
 * time; TLS 1.2 and 1.3, HSTS and the redirect from plain HTTP; an access log without keys,
 * tokens or passwords whose request ids the app logged too; and a database outage answered by
 * the app's own 503 through nginx, never nginx's 502/504.
 */

const NGINX = '/usr/sbin/nginx';
const PORTS = { app1: 4414, app2: 4424, nginx: 4434, plain: 4444, caddy: 4454, caddyPlain: 4464 };
const CADDY = '/usr/bin/caddy';
const CHROMIUM = '/usr/bin/chromium';
const CERTUTIL = '/usr/bin/certutil';
const NAME = 'pickup.example.com';
const PUBLIC_URL = `https://${NAME}:${PORTS.nginx}`;
const PASSWORD = 'Deploy-Owner-Pass-77';
const CLERK_PASSWORD = 'Deploy-Clerk-Pass-78';
const GUIDE = resolve(import.meta.dirname, '../../../docs/DEPLOYMENT.md');

const skipReason = !existsSync(NGINX)
  ? `nginx is not installed at ${NGINX} (apt-get install nginx-light): the guide's nginx example is not run`
  : !onPostgres
    ? POSTGRES_ONLY
    : null;
if (skipReason) console.log(`skipped: ${skipReason}`);

/** The guide's fenced blocks of one language. */
function guideBlocks(language: string): string[] {
  const guide = readFileSync(GUIDE, 'utf8');
  return [...guide.matchAll(new RegExp(`\`\`\`${language}\\n([\\s\\S]*?)\`\`\``, 'g'))].map(
    (match) => match[1]!,
  );
}

/** Runs the guide's openssl block in `dir`: the shop's CA and the server's certificate. */
function guideCertificates(dir: string) {
  const block = guideBlocks('sh').find((text) => text.includes('openssl req -x509'));
  if (!block) throw new Error('docs/DEPLOYMENT.md has no sh block with "openssl req -x509"');
  mkdirSync(dir);
  const printed = execFileSync('bash', ['-euo', 'pipefail', '-c', block], {
    cwd: dir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  expect(printed).toContain(`${NAME}.pem: OK`);
  const verified = execFileSync(
    'openssl',
    ['verify', '-CAfile', join(dir, 'shop-ca.crt'), join(dir, `${NAME}.pem`)],
    { encoding: 'utf8' },
  );
  expect(verified.trim()).toBe(`${join(dir, `${NAME}.pem`)}: OK`);
  return {
    ca: readFileSync(join(dir, 'shop-ca.crt')),
    cert: join(dir, `${NAME}.pem`),
    key: join(dir, `${NAME}.key`),
  };
}

/** Replaces `from` in `text`, which must be there. */
function swap(text: string, from: string, to: string): string {
  expect(text, `the guide's nginx block has ${from}`).toContain(from);
  return text.replaceAll(from, to);
}

/** The guide's nginx block (the one with the upstream), made to run here. */
function guideNginxBlock(dir: string, files: { cert: string; key: string }): string {
  const block = guideBlocks('nginx').find((text) => text.includes('upstream shopdesk'));
  if (!block) throw new Error('docs/DEPLOYMENT.md has no nginx block with "upstream shopdesk"');
  let replaced = block;
  for (const [from, to] of [
    ['10.0.0.11:4350', `127.0.0.1:${PORTS.app1}`],
    ['10.0.0.12:4350', `127.0.0.1:${PORTS.app2}`],
    ['listen 443 ssl;', `listen 127.0.0.1:${PORTS.nginx} ssl;`],
    ['listen 80;', `listen 127.0.0.1:${PORTS.plain};`],
    [`/etc/ssl/${NAME}.pem`, files.cert],
    [`/etc/ssl/private/${NAME}.key`, files.key],
    ['/var/log/nginx/shopdesk.access.log', join(dir, 'shopdesk.access.log')],
    ['/var/log/nginx/shopdesk.error.log', join(dir, 'shopdesk.error.log')],
  ] as const)
    replaced = swap(replaced, from, to);
  for (const kept of [
    'client_max_body_size 21m',
    'proxy_buffering off',
    'Host $http_host',
    'proxy_set_header X-Request-Id $request_id',
  ])
    expect(replaced).toContain(kept);
  // A 503 is never retried elsewhere, nor a request that may not be repeated.
  expect(replaced.match(/^\s*proxy_next_upstream\s[^;]*;/gm)?.map((line) => line.trim())).toEqual([
    'proxy_next_upstream error timeout;',
  ]);
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
    'events { worker_connections 256; }',
    'http {',
    // The guide's servers log on their own; this is for anything else.
    `  access_log ${join(dir, 'other-access.log')};`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${temp(name)}`),
    block,
    '}',
  ].join('\n');
}

interface Arrival {
  at: number;
  text: string;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  chunks: Arrival[];
}

/** An HTTPS request to nginx, by the public name, trusting the shop's CA. */
function httpsCall(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: Buffer | string,
  port: number = PORTS.nginx,
) {
  return new Promise<Answer>((done, fail) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        servername: NAME,
        ca,
        method,
        path,
        // The servers' public URL names nginx's port; Caddy's site matches the name only.
        headers: { host: `${NAME}:${PORTS.nginx}`, ...headers },
      },
      (res) => {
        const chunks: Arrival[] = [];
        res.on('data', (chunk: Buffer) =>
          chunks.push({ at: performance.now(), text: chunk.toString() }),
        );
        res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, chunks }));
        res.on('error', fail);
      },
    );
    req.on('error', fail);
    req.end(body);
  });
}

const bodyOf = (answer: Answer) =>
  JSON.parse(answer.chunks.map((chunk) => chunk.text).join('')) as Record<string, unknown>;

let dir: string;
let bundle: ServerBundle;
let database: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
let databaseProxy: Awaited<ReturnType<typeof startTcpProxy>> | undefined;
const servers: ChildServer[] = [];
let nginx: ChildProcess | undefined;
let caddy: ChildProcess | undefined;
let ca: Buffer;
let certificate: { cert: string; key: string };

beforeAll(async () => {
  if (skipReason) return;
  dir = mkdtempSync(join(tmpdir(), 'shopdesk-nginx-'));
  const files = guideCertificates(join(dir, 'ca'));
  ca = files.ca;
  certificate = files;
  bundle = await buildServerBundle();
  database = await createPostgresDatabase();
  const target = new URL(testDatabaseUrl!);
  databaseProxy = await startTcpProxy({
    host: target.hostname,
    port: Number(target.port || 5432),
  });
  const proxied = new URL(database.url);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(databaseProxy.port);
  for (const port of [PORTS.app1, PORTS.app2]) {
    const dataDir = join(dir, `data-${port}`);
    mkdirSync(dataDir);
    servers.push(
      await startChildServer(bundle.cli, dataDir, [
        '--port',
        String(port),
        '--database-url',
        proxied.toString(),
        '--public-url',
        PUBLIC_URL,
        '--trust-proxy',
        '127.0.0.1',
        '--log-format',
        'json',
        '--manager-username',
        'owner',
        '--manager-password',
        PASSWORD,
      ]),
    );
  }
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConf(dir, guideNginxBlock(dir, files)));
  execFileSync(NGINX, ['-t', '-p', dir, '-c', conf], { stdio: 'pipe' });
  nginx = spawn(NGINX, ['-p', dir, '-c', conf, '-g', 'daemon off;'], { stdio: 'ignore' });
  for (let tries = 0; ; tries++) {
    try {
      if ((await httpsCall('GET', '/api/health', {})).status === 200) break;
    } catch (error) {
      if (tries > 100) throw error;
    }
    await new Promise((done) => setTimeout(done, 100));
  }
}, 180_000);

afterAll(async () => {
  nginx?.kill('SIGTERM');
  caddy?.kill('SIGTERM');
  await Promise.all(servers.map((server) => server.stop()));
  await databaseProxy?.close();
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

async function signIn(username: string, password: string, port: number = PORTS.nginx) {
  const login = await httpsCall(
    'POST',
    '/api/shops/staff_login/',
    { 'content-type': 'application/json' },
    JSON.stringify({ username, password }),
    port,
  );
  expect(login.status).toBe(200);
  return { answer: login, body: bodyOf(login) as { token: string; device_token: string } };
}

/** The TLS version nginx agrees to when the client offers only `version`. */
function tlsVersion(version: 'TLSv1.2' | 'TLSv1.3') {
  return new Promise<string | null>((done, fail) => {
    const socket = connect(
      {
        host: '127.0.0.1',
        port: PORTS.nginx,
        servername: NAME,
        ca,
        minVersion: version,
        maxVersion: version,
      },
      () => {
        done(socket.getProtocol());
        socket.end();
      },
    );
    socket.on('error', fail);
  });
}

/** A plain-HTTP request to the guide's port-80 server. */
function plainCall(path: string) {
  return new Promise<{ status: number; location?: string }>((done, fail) => {
    const req = plainRequest(
      { host: '127.0.0.1', port: PORTS.plain, path, headers: { host: NAME } },
      (res) => {
        res.resume();
        res.on('end', () => done({ status: res.statusCode ?? 0, location: res.headers.location }));
      },
    );
    req.on('error', fail);
    req.end();
  });
}

/** The access log's lines, each with its request id and whether an app server answered it. */
function accessLog() {
  return readFileSync(join(dir, 'shopdesk.access.log'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const match =
        /^\S+ \[[^\]]+\] ([0-9a-f]{32}) "[A-Z]+ (\S+) [^"]+" (\d{3}) \S+ \S+ "([^"]*)"/.exec(line);
      return {
        line,
        requestId: match?.[1],
        path: match?.[2],
        status: Number(match?.[3]),
        upstream: match?.[4] ?? '',
      };
    });
}

const appLog = () => servers.map((server) => server.output()).join('\n');

/** Whether the app's log shows each id, given a moment to write its lines (they are async). */
async function appLogged(ids: string[]): Promise<string[]> {
  const deadline = Date.now() + 5_000;
  let missing = ids;
  while (missing.length && Date.now() < deadline) {
    await new Promise((done) => setTimeout(done, 50));
    const log = appLog();
    missing = ids.filter((id) => !log.includes(`"reqId":"${id}"`));
  }
  return missing;
}

/** A paid pick-up order, made directly at one server (not through a proxy). */
async function pickUpData() {
  const direct = httpClient(servers[0]!.url);
  const managerToken = await direct.login('owner', PASSWORD);
  direct.useToken(managerToken);
  const store = await direct.ok('POST', '/api/shops/offline_shop/', { title: '南京西路店' });
  const clerk = `clerk${++clerks}`;
  await direct.ok('POST', '/api/shops/staff/', {
    username: clerk,
    password: CLERK_PASSWORD,
    offline_shop_id: store.id,
  });
  const product = await direct.ok('POST', '/api/shopfront/product/', {
    title: 'Deploy test product',
    published: true,
    variants: [{ price: '9.90', inventory_quantity: 10 }],
  });
  const order = await direct.ok('POST', '/api/orders/order/', {
    customer: { mobile: '13800009999', full_name: '顾客' },
    selected_channel: 'pick_up',
    pick_up_shop_id: store.id,
    lines: [{ variant_id: product.variants[0].id, quantity: 1 }],
  });
  await direct.ok('POST', `/api/orders/order/${order.id}/pay/`);
  const codes = await direct.ok('GET', `/api/orders/pick_up_code/?service_order_id=${order.id}`);
  const key = codes.results[0].key as string;
  const orderToken = order.token as string;
  expect(key).toBeTruthy();
  expect(orderToken).toBeTruthy();
  return { managerToken, clerk, key, orderToken };
}
let clerks = 0;

/**
 * Through the proxy at `port`: a clerk's sign-in, a check of the key, the customer page and its
 * call, and a request with a password and a token in its query. Answers the secrets sent.
 */
async function secretsRound(data: Awaited<ReturnType<typeof pickUpData>>, port: number) {
  const clerk = await signIn(data.clerk, CLERK_PASSWORD, port);
  const auth = { authorization: `Token ${clerk.body.token}` };
  const check = await httpsCall(
    'GET',
    `/api/orders/pick_up_code/check/?key=${data.key}`,
    auth,
    undefined,
    port,
  );
  expect(check.status).toBe(200);
  const shop = 'shop.shopdesk.local';
  const page = `/pickup/${data.orderToken}?shop=${shop}`;
  await httpsCall('GET', page, { accept: 'text/html' }, undefined, port);
  const fetched = await httpsCall(
    'GET',
    `/api/orders/pick_up_code/fetch/?order_token=${data.orderToken}&shop=${shop}`,
    { referer: `${PUBLIC_URL}${page}` },
    undefined,
    port,
  );
  expect(fetched.status).toBe(200);
  await httpsCall(
    'GET',
    `/api/orders/order/?password=${PASSWORD}&token=${data.managerToken}`,
    auth,
    undefined,
    port,
  );
  return {
    page,
    checkRequestId: check.headers['x-request-id'],
    secrets: {
      key: data.key,
      orderToken: data.orderToken,
      password: PASSWORD,
      clerkPassword: CLERK_PASSWORD,
      managerToken: data.managerToken,
      clerkToken: clerk.body.token,
      deviceToken: clerk.body.device_token,
    },
  };
}

describe.skipIf(skipReason)("the guide's nginx example, in front of two servers", () => {
  it('passes a 3 MiB import whose progress lines arrive over time', async () => {
    const { answer: login, body } = await signIn('owner', PASSWORD);
    // nginx's own request id reached the server (it trusts the proxy) and came back.
    expect(login.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    const token = body.token;

    const file = threeMebibyteCsv();
    expect(file.length).toBeGreaterThan(3 * 1024 * 1024);
    const started = performance.now();
    const answer = await httpsCall(
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

  it('speaks TLS 1.2 and 1.3 with the CA-signed certificate, sends HSTS, redirects plain HTTP', async () => {
    expect(await tlsVersion('TLSv1.2')).toBe('TLSv1.2');
    expect(await tlsVersion('TLSv1.3')).toBe('TLSv1.3');
    const health = await httpsCall('GET', '/api/health', {});
    expect(health.headers['strict-transport-security']).toBe('max-age=31536000');
    const redirect = await plainCall('/pickup/abc?shop=shop.shopdesk.local');
    expect(redirect).toMatchObject({
      status: 301,
      location: `https://${NAME}/pickup/abc?shop=shop.shopdesk.local`,
    });
  });

  it.skipIf(!existsSync(CHROMIUM) || !existsSync(CERTUTIL))(
    "the guide's NSS steps make Chromium, the desktop app's engine, trust the shop's CA",
    async () => {
      const block = guideBlocks('sh').find((text) => text.includes('certutil -d "sql:$HOME'));
      if (!block) throw new Error('docs/DEPLOYMENT.md has no sh block with certutil');
      /** What headless Chromium, as a user with that home, shows at the health endpoint. */
      const load = (home: string) => {
        const result = spawnSync(
          CHROMIUM,
          [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            `--user-data-dir=${join(home, 'profile')}`,
            `--host-resolver-rules=MAP ${NAME} 127.0.0.1`,
            '--dump-dom',
            `${PUBLIC_URL}/api/health`,
          ],
          { env: { ...process.env, HOME: home }, encoding: 'utf8', timeout: 60_000 },
        );
        return `${result.stdout}\n${result.stderr}`;
      };
      // Without them: the operator's ERR_CERT_AUTHORITY_INVALID, the system store or not.
      const stranger = join(dir, 'home-without');
      mkdirSync(stranger);
      expect(load(stranger)).toContain('ERR_CERT_AUTHORITY_INVALID');
      const clerk = join(dir, 'home-with');
      mkdirSync(clerk);
      const listed = execFileSync('bash', ['-euo', 'pipefail', '-c', block], {
        cwd: join(dir, 'ca'),
        env: { ...process.env, HOME: clerk },
        encoding: 'utf8',
      });
      expect(listed).toMatch(/Shop CA\s+C,,/);
      const shown = load(clerk);
      expect(shown).not.toContain('ERR_CERT');
      expect(shown).toContain('"status":"ok"');
    },
    120_000,
  );

  it('logs no key, token or password, and each proxied line under an id the app logged', async () => {
    const shop = await pickUpData();
    const before = accessLog().length;
    const round = await secretsRound(shop, PORTS.nginx);
    expect((await plainCall(round.page)).status).toBe(301);

    const lines = accessLog().slice(before);
    expect(lines.length).toBe(6);
    const logs = [
      readFileSync(join(dir, 'shopdesk.access.log'), 'utf8'),
      existsSync(join(dir, 'shopdesk.error.log'))
        ? readFileSync(join(dir, 'shopdesk.error.log'), 'utf8')
        : '',
    ].join('\n');
    for (const [name, secret] of Object.entries(round.secrets))
      expect(logs.includes(secret), `nginx's log holds the ${name}`).toBe(false);
    expect(lines.map((line) => line.path)).toEqual([
      '/api/shops/staff_login/',
      '/api/orders/pick_up_code/check/',
      '/pickup/*',
      '/api/orders/pick_up_code/fetch/',
      '/api/orders/order/',
      '/pickup/*',
    ]);
    for (const line of lines) {
      expect(line.requestId, line.line).toMatch(/^[0-9a-f]{32}$/);
      // The redirect is nginx's own answer; every other line was an app server's.
      if (line.status !== 301) expect(line.upstream, line.line).toMatch(/^127\.0\.0\.1:\d+$/);
    }
    const proxied = lines.filter((line) => line.status !== 301).map((line) => line.requestId!);
    expect(proxied.length).toBe(5);
    expect(await appLogged(proxied), "ids of nginx's lines not in the app's log").toEqual([]);
    // The id the client was answered is the one in both logs.
    expect(lines[1]!.requestId).toBe(round.checkRequestId);
  }, 60_000);

  it("answers a database outage with the app's 503 and Retry-After, never 502/504; 200 again within seconds", async () => {
    const owner = await signIn('owner', PASSWORD);
    const auth = { authorization: `Token ${owner.body.token}` };
    const calls = () => [
      httpsCall('GET', '/api/orders/order/', auth),
      httpsCall('GET', '/api/health/ready', {}),
      httpsCall('GET', '/api/orders/pick_up_code/check/?key=0000000000', auth),
      httpsCall(
        'POST',
        '/api/orders/pick_up_code/consume/',
        { ...auth, 'content-type': 'application/json' },
        JSON.stringify({ key: '0000000000' }),
      ),
      httpsCall(
        'POST',
        '/api/shops/staff_login/',
        { 'content-type': 'application/json' },
        JSON.stringify({ username: 'owner', password: PASSWORD }),
      ),
    ];
    const before = accessLog().length;
    await databaseProxy!.stop();
    const answers: Answer[] = [];
    // A few seconds of outage, in rounds of five requests at once.
    const outageEnds = Date.now() + 2_500;
    while (Date.now() < outageEnds) answers.push(...(await Promise.all(calls())));
    const statuses = answers.map((answer) => answer.status);
    expect(answers.length).toBeGreaterThanOrEqual(10);
    const counts: Record<number, number> = {};
    for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
    expect(counts).toEqual({ 503: answers.length });
    for (const answer of answers) {
      expect(answer.headers['retry-after']).toMatch(/^\d+$/);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
    }
    // Both servers kept answering: a 503 took neither out of nginx's upstream.
    const outageLines = accessLog().slice(before);
    expect(new Set(outageLines.map((line) => line.upstream))).toEqual(
      new Set([`127.0.0.1:${PORTS.app1}`, `127.0.0.1:${PORTS.app2}`]),
    );

    await databaseProxy!.forward();
    const returned = performance.now();
    const deadline = returned + 3_000;
    let recovered: number | null = null;
    while (performance.now() < deadline) {
      if ((await httpsCall('GET', '/api/orders/order/', auth)).status === 200) {
        recovered = performance.now() - returned;
        break;
      }
      await new Promise((done) => setTimeout(done, 50));
    }
    expect(recovered, 'no 200 within 3 s of the database coming back').not.toBeNull();
    console.log(
      `database outage through nginx: ${answers.length} answers, all 503 with Retry-After; ` +
        `first 200 ${Math.round(recovered!)} ms after the database came back`,
    );
  }, 60_000);
});

/** The guide's Caddyfile, made to run here: its ports, log path and upstreams; the CA's certificate. */
function guideCaddyfile(): string {
  const block = guideBlocks('caddy').find((text) => text.includes('reverse_proxy'));
  if (!block) throw new Error('docs/DEPLOYMENT.md has no caddy block with "reverse_proxy"');
  let replaced = block;
  for (const [from, to] of [
    // No admin endpoint, and ports of its own instead of 80 and 443.
    ['{\n', `{\n\tadmin off\n\thttp_port ${PORTS.caddyPlain}\n\thttps_port ${PORTS.caddy}\n`],
    [
      // The site as the guide names it (no port: its log then takes every Host of that name).
      `${NAME} {\n`,
      `${NAME} {\n\ttls ${certificate.cert} ${certificate.key}\n`,
    ],
    ['/var/log/caddy/shopdesk.access.log', join(dir, 'caddy-access.log')],
    ['10.0.0.11:4350 10.0.0.12:4350', `127.0.0.1:${PORTS.app1} 127.0.0.1:${PORTS.app2}`],
  ] as const) {
    expect(replaced, `the guide's Caddyfile has ${from}`).toContain(from);
    replaced = replaced.replace(from, to);
  }
  for (const kept of ['protocols h1 h2', 'header_up X-Request-Id', 'flush_interval -1'])
    expect(replaced).toContain(kept);
  // Passive checks only: an active one at /api/health/ready would take both out in an outage.
  expect(replaced).not.toContain('health_uri');
  return replaced;
}

const caddySkip =
  skipReason ??
  (existsSync(CADDY) ? null : `Caddy is not installed at ${CADDY} (apt-get install caddy)`);
if (!skipReason && caddySkip) console.log(`skipped: ${caddySkip}`);

describe.skipIf(caddySkip)("the guide's Caddy example, in front of the same servers", () => {
  beforeAll(async () => {
    const file = join(dir, 'Caddyfile');
    writeFileSync(file, guideCaddyfile());
    const env = {
      ...process.env,
      XDG_DATA_HOME: join(dir, 'caddy-data'),
      XDG_CONFIG_HOME: join(dir, 'caddy-config'),
    };
    execFileSync(CADDY, ['validate', '--config', file, '--adapter', 'caddyfile'], {
      env,
      stdio: 'pipe',
    });
    caddy = spawn(CADDY, ['run', '--config', file, '--adapter', 'caddyfile'], {
      env,
      stdio: 'ignore',
    });
    for (let tries = 0; ; tries++) {
      try {
        const health = await httpsCall('GET', '/api/health', {}, undefined, PORTS.caddy);
        if (health.status === 200) break;
      } catch (error) {
        if (tries > 100) throw error;
      }
      await new Promise((done) => setTimeout(done, 100));
    }
  }, 60_000);

  it('logs no key, token or password, and each line with the request id the app logged', async () => {
    const health = await httpsCall('GET', '/api/health', {}, undefined, PORTS.caddy);
    expect(health.headers['strict-transport-security']).toBe('max-age=31536000');
    // `protocols h1 h2`: no HTTP/3, so nothing listens on the UDP port a firewall would need.
    const udp = ['/proc/net/udp', '/proc/net/udp6']
      .filter((file) => existsSync(file))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const localPort = `:${PORTS.caddy.toString(16).toUpperCase().padStart(4, '0')} `;
    expect(udp.includes(localPort), `something listens on UDP ${PORTS.caddy}`).toBe(false);
    const shop = await pickUpData();
    const logFile = join(dir, 'caddy-access.log');
    const read = () =>
      existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').filter(Boolean) : [];
    const before = read().length;
    const round = await secretsRound(shop, PORTS.caddy);
    const text = readFileSync(logFile, 'utf8');
    for (const [name, secret] of Object.entries(round.secrets))
      expect(text.includes(secret), `Caddy's log holds the ${name}`).toBe(false);
    const lines = read()
      .slice(before)
      .map(
        (line) =>
          JSON.parse(line) as {
            request: { uri: string; headers?: unknown };
            status: number;
            resp_headers: Record<string, string[]>;
          },
      );
    expect(lines.map((line) => line.request.uri)).toEqual([
      '/api/shops/staff_login/',
      '/api/orders/pick_up_code/check/',
      '/pickup/',
      '/api/orders/pick_up_code/fetch/',
      '/api/orders/order/',
    ]);
    const ids: string[] = [];
    for (const line of lines) {
      expect(line.request.headers).toBeUndefined();
      const id = line.resp_headers['X-Request-Id']?.[0];
      // Caddy's {http.request.uuid}, taken by the app from its trusted proxy.
      expect(id, JSON.stringify(line)).toMatch(/^[0-9a-f-]{36}$/);
      ids.push(id!);
    }
    expect(await appLogged(ids), "ids of Caddy's lines not in the app's log").toEqual([]);
    expect(lines[1]!.resp_headers['X-Request-Id']?.[0]).toBe(round.checkRequestId);
  }, 60_000);
});
