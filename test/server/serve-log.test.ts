import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildServerBundle,
  runCliChild,
  startChildServer,
  type ChildServer,
  type ServerBundle,
} from '../support/serve-child';

/**
 * `serve` logs by default: the real CLI in a child process writes a JSON line per request
 * (what an operator filters on), its start-up and its shutdown; `--log-level` and
 * `--log-format` are read and refused when wrong.
 */

let bundle: ServerBundle;
let dataDir: string;
let server: ChildServer | undefined;

beforeAll(async () => {
  bundle = await buildServerBundle();
  dataDir = mkdtempSync(join(tmpdir(), 'shopdesk-serve-log-'));
}, 120_000);

afterAll(async () => {
  await server?.stop();
  bundle?.remove();
  rmSync(dataDir, { recursive: true, force: true });
});

const jsonLines = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('serve logs', () => {
  it('a JSON line per request, start-up and shutdown lines, on by default', async () => {
    server = await startChildServer(bundle.cli, dataDir, [
      '--manager-username',
      'owner',
      '--manager-password',
      'Owner-Pass-5150',
      '--log-format',
      'json',
    ]);
    const health = await fetch(`${server.url}/api/health`);
    const healthId = health.headers.get('x-request-id');
    expect(healthId).toMatch(/^[0-9a-f-]{36}$/);
    const login = await fetch(`${server.url}/api/shops/staff_login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'owner', password: 'Owner-Pass-5150' }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const refused = await fetch(`${server.url}/api/orders/order/42/`);
    expect(refused.status).toBe(401);
    const requestId = refused.headers.get('x-request-id');
    await server.stop();
    const output = server.output();
    server = undefined;

    const lines = jsonLines(output);
    expect(lines.some((line) => String(line.msg).startsWith('Server listening at'))).toBe(true);
    const requests = lines.filter((line) => line.msg === 'request');
    expect(requests.find((line) => line.reqId === requestId)).toMatchObject({
      level: 30,
      method: 'GET',
      route: '/api/orders/order/:id/',
      status: 401,
      actorKind: 'anonymous',
    });
    // A heartbeat's answered probe is a debug line, out of the default log.
    expect(requests.find((line) => line.reqId === healthId)).toBeUndefined();
    const messages = lines.map((line) => line.msg);
    expect(messages).toContain('SIGTERM received');
    expect(messages).toContain('stopped');
    for (const secret of ['Owner-Pass-5150', token]) expect(output).not.toContain(secret);
  }, 60_000);

  it('--log-level warn leaves the request lines out', async () => {
    server = await startChildServer(bundle.cli, dataDir, ['--log-level', 'warn']);
    await fetch(`${server.url}/api/health`);
    await server.stop();
    const lines = jsonLines(server.output());
    server = undefined;
    expect(lines.filter((line) => line.msg === 'request')).toEqual([]);
  }, 60_000);

  it('a wrong level or format is refused naming the option and its values', async () => {
    const level = await runCliChild(bundle.cli, [
      'serve',
      '--data-dir',
      dataDir,
      '--log-level',
      'loud',
    ]);
    expect(level.code).toBe(1);
    expect(level.stderr).toContain(
      '--log-level (or SHOPDESK_LOG_LEVEL) must be one of fatal, error, warn, info, debug, trace, silent (got "loud").',
    );
    const format = await runCliChild(bundle.cli, [
      'serve',
      '--data-dir',
      dataDir,
      '--log-format',
      'xml',
    ]);
    expect(format.code).toBe(1);
    expect(format.stderr).toContain(
      '--log-format (or SHOPDESK_LOG_FORMAT) must be one of json, pretty',
    );
  }, 60_000);
});
