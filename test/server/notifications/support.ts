import { expect } from 'vitest';
import {
  FAKE_COMPONENT,
  startFakeSocialPlatform,
  type FakeSocialPlatform,
} from '../../support/fake-social-platform';
import {
  FAKE_SMS_KEY,
  FAKE_SMS_SIGN,
  startFakeSmsService,
  type FakeSmsService,
} from '../../support/fake-sms-service';
import { idle } from '../../../src-server/modules/notifications/worker';
import { createTestServer, testClock, type TestServer } from '../../support/server';
import { clockTimers, until, webhookClient } from '../webhooks/support';

export const ACCOUNT = 'wxauthorizer00000a1';
export const OPENID = 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * A shop with a store, a product and a paid pick-up order waiting to be prepared, the fake SMS
 * service and the fake WeChat platform, the notice worker on a clock the test moves.
 */
export async function startNoticeShop(
  start?: number,
  options: { logger?: NonNullable<Parameters<typeof createTestServer>[0]>['logger'] } = {},
) {
  const clock = testClock(start);
  const timers = clockTimers(clock);
  const sms: FakeSmsService = await startFakeSmsService();
  const wechat: FakeSocialPlatform = await startFakeSocialPlatform({ clock });
  const s: TestServer = await createTestServer({
    clock,
    social: {
      componentAppid: FAKE_COMPONENT.appid,
      componentSecret: FAKE_COMPONENT.secret,
      verifyTicket: FAKE_COMPONENT.ticket,
      apiBase: wechat.apiBase,
      authPage: wechat.authPage,
    },
    webhooks: { timers: clockTimers(clock) },
    notifications: { clock, timers, env: { smsEndpoint: sms.endpoint } },
    logger: options.logger,
  });
  const headers = s.auth(await s.login());
  const api = webhookClient(s, headers);

  const notices = async (query = '') => {
    // Days pass in these tests: a session that lapsed on the moved clock logs in again.
    const response = await api.call('GET', `/api/notifications/notification/${query}`);
    if (response.statusCode === 401) Object.assign(headers, s.auth(await s.login()));
    return (await api.ok('GET', `/api/notifications/notification/${query}`)).results as Json[];
  };

  return {
    clock,
    timers,
    sms,
    wechat,
    s,
    api,
    headers,
    notices,
    /** Sets up SMS with the fake's key, sign and templates (plus `extra` settings). */
    configureSms: (extra: Json = {}) =>
      api.ok('PATCH', '/api/notifications/settings/', {
        sms_access_key_id: FAKE_SMS_KEY.id,
        sms_access_key_secret: FAKE_SMS_KEY.secret,
        sms_sign_name: FAKE_SMS_SIGN,
        sms_templates: {
          ready: {
            template_code: 'SMS_READY_1',
            params: { store: '{store}', code: '{key_last4}' },
          },
          reminder: { template_code: 'SMS_REMIND_1' },
        },
        ...extra,
      }),
    /** A paid pick-up order; answers its pick-up code (unprepared). */
    async paidCode() {
      const paid = await api.payOrder();
      const code = (await api.ok('GET', `/api/orders/pick_up_code/?service_order_id=${paid.id}`))
        .results[0] as Json;
      const key = (
        await s.database.db
          .selectFrom('pick_up_code')
          .select('key')
          .where('id', '=', code.id)
          .executeTakeFirstOrThrow()
      ).key;
      const customerId = (
        await s.database.db
          .selectFrom('pick_up_code')
          .select('customer_id')
          .where('id', '=', code.id)
          .executeTakeFirstOrThrow()
      ).customer_id;
      return { id: code.id as number, code, key, customerId, order: paid };
    },
    prepare: (codeId: number, status = 200) =>
      api.ok('POST', `/api/orders/pick_up_code/${codeId}/stock_prepare/`, {}, status),
    /** Waits until the worker has sent what is due. */
    settle: async () => {
      await idle(s.app.ctx);
    },
    until,
    /** A new session (the clock moved past the last one's lifetime). */
    relogin: async () => {
      Object.assign(headers, s.auth(await s.login()));
    },
    /** The WeChat account authorizes the shop through the platform (docs/DESIGN.md §10). */
    async authorizeWechat() {
      const started = await api.ok('POST', '/api/social/authorization/authorization_url/', {
        success_url: 'https://shop.example.com/done',
        auth_type: 1,
      });
      const jumpUrl = new URL(started.url as string);
      const jump = await s.app.inject({ method: 'GET', url: jumpUrl.pathname + jumpUrl.search });
      expect(jump.statusCode, jump.body).toBe(302);
      const approved = await wechat.approve(jump.headers.location as string, ACCOUNT);
      expect(approved.status, approved.text).toBe(302);
      const callback = new URL(approved.location!);
      const done = await s.app.inject({ method: 'GET', url: callback.pathname + callback.search });
      expect(done.statusCode, done.body).toBe(302);
    },
    async close() {
      await s.close();
      await sms.close();
      await wechat.close();
    },
  };
}

export type NoticeShop = Awaited<ReturnType<typeof startNoticeShop>>;
