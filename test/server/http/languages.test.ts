import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, type ErrorCode } from '../../../src-shared/errors';
import { ApiError, registerErrorHandling } from '../../../src-server/http/errors';
import { registerLanguage } from '../../../src-server/http/language';
import { createTestServer, type TestServer } from '../../support/server';
import { CJK, untranslated } from '../../support/untranslated';

/** Params of the right shape for the codes that carry some (src-shared/errors.ts). */
const SAMPLE_PARAMS: Partial<Record<ErrorCode, Record<string, unknown>>> = {
  throttled: { retry_after: 30 },
  busy: { retry_after: 1 },
  database_unavailable: { retry_after: 5 },
  notice_too_soon: { retry_after: 120 },
  server_error: { request_id: 'req-1' },
  too_many_rows: { limit: 10000 },
  offline_at_out_of_range: { offline_at: '2026-11-21T19:30:00.000+08:00', hours: 72 },
  code_canceled: { order_number: 1001 },
};

describe('every error code', () => {
  const app = Fastify();
  beforeAll(async () => {
    registerLanguage(app);
    registerErrorHandling(app);
    // Each code answered through the API's own error handler, with a sentence the catalogue
    // has never seen (a new refusal whose translation was forgotten): never English in Chinese.
    app.get<{ Params: { code: ErrorCode } }>('/fail/:code', async (request) => {
      const { code } = request.params;
      throw new ApiError(409, code, `A new refusal of ${code} nobody translated yet.`, {
        params: SAMPLE_PARAMS[code] as never,
        errors: { field: ['A new field message nobody translated yet.'] },
      });
    });
    await app.ready();
  });
  afterAll(() => app.close());

  for (const code of ERROR_CODES) {
    it(`${code} is answered in the request's language`, async () => {
      const zh = (
        await app.inject({ url: `/fail/${code}`, headers: { 'accept-language': 'zh-CN' } })
      ).json();
      expect(zh.code).toBe(code);
      expect(untranslated(zh.detail), zh.detail).toBe(false);
      expect(untranslated(zh.errors.field[0]), zh.errors.field[0]).toBe(false);
      expect(zh.detail).not.toMatch(/\{\w+\}/);

      const en = (
        await app.inject({ url: `/fail/${code}`, headers: { 'accept-language': 'en-US,en' } })
      ).json();
      expect(en.detail).toBe(`A new refusal of ${code} nobody translated yet.`);
      expect(CJK.test(en.detail)).toBe(false);

      const none = (await app.inject({ url: `/fail/${code}` })).json();
      expect(none.detail).toBe(en.detail);
    });
  }
});

describe('answers of the real server', () => {
  let s: TestServer;
  let headers: Record<string, string>;
  beforeAll(async () => {
    s = await createTestServer();
    headers = s.auth(await s.login());
  });
  afterAll(() => s.close());

  interface Ask {
    method: 'GET' | 'POST' | 'PATCH';
    url: string;
    headers?: Record<string, string>;
    payload?: string | object;
  }
  const ask = (language: string, request: Ask) =>
    s.app.inject({
      ...request,
      headers: { ...headers, ...request.headers, 'accept-language': language },
    });

  it('say refusals, field errors and zod checks in Chinese or English', async () => {
    const cases: Ask[] = [
      { method: 'GET', url: '/api/nothing/here/' },
      { method: 'GET', url: '/api/orders/order/999999/' },
      {
        method: 'PATCH',
        url: '/api/shops/shop_settings/',
        payload: { pick_up_expire_days: 0, timezone: 'Mars/Base', payment_mode: 'cash' },
      },
      {
        method: 'PATCH',
        url: '/api/shops/shop_settings/',
        headers: { 'content-type': 'text/plain' },
        payload: 'name=x',
      },
      {
        method: 'PATCH',
        url: '/api/shops/shop_settings/',
        headers: { 'content-type': 'application/json' },
        payload: '{"name": ',
      },
      {
        method: 'POST',
        url: '/api/shops/staff_login/',
        headers: { authorization: '' },
        payload: { username: 'nobody', password: 'wrong-password' },
      },
      { method: 'GET', url: '/api/orders/order/', headers: { authorization: 'Token nope' } },
      {
        method: 'POST',
        url: '/api/customers/customer/',
        payload: { mobile: '123', full_name: 7, email: 'no' },
      },
    ];
    for (const request of cases) {
      const zh = (await ask('zh-CN,zh;q=0.9', request)).json();
      const en = (await ask('en', request)).json();
      const texts = (body: { detail: string; errors?: Record<string, string[]> }) => [
        body.detail,
        ...Object.values(body.errors ?? {}).flat(),
      ];
      expect(zh.code, request.url).toBe(en.code);
      for (const text of texts(zh))
        expect(untranslated(text), `${request.url}: ${text}`).toBe(false);
      for (const text of texts(en)) expect(CJK.test(text), `${request.url}: ${text}`).toBe(false);
    }
  });
});
