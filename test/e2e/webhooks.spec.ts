import { createHash } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { E2E_MANAGER } from '../../playwright.config';
import { openFromMenu } from './support/navigation';

// Its own receiver path and product title: independent of other tests' data.
const RUN = Date.now().toString(36);
const TITLE = `Webhook 保温杯 E2E ${RUN}`;

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A receiver on loopback that answers 200 and keeps what it was sent. */
const received: Received[] = [];
let receiver: Server;
let receiverUrl: string;

test.beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      response.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.address() as AddressInfo;
  receiverUrl = `http://127.0.0.1:${port}/hooks/${RUN}`;
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

/** docs/DESIGN.md §9: upper-case hex SHA-256 of the body bytes followed by the secret's bytes. */
function signature(body: Buffer, secret: string): string {
  return createHash('sha256').update(body).update(secret, 'utf8').digest('hex').toUpperCase();
}

test('a manager registers a webhook in the screens, a published product reaches the receiver signed, and its delivery shows as succeeded with HTTP 200', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
  await page.getByTestId('login-username').fill(E2E_MANAGER.username);
  await page.getByTestId('login-password').fill(E2E_MANAGER.password);
  await page.getByTestId('login-submit').click();

  await openFromMenu(page, 'webhooks');
  await expect(page).toHaveURL(/\/webhooks$/);

  // The API, asked with a token of our own, for the secret and to publish a product.
  const login = await page.request.post('/api/shops/staff_login/', { data: E2E_MANAGER });
  const { token } = await login.json();
  const headers = { authorization: `Token ${token}` };
  // The receiver runs on this machine: the shop allows private targets (docs/DESIGN.md §9).
  const allowed = await page.request.patch('/api/shops/shop_settings/', {
    headers,
    data: { webhook_private_targets: true },
  });
  expect(allowed.ok()).toBe(true);
  const settings = await (await page.request.get('/api/shops/shop_settings/', { headers })).json();
  const secret: string = settings.webhook_secret;
  await expect(page.getByTestId('webhook-secret')).toHaveText(new RegExp(`${secret.slice(-4)}$`));

  // Register the webhook in the dialog; a URL that is not absolute http(s) is refused first.
  await page.getByTestId('webhook-create').click();
  const dialog = page.getByTestId('webhook-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('webhook-event').click();
  await page.getByRole('option', { name: /product_published/ }).click();
  await dialog.getByTestId('webhook-url-input').fill(`127.0.0.1/hooks/${RUN}`);
  await dialog.getByTestId('webhook-metafield').fill('[1]');
  await dialog.getByTestId('webhook-submit').click();
  await expect(dialog).toContainText('请输入以 http:// 或 https:// 开头的完整地址');
  await expect(dialog).toContainText('请输入 JSON 对象');

  await dialog.getByTestId('webhook-url-input').fill(receiverUrl);
  await dialog.getByTestId('webhook-metafield').fill(`{"run": "${RUN}"}`);
  await dialog.getByTestId('webhook-submit').click();
  await expect(dialog).toBeHidden();

  const urlCell = page.getByTestId('webhook-url').filter({ hasText: receiverUrl });
  await expect(urlCell).toHaveCount(1);
  const webhookId = Number(await urlCell.getAttribute('data-webhook-id'));
  const row = page.locator('tr', { has: urlCell });
  await expect(row.getByTestId('webhook-owner')).toHaveText('Shopdesk desktop');
  await expect(row.getByTestId('webhook-event-label')).toContainText('商品上架');

  const stored = await (
    await page.request.get(`/api/webhooks/webhook/${webhookId}/`, { headers })
  ).json();
  expect(stored).toMatchObject({
    application_id: 1,
    event: 'product_published',
    url: receiverUrl,
    metafield: { run: RUN },
  });

  // Publishing a product sends the event.
  const created = await page.request.post('/api/shopfront/product/', {
    headers,
    data: { title: TITLE, published: true, variants: [{ price: '59.00' }] },
  });
  expect(created.status()).toBe(201);
  const product = await created.json();

  await expect.poll(() => received.length, { timeout: 10_000 }).toBe(1);
  const [request] = received;
  expect(request!.method).toBe('POST');
  expect(request!.url).toBe(`/hooks/${RUN}`);
  expect(request!.headers['x-service-event']).toBe('product_published');
  expect(request!.headers['x-service-sha256']).toMatch(/^[0-9A-F]{64}$/);
  expect(request!.headers['x-service-sha256']).toBe(signature(request!.body, secret));
  expect(JSON.parse(request!.body.toString('utf8'))).toMatchObject({
    id: product.id,
    title: TITLE,
    published: true,
  });
  const deliveryId = request!.headers['x-service-delivery-id'];
  expect(deliveryId).toMatch(/^\d+$/);

  // The deliveries screen shows it as delivered, with the receiver's 200.
  await row.getByTestId('webhook-deliveries').click();
  await expect(page).toHaveURL(new RegExp(`/webhooks/${webhookId}/deliveries$`));
  await expect(page.getByTestId('deliveries-webhook')).toContainText(receiverUrl);
  const status = page.locator(`[data-testid="delivery-status"][data-delivery-id="${deliveryId}"]`);
  // Right after the send its attempt may still be being recorded: the page reloads by itself.
  await expect(status).toHaveAttribute('data-status', 'succeeded', { timeout: 15_000 });
  await expect(status).toHaveText('已送达');
  const deliveryRow = page.locator('tr', { has: status });
  await deliveryRow.getByTestId('delivery-attempts-toggle').click();
  const attempts = page.locator(`[data-testid="attempt-table"][data-delivery-id="${deliveryId}"]`);
  await expect(attempts.getByTestId('attempt-status-code')).toHaveText(['HTTP 200']);
  await expect(attempts.getByTestId('attempt-kind')).toHaveText(['首次']);

  // Redelivering sends it again (same delivery id, signed again) and adds an attempt.
  await deliveryRow.getByTestId('delivery-redeliver').click();
  await expect(attempts.getByTestId('attempt-status-code')).toHaveText(['HTTP 200', 'HTTP 200']);
  await expect(attempts.getByTestId('attempt-kind')).toHaveText(['首次', '手动重发']);
  expect(received).toHaveLength(2);
  expect(received[1]!.headers['x-service-delivery-id']).toBe(deliveryId);
  expect(received[1]!.headers['x-service-sha256']).toBe(signature(received[1]!.body, secret));
});
