import { describe, expect, it } from 'vitest';

// Screens build what they say from an error's `code` and `params`, never from its `detail`: a
// server sentence may be reworded (or translated) at any time, and a regular expression over it
// then silently stops matching. This test reads every renderer source for one.

const sources = import.meta.glob<string>(
  ['/src-renderer/src/**/*.ts', '/src-renderer/src/**/*.vue', '!/src-renderer/src/**/*.d.ts'],
  { query: '?raw', import: 'default', eager: true },
);

/** A RegExp applied to something named `detail` (`/…/.exec(error.detail)`, `detail.match(…)`). */
const REGEXP_ON_DETAIL = [
  /\.(?:exec|test)\(\s*[\w$.?!]*\bdetail\b/,
  /\bdetail\b[?!]?\.(?:match|matchAll|replace|replaceAll|search|split)\(/,
];

/**
 * Files allowed to read a server message with a regular expression: none. The action history,
 * once the exception, builds its words from each record's `params`.
 */
const KNOWN: string[] = [];

const HISTORY = '/src-renderer/src/features/history/history-detail.ts';

function offences(source: string): string[] {
  return source
    .split('\n')
    .map((line, index) => ({ line: line.trim(), number: index + 1 }))
    .filter(({ line }) => REGEXP_ON_DETAIL.some((pattern) => pattern.test(line)))
    .map(({ line, number }) => `${number}: ${line}`);
}

describe('server messages', () => {
  it('are read by no regular expression in the renderer', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    const found = Object.entries(sources)
      .filter(([path]) => !KNOWN.includes(path))
      .flatMap(([path, source]) => offences(source).map((line) => `${path}:${line}`));
    expect(found).toEqual([]);
  });

  it('has no exception, and the history screen (the former one) holds no regular expression at all', () => {
    expect(KNOWN).toEqual([]);
    const history = sources[HISTORY];
    expect(history).toBeDefined();
    expect(history).toContain('export function describeAction');
    // No pattern of any kind: neither over `detail` nor over any other server text.
    expect(history).not.toMatch(/\bRegExp\(|\.(?:exec|test|match|matchAll)\(/);
  });

  it('the check finds the forms such code takes', () => {
    for (const line of [
      'const store = /belongs to (.+?):/.exec(error.detail)?.[1];',
      'time: /expired at (\\d+)/.exec(detail)?.[1],',
      'if (/cancel/.test(err?.detail)) return;',
      'const [, order] = error.detail.match(/Order (\\d+)/) ?? [];',
      "detail?.replace(/^.*: /, '')",
    ])
      expect(offences(line), line).toHaveLength(1);
    for (const line of [
      "return codeMessage(error.code, t) || error.detail || t('errors.http');",
      "const named = /filename=\"([^\"]+)\"/.exec(response.headers.get('Content-Disposition') ?? '');",
    ])
      expect(offences(line), line).toEqual([]);
  });
});
