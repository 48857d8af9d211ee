import { createServer, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ACCOUNT, OPENID, startNoticeShop, type NoticeShop } from './support';

/**
 * Delivery beyond the first try (docs/NOTIFICATIONS.md): a WeChat refusal and an SMS service
 * that cannot be reached are retried and logged per attempt; a reminder that falls in the
 * quiet hours waits for their end and goes once; `accepts_sms` turns off SMS only.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
let shop: NoticeShop;
afterEach(async () => {
  await shop.close();
});

/** 2026-11-21 20:00 in Shanghai, outside the default quiet hours (21:00–09:00). */
const EVENING = Date.parse('2026-11-21T12:00:00Z');

/** The hour of an instant in Shanghai (the shop's zone). */
const shanghaiHour = (ms: number) => new Date(ms + 8 * HOUR).getUTCHours();

async function closedPort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const readyOf = async (codeId: number) =>
  (await shop.notices(`?pick_up_code=${codeId}&kind=ready`))[0];

/** WeChat set up for the ready notice, the customer subscribed. */
async function setUpWechat() {
  await shop.authorizeWechat();
  shop.wechat.addTemplate('TPL_READY_1', ['thing1', 'character_string2', 'time3', 'thing4']);
  shop.wechat.subscribe(OPENID);
  await shop.api.ok('PATCH', '/api/notifications/settings/', {
    wechat_authorizer_appid: ACCOUNT,
    wechat_templates: { ready: { template_id: 'TPL_READY_1' } },
  });
}

describe('retries and logs', () => {
  it('a WeChat refusal is retried a minute later on WeChat, each attempt logged', async () => {
    shop = await startNoticeShop(EVENING);
    await setUpWechat();
    const code = await shop.paidCode();
    await shop.api.ok('PATCH', `/api/customers/customer/${code.customerId}/`, { openid: OPENID });
    shop.wechat.answerError(
      'send',
      { errcode: 45009, errmsg: 'reach max api daily quota limit' },
      1,
    );
    await shop.prepare(code.id);
    await shop.until(async () => (await readyOf(code.id))?.attempts.length === 1, 'attempt 1');
    await shop.settle();
    const first = (await readyOf(code.id))!;
    expect(first).toMatchObject({ channel: 'wechat', status: 'pending' });
    expect(first.attempts[0]).toMatchObject({ channel: 'wechat', status: 'failed' });
    expect(first.attempts[0].error).toContain('WeChat');
    expect(first.response_excerpt).toContain('45009');
    expect(Date.parse(first.next_attempt_at) - shop.clock.now()).toBeLessThanOrEqual(MINUTE);
    expect(shop.wechat.messages).toHaveLength(0);

    shop.timers.advance(MINUTE);
    await shop.until(() => shop.wechat.messages.length === 1, 'the retry');
    await shop.settle();
    const done = (await readyOf(code.id))!;
    expect(done).toMatchObject({ channel: 'wechat', status: 'sent' });
    expect(done.attempts.map((a: { status: string }) => a.status)).toEqual(['failed', 'sent']);
    expect(done.attempts.map((a: { channel: string }) => a.channel)).toEqual(['wechat', 'wechat']);
  });

  it('an SMS service that refuses connections: the attempt is logged and retried once it is back', async () => {
    shop = await startNoticeShop(EVENING);
    await shop.configureSms({ sms_endpoint: `http://127.0.0.1:${await closedPort()}` });
    const code = await shop.paidCode();
    await shop.prepare(code.id);
    await shop.until(async () => (await readyOf(code.id))?.attempts.length === 1, 'attempt 1');
    await shop.settle();
    const first = (await readyOf(code.id))!;
    expect(first).toMatchObject({ channel: 'sms', status: 'pending' });
    expect(first.attempts[0]).toMatchObject({ status: 'failed' });
    expect(first.response_excerpt).toMatch(/ECONNREFUSED/);

    // Back: the settings' endpoint cleared, the environment's (the fake) is used.
    await shop.api.ok('PATCH', '/api/notifications/settings/', { sms_endpoint: null });
    shop.timers.advance(MINUTE);
    await shop.until(() => shop.sms.sent.length === 1, 'the retry');
    await shop.settle();
    const done = (await readyOf(code.id))!;
    expect(done).toMatchObject({ status: 'sent' });
    expect(done.attempts.map((a: { status: string }) => a.status)).toEqual(['failed', 'sent']);
  });
});

describe('the reminder in the quiet hours', () => {
  it('a reminder due at night waits for 09:00 and is sent once', async () => {
    shop = await startNoticeShop(EVENING);
    const code = await shop.paidCode();
    const { expires_at: expiresAt } = await shop.s.database.db
      .selectFrom('pick_up_code')
      .select('expires_at')
      .where('id', '=', code.id)
      .executeTakeFirstOrThrow();
    // The reminder hours that put it at 23:xx in Shanghai, after now.
    let hours = 1;
    while (shanghaiHour(Number(expiresAt) - hours * HOUR) !== 23) hours += 1;
    const remindAt = Number(expiresAt) - hours * HOUR;
    expect(remindAt).toBeGreaterThan(shop.clock.now());
    await shop.configureSms({ reminder_hours: hours });
    await shop.prepare(code.id);
    await shop.until(() => shop.sms.sent.length === 1, 'the ready notice');
    await shop.settle();

    shop.timers.advance(remindAt - shop.clock.now() + MINUTE);
    await shop.until(async () => {
      const [n] = await shop.notices(`?pick_up_code=${code.id}&kind=reminder`);
      return n?.detail === 'Held back by the quiet hours.';
    }, 'the reminder held back');
    const [held] = await shop.notices(`?pick_up_code=${code.id}&kind=reminder`);
    expect(held).toMatchObject({ status: 'pending', attempts: [] });
    expect(held!.next_attempt_at).toMatch(/T09:00:00\.000\+08:00$/);
    const nine = Date.parse(held!.next_attempt_at);
    expect(nine - remindAt).toBeLessThan(11 * HOUR);
    expect(shop.sms.sent).toHaveLength(1);

    shop.timers.advance(nine - shop.clock.now() - MINUTE);
    await shop.settle();
    expect(shop.sms.sent).toHaveLength(1);
    shop.timers.advance(2 * MINUTE);
    await shop.until(() => shop.sms.sent.length === 2, 'the reminder at 09:00');
    expect(shop.sms.sent[1]).toMatchObject({ templateCode: 'SMS_REMIND_1' });
    shop.timers.advance(3 * HOUR);
    await shop.settle();
    expect(shop.sms.sent).toHaveLength(2);
    const reminders = await shop.notices(`?pick_up_code=${code.id}&kind=reminder`);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({ status: 'sent' });
    expect(reminders[0]!.attempts).toHaveLength(1);
  });
});

describe('accepts_sms', () => {
  it('turns off SMS only: a customer with an openid still gets the WeChat notice', async () => {
    shop = await startNoticeShop(EVENING);
    await shop.configureSms();
    await setUpWechat();
    const code = await shop.paidCode();
    await shop.api.ok('PATCH', `/api/customers/customer/${code.customerId}/`, {
      openid: OPENID,
      accepts_sms: false,
    });
    await shop.prepare(code.id);
    await shop.until(() => shop.wechat.messages.length === 1, 'the WeChat notice');
    await shop.settle();
    expect(await readyOf(code.id)).toMatchObject({ channel: 'wechat', status: 'sent' });
    expect(shop.sms.sent).toHaveLength(0);
  });
});
