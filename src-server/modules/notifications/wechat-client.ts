import type { ProviderAnswer } from './sms-client';

/** WeChat's subscription message of a mini program (docs/NOTIFICATIONS.md). */
export const WECHAT_TIMEOUT_MS = 10_000;

export interface SubscribeMessage {
  touser: string;
  templateId: string;
  page: string;
  /** Field name → value (`thing1`, `character_string2`, `time3` …). */
  data: Record<string, string>;
}

/**
 * The limits of a field's kind (the platform refuses longer values): a `thing` is at most 20
 * characters, a `character_string` 32 printable ASCII characters, a `phrase` 5.
 */
export function fitField(name: string, value: string): string {
  const cut = (limit: number) => [...value].slice(0, limit).join('');
  if (name.startsWith('thing')) return cut(20);
  if (name.startsWith('character_string')) return value.replace(/[^\x21-\x7e]/g, '').slice(0, 32);
  if (name.startsWith('phrase')) return cut(5);
  if (name.startsWith('name')) return cut(10);
  return value;
}

/** POSTs `message/subscribe/send` with the authorizer's token; errcode 0 is success. */
export async function sendSubscribeMessage(
  access: { apiBase: string; accessToken: string },
  message: SubscribeMessage,
  fetchImpl: typeof fetch = fetch,
): Promise<ProviderAnswer> {
  const url = new URL(`${access.apiBase.replace(/\/+$/, '')}/cgi-bin/message/subscribe/send`);
  url.searchParams.set('access_token', access.accessToken);
  const data = Object.fromEntries(
    Object.entries(message.data).map(([name, value]) => [name, { value: fitField(name, value) }]),
  );
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        touser: message.touser,
        template_id: message.templateId,
        page: message.page,
        data,
        lang: 'zh_CN',
      }),
      signal: AbortSignal.timeout(WECHAT_TIMEOUT_MS),
      redirect: 'error',
    });
    const text = await response.text();
    if (!response.ok) return { succeeded: false, answer: `HTTP ${response.status}: ${text}` };
    let errcode: unknown;
    try {
      errcode = (JSON.parse(text) as { errcode?: unknown }).errcode;
    } catch {
      return { succeeded: false, answer: `Not JSON: ${text}` };
    }
    return { succeeded: errcode === 0, answer: text };
  } catch (error) {
    const failure = error as Error & { cause?: { code?: string; message?: string } };
    const reason =
      failure.name === 'TimeoutError'
        ? `No answer within ${WECHAT_TIMEOUT_MS / 1000} s.`
        : `The request failed: ${failure.cause?.code ?? failure.cause?.message ?? failure.message}`;
    return { succeeded: false, answer: reason };
  }
}
