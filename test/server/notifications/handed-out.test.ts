import { afterEach, describe, expect, it } from 'vitest';
import { ACCOUNT, OPENID, startNoticeShop, type NoticeShop } from './support';

/**
 * The handed-out receipt (docs/NOTIFICATIONS.md): off by default; when on, one notice per
 * hand-out, written with it (at the counter or an accepted offline hand-out), by the channel
 * rules, held by the quiet hours and dropped when the hand-out is rolled back before it goes.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
let shop: NoticeShop;
afterEach(async () => {
  await shop.close();
});

/** 2026-11-21 20:00 in Shanghai, outside the default quiet hours (21:00–09:00). */
const EVENING = Date.parse('2026-11-21T12:00:00Z');

/** "2026-11-21 20:00": a time as the messages write it (Shanghai). */
const shanghai = (ms: number) =>
  new Date(ms + 8 * HOUR).toISOString().slice(0, 16).replace('T', ' ');

/** The API's time text of an instant (Asia/Shanghai, as the shop's zone). */
const apiTime = (ms: number) => new Date(ms + 8 * HOUR).toISOString().replace('Z', '+08:00');

/** SMS for the ready notice and the receipt; reminders off; `handed_out_enabled` as given. */
const configure = (enabled?: boolean, extra: Record<string, unknown> = {}) =>
  shop.configureSms({
    sms_templates: {
      ready: { template_code: 'SMS_READY_1', params: { store: '{store}', code: '{key_last4}' } },
      handed_out: { template_code: 'SMS_HANDED_1' },
    },
    reminder_hours: 0,
    ...(enabled !== undefined && { handed_out_enabled: enabled }),
    ...extra,
  });

/** A paid code, prepared, its ready notice sent (or held): the package waits at the counter. */
async function waitingCode() {
  const code = await shop.paidCode();
  await shop.prepare(code.id);
  await shop.settle();
  return code;
}

const consume = (body: Record<string, unknown>) =>
  shop.api.ok('POST', '/api/orders/pick_up_code/consume/', body);

const receipts = (codeId: number) => shop.notices(`?pick_up_code=${codeId}&kind=handed_out`);

const receiptsSent = () => shop.sms.sent.filter((sms) => sms.templateCode === 'SMS_HANDED_1');

