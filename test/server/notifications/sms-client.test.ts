import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sendSms } from '../../../src-server/modules/notifications/sms-client';
import {
  FAKE_SMS_KEY,
  FAKE_SMS_SIGN,
  startFakeSmsService,
  type FakeSmsService,
} from '../../support/fake-sms-service';

let fake: FakeSmsService;
beforeEach(async () => {
  fake = await startFakeSmsService();
});
afterEach(() => fake.close());

const config = () => ({
  accessKeyId: FAKE_SMS_KEY.id,
  accessKeySecret: FAKE_SMS_KEY.secret,
  signName: FAKE_SMS_SIGN,
  endpoint: fake.endpoint,
});

describe('SendSms through the official SDK (docs/NOTIFICATIONS.md)', () => {
  it('a signed request with the sign name, template and its parameters as JSON is accepted', async () => {
    const answer = await sendSms(config(), {
      mobile: '13800138000',
      templateCode: 'SMS_READY_1',
      params: { store: '南京西路店', code: '1234' },
    });
    expect(answer.succeeded, answer.answer).toBe(true);
    expect(JSON.parse(answer.answer).Code).toBe('OK');
    expect(fake.sent).toHaveLength(1);
    expect(fake.sent[0]).toMatchObject({
      phoneNumbers: '13800138000',
      signName: FAKE_SMS_SIGN,
      templateCode: 'SMS_READY_1',
      templateParam: { store: '南京西路店', code: '1234' },
    });
    expect(fake.sent[0]!.params.SignatureMethod).toBe('HMAC-SHA1');
  });

  it('a wrong secret fails the signature check; a refusal is an answer, not a throw', async () => {
    const answer = await sendSms(
      { ...config(), accessKeySecret: 'not-the-secret' },
      { mobile: '13800138000', templateCode: 'SMS_READY_1', params: { store: 'a', code: '1' } },
    );
    expect(answer.succeeded).toBe(false);
    expect(answer.answer).toContain('SignatureDoesNotMatch');
    expect(answer.answer).not.toContain('not-the-secret');
    expect(fake.sent).toHaveLength(0);

    const unknownTemplate = await sendSms(config(), {
      mobile: '13800138000',
      templateCode: 'SMS_NOPE',
      params: {},
    });
    expect(unknownTemplate.succeeded).toBe(false);
    expect(unknownTemplate.answer).toContain('isv.SMS_TEMPLATE_ILLEGAL');
  });

  it('an endpoint that cannot be reached is a failed answer', async () => {
    await fake.close();
    const answer = await sendSms(config(), {
      mobile: '13800138000',
      templateCode: 'SMS_READY_1',
      params: { store: 'a', code: '1' },
    });
    expect(answer.succeeded).toBe(false);
    fake = await startFakeSmsService();
  });
});
