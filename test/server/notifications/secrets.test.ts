import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { FAKE_COMPONENT } from '../../support/fake-social-platform';
import { FAKE_SMS_KEY } from '../../support/fake-sms-service';
import { ACCOUNT, OPENID, startNoticeShop, type NoticeShop } from './support';

/**
 * The channels' secrets (docs/NOTIFICATIONS.md "Secrets"): the SMS AccessKey secret and the
 * WeChat component secret and tokens are in no answer and no log line, whether the sends
 * succeed, the providers refuse (even answering with the secret in their text) or cannot be
 * reached.
 */

let shop: NoticeShop;
afterEach(async () => {
  await shop.close();
});

/** 2026-11-21 20:00 in Shanghai, outside the default quiet hours (21:00–09:00). */
const EVENING = Date.parse('2026-11-21T12:00:00Z');

/** A loopback port nothing listens on (taken and released). */
async function closedPort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Every secret the fake platform handed out or was given: tokens, refresh tokens, the secret. */
function wechatSecrets(shop: NoticeShop): string[] {
  const secrets = new Set<string>([FAKE_COMPONENT.secret]);
  for (const { query, body } of shop.wechat.requests) {
    for (const name of ['access_token', 'component_access_token'])
      if (query[name]) secrets.add(query[name]);
    const fields = (body ?? {}) as Record<string, unknown>;
    for (const name of ['authorizer_refresh_token', 'component_appsecret'])
      if (typeof fields[name] === 'string') secrets.add(fields[name]);
  }
  for (const { accessToken, refreshToken } of shop.wechat.authorizerTokens.values())
    secrets.add(accessToken).add(refreshToken);
  return [...secrets];
}

describe('secrets in answers and logs', () => {
  it('sends that succeed, are refused and find no server: no secret in any answer or log line', async () => {
    let log = '';
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => (log += chunk.toString()));
    shop = await startNoticeShop(EVENING, { logger: { stream, level: 'trace' } });
    const answers: unknown[] = [];
    const keep = <T>(answer: T) => (answers.push(answer), answer);

    keep(await shop.configureSms());
    await shop.authorizeWechat();
    shop.wechat.addTemplate('TPL_READY_1', ['thing1', 'character_string2', 'time3', 'thing4']);
    shop.wechat.subscribe(OPENID);
    keep(
      await shop.api.ok('PATCH', '/api/notifications/settings/', {
        wechat_authorizer_appid: ACCOUNT,
        wechat_templates: { ready: { template_id: 'TPL_READY_1' } },
      }),
    );
    // The orders share their customer: his openid picks the channel of the next notice.
    const codeBy = async (openid: string | null) => {
      const code = await shop.paidCode();
      await shop.api.ok('PATCH', `/api/customers/customer/${code.customerId}/`, { openid });
      return code;
    };
    const prepared = async (code: { id: number }) => {
      await shop.prepare(code.id);
      await shop.until(
        async () =>
          (await shop.notices(`?pick_up_code=${code.id}&kind=ready`))[0]?.attempts.length === 1,
        'the attempt',
      );
    };

    // Sent: one SMS, one WeChat message (the stale authorizer token renewed on the way).
    const smsOk = await codeBy(null);
    await prepared(smsOk);
    shop.wechat.expireAuthorizerTokens();
    const wechatOk = await codeBy(OPENID);
    await prepared(wechatOk);

    // Refused, with the providers echoing secrets in their answers (WeChat the token it got).
    shop.sms.fail(1, {
      status: 400,
      Code: 'SignatureDoesNotMatch',
      Message: `Specified signature is not matched; key secret ${FAKE_SMS_KEY.secret}`,
    });
    const smsRefused = await codeBy(null);
    await prepared(smsRefused);
    const current = shop.wechat.authorizerTokens.get(ACCOUNT)!;
    shop.wechat.answerError(
      'send',
      {
        errcode: 47003,
        errmsg: `argument invalid! access_token ${current.accessToken}`,
      },
      1,
    );
    const wechatRefused = await codeBy(OPENID);
    await prepared(wechatRefused);

    // No server: the SMS endpoint refuses connections; the WeChat platform is gone.
    keep(
      await shop.api.ok('PATCH', '/api/notifications/settings/', {
        sms_endpoint: `http://127.0.0.1:${await closedPort()}`,
      }),
    );
    const smsDown = keep(
      await shop.api.ok('POST', '/api/notifications/settings/test/', {
        channel: 'sms',
        mobile: '13900139000',
      }),
    );
    expect(smsDown).toMatchObject({ status: 'failed' });
    expect(smsDown.response_excerpt).toMatch(/ECONNREFUSED|connect/i);
    await shop.wechat.close();
    const wechatDown = keep(
      await shop.api.ok('POST', '/api/notifications/settings/test/', {
        channel: 'wechat',
        openid: OPENID,
      }),
    );
    expect(wechatDown).toMatchObject({ status: 'failed' });
    await shop.settle();

    // The outcomes are what the test means them to be.
    const status = async (code: { id: number }) =>
      (await shop.notices(`?pick_up_code=${code.id}&kind=ready`))[0]!;
    expect(await status(smsOk)).toMatchObject({ channel: 'sms', status: 'sent' });
    expect(await status(wechatOk)).toMatchObject({ channel: 'wechat', status: 'sent' });
    const refusedSms = await status(smsRefused);
    expect(refusedSms).toMatchObject({ channel: 'sms', status: 'pending' });
    expect(refusedSms.response_excerpt).toContain('***');
    const refusedWechat = await status(wechatRefused);
    expect(refusedWechat).toMatchObject({ channel: 'wechat', status: 'pending' });
    expect(refusedWechat.response_excerpt).toContain('***');

    // Every answer about them: the log, each record, the settings, the summary.
    const listed = await shop.api.ok('GET', '/api/notifications/notification/?page_size=100');
    keep(listed);
    for (const notice of listed.results as { id: number }[])
      keep(await shop.api.ok('GET', `/api/notifications/notification/${notice.id}/`));
    keep(await shop.api.ok('GET', '/api/notifications/settings/'));
    keep(await shop.api.ok('GET', '/api/notifications/summary/'));
    expect(listed.results.length).toBeGreaterThanOrEqual(6);

    const secrets = [FAKE_SMS_KEY.secret, ...wechatSecrets(shop)];
    expect(secrets.length).toBeGreaterThan(4);
    const answered = JSON.stringify(answers);
    expect(log).toContain('"msg":"request"');
    for (const secret of secrets) {
      expect(answered.includes(secret), `an answer holds ${secret}`).toBe(false);
      expect(log.includes(secret), `the log holds ${secret}`).toBe(false);
    }
    // Nor does the log name the customer's mobile.
    expect(log).not.toContain('13800138000');
    expect(log).not.toContain('13900139000');
  });
});
