import {
  isMessage,
  isMessageCode,
  type Message,
  type MessageCode,
  type MessageParams,
  msg,
  type ParamName,
  render,
} from '../../../src-shared/messages';
import { codeDetail } from './catalogue';
import type { Language } from './language';
import type { ErrorCode } from '../../../src-shared/errors';

/**
 * A schema's message for zod, which takes a string: the message code, and its params as JSON
 * after a space (`field.at_most {"n":"100.00"}`). The error handler, an import's row errors
 * and `ApiError` read it back as the message (messageOf), so zod's issue → field error keeps
 * working and the message is said in the request's language (docs/ARCHITECTURE.md "Messages").
 */
export function zodMessage<C extends MessageCode>(
  code: C,
  ...[params]: [ParamName<C>] extends [never] ? [] : [params: MessageParams<C>]
): string {
  return params === undefined ? code : `${code} ${JSON.stringify(params)}`;
}

const ENCODED = /^([a-z_]+\.[a-z0-9_]+)(?: (\{.*\}))?$/s;

/** The message a zod message string (zodMessage) stands for; null for any other text. */
export function messageOf(text: string): Message | null {
  const match = ENCODED.exec(text);
  if (!match || !isMessageCode(match[1])) return null;
  if (match[2] === undefined) return { code: match[1] };
  try {
    const params: unknown = JSON.parse(match[2]);
    return typeof params === 'object' && params !== null
      ? { code: match[1], params: params as Message['params'] }
      : null;
  } catch {
    return null;
  }
}

/** A message as text (a row error of an import, a stored text): what messageOf reads back. */
export function messageText(said: Said): string {
  const message = asMessage(said);
  if (!message) return said as string;
  return message.params === undefined
    ? message.code
    : `${message.code} ${JSON.stringify(message.params)}`;
}

/**
 * A message kept in a text column (a notice's detail): the same text as zodMessage, so a row
 * keeps the code and params and is said in the reader's language (docs/API.md "Languages").
 */
export const storedMessage = zodMessage;

/**
 * A stored text in `language`: a stored message (storedMessage) from its catalogue; any other
 * text is a person's own (a clerk's reason, a provider's answer) and is shown as written. The
 * English texts of earlier versions became messages in migration 0074.
 */
export function sayStored(text: string, language: Language): string {
  const message = messageOf(text);
  return message ? render(message, language) : text;
}

/**
 * What the server says: a message, or the text zod carries for one (zodMessage). A text that
 * is neither (a library's own words) is never looked up: it is said by its error code instead.
 */
export type Said = Message | string;

/** A message, or a zod message string standing for one; null for any other text. */
export const asMessage = (said: Said): Message | null =>
  typeof said === 'string' ? messageOf(said) : isMessage(said) ? said : null;

/**
 * What a refusal says in `language`: its message from the catalogue; a text that is no message
 * (a library's words) as written in English, and as its code's general message otherwise.
 */
export function sayDetail(
  said: Said,
  language: Language,
  code: ErrorCode,
  params?: Readonly<Record<string, unknown>>,
): string {
  const message = asMessage(said);
  if (message) return render(message, language);
  const text = said as string;
  if (language === 'en') return text;
  return codeDetail(language, code, params);
}

export { msg, render, type Message, type MessageCode };
