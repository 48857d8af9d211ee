/** Chinese characters and punctuation. */
export const CJK = /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/;

/**
 * Two or more ASCII words in a row: an English phrase left in a Chinese text. Quoted text,
 * `{…}` and single names (`Content-Type`, `YYYY-MM-DD`, `price_rule.title`) are not prose.
 */
const ENGLISH_PHRASE = /[A-Za-z][\w.-]*(?:[ ,]+[A-Za-z][\w.-]*)+/;
const withoutNames = (text: string) => text.replace(/"[^"]*"|“[^”]*”|\{[^}]*\}|<[^>]*>/g, '');
/** A text meant to be Chinese that is not: no Chinese at all, or an English phrase in it. */
export const untranslated = (text: string) =>
  ENGLISH_PHRASE.test(withoutNames(text)) || !CJK.test(text);
