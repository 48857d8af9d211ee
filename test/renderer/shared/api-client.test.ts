// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPinia, setActivePinia } from 'pinia';
import { ApiError, call, fetchAllPages, onSessionExpired, paramsOf } from '@/shared/api/client';
import { login, logout } from '@/features/session/api';
import { deleteShippingGroup, updateShippingMethod } from '@/features/shippings/api';
import { useSessionStore } from '@/features/session/store';
import { startManagerSession } from '../support/api';

const fetchMock = vi.fn<(input: Request) => Promise<Response>>();

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

function lastRequest(): Request {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('no request was made');
  return call[0];
}

function signIn(): void {
  startManagerSession('tok-123');
}

beforeEach(() => {
  sessionStorage.clear();
  setActivePinia(createPinia());
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('requests', () => {
  it('prefixes /api/ and sends the session token', async () => {
    signIn();
    let sentBody = '';
    fetchMock.mockImplementationOnce(async (request) => {
      // Read while the request is live: the client is done with it once the call settles.
      sentBody = await request.clone().text();
      return json(200, { id: 7 });
    });
    await expect(updateShippingMethod(7, { normal_price: '12.50' })).resolves.toEqual({ id: 7 });
    const request = lastRequest();
    expect(new URL(request.url).pathname).toBe('/api/shippings/shippingmethod/7/');
    expect(request.method).toBe('PATCH');
    expect(request.headers.get('Authorization')).toBe('Token tok-123');
    expect(JSON.parse(sentBody)).toEqual({ normal_price: '12.50' });
  });

  it('sends no credential on login, even with a stale session', async () => {
    signIn();
    fetchMock.mockResolvedValueOnce(
      json(200, {
        token: 't',
        expires_at: '2030-01-01T00:00:00.000+08:00',
        staff: { id: 1, username: 'a', role: 'staff', offline_shop: null },
      }),
    );
    await login({ username: 'a', password: 'b' });
    expect(lastRequest().headers.has('Authorization')).toBe(false);
  });

  it('answers undefined for 204', async () => {
    signIn();
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(deleteShippingGroup(3)).resolves.toBeUndefined();
    expect(lastRequest().method).toBe('DELETE');
  });

  it('follows pages until every item is read', async () => {
    signIn();
    fetchMock
      .mockResolvedValueOnce(
        json(200, {
          count: 3,
          next: 'http://x/api/things/?page=2',
          previous: null,
          results: [1, 2],
        }),
      )
      .mockResolvedValueOnce(
        json(200, { count: 3, next: null, previous: 'http://x/api/things/?page=1', results: [3] }),
      );
    await expect(fetchAllPages<number>('things/')).resolves.toEqual([1, 2, 3]);
    const second = new URL(lastRequest().url);
    expect(second.searchParams.get('page')).toBe('2');
    expect(second.searchParams.get('page_size')).toBe('100');
  });
});

describe('errors', () => {
  it('turns a 400 into an ApiError with the field errors', async () => {
    signIn();
    fetchMock.mockResolvedValueOnce(
      json(400, {
        detail: 'Invalid input.',
        code: 'invalid',
        errors: {
          normal_price: ['At most two decimals.'],
          'shipping_zones.0.place_codes': ['Unknown place code 999999.'],
        },
      }),
    );
    const error = await updateShippingMethod(7, { normal_price: '1.234' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'invalid',
      detail: 'Invalid input.',
      errors: {
        normal_price: ['At most two decimals.'],
        'shipping_zones.0.place_codes': ['Unknown place code 999999.'],
      },
    });
    expect(useSessionStore().isAuthenticated).toBe(true);
  });

  it('keeps a refusal’s params, read by its code only', async () => {
    signIn();
    const params = {
      store: { id: 2, title: '徐家汇店' },
      used_at: '2026-11-21T21:00:00.000+08:00',
      used_by: { id: 3, username: 'clerk.b' },
      order_number: 1009,
    };
    fetchMock.mockResolvedValueOnce(
      json(409, { detail: 'Already used.', code: 'code_already_used', params }),
    );
    const error = await updateShippingMethod(7, {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 409, code: 'code_already_used', params });
    expect(paramsOf(error, 'code_already_used')).toEqual(params);
    expect(paramsOf(error, 'code_expired')).toBeNull();
    // An answer without params (an older server), or with something else there: none.
    fetchMock.mockResolvedValueOnce(json(409, { detail: 'x', code: 'code_canceled' }));
    const older = await updateShippingMethod(7, {}).catch((e: unknown) => e);
    expect(paramsOf(older, 'code_canceled')).toBeNull();
    fetchMock.mockResolvedValueOnce(json(409, { detail: 'x', code: 'code_canceled', params: [1] }));
    const odd = await updateShippingMethod(7, {}).catch((e: unknown) => e);
    expect((odd as ApiError).params).toBeNull();
  });

  it('clears the session and tells listeners when an authenticated call gets 401', async () => {
    signIn();
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    fetchMock.mockResolvedValueOnce(
      json(401, {
        detail: 'Authentication credentials were not provided.',
        code: 'not_authenticated',
      }),
    );
    const error = await call('get', 'shops/shop_settings/').catch((e: unknown) => e);
    stop();
    expect(error).toMatchObject({ status: 401, code: 'not_authenticated' });
    const session = useSessionStore();
    expect(session.isAuthenticated).toBe(false);
    expect(session.token).toBeNull();
    expect(sessionStorage.getItem('shopdesk.session')).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('keeps the login page as it is on 401 invalid_credentials', async () => {
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    fetchMock.mockResolvedValueOnce(
      json(401, { detail: 'Wrong username or password.', code: 'invalid_credentials' }),
    );
    const error = await login({ username: 'a', password: 'b' }).catch((e: unknown) => e);
    stop();
    expect(error).toMatchObject({
      status: 401,
      code: 'invalid_credentials',
      detail: 'Wrong username or password.',
    });
    expect(expired).not.toHaveBeenCalled();
  });

  it('reads Retry-After on 429', async () => {
    fetchMock.mockResolvedValueOnce(
      json(429, { detail: 'Too many attempts.', code: 'throttled' }, { 'Retry-After': '840' }),
    );
    const error = await login({ username: 'a', password: 'b' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 429, code: 'throttled', retryAfter: 840 });
  });

  it('falls back to a code from the status when the body is not the API error shape', async () => {
    signIn();
    fetchMock.mockResolvedValueOnce(
      new Response('<html>Bad gateway</html>', {
        status: 502,
        headers: { 'Content-Type': 'text/html' },
      }),
    );
    const error = await logout().catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, code: 'server_error', detail: '', errors: {} });
  });

  it('reports an unreachable service as network_error', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await login({ username: 'a', password: 'b' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'network_error' });
  });
});

describe('the language of the server’s sentences', () => {
  it('is asked for in the UI’s current language on every call', async () => {
    const { setLocale } = await import('@/i18n');
    signIn();
    for (const locale of ['en', 'zh-CN'] as const) {
      setLocale(locale);
      fetchMock.mockResolvedValueOnce(json(200, { id: 7 }));
      await updateShippingMethod(7, { normal_price: '12.50' });
      expect(lastRequest().headers.get('Accept-Language')).toBe(locale);
    }
  });
});
