/**
 * The language of a request's texts for people (docs/API.md, "Languages"): `Accept-Language`
 * naming Chinese (`zh`, `zh-CN`, `zh-Hans`…) or English (`en`, `en-US`…), by its preference
 * order. A request without the header, or naming neither, gets English: API tools and scripts
 * read English, and the app and the customer's page always send their language.
 */

export const LANGUAGES = ['zh-CN', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language of a request that names none we speak. */
export const API_DEFAULT_LANGUAGE: Language = 'en';

function languageOfTag(tag: string): Language | null {
  const primary = tag.trim().toLowerCase().split('-')[0];
  if (primary === 'zh') return 'zh-CN';
  if (primary === 'en') return 'en';
  return null;
}

/** The language an `Accept-Language` header asks for (RFC 9110 §12.5.4, q-values honoured). */
export function languageOf(header: string | string[] | undefined): Language {
  const text = Array.isArray(header) ? header.join(',') : header;
  if (!text) return API_DEFAULT_LANGUAGE;
  const ranked = text
    .split(',')
    .map((part, index) => {
      const [tag = '', ...options] = part.split(';');
      const q = options
        .map((option) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(option)?.[1])
        .find(Boolean);
      const weight = q === undefined ? 1 : Number(q);
      return { language: languageOfTag(tag), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.language !== null && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked[0]?.language ?? API_DEFAULT_LANGUAGE;
}
