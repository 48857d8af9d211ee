// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPinia, setActivePinia } from 'pinia';
import { ApiError } from '@/shared/api/client';
import { registerWebhook, type Webhook, type WebhookDelivery } from '@/features/webhooks/api';
import { useWebhooksStore } from '@/features/webhooks/store';
import { startManagerSession } from '../../support/api';

const TIME = '2026-11-21T19:30:00.123+08:00';

interface Sent {
  method: string;
  path: string;
  search: string;
  body: unknown;
  authorization: string | null;
}

const sent: Sent[] = [];
const answers: (() => Response | Promise<Response>)[] = [];

function json(status: number, body?: unknown): Response {
  return body === undefined
    ? new Response(null, { status })
    : new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
}

/** Queues the next answers of the stubbed fetch, in order. */
function answer(...responses: (Response | (() => Response | Promise<Response>))[]): void {
  for (const response of responses)
    answers.push(typeof response === 'function' ? response : () => response);
}

async function fakeFetch(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const text = await request.clone().text();
  sent.push({
    method: request.method,
    path: url.pathname,
    search: url.search,
    body: text ? JSON.parse(text) : undefined,
    authorization: request.headers.get('Authorization'),
  });
  const next = answers.shift();
  if (!next) throw new Error(`unexpected request ${request.method} ${url.pathname}`);
  return next();
}

function webhook(overrides: Partial<Webhook> = {}): Webhook {
  return {
    id: 4,
    application_id: 1,
    event: 'product_published',
    url: 'https://hooks.example.com/products',
    metafield: {},
    created_at: TIME,
    updated_at: TIME,
    ...overrides,
  };
}

function delivery(overrides: Partial<WebhookDelivery> = {}): WebhookDelivery {
  return {
    id: 9,
    webhook_id: 4,
    event: 'product_published',
    status: 'failed',
    next_attempt_at: null,
    created_at: TIME,
    updated_at: TIME,
    attempts: [
      {
        id: 1,
        kind: 'initial',
        attempted_at: TIME,
        duration_ms: 30,
        status_code: 500,
        succeeded: false,
        error: 'The receiver answered HTTP 500; only 2xx counts as delivered.',
        response_excerpt: 'boom',
      },
    ],
    ...overrides,
  };
}

function page<T>(results: T[], count = results.length) {
  return { count, next: null, previous: null, results };
}

beforeEach(() => {
  sessionStorage.clear();
  setActivePinia(createPinia());
  startManagerSession('tok-webhooks');
  sent.length = 0;
  answers.length = 0;
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('registering a webhook', () => {
  it('POSTs event, url and metafield with the session token, and nothing more for the desktop app', async () => {
    const created = webhook({ metafield: { team: 'ops' } });
    answer(json(201, created));
    const body = {
      event: 'product_published' as const,
      url: 'https://hooks.example.com/products',
      metafield: { team: 'ops' },
    };
    await expect(registerWebhook(body, 1)).resolves.toEqual(created);
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/webhooks/webhook/',
        search: '',
        body,
        authorization: 'Token tok-webhooks',
      },
    ]);
  });

  it('gives the new webhook to another application with a PATCH of application_id', async () => {
    answer(json(201, webhook({ id: 5 })), json(200, webhook({ id: 5, application_id: 3 })));
    const result = await registerWebhook({ event: 'order_paid', url: 'http://127.0.0.1:9/x' }, 3);
    expect(result.application_id).toBe(3);
    expect(sent.map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', '/api/webhooks/webhook/', { event: 'order_paid', url: 'http://127.0.0.1:9/x' }],
      ['PATCH', '/api/webhooks/webhook/5/', { application_id: 3 }],
    ]);
  });

  it('deletes the new webhook again when the other application refuses it, and throws that refusal', async () => {
    answer(
      json(201, webhook({ id: 6 })),
      json(409, {
        detail: 'This application already has a webhook for this event and URL.',
        code: 'duplicate',
      }),
      json(204),
    );
    const error = await registerWebhook(
      { event: 'product_published', url: 'https://hooks.example.com/products' },
      2,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'duplicate' });
    expect(sent.map((r) => [r.method, r.path])).toEqual([
      ['POST', '/api/webhooks/webhook/'],
      ['PATCH', '/api/webhooks/webhook/6/'],
      ['DELETE', '/api/webhooks/webhook/6/'],
    ]);
  });

  it('passes a 400 of the create on with its field errors, sending nothing else', async () => {
    answer(
      json(400, {
        detail: 'Invalid body.',
        code: 'invalid',
        errors: { url: ['Enter an absolute http or https URL.'] },
      }),
    );
    await expect(
      registerWebhook({ event: 'product_published', url: 'ftp://x' }, 2),
    ).rejects.toMatchObject({
      status: 400,
      errors: { url: ['Enter an absolute http or https URL.'] },
    });
    expect(sent).toHaveLength(1);
  });
});

