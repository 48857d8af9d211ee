import type { MessageCode, ParamName } from './codes';
import { EN } from './en';
import { ZH_CN } from './zh-CN';

/**
 * The server's messages for people by code, one catalogue per language (docs/ARCHITECTURE.md
 * "Messages"): the code says which sentence, its params the facts it names. A message is
 * rendered in a language only where it is said (an answer, a CLI line); until then it is data.
 */

export type { MessageCode, ParamName } from './codes';
export { EN } from './en';
export { ZH_CN } from './zh-CN';

/** The languages of the catalogues. */
export type MessageLanguage = 'en' | 'zh-CN';

export const CATALOGUES: Readonly<Record<MessageLanguage, Readonly<Record<MessageCode, string>>>> =
  { en: EN, 'zh-CN': ZH_CN };

/** A param's value: a number or text said as it is, or another message said in the language. */
export type MessageParam = string | number | Message;

/** A sentence by code, with the facts its `{param}`s name. */
export interface Message<C extends MessageCode = MessageCode> {
  readonly code: C;
  readonly params?: Readonly<Record<string, MessageParam>>;
}

export type MessageParams<C extends MessageCode> = { readonly [K in ParamName<C>]: MessageParam };

/** The arguments after the code: the params when the message has some, nothing otherwise. */
export type ParamsArgument<C extends MessageCode> = [ParamName<C>] extends [never]
  ? []
  : [params: MessageParams<C>];

/** A message: `msg('customers.mobile_taken')`, `msg('orders.stock_short', { line, left, … })`. */
export function msg<C extends MessageCode>(code: C, ...[params]: ParamsArgument<C>): Message<C> {
  return params === undefined ? { code } : { code, params };
}

export const isMessageCode = (code: unknown): code is MessageCode =>
  typeof code === 'string' && Object.hasOwn(EN, code);

export function isMessage(value: unknown): value is Message {
  return (
    typeof value === 'object' && value !== null && isMessageCode((value as { code?: unknown }).code)
  );
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** A message in `language`: its template with each `{param}` filled (a message param said too). */
export function render(message: Message, language: MessageLanguage): string {
  const params = message.params;
  return CATALOGUES[language][message.code].replace(PLACEHOLDER, (whole, name: string) => {
    const value = params?.[name];
    if (value === undefined) return whole;
    return typeof value === 'object' ? render(value, language) : String(value);
  });
}
