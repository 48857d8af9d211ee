import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/ARCHITECTURE.md is the map a newcomer reads first: every file, folder, function, type,
// script and flag it names in backticks must exist, so that a rename that forgets the map
// fails here instead of sending a reader after a name that is gone (`markUsed`, once).

const ROOT = join(import.meta.dirname, '../..');
const DOC = 'docs/ARCHITECTURE.md';

const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean);

const SOURCE = /\.(ts|vue|js|cjs|mjs|json|yaml|sh)$|^\.ci\/run$/;
// The code, not the documents, the generated API types or this file (whose examples are names
// that must not exist).
const SELF = 'test/scripts/architecture-names.test.ts';
const corpus = tracked
  .filter(
    (path) =>
      SOURCE.test(path) && !/^docs\/|schema\.d\.ts$|\/locales\//.test(path) && path !== SELF,
  )
  .map((path) => readFileSync(join(ROOT, path), 'utf8'))
  .join('\n');
const scripts = Object.keys(
  (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: object }).scripts,
);

/** A path the doc names: a file or folder of the repository, whole or by its last parts. */
function pathExists(name: string): boolean {
  const path = name.replace(/^\.\//, '');
  if (path.endsWith('/'))
    return tracked.some((file) => file.startsWith(path) || file.includes(`/${path}`));
  return tracked.some((file) => file === path || file.endsWith(`/${path}`));
}

/** A name as code defines or calls it: not a member or a key (`t('codes.markUsed')`). */
const wordIn = (word: string, text: string) =>
  new RegExp(`(?<![\\w$.])${word.replace(/\$/g, '\\$')}(?![\\w$])`).test(text);

type Verdict = 'ok' | 'missing' | 'not a code name';

/** Whether one backticked span of the doc names something that exists. */
export function check(span: string): Verdict {
  const text = span.trim();
  if (/^(GET|POST|PATCH|PUT|DELETE) \/|^\/api\//.test(text)) return 'not a code name';
  const script = /^npm run ([\w:-]+)/.exec(text);
  if (script) return scripts.includes(script[1]!) ? 'ok' : 'missing';
  if (/^--[\w-]+$/.test(text)) return corpus.includes(text) ? 'ok' : 'missing';
  if (/^[\w.-]*\/[\w./-]*$|^[\w.-]+\.(ts|vue|cjs|js|json|md)$|^\.ci\/run$/.test(text))
    return pathExists(text) ? 'ok' : 'missing';
  // A call or a member (`createOrder(ctx, input)`, `database.transaction(fn)`): its name.
  const called = /^([\w$.]+)\(.*\)$/s.exec(text)?.[1] ?? text;
  if (/^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/.test(called)) {
    const name = called.split('.').at(-1)!;
    // Plain lowercase words (`code`, `busy`) are as often prose as code: only names with a
    // capital or an underscore, or a call, are checked.
    if (!/[A-Z_]/.test(name) && called === text && !text.includes('.')) return 'not a code name';
    return wordIn(name, corpus) ? 'ok' : 'missing';
  }
  return 'not a code name';
}

function spans(markdown: string): string[] {
  const withoutBlocks = markdown.replace(/```[\s\S]*?```/g, '');
  return [...withoutBlocks.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!);
}

describe(DOC, () => {
  it('names only files, folders, functions, types, scripts and flags that exist', () => {
    const named = spans(readFileSync(join(ROOT, DOC), 'utf8'));
    expect(named.length).toBeGreaterThan(50);
    const missing = [...new Set(named)].filter((span) => check(span) === 'missing');
    expect(missing).toEqual([]);
  });

  it('the check tells a name that exists from one that does not', () => {
    expect(check('src-server/context.ts')).toBe('ok');
    expect(check('db/locks.ts')).toBe('ok');
    expect(check('http/')).toBe('ok');
    expect(check('perContext')).toBe('ok');
    expect(check('AppContext')).toBe('ok');
    expect(check('npm run lint')).toBe('ok');
    expect(check('ctx.database.transaction(fn)')).toBe('ok');
    expect(check('markUsedFormerly')).toBe('missing');
    // A locale key (`t('discounts.…automaticAll')`) is no function.
    expect(check('automaticAll')).toBe('missing');
    expect(check('modules/pick-up/gone.ts')).toBe('missing');
    expect(check('npm run nothing-such')).toBe('missing');
    expect(check('POST /api/orders/pick_up_code/consume/')).toBe('not a code name');
    expect(check('busy')).toBe('not a code name');
  });
});