describe('the handed-out receipt notice', () => {
  it('is off by default: a hand-out sends nothing, though a template is set', async () => {
    shop = await startNoticeShop(EVENING);
    const settings = await configure();
    expect(settings.handed_out_enabled).toBe(false);
    const code = await waitingCode();
    await shop.until(() => shop.sms.sent.length === 1, 'the ready notice');
    await consume({ key: code.key });
    shop.timers.advance(HOUR);
    await shop.settle();
    expect(await receipts(code.id)).toEqual([]);
    expect(shop.sms.sent.map((sms) => sms.templateCode)).toEqual(['SMS_READY_1']);
  });

  it('turned on, the next hand-out has its receipt: a save clears the settings the hooks keep', async () => {
    shop = await startNoticeShop(EVENING);
    await configure(false);
    const before = await waitingCode();
    // This hand-out's hook reads the settings (off) and keeps them for a second; the clock
    // does not move, so only the save can make it read them again.
    await consume({ key: before.key });
    await configure(true);
    const after = await waitingCode();
    await consume({ key: after.key });
    await shop.until(() => receiptsSent().length === 1, 'the receipt');
    expect(await receipts(before.id)).toEqual([]);
    expect(await receipts(after.id)).toHaveLength(1);
  });

  it('when on, one SMS per hand-out with the store, the time and the proxy who collected it', async () => {
    shop = await startNoticeShop(EVENING);
    expect((await configure(true)).handed_out_enabled).toBe(true);
    const code = await waitingCode();
    const handedAt = shop.clock.now();
    const used = await consume({
      key: code.key,
      collected_by: { name: '王芳', relation: 'family', note: '带身份证' },
    });
    expect(used.key_status).toBe('used');
    await shop.until(() => receiptsSent().length === 1, 'the receipt');
    await shop.settle();
    // Once: later passes of the worker send nothing more (still before the quiet hours).
    shop.timers.advance(30 * MINUTE);
    await shop.settle();
    expect(receiptsSent()).toHaveLength(1);
    expect(receiptsSent()[0]).toMatchObject({
      phoneNumbers: '13800138000',
      templateParam: {
        store: '南京西路店',
        code: code.key.slice(-4),
        time: shanghai(handedAt),
        collector: '王芳（家人）',
      },
    });
    const [notice, ...others] = await receipts(code.id);
    expect(others).toEqual([]);
    expect(notice).toMatchObject({
      kind: 'handed_out',
      channel: 'sms',
      status: 'sent',
      customer: code.customerId,
      pick_up_code: { id: code.id, key_last4: code.key.slice(-4) },
    });
    expect(notice!.attempts).toHaveLength(1);

    // The customer himself: "本人"; a refused second consume of the same key adds nothing.
    const own = await waitingCode();
    await consume({ key: own.key });
    await shop.until(() => receiptsSent().length === 2, 'the second receipt');
    expect(receiptsSent()[1]!.templateParam.collector).toBe('本人');
    const again = await shop.api.call('POST', '/api/orders/pick_up_code/consume/', {
      key: own.key,
    });
    expect(again.statusCode).toBe(409);
    await shop.settle();
    expect(await receipts(own.id)).toHaveLength(1);
    expect(receiptsSent()).toHaveLength(2);
  });

  it('goes by WeChat when the customer has an openid and the shop a receipt template', async () => {
    shop = await startNoticeShop(EVENING);
    await configure(true);
    await shop.authorizeWechat();
    shop.wechat.addTemplate('TPL_HANDED_1', ['thing1', 'character_string2', 'time3', 'thing4']);
    shop.wechat.subscribe(OPENID);
    await shop.api.ok('PATCH', '/api/notifications/settings/', {
      wechat_authorizer_appid: ACCOUNT,
      wechat_templates: { handed_out: { template_id: 'TPL_HANDED_1' } },
    });
    const code = await shop.paidCode();
    await shop.api.ok('PATCH', `/api/customers/customer/${code.customerId}/`, { openid: OPENID });
    await shop.prepare(code.id);
    await shop.settle();
    const handedAt = shop.clock.now();
    await consume({ key: code.key, collected_by: { name: '李雷', relation: 'courier' } });
    await shop.until(() => shop.wechat.messages.length === 1, 'the WeChat receipt');
    await shop.settle();
    const message = shop.wechat.messages[0]!;
    expect(message).toMatchObject({ appid: ACCOUNT, touser: OPENID, template_id: 'TPL_HANDED_1' });
    expect(message.data).toEqual({
      thing1: { value: '南京西路店' },
      character_string2: { value: code.key.slice(-4) },
      time3: { value: shanghai(handedAt) },
      thing4: { value: '李雷（跑腿）' },
    });
    expect(receiptsSent()).toEqual([]);
    const [notice] = await receipts(code.id);
    expect(notice).toMatchObject({ channel: 'wechat', status: 'sent' });
  });

  it('an accepted offline hand-out sends it with the hand-out time; accepts_sms false skips it', async () => {
    shop = await startNoticeShop(EVENING);
    await configure(true);
    const code = await waitingCode();
    const handedAt = shop.clock.now() + 10 * MINUTE;
    shop.timers.advance(40 * MINUTE);
    await shop.relogin();
    const used = await consume({ key: code.key, offline_at: apiTime(handedAt), counter_id: '2' });
    expect(used.used_at).toBe(apiTime(handedAt));
    await shop.until(() => receiptsSent().length === 1, 'the offline receipt');
    expect(receiptsSent()[0]!.templateParam.time).toBe(shanghai(handedAt));

    const declined = await waitingCode();
    await shop.api.ok('PATCH', `/api/customers/customer/${declined.customerId}/`, {
      accepts_sms: false,
    });
    await consume({ key: declined.key });
    await shop.until(
      async () => (await receipts(declined.id))[0]?.status === 'skipped',
      'the skipped receipt',
    );
    const [skipped] = await receipts(declined.id);
    expect(skipped!.detail).toContain('does not accept SMS');
    expect(receiptsSent()).toHaveLength(1);
  });

  it('quiet hours hold it to 09:00; a rollback before then cancels it, a new hand-out has its own', async () => {
    // 22:00 in Shanghai: inside the default quiet hours.
    shop = await startNoticeShop(Date.parse('2026-11-21T14:00:00Z'));
    await configure(true);
    const kept = await waitingCode();
    const rolledBack = await waitingCode();
    const again = await waitingCode();
    for (const code of [kept, rolledBack, again]) await consume({ key: code.key });
    await shop.until(async () => {
      const held = await shop.notices('?kind=handed_out&status=pending');
      return held.length === 3 && held.every((n) => n.detail !== null);
    }, 'the receipts held back');
    const [held] = await receipts(kept.id);
    expect(held).toMatchObject({ status: 'pending', attempts: [] });
    expect(held!.next_attempt_at).toBe('2026-11-22T09:00:00.000+08:00');

    // Rolled back: the receipt is cancelled at once, in the rollback's transaction.
    await shop.api.ok('POST', '/api/orders/pick_up_code/rollback/', { key: rolledBack.key });
    const [cancelled] = await receipts(rolledBack.id);
    expect(cancelled).toMatchObject({ status: 'skipped', attempts: [] });
    expect(cancelled!.detail).toContain('rolled back');
    // Rolled back and handed out again: the first receipt gives way to the second.
    await shop.api.ok('POST', '/api/orders/pick_up_code/rollback/', { key: again.key });
    await consume({ key: again.key, collected_by: { name: '韩梅梅', relation: 'friend' } });
    expect((await receipts(again.id)).map((n) => n.status)).toEqual(['pending', 'skipped']);

    await shop.settle();
    shop.timers.advance(11 * HOUR - MINUTE);
    await shop.settle();
    expect(receiptsSent()).toHaveLength(0);
    shop.timers.advance(2 * MINUTE);
    await shop.until(() => receiptsSent().length === 2, 'the receipts at 09:00');
    await shop.settle();
    expect(
      receiptsSent()
        .map((sms) => sms.templateParam.collector)
        .sort(),
    ).toEqual(['本人', '韩梅梅（朋友）']);
    expect((await receipts(rolledBack.id)).map((n) => n.status)).toEqual(['skipped']);
  });

  it('rolled back while an attempt holds it: that attempt fails, and no retry sends the receipt', async () => {
    shop = await startNoticeShop(EVENING);
    await configure(true);
    const code = await waitingCode();
    shop.sms.fail(1);
    shop.sms.hold();
    await consume({ key: code.key });
    await shop.until(() => shop.sms.waiting === 1, 'the receipt on its way');
    await shop.api.ok('POST', '/api/orders/pick_up_code/rollback/', { key: code.key });
    // The attempt holds the notice: the rollback leaves it to the attempt.
    expect((await receipts(code.id))[0]).toMatchObject({ status: 'pending' });
    shop.sms.release();
    await shop.until(
      async () => (await receipts(code.id))[0]?.attempts.length === 1,
      'the failed attempt',
    );
    await shop.settle();
    shop.timers.advance(MINUTE);
    await shop.until(
      async () => (await receipts(code.id))[0]?.status === 'skipped',
      'the retry skipped',
    );
    const [notice] = await receipts(code.id);
    expect(notice!.detail).toContain('rolled back');
    expect(notice!.attempts).toHaveLength(1);
    expect(receiptsSent()).toEqual([]);
  });
});
