// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCustomerLink, localOnlyMessageKey } from '@/features/pick-up/customer-link';

// The one helper behind the "copy customer link" button and the printed slip: the link starts
// with the server's public URL (`/api/health`'s `public_url`), or says it only works here.

const fetchMock = vi.fn<(input: Request) => Promise<Response>>();
const health = (publicUrl: string | null, domain: string | null = 'demo.shopdesk.local') =>
  new Response(
    JSON.stringify({ status: 'ok', version: '0.1.0', public_url: publicUrl, shop_domain: domain }),
    { status: 200, headers: { 'Content-Type': 'application/json' } },
  );

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

describe('the customer link of an order', () => {
  it('uses the public URL the server reports, asked each time', async () => {
    // Staff too: the domain comes with the health answer, not the (managers') settings.
    fetchMock.mockResolvedValueOnce(health('https://pickup.example.com'));
    expect(await fetchCustomerLink('tok-1')).toEqual({
      url: 'https://pickup.example.com/pickup/tok-1?shop=demo.shopdesk.local',
      localOnly: false,
    });
    expect(new URL(fetchMock.mock.calls[0]![0].url).pathname).toBe('/api/health');

    // The server restarted without --public-url: the page's own (loopback) origin, local only.
    expect(window.location.hostname).toBe('localhost');
    fetchMock.mockResolvedValueOnce(health(null));
    expect(await fetchCustomerLink('tok-1')).toEqual({
      url: `${window.location.origin}/pickup/tok-1?shop=demo.shopdesk.local`,
      localOnly: true,
    });
  });

  it('is none before the shop exists (no domain yet)', async () => {
    fetchMock.mockResolvedValueOnce(health(null, null));
    expect(await fetchCustomerLink('tok-1')).toBeNull();
  });
});

describe('a loopback-only link, told to each role', () => {
  it('shows managers the how-to and clerks no server set-up text', async () => {
    const { messages } = await import('@/i18n');
    expect(localOnlyMessageKey(true)).toBe('packages.linkLocalOnly');
    expect(localOnlyMessageKey(false)).toBe('packages.linkUnavailable');
    for (const catalogue of Object.values(messages)) {
      const packages = (catalogue as { packages: Record<string, string> }).packages;
      expect(packages.linkLocalOnly).toMatch(/--public-url/);
      expect(packages.linkUnavailable).not.toMatch(/serve|--|docs\/|0\.0\.0\.0/);
    }
  });
});
