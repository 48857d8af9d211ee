import { afterEach, describe, expect, it } from 'vitest';
import { FAKE_SMS_KEY } from '../../support/fake-sms-service';
import { ACCOUNT, OPENID, startNoticeShop, type NoticeShop } from './support';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
let shop: NoticeShop;
afterEach(async () => {
  await shop.close();
});

/** 2026-11-21 20:00 in Shanghai, outside the default quiet hours (21:00–09:00). */
const EVENING = Date.parse('2026-11-21T12:00:00Z');

describe('the ready notice (docs/NOTIFICATIONS.md)', () => {
  it('preparing a package sends one SMS with the store and the last 4 digits, logged per code and customer', async () => {
    shop = await startNoticeShop(EVENING);
    const settings = await shop.configureSms();
    // The secret is write-only: never in an answer.
    expect(JSON.stringify(settings)).not.toContain(FAKE_SMS_KEY.secret);
    expect(settings.sms_access_key_secret_set).toBe(true);
    expect(settings.sms_configured).toBe(true);
    const code = await shop.paidCode();
    expect(shop.sms.sent).toHaveLength(0);

    await shop.prepare(code.id);
    await shop.until(() => shop.sms.sent.length === 1, 'the SMS');
    await shop.settle();
    expect(shop.sms.sent[0]).toMatchObject({
      phoneNumbers: '13800138000',
      templateCode: 'SMS_READY_1',
      templateParam: { store: '南京西路店', code: code.key.slice(-4) },
    });

    const [notice, ...others] = await shop.notices(`?pick_up_code=${code.id}&kind=ready`);
    expect(others).toEqual([]);
    expect(notice).toMatchObject({
      kind: 'ready',
      channel: 'sms',
      status: 'sent',
      resend: false,
      pick_up_code: { id: code.id, key_last4: code.key.slice(-4) },
      customer: code.customerId,
    });
    expect(notice!.attempts).toHaveLength(1);
    expect(notice!.attempts[0]).toMatchObject({ channel: 'sms', status: 'sent', error: null });
    expect(JSON.parse(notice!.response_excerpt).Code).toBe('OK');
    expect(await shop.notices(`?customer=${code.customerId}&kind=ready`)).toHaveLength(1);
    // The reminder waits for its time, in the same log.
    const all = await shop.notices(`?customer=${code.customerId}`);
    expect(all.map((n) => [n.kind, n.status])).toEqual([
      ['reminder', 'pending'],
      ['ready', 'sent'],
    ]);
    // The whole key is nowhere in the log.
    expect(JSON.stringify(notice)).not.toContain(code.key);

    // Marked not prepared and prepared again: no second notice.
    await shop.api.ok('POST', `/api/orders/pick_up_code/${code.id}/stock_prepare/`, {
      stock_status: 'unprepare',
    });
    await shop.prepare(code.id);
    await shop.settle();
    expect(shop.sms.sent).toHaveLength(1);
    expect(await shop.notices(`?pick_up_code=${code.id}&kind=ready`)).toHaveLength(1);
  });

  it('goes by WeChat when the customer has an openid and the shop a template; SMS otherwise', async () => {
    shop = await startNoticeShop(EVENING);
    await shop.configureSms();
    await shop.authorizeWechat();
    shop.wechat.addTemplate('TPL_READY_1', ['thing1', 'character_string2', 'time3', 'thing4']);
    shop.wechat.subscribe(OPENID);
    await shop.api.ok('PATCH', '/api/notifications/settings/', {
      wechat_authorizer_appid: ACCOUNT,
      wechat_templates: { ready: { template_id: 'TPL_READY_1' } },
      wechat_page: 'pages/pickup/index',
    });
    const code = await shop.paidCode();
    const customer = await shop.api.ok('PATCH', `/api/customers/customer/${code.customerId}/`, {
      openid: OPENID,
    });
    expect(customer.openid).toBe(OPENID);
    // The platform no longer takes the stored authorizer token: it is renewed, the message sent.
    shop.wechat.expireAuthorizerTokens();

    await shop.prepare(code.id);
    await shop.until(() => shop.wechat.messages.length === 1, 'the WeChat message');
    await shop.settle();
    const message = shop.wechat.messages[0]!;
    expect(message).toMatchObject({
      appid: ACCOUNT,
      touser: OPENID,
      template_id: 'TPL_READY_1',
      page: `pages/pickup/index?order_token=${code.order.token}&shop=${encodeURIComponent((await shop.api.settings()).domain)}`,
    });
    expect(message.data.thing1!.value).toBe('南京西路店');
    expect(message.data.character_string2!.value).toBe(code.key.slice(-4));
    expect(message.data.time3!.value).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(shop.wechat.calls.api_authorizer_token).toBe(1);
    expect(shop.sms.sent).toHaveLength(0);
    const [notice] = await shop.notices(`?pick_up_code=${code.id}&kind=ready`);
    expect(notice).toMatchObject({ channel: 'wechat', status: 'sent' });
    expect(notice!.response_excerpt).toContain('"errcode":0');
    // The access token is not in the log.
    const token = shop.wechat.authorizerTokens.get(ACCOUNT)!.accessToken;
    expect(JSON.stringify(notice)).not.toContain(token);

    // A customer without an openid gets the SMS.
    const other = await shop.paidCode();
    await shop.api.ok('PATCH', `/api/customers/customer/${other.customerId}/`, { openid: null });
    await shop.prepare(other.id);
    await shop.until(() => shop.sms.sent.length === 1, 'the SMS');
  });

  it('nothing is queued when no channel is set up; a failing provider is retried with back-off and logged', async () => {
    shop = await startNoticeShop(EVENING);
    const first = await shop.paidCode();
    await shop.prepare(first.id);
    await shop.settle();
    expect(await shop.notices()).toEqual([]);

    await shop.configureSms();
    shop.sms.fail(1);
    const second = await shop.paidCode();
    await shop.prepare(second.id);
    await shop.until(async () => {
      const [n] = await shop.notices(`?pick_up_code=${second.id}&kind=ready`);
      return n?.attempts.length === 1;
    }, 'the first attempt');
    await shop.settle();
    let [notice] = await shop.notices(`?pick_up_code=${second.id}&kind=ready`);
    expect(notice).toMatchObject({ status: 'pending', channel: 'sms' });
    expect(notice!.attempts[0]).toMatchObject({ status: 'failed' });
    expect(notice!.attempts[0].response_excerpt).toContain('isv.BUSINESS_LIMIT_CONTROL');
    expect(notice!.next_attempt_at).not.toBeNull();
    expect(shop.sms.sent).toHaveLength(0);

    shop.timers.advance(MINUTE);
    await shop.until(() => shop.sms.sent.length === 1, 'the retry');
    await shop.settle();
    [notice] = await shop.notices(`?pick_up_code=${second.id}&kind=ready`);
    expect(notice).toMatchObject({ status: 'sent' });
    expect(notice!.attempts.map((a: { status: string }) => a.status)).toEqual(['failed', 'sent']);

    // A provider that keeps refusing: 4 attempts (1 min, 5 min, 30 min apart), then failed.
    shop.sms.fail(10);
    const third = await shop.paidCode();
    await shop.prepare(third.id);
    for (const wait of [0, MINUTE, 5 * MINUTE, 30 * MINUTE]) {
      // The worker sets its next timer after logging the attempt: moving the clock before
      // that would leave the retry's timer past the moved time.
      await shop.settle();
      if (wait) shop.timers.advance(wait);
      await shop.until(async () => {
        const [n] = await shop.notices(`?pick_up_code=${third.id}&kind=ready`);
        return n?.attempts.length === [0, MINUTE, 5 * MINUTE, 30 * MINUTE].indexOf(wait) + 1;
      }, `attempt after ${wait} ms`);
    }
    await shop.settle();
    [notice] = await shop.notices(`?pick_up_code=${third.id}&kind=ready`);
    expect(notice).toMatchObject({ status: 'failed', next_attempt_at: null });
    expect(notice!.attempts).toHaveLength(4);
    expect(await shop.notices('?status=failed')).toHaveLength(1);
    const summary = await shop.api.ok('GET', '/api/notifications/summary/');
    expect(summary).toEqual({ sent_today: 1, failed_today: 1 });
  });

  it('accepts_sms false: no SMS for that customer, the notice is logged as skipped', async () => {
    shop = await startNoticeShop(EVENING);
    await shop.configureSms();
    const code = await shop.paidCode();
    const customer = await shop.api.ok('PATCH', `/api/customers/customer/${code.customerId}/`, {
      accepts_sms: false,
    });
    expect(customer.accepts_sms).toBe(false);
    await shop.prepare(code.id);
    await shop.until(async () => (await shop.notices('?status=skipped')).length === 1, 'the skip');
    await shop.settle();
    const [notice] = await shop.notices(`?pick_up_code=${code.id}&kind=ready`);
    expect(notice).toMatchObject({ status: 'skipped', attempts: [] });
    expect(notice!.detail).toContain('does not accept SMS');
    expect(shop.sms.sent).toHaveLength(0);
    // Said in the request's language.
    const inChinese = await shop.s.app.inject({
      method: 'GET',
      url: `/api/notifications/notification/${notice!.id}/`,
      headers: { ...shop.headers, 'accept-language': 'zh-CN' },
    });
    expect(inChinese.json().detail).toBe('该顾客不接收短信。');
  });
});

