import type { ErrorBody, FieldErrors } from '../../../src-shared/errors';
import { codeDetail, text } from './catalogue';
import type { Language } from './language';
import { translateSentence } from './translate';
import { zodIssueInChinese } from './zod-messages';

export { actionDetail } from './action-details';
export { API_DEFAULT_LANGUAGE, LANGUAGES, languageOf, type Language } from './language';
export { CODE_DETAILS, text, TEXTS, type TextKey } from './catalogue';
export { translateSentence, translateStored } from './translate';

/** What zod said about a field, when the message is zod's own (no schema message). */
export interface IssueFacts {
  code: string;
  facts: Record<string, unknown>;
}

/**
 * A field's message in `language`: the catalogue's sentence; else, for a zod issue, zod's
 * check said in that language; else a general "invalid value" rather than another language.
 */
export function fieldMessage(message: string, language: Language, issue?: IssueFacts): string {
  const known = translateSentence(message, language);
  if (known !== null) return known;
  if (issue) return zodIssueInChinese(issue.code, issue.facts);
  // An import row's message names the nested field first (`variants.0.price: …`): kept.
  const prefix = /^([a-z_][\w.]*): ./s.exec(message)?.[1];
  const general = text(language, 'field.invalid');
  return prefix ? `${prefix}: ${general}` : general;
}

function localiseFields(errors: FieldErrors, language: Language): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [
      field,
      messages.map((message) => fieldMessage(message, language)),
    ]),
  );
}

/**
 * An error body written in English, in `language` (docs/API.md, "Languages"): `detail` from
 * the catalogue, or its code's general sentence when the catalogue lacks it; field messages
 * alike. `code` and `params` are for machines and stay as they are.
 */
export function localiseErrorBody(body: ErrorBody, language: Language | undefined): ErrorBody {
  // A server built without registerLanguage has no request.lang: the API's default, English.
  if (language !== 'zh-CN') return body;
  const detail =
    translateSentence(body.detail, language) ??
    codeDetail(language, body.code, body.params as Record<string, unknown> | undefined);
  return {
    ...body,
    detail,
    ...(body.errors && { errors: localiseFields(body.errors, language) }),
  };
}
