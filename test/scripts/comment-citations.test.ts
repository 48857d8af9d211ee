import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// A comment says why and points at the document that holds the rule: a file under `docs/`,
// which every clone has (docs/ARCHITECTURE.md). A section of a design document or a tracker's
// issue number outside the repository leaves a reader with nothing to open.

const ROOT = join(import.meta.dirname, '../..');
const FOLDERS = ['src-server', 'src-renderer/src', 'src-main', 'src-shared', 'test', 'scripts'];
const SOURCE = /\.(ts|vue|js|cjs)$/;
// This file holds examples of what it refuses.
const SKIP = /(^|\/)(node_modules|out)(\/|$)|schema\.d\.ts$|comment-citations\.test\.ts$/;

/** What a citation of something outside `docs/` looks like. */
const OUTSIDE = [
  /(?<!docs\/)\bDESIGN(?:\.md)?\s*§/,
  /(?<!docs\/)\bAPI-SPEC\b/,
  /\b[Ii]ssues?\s+#?\d+\b/,
];

function sources(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .map((name) => join(folder, name))
    .filter((path) => SOURCE.test(path) && !SKIP.test(path));
}

function offences(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      OUTSIDE.some((pattern) => pattern.test(line)) ? [`${index + 1}: ${line.trim()}`] : [],
    );
}

describe('comments', () => {
  it('cite docs/, never a design section, the API specification or an issue outside it', () => {
    const files = FOLDERS.flatMap(sources);
    expect(files.length).toBeGreaterThan(500);
    const found = files.flatMap((path) =>
      offences(readFileSync(join(ROOT, path), 'utf8')).map(
        (line) => `${relative(ROOT, join(ROOT, path))}:${line}`,
      ),
    );
    expect(found).toEqual([]);
  });

  it('the check finds the forms such a citation takes', () => {
    for (const line of [
      '// The rule of DESIGN §5: shipping after line discounts.',
      '/** As API-SPEC says for this endpoint. */',
      '// Fixed in issue 25.',
      '// see issue #31',
    ])
      expect(offences(line), line).toHaveLength(1);
    for (const line of [
      '// docs/DESIGN.md §5: shipping after line discounts.',
      '// docs/SPECIFICATION.md, "Orders"',
      "// The key's issue date is kept.",
    ])
      expect(offences(line), line).toEqual([]);
  });
});
