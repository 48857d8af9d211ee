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
import { translateSentence, translateStored } from './translate';
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

/**
 * A message kept in a text column (a notice's detail): the same text as zodMessage, so a row
 * keeps the code and params and is said in the reader's language (docs/API.md "Languages").
 */
export const storedMessage = zodMessage;

/**
 * A stored text in `language`: a stored message (storedMessage) from its catalogue; a text of
 * an older version, stored as English, through sentences.ts; a person's own text as written.
 */
export function sayStored(text: string, language: Language): string {
  const message = messageOf(text);
  return message ? render(message, language) : translateStored(text, language);
}

/** A text the code still writes as a sentence, or a message: what it says, as a message if it can. */
export type Said = Message | string;

/** A message, or a zod message string standing for one; null for a plain sentence. */
export const asMessage = (said: Said): Message | null =>
  typeof said === 'string' ? messageOf(said) : isMessage(said) ? said : null;

/**
 * What a refusal says in `language`: a message from the catalogue; a sentence of the code that
 * is not one yet from the English-keyed sentences (translate.ts), else its code's general one.
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
  return translateSentence(text, language) ?? codeDetail(language, code, params);
}

export { msg, render, type Message, type MessageCode };
