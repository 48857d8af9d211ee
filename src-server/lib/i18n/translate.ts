import type { Language } from './language';
import { SENTENCES, WORDS } from './sentences';

interface Compiled {
  pattern: RegExp;
  names: string[];
  zh: string;
  /** Characters of the English template outside its placeholders: more is more specific. */
  literal: number;
}

const PLACEHOLDER = /\{(\w+)\}/g;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile([en, zh]: readonly [string, string]): Compiled {
  const names: string[] = [];
  let source = '';
  let last = 0;
  for (const match of en.matchAll(PLACEHOLDER)) {
    source += escape(en.slice(last, match.index));
    source += '(.+?)';
    names.push(match[1]!);
    last = match.index + match[0].length;
  }
  source += escape(en.slice(last));
  return {
    pattern: new RegExp(`^${source}$`, 's'),
    names,
    zh,
    literal: en.replace(PLACEHOLDER, '').length,
  };
}

// The most specific template first: "Cancelled: {reason}" must not take "Cancelled." away from
// its own entry, nor a long sentence lose to a shorter one that also matches.
const compiled = SENTENCES.map(compile).sort((a, b) => b.literal - a.literal);
const exact = new Map(SENTENCES.filter(([en]) => !en.includes('{')).map(([en, zh]) => [en, zh]));

/** A field path's prefix, as import rows and history details write it: `variants.0.price: …`. */
const PREFIXED = /^([a-z_][\w.]*): (.+)$/s;

function toChinese(text: string, depth: number): string | null {
  const known = exact.get(text) ?? WORDS[text];
  if (known !== undefined) return known;
  if (depth > 3) return null;
  for (const entry of compiled) {
    const match = entry.pattern.exec(text);
    if (!match) continue;
    const values = new Map(
      entry.names.map((name, index) => {
        const value = match[index + 1]!;
        return [name, toChinese(value, depth + 1) ?? value];
      }),
    );
    return entry.zh.replace(PLACEHOLDER, (_, name: string) => values.get(name) ?? '');
  }
  const prefixed = PREFIXED.exec(text);
  if (prefixed) {
    const rest = toChinese(prefixed[2]!, depth + 1);
    if (rest !== null) return `${prefixed[1]}: ${rest}`;
  }
  return null;
}

const RECENT_MAX = 2000;
const recent = new Map<string, string | null>();

/**
 * A sentence the server wrote in English, in `language`; null when the catalogue does not
 * know it (the caller then says something more general rather than show English).
 */
export function translateSentence(text: string, language: Language): string | null {
  if (language === 'en') return text;
  // A page of orders says the same timeline notes again and again: each is matched once.
  let said = recent.get(text);
  if (said === undefined) {
    said = toChinese(text, 0);
    if (recent.size >= RECENT_MAX) recent.clear();
    recent.set(text, said);
  }
  return said;
}

/** Like translateSentence, but an unknown sentence stays as written (stored texts of people). */
export function translateStored(text: string, language: Language): string {
  return translateSentence(text, language) ?? text;
}
