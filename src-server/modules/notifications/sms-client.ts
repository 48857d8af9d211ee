import Dysmsapi, { SendSmsRequest } from '@alicloud/dysmsapi20170525';
import { $OpenApiUtil } from '@alicloud/openapi-core';

// The SDK is CommonJS with `exports.default`: the bundled CLI gets the module object as the
// default import, Node's ESM loader the class; either way, the class.
const SmsClient: typeof Dysmsapi =
  (Dysmsapi as unknown as { default?: typeof Dysmsapi }).default ?? Dysmsapi;

/** Alibaba Cloud's SMS service (docs/NOTIFICATIONS.md); the SDK signs each request. */
export const DEFAULT_SMS_ENDPOINT = 'https://dysmsapi.aliyuncs.com';
export const SMS_TIMEOUT_MS = 10_000;

export interface SmsConfig {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  /** `https://dysmsapi.aliyuncs.com` or, for tests and proxies, `http://host:port`. */
  endpoint: string;
}

export interface SmsMessage {
  mobile: string;
  templateCode: string;
  params: Record<string, string>;
}

/** What the provider answered: accepted or not, and its answer in words for the log. */
export interface ProviderAnswer {
  succeeded: boolean;
  answer: string;
}

function clientFor(config: SmsConfig) {
  const url = new URL(config.endpoint);
  return new SmsClient(
    new $OpenApiUtil.Config({
      accessKeyId: config.accessKeyId,
      accessKeySecret: config.accessKeySecret,
      endpoint: url.host,
      protocol: url.protocol === 'http:' ? 'http' : 'https',
      // The RPC style signed with HMAC-SHA1 (signature version 1.0), SendSms's own.
      signatureAlgorithm: 'v2',
      connectTimeout: SMS_TIMEOUT_MS,
      readTimeout: SMS_TIMEOUT_MS,
    }),
  );
}

/** Sends one SMS with `SendSms`; a refusal (any `Code` but OK) is an answer, not a throw. */
export async function sendSms(config: SmsConfig, message: SmsMessage): Promise<ProviderAnswer> {
  const request = new SendSmsRequest({
    phoneNumbers: message.mobile,
    signName: config.signName,
    templateCode: message.templateCode,
    templateParam: JSON.stringify(message.params),
  });
  try {
    const response = await clientFor(config).sendSms(request);
    const body = response.body;
    const answer = JSON.stringify({
      Code: body?.code,
      Message: body?.message,
      BizId: body?.bizId,
      RequestId: body?.requestId,
    });
    return { succeeded: body?.code === 'OK', answer };
  } catch (error) {
    const failure = error as { code?: string; message?: string; data?: unknown };
    const answer = failure.data
      ? JSON.stringify(failure.data)
      : `${failure.code ?? 'Error'}: ${failure.message ?? String(error)}`;
    return { succeeded: false, answer };
  }
}