describe('the reminder and the quiet hours', () => {
  it('a reminder goes out once, the configured hours before expiry, while the code is unused', async () => {
    shop = await startNoticeShop(EVENING);
    await shop.configureSms({ reminder_hours: 6, quiet_start: '00:00', quiet_end: '00:00' });
    const code = await shop.paidCode();
    await shop.prepare(code.id);
    await shop.until(() => shop.sms.sent.length === 1, 'the ready notice');
    await shop.settle();
    const row = await shop.s.database.db
      .selectFrom('pick_up_code')
      .select('expires_at')
      .where('id', '=', code.id)
      .executeTakeFirstOrThrow();
    const remindAt = Number(row.expires_at) - 6 * HOUR;

    // One minute before: nothing yet.
    shop.timers.advance(remindAt - shop.clock.now() - MINUTE);
    await shop.settle();
    expect(shop.sms.sent).toHaveLength(1);
    shop.timers.advance(2 * MINUTE);
    await shop.until(() => shop.sms.sent.length === 2, 'the reminder');
    expect(shop.sms.sent[1]).toMatchObject({ templateCode: 'SMS_REMIND_1' });
    expect(shop.sms.sent[1]!.templateParam.code).toBe(code.key.slice(-4));
    shop.timers.advance(2 * HOUR);
    await shop.settle();
    expect(shop.sms.sent).toHaveLength(2);
    const reminders = await shop.notices(`?pick_up_code=${code.id}&kind=reminder`);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({ status: 'sent' });

    // A package collected before its reminder gets none.
    await shop.relogin();
    const other = await shop.paidCode();
    await shop.prepare(other.id);
    await shop.until(() => shop.sms.sent.length === 3, 'the second ready notice');
    await shop.api.ok('POST', '/api/orders/pick_up_code/consume/', { key: other.key });
    const otherRow = await shop.s.database.db
      .selectFrom('pick_up_code')
      .select('expires_at')
      .where('id', '=', other.id)
      .executeTakeFirstOrThrow();
    await shop.settle();
    shop.timers.advance(Number(otherRow.expires_at) - 6 * HOUR - shop.clock.now() + MINUTE);
    await shop.until(
      async () =>
        (await shop.notices(`?pick_up_code=${other.id}&kind=reminder&status=skipped`)).length === 1,
      'the skipped reminder',
    );
    expect(shop.sms.sent).toHaveLength(3);
  });

  it('reminder_hours 0 turns reminders off', async () => {
    shop = await startNoticeShop(EVENING);
    await shop.configureSms({ reminder_hours: 0 });
    const code = await shop.paidCode();
    await shop.prepare(code.id);
    await shop.until(() => shop.sms.sent.length === 1, 'the ready notice');
    expect(await shop.notices(`?kind=reminder`)).toEqual([]);
  });

  it('quiet hours (21:00–09:00 in the shop zone) delay a notice to their end, never drop it', async () => {
    // 22:00 in Shanghai.
    shop = await startNoticeShop(Date.parse('2026-11-21T14:00:00Z'));
    const settings = await shop.configureSms();
    expect(settings).toMatchObject({
      quiet_start: '21:00',
      quiet_end: '09:00',
      reminder_hours: 24,
    });
    const code = await shop.paidCode();
    await shop.prepare(code.id);
    await shop.until(async () => {
      const [n] = await shop.notices(`?pick_up_code=${code.id}&kind=ready`);
      return n?.detail !== null && n?.detail !== undefined;
    }, 'the notice held back');
    await shop.settle();
    const [held] = await shop.notices(`?pick_up_code=${code.id}&kind=ready`);
    expect(held).toMatchObject({ status: 'pending', attempts: [] });
    expect(held!.next_attempt_at).toBe('2026-11-22T09:00:00.000+08:00');
    expect(shop.sms.sent).toHaveLength(0);

    shop.timers.advance(11 * HOUR - MINUTE);
    await shop.settle();
    expect(shop.sms.sent).toHaveLength(0);
    shop.timers.advance(2 * MINUTE);
    await shop.until(() => shop.sms.sent.length === 1, 'the notice at 09:00');
  });
});

