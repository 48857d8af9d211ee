// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPinia, setActivePinia } from 'pinia';
import type { ShopdeskBridge } from '@shared/preload-api';

// In the desktop app the page is the app's own (shopdesk://app) and its API another origin:
// the embedded server or the shop server, named by the preload (docs/DESIGN.md §13 "Counters
// connect"). Every call, the typed ones and the changes feed included, goes there.

const API = 'http://192.168.1.20:4350';
const fetchMock = vi.fn<(input: Request) => Promise<Response>>();

const answer = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

beforeEach(() => {
  vi.resetModules();
  setActivePinia(createPinia());
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => answer({ cursor: '1', results: [], has_more: false }));
  vi.stubGlobal('fetch', fetchMock);
  window.shopdesk = { apiBaseUrl: API } as ShopdeskBridge;
});

afterEach(() => {
  delete window.shopdesk;
  vi.unstubAllGlobals();
});

describe('the API base URL the desktop app’s preload hands the page', () => {
  it('is where every call goes, with the session’s token, not the page’s own origin', async () => {
    const client = await import('@/shared/api/client');
    client.provideCredentials({ token: () => 'tok-desk', expire: () => undefined });
    await client.call('get', 'shops/staff/');
    await client.answer(client.api.GET('/api/orders/pick_up_code/changes/', {}));
    await client.answer(
      client.api.GET('/api/orders/pick_up_code/changes/', { ...client.withoutOutageRetries }),
    );
    const urls = fetchMock.mock.calls.map(([request]) => request.url);
    expect(urls).toEqual([
      `${API}/api/shops/staff/`,
      `${API}/api/orders/pick_up_code/changes/`,
      `${API}/api/orders/pick_up_code/changes/`,
    ]);
    for (const [request] of fetchMock.mock.calls) {
      expect(request.headers.get('Authorization')).toBe('Token tok-desk');
    }
    expect(new URL(API).origin).not.toBe(window.location.origin);
  });
});