describe('webhooks store: list, update, delete', () => {
  it('loads a page of webhooks and the applications for their owners’ names', async () => {
    answer(
      json(200, page([webhook(), webhook({ id: 7, application_id: 2 })], 23)),
      json(200, {
        results: [
          {
            id: 1,
            name: 'Shopdesk desktop',
            scopes: 'read write',
            created_at: TIME,
            revoked_at: null,
          },
          { id: 2, name: 'ERP', scopes: 'webhooks:write', created_at: TIME, revoked_at: TIME },
        ],
      }),
    );
    const store = useWebhooksStore();
    await store.loadWebhooks(2);
    await store.loadApplications();
    expect(sent[0]).toMatchObject({
      path: '/api/webhooks/webhook/',
      search: '?page=2&page_size=20',
    });
    expect(sent[1]).toMatchObject({ method: 'GET', path: '/api/shops/application/' });
    expect(store.webhooks.map((w) => w.id)).toEqual([4, 7]);
    expect(store.webhookCount).toBe(23);
    expect(store.page).toBe(2);
    expect(store.applicationName(2)).toBe('ERP');
    expect(store.applicationName(99)).toBeNull();
  });

  it('replaces an updated webhook and drops a deleted one from the page', async () => {
    answer(json(200, page([webhook(), webhook({ id: 7 })])));
    const store = useWebhooksStore();
    await store.loadWebhooks(1);

    answer(json(200, webhook({ id: 7, url: 'https://hooks.example.com/v2' })));
    await store.update(7, { url: 'https://hooks.example.com/v2' });
    expect(sent.at(-1)).toMatchObject({
      method: 'PATCH',
      path: '/api/webhooks/webhook/7/',
      body: { url: 'https://hooks.example.com/v2' },
    });
    expect(store.webhooks[1]!.url).toBe('https://hooks.example.com/v2');

    answer(json(204));
    await store.remove(4);
    expect(sent.at(-1)).toMatchObject({ method: 'DELETE', path: '/api/webhooks/webhook/4/' });
    expect(store.webhooks.map((w) => w.id)).toEqual([7]);
  });
});

describe('webhooks store: deliveries and redelivery', () => {
  it('loads one webhook’s deliveries page by page', async () => {
    answer(json(200, page([delivery()], 41)));
    const store = useWebhooksStore();
    await store.loadDeliveries(4, 3);
    expect(sent[0]).toMatchObject({
      method: 'GET',
      path: '/api/webhooks/webhook/4/deliveries/',
      search: '?page=3&page_size=20',
    });
    expect(store.deliveries).toEqual([delivery()]);
    expect(store.deliveryCount).toBe(41);
    expect(store.deliveryPage).toBe(3);
  });

  it('redelivers with an empty POST and puts the answer (with the new attempt) in its row', async () => {
    const other = delivery({ id: 8 });
    answer(json(200, page([delivery(), other])));
    const store = useWebhooksStore();
    await store.loadDeliveries(4, 1);

    const redelivered = delivery({
      status: 'succeeded',
      updated_at: '2026-11-21T19:40:00.000+08:00',
      attempts: [
        ...delivery().attempts,
        {
          id: 2,
          kind: 'redelivery',
          attempted_at: '2026-11-21T19:40:00.000+08:00',
          duration_ms: 12,
          status_code: 200,
          succeeded: true,
          error: null,
          response_excerpt: 'ok',
        },
      ],
    });
    answer(json(200, redelivered));
    await expect(store.redeliver(9)).resolves.toEqual(redelivered);
    expect(sent.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/webhooks/delivery/9/redeliver/',
      body: undefined,
    });
    expect(store.deliveries).toEqual([redelivered, other]);
  });

  it('a list load that started before a redelivery answered does not bring the old row back', async () => {
    answer(json(200, page([delivery()])));
    const store = useWebhooksStore();
    await store.loadDeliveries(4, 1);

    let releaseList!: () => void;
    answer(
      () =>
        new Promise<Response>((resolve) => {
          releaseList = () => resolve(json(200, page([delivery()])));
        }),
    );
    const stale = store.loadDeliveries(4, 1);
    await vi.waitFor(() => expect(sent).toHaveLength(2));

    answer(json(200, delivery({ status: 'succeeded' })));
    await store.redeliver(9);
    releaseList();
    await stale;
    expect(store.deliveries[0]!.status).toBe('succeeded');
  });

  it('passes a refused redelivery on and leaves the row as it was', async () => {
    answer(json(200, page([delivery()])));
    const store = useWebhooksStore();
    await store.loadDeliveries(4, 1);
    answer(
      json(503, { detail: 'Deliveries are not running; try again shortly.', code: 'unavailable' }),
    );
    await expect(store.redeliver(9)).rejects.toMatchObject({ status: 503, code: 'unavailable' });
    expect(store.deliveries).toEqual([delivery()]);
  });
});
