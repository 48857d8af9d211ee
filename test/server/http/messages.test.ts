import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, conflict, fieldError, notFound } from '../../../src-server/http/errors';
import { registerLanguage } from '../../../src-server/http/language';
import { registerErrorHandling } from '../../../src-server/http/errors';
import { msg } from '../../../src-server/lib/i18n';
import { decimalInput } from '../../../src-server/lib/money';

describe('errors written as messages (docs/ARCHITECTURE.md "Messages")', () => {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  beforeAll(async () => {
    registerLanguage(app);
    registerErrorHandling(app);
    app.setValidatorCompiler(validatorCompiler);
    app.get('/missing', async () => {
      throw notFound(msg('orders.not_found'));
    });
    app.get('/field', async () => {
      throw fieldError('status', msg('pick_up.not_used', { status: msg('word.canceled') }));
    });
    app.get('/conflict', async () => {
      throw conflict('code_canceled', msg('pick_up.cancelled_void', { number: 1001 }), {
        order_number: 1001,
      });
    });
    app.post(
      '/price',
      { schema: { body: z.object({ price: decimalInput({ max: 100_00 }) }) } },
      () => ({}),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  const ask = async (url: string, language?: string, payload?: object) =>
    (
      await app.inject({
        method: payload ? 'POST' : 'GET',
        url,
        payload,
        headers: language ? { 'accept-language': language } : {},
      })
    ).json();

  it('answers the detail in the request language, English without one', async () => {
    expect(await ask('/missing', 'zh-CN')).toEqual({
      detail: '没有此 id 的订单。',
      code: 'not_found',
    });
    expect(await ask('/missing', 'en')).toEqual({
      detail: 'No order with this id.',
      code: 'not_found',
    });
    expect(await ask('/missing')).toEqual({ detail: 'No order with this id.', code: 'not_found' });
  });

  it('says field messages and their message params, and keeps code and params', async () => {
    expect((await ask('/field', 'zh-CN')).errors).toEqual({
      status: ['此取货码已作废，未被使用：无需撤销。'],
    });
    expect((await ask('/field', 'en')).errors).toEqual({
      status: ['This code is canceled, not used: nothing to roll back.'],
    });
    expect(await ask('/conflict', 'zh-CN')).toEqual({
      detail: '订单 1001 已取消：此取货码作废。',
      code: 'code_canceled',
      params: { order_number: 1001 },
    });
  });

  it("says a schema's message from zod's issue, with its params", async () => {
    expect(await ask('/price', 'zh-CN', { price: '100.01' })).toEqual({
      detail: '请求内容中有无效的字段。',
      code: 'invalid',
      errors: { price: ['不能大于 100.00。'] },
    });
    expect((await ask('/price', 'en', { price: '1.234' })).errors).toEqual({
      price: ['Enter a number with at most two decimals.'],
    });
  });

  it('keeps English in error.message and error.errors, for the command line', () => {
    const error = fieldError('price', msg('field.at_most', { n: '1.00' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('The request has invalid fields.');
    expect(error.errors).toEqual({ price: ['Must be at most 1.00.'] });
  });
});
