import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  buildServerBundle,
  httpClient,
  MANAGER_ARGS,
  startChildServer,
  type ChildServer,
  type ServerBundle,
} from '../../support/serve-child';
import { startReceiver, until, type Receiver } from './support';

/**
 * over real HTTP, the server in a child process with the spec's 10 s window:
 * two receivers that never answer do not delay a healthy receiver's deliveries.
 */

let bundle: ServerBundle;
let dataDir: string;
let server: ChildServer;
const receivers: Receiver[] = [];

beforeAll(async () => {
  bundle = await buildServerBundle();
  dataDir = mkdtempSync(join(tmpdir(), 'shopdesk-receivers-'));
  server = await startChildServer(bundle.cli, dataDir, MANAGER_ARGS);
}, 120_000);

afterAll(async () => {
  await server?.stop();
  for (const receiver of receivers) await receiver.stop();
  bundle?.remove();
  rmSync(dataDir, { recursive: true, force: true });
});

it("a healthy webhook's deliveries arrive within 1 s while two receivers hang", async () => {
  const http = httpClient(server.url);
  http.useToken(await http.login('boss', 'boss-password'));
  // The receivers run on this machine.
  await http.ok('PATCH', '/api/shops/shop_settings/', { webhook_private_targets: true });
  const hanging = [await startReceiver('hang'), await startReceiver('hang')];
  const healthy = await startReceiver();
  receivers.push(...hanging, healthy);
  for (const receiver of [...hanging, healthy])
    await http.ok('POST', '/api/webhooks/webhook/', {
      event: 'product_published',
      url: receiver.url(),
    });
  const PRODUCTS = 6;
  const published: number[] = [];
  for (let i = 0; i < PRODUCTS; i++) {
    await http.ok('POST', '/api/shopfront/product/', {
      title: `Product ${i}`,
      published: true,
      variants: [{ price: '1.00' }],
    });
    published.push(Date.now());
  }
  await until(() => healthy.requests.length === PRODUCTS, 'the healthy deliveries', 5000);
  const arrived = Date.now();
  // All of them within 1 s of the last publication (the hanging ones hold their 10 s).
  expect(arrived - published.at(-1)!).toBeLessThan(1000);
  expect(hanging.every((receiver) => receiver.waiting <= 2)).toBe(true);
}, 60_000);
