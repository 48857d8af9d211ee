import type { ErrorBody, FieldErrors } from '../../../src-shared/errors';
import { render } from '../../../src-shared/messages';
import { text } from './catalogue';
import { API_DEFAULT_LANGUAGE, type Language } from './language';
import { asMessage, messageOf, type Said, sayDetail } from './messages';
import { zodIssueInChinese } from './zod-messages';

export { actionDetail, actionText, collectorMessage, offlineWhereMessage } from './action-details';
export { API_DEFAULT_LANGUAGE, LANGUAGES, languageOf, type Language } from './language';
export { CODE_DETAILS, text, TEXTS, type TextKey } from './catalogue';
export {
  asMessage,
  messageOf,
  messageText,
  msg,
  render,
  type Message,
  type MessageCode,
  type Said,
  sayDetail,
  sayStored,
  storedMessage,
  zodMessage,
} from './messages';

/** What zod said about a field, when the message is zod's own (no schema message). */
export interface IssueFacts {
  code: string;
  facts: Record<string, unknown>;
}

/**
 * A field's message in `language`: a message (or a zod message string standing for one) from
 * its catalogue; else, for a zod issue, zod's check said in that language; else a general
 * "invalid value" rather than another language.
 */
export function fieldMessage(said: Said, language: Language, issue?: IssueFacts): string {
  const asked = asMessage(said);
  if (asked) return render(asked, language);
  const message = said as string;
  // A row error of an import names the nested field before zod's message: `variants.0.price: …`.
  const nested = /^((?:[a-z_][\w.]*: )+)(.+)$/s.exec(message);
  const inner = nested && messageOf(nested[2]!);
  if (inner) return `${nested[1]}${render(inner, language)}`;
  // Zod's own words are English: said as they are in English, from the issue's facts otherwise.
  if (language === 'en') return message;
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
export function localiseErrorBody(body: ErrorBody, language = API_DEFAULT_LANGUAGE): ErrorBody {
  // A server built without registerLanguage has no request.lang: the API's default, English.
  const params = body.params as Record<string, unknown> | undefined;
  const detail = sayDetail(body.detail, language, body.code, params);
  return {
    ...body,
    detail,
    ...(body.errors && { errors: localiseFields(body.errors, language) }),
  };
}
