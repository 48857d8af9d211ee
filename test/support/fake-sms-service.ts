import { createHmac, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for Alibaba Cloud's SMS service (dysmsapi) on loopback, speaking its RPC
 * protocol: `Action=SendSms` with the common parameters, signed with HMAC-SHA1 over the
 * canonical query (signature version 1.0). It verifies the signature with the access key's
 * secret, refuses a repeated `SignatureNonce`, checks the sign name, the template and its
 * parameters, and answers as the service does (`{Code, Message, BizId, RequestId}`).
 */

export const FAKE_SMS_KEY = { id: 'LTAI5tFakeAccessKey01', secret: 'fake-access-key-secret-01' };
export const FAKE_SMS_SIGN = '南京西路店';

export interface SentSms {
  phoneNumbers: string;
  signName: string;
  templateCode: string;
  templateParam: Record<string, string>;
  params: Record<string, string>;
}

/** RFC 3986 percent-encoding as the signature defines it. */
const percent = (text: string) =>
  encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

export function rpcSignature(method: string, params: Record<string, string>, secret: string) {
  const canonical = Object.keys(params)
    .filter((key) => key !== 'Signature')
    .sort()
    .map((key) => `${percent(key)}=${percent(params[key]!)}`)
    .join('&');
  const toSign = `${method}&${percent('/')}&${percent(canonical)}`;
  return createHmac('sha1', `${secret}&`).update(toSign).digest('base64');
}

export async function startFakeSmsService(options: { templates?: Record<string, string[]> } = {}) {
  // Template code → the variables its text uses.
  const templates = options.templates ?? {
    SMS_READY_1: ['store', 'code'],
    SMS_REMIND_1: ['store', 'code'],
    SMS_HANDED_1: ['store', 'code', 'time', 'collector'],
  };
  const sent: SentSms[] = [];
  const refused: { code: string; params: Record<string, string> }[] = [];
  const nonces = new Set<string>();
  let failuresLeft = 0;
  let failure = { status: 200, Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发天级流控' };
  // While held, requests wait (an answer slow to come) until released.
  let held: Promise<void> | null = null;
  let release: () => void = () => {};
  let waiting = 0;

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      if (held) {
        waiting += 1;
        await held;
        waiting -= 1;
      }
      const url = new URL(req.url ?? '/', 'http://fake');
      const params: Record<string, string> = Object.fromEntries(url.searchParams);
      const body = Buffer.concat(chunks).toString('utf8');
      if (body) Object.assign(params, Object.fromEntries(new URLSearchParams(body)));
      const answer = (status: number, json: Record<string, unknown>) => {
        res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
        res.end(JSON.stringify({ RequestId: randomBytes(8).toString('hex'), ...json }));
      };
      const refuse = (status: number, code: string, message: string) => {
        refused.push({ code, params });
        answer(status, { Code: code, Message: message });
      };
      if (params.Action !== 'SendSms' || params.Version !== '2017-05-25')
        return refuse(400, 'InvalidAction.NotFound', 'Specified api is not found');
      if (params.AccessKeyId !== FAKE_SMS_KEY.id)
        return refuse(404, 'InvalidAccessKeyId.NotFound', 'Specified access key is not found.');
      if (params.SignatureMethod !== 'HMAC-SHA1' || params.SignatureVersion !== '1.0')
        return refuse(400, 'InvalidSignatureMethod', 'Specified signature method is not valid.');
      const expected = rpcSignature(req.method ?? 'POST', params, FAKE_SMS_KEY.secret);
      if (params.Signature !== expected)
        return refuse(
          400,
          'SignatureDoesNotMatch',
          'Specified signature is not matched with our calculation.',
        );
      if (!params.SignatureNonce || nonces.has(params.SignatureNonce))
        return refuse(400, 'SignatureNonceUsed', 'Specified signature nonce was used already.');
      nonces.add(params.SignatureNonce);
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        return refuse(failure.status, failure.Code, failure.Message);
      }
      if (params.SignName !== FAKE_SMS_SIGN)
        return refuse(200, 'isv.SMS_SIGNATURE_ILLEGAL', '该账号下找不到对应签名');
      const variables = templates[params.TemplateCode ?? ''];
      if (!variables) return refuse(200, 'isv.SMS_TEMPLATE_ILLEGAL', '该账号下找不到对应模板');
      if (!/^1[3-9]\d{9}$/.test(params.PhoneNumbers ?? ''))
        return refuse(200, 'isv.MOBILE_NUMBER_ILLEGAL', '手机号码格式错误');
      let templateParam: Record<string, string>;
      try {
        templateParam = JSON.parse(params.TemplateParam ?? '');
      } catch {
        return refuse(200, 'isv.INVALID_JSON_PARAM', 'JSON参数不合法，只接受字符串值');
      }
      const missing = variables.filter((name) => typeof templateParam[name] !== 'string');
      if (missing.length > 0)
        return refuse(200, 'isv.TEMPLATE_MISSING_PARAMETERS', `模板变量缺少对应参数值: ${missing}`);
      sent.push({
        phoneNumbers: params.PhoneNumbers!,
        signName: params.SignName!,
        templateCode: params.TemplateCode!,
        templateParam,
        params,
      });
      answer(200, { Code: 'OK', Message: 'OK', BizId: `${Date.now()}^0` });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    endpoint,
    sent,
    refused,
    /** The next `times` well-signed requests get this refusal. */
    fail(times: number, answer = failure) {
      failuresLeft = times;
      failure = answer;
    },
    /** Requests from now on wait for `release()` before they are answered. */
    hold() {
      held = new Promise<void>((resolve) => {
        release = () => {
          held = null;
          resolve();
        };
      });
    },
    release: () => release(),
    /** How many requests wait for `release()`. */
    get waiting() {
      return waiting;
    },
    async close() {
      release();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeSmsService = Awaited<ReturnType<typeof startFakeSmsService>>;
