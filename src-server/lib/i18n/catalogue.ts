import { ERROR_CODES, type ErrorCode } from '../../../src-shared/errors';
import { EN, type MessageCode, ZH_CN } from '../../../src-shared/messages';
import type { Language } from './language';

/**
 * The general sentences of the error codes and the few words the server stores, from the
 * catalogues of src-shared/messages/ (docs/ARCHITECTURE.md "Messages").
 */

type Texts = Record<Language, string>;

const both = (code: MessageCode): Texts => ({ 'zh-CN': ZH_CN[code], en: EN[code] });

/** An error code's message: `error.<code>` (the compiler checks that every code has one). */
export const errorMessageCode = (code: ErrorCode): MessageCode => `error.${code}`;

/**
 * Each error code's general sentence (`error.<code>` of the catalogues): the `detail` in
 * Chinese of a refusal whose text is no message (a library's own words; a `{param}` is filled
 * from the error's params).
 */
export const CODE_DETAILS = Object.fromEntries(
  ERROR_CODES.map((code) => [code, both(errorMessageCode(code))]),
) as Record<ErrorCode, Texts>;

/** The words the server stores or composes, by key. */
export const TEXTS = {
  /** A product without options has one variant of this title (Shopify's convention). */
  'variant.default_title': both('variant.default_title'),
  /** A field message the catalogue does not know, in a language it is not written in. */
  'field.invalid': both('field.invalid'),
} as const satisfies Record<string, Texts>;

export type TextKey = keyof typeof TEXTS;

const fill = (template: string, params: Readonly<Record<string, unknown>> = {}) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );

/** A keyed text in `language`, its `{param}`s filled. */
export function text(language: Language, key: TextKey, params?: Record<string, unknown>): string {
  return fill(TEXTS[key][language], params);
}

/** An error code's general sentence in `language`, its `{param}`s filled from the error's. */
export function codeDetail(
  language: Language,
  code: ErrorCode,
  params?: Readonly<Record<string, unknown>>,
): string {
  return fill(CODE_DETAILS[code][language], params);
}
