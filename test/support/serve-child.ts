import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'vite';

/**
 * The real server in a child process, for tests that need another process (concurrency over
 * real HTTP, SIGKILL and restart). The CLI entry `src-server/cli.ts` is built from the current
 * source with vite's server-side build (the same bundler `electron-vite build` uses for
 * `out/main/cli.js`, but without the desktop shell and the renderer, and into a folder of its
 * own, so parallel test files and a stale `out/` cannot interfere). Dependencies stay
 * external and load from `node_modules` as in the built app.
 */

const ROOT = resolve(import.meta.dirname, '../..');
const CACHE = join(ROOT, 'node_modules', '.cache', 'shopdesk-test-server');

export interface ServerBundle {
  /** The built `cli.js`. */
  cli: string;
  remove(): void;
}

/** `entry`: another entry that takes `serve`'s arguments (e.g. test/support/logged-server.ts). */
export async function buildServerBundle(entry = 'src-server/cli.ts'): Promise<ServerBundle> {
  mkdirSync(CACHE, { recursive: true });
  const outDir = mkdtempSync(join(CACHE, 'build-'));
  await build({
    configFile: false,
    root: ROOT,
    logLevel: 'warn',
    build: {
      ssr: entry,
      outDir,
      emptyOutDir: true,
      target: 'node22',
      minify: false,
      rolldownOptions: {
        output: { format: 'es', entryFileNames: 'cli.js', chunkFileNames: '[name]-[hash].js' },
      },
    },
  });
  return {
    cli: join(outDir, 'cli.js'),
    remove: () => rmSync(outDir, { recursive: true, force: true }),
  };
}

/** Runs one CLI command to its end; resolves to its exit code and output. */
export function runCliChild(cli: string, args: string[]) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((done, fail) => {
    const child = spawn(process.execPath, [cli, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', fail);
    child.on('exit', (code) => done({ code, stdout, stderr }));
  });
}

export interface ChildServer {
  url: string;
  child: ChildProcess;
  /** Everything the process printed so far. */
  output(): string;
  /** SIGTERM: the server closes cleanly (DB checkpointed). */
  stop(): Promise<void>;
  /** SIGKILL: the process dies at once, mid-request if need be. */
  kill(): Promise<void>;
}

const exited = (child: ChildProcess) =>
  new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) done();
    else child.once('exit', () => done());
  });

/** `serve --port 0` on the data dir; resolves once it prints the URL it listens at. */
export function startChildServer(
  cli: string,
  dataDir: string,
  args: string[] = [],
  timeoutMs = 30_000,
): Promise<ChildServer> {
  const child = spawn(
    process.execPath,
    [cli, 'serve', '--host', '127.0.0.1', '--port', '0', '--data-dir', dataDir, ...args],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const server: Omit<ChildServer, 'url'> = {
    child,
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
  };
  return new Promise((done, fail) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail(new Error(`The server did not start in ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening at (http:\/\/[^\s"]+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        done({ ...server, url: match[1]! });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      fail(new Error(`The server exited (${code ?? signal}) before listening:\n${output}`));
    });
  });
}

// The answers are whatever JSON the API sent; the tests read them loosely, as in `inject` tests.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

/** JSON calls over real HTTP with a token. */
export function httpClient(baseUrl: string) {
  let token: string | null = null;
  async function call(method: string, path: string, body?: unknown, as: string | null = token) {
    const response = await fetch(baseUrl + path, {
      method,
      headers: {
        ...(as && { authorization: `Token ${as}` }),
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as Json };
  }
  async function ok(method: string, path: string, body?: unknown, as?: string | null) {
    const response = await call(method, path, body, as);
    if (response.status >= 300)
      throw new Error(`${method} ${path} → ${response.status} ${JSON.stringify(response.body)}`);
    return response.body;
  }
  async function login(username: string, password: string) {
    return (await ok('POST', '/api/shops/staff_login/', { username, password }, null))
      .token as string;
  }
  return {
    call,
    ok,
    login,
    useToken: (value: string) => {
      token = value;
    },
  };
}

export const MANAGER_ARGS = ['--manager-username', 'boss', '--manager-password', 'boss-password'];

/**
 * Over HTTP as the manager: a store, a staff member of it and a product, then `count` paid
 * pick-up orders. Answers the staff member's token and the codes' keys.
 */
export async function preparePickUps(baseUrl: string, count: number) {
  const http = httpClient(baseUrl);
  http.useToken(await http.login('boss', 'boss-password'));
  const store = await http.ok('POST', '/api/shops/offline_shop/', { title: '南京西路店' });
  await http.ok('POST', '/api/shops/staff/', {
    username: 'clerk',
    password: 'clerk-password',
    offline_shop_id: store.id,
  });
  const product = await http.ok('POST', '/api/shopfront/product/', {
    title: 'Counter test product',
    published: true,
    variants: [{ price: '9.90', inventory_quantity: count + 10 }],
  });
  const keys: string[] = [];
  for (let i = 0; i < count; i++) {
    const order = await http.ok('POST', '/api/orders/order/', {
      customer: { mobile: `1380000${String(i).padStart(4, '0')}`, full_name: `顾客${i}` },
      selected_channel: 'pick_up',
      pick_up_shop_id: store.id,
      lines: [{ variant_id: product.variants[0].id, quantity: 1 }],
    });
    await http.ok('POST', `/api/orders/order/${order.id}/pay/`);
    const codes = await http.ok('GET', `/api/orders/pick_up_code/?service_order_id=${order.id}`);
    keys.push(codes.results[0].key);
  }
  const clerkToken = await http.login('clerk', 'clerk-password');
  return { http, keys, clerkToken, storeId: store.id as number };
}