describe('sending again and testing', () => {
  it('"send the ready notice again" is allowed once per 10 minutes per code (notice_too_soon)', async () => {
    shop = await startNoticeShop(EVENING);
    await shop.configureSms();
    const code = await shop.paidCode();
    await shop.prepare(code.id);
    await shop.until(() => shop.sms.sent.length === 1, 'the ready notice');

    shop.timers.advance(4 * MINUTE);
    const early = await shop.api.call('POST', `/api/notifications/pick_up_code/${code.id}/resend/`);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'notice_too_soon', params: { retry_after: 360 } });
    expect(early.headers['retry-after']).toBe('360');

    shop.timers.advance(6 * MINUTE);
    const again = await shop.api.ok(
      'POST',
      `/api/notifications/pick_up_code/${code.id}/resend/`,
      undefined,
      201,
    );
    expect(again).toMatchObject({ kind: 'ready', resend: true });
    await shop.until(() => shop.sms.sent.length === 2, 'the notice sent again');
    const twice = await shop.api.call('POST', `/api/notifications/pick_up_code/${code.id}/resend/`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('notice_too_soon');
    expect(await shop.notices(`?pick_up_code=${code.id}&kind=ready`)).toHaveLength(2);

    // A package handed out is not waiting any more.
    await shop.api.ok('POST', '/api/orders/pick_up_code/consume/', { key: code.key });
    shop.timers.advance(11 * MINUTE);
    const used = await shop.api.call('POST', `/api/notifications/pick_up_code/${code.id}/resend/`);
    expect(used.statusCode).toBe(409);
    expect(used.json().code).toBe('code_already_used');
  });

  it('"send a test" sends one SMS now and logs it; a wrong secret is a failed test, logged without it', async () => {
    shop = await startNoticeShop(EVENING);
    await shop.configureSms();
    const test = await shop.api.ok('POST', '/api/notifications/settings/test/', {
      channel: 'sms',
      mobile: '13900139000',
    });
    expect(test).toMatchObject({ kind: 'test', channel: 'sms', status: 'sent' });
    expect(shop.sms.sent[0]).toMatchObject({ phoneNumbers: '13900139000' });

    await shop.api.ok('PATCH', '/api/notifications/settings/', {
      sms_access_key_secret: 'a-wrong-secret',
    });
    const failed = await shop.api.ok('POST', '/api/notifications/settings/test/', {
      channel: 'sms',
      mobile: '13900139000',
    });
    expect(failed).toMatchObject({ status: 'failed' });
    expect(failed.response_excerpt).toContain('SignatureDoesNotMatch');
    expect(JSON.stringify(failed)).not.toContain('a-wrong-secret');
    expect(await shop.notices('?kind=test')).toHaveLength(2);

    const missing = await shop.api.call('POST', '/api/notifications/settings/test/', {
      channel: 'sms',
    });
    expect(missing.statusCode).toBe(400);
  });

  it("the settings need a manager's session", async () => {
    shop = await startNoticeShop(EVENING);
    const response = await shop.s.app.inject({
      method: 'PATCH',
      url: '/api/notifications/settings/',
      payload: { reminder_hours: 3 },
    });
    expect(response.statusCode).toBe(401);
  });
});
