import { describe, expect, it } from 'vitest';
import { messages } from '@/i18n';
import { mergeMessages } from '@/shared/locale';

// Each area keeps its texts beside it (features/<area>/locales/{zh-CN,en}.ts, shared/locales,
// layout/locales); i18n.ts merges them into the one tree the screens' `t('…')` calls read.

const catalogues = import.meta.glob<Record<string, object>>('/src-renderer/src/**/locales/*.ts', {
  eager: true,
});

/** `a.b.c` for every text of a catalogue. */
function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

/** The one catalogue a locale file exports. */
function catalogueOf(path: string): object {
  const exported = Object.values(catalogues[path] ?? {});
  expect(exported, path).toHaveLength(1);
  return exported[0]!;
}

const folders = [
  ...new Set(Object.keys(catalogues).map((path) => path.replace(/\/[^/]+\.ts$/, ''))),
].sort();

describe("each area's catalogue", () => {
  it('is found for every area, the shared texts and the frame', () => {
    const areas = Object.keys(import.meta.glob('/src-renderer/src/features/*/routes.ts'));
    for (const routes of areas) expect(folders).toContain(routes.replace('/routes.ts', '/locales'));
    expect(folders).toContain('/src-renderer/src/shared/locales');
    expect(folders).toContain('/src-renderer/src/layout/locales');
    expect(folders).toContain('/src-renderer/src/features/pickup-page/locales');
  });

  for (const folder of folders) {
    it(`${folder.replace('/src-renderer/src/', '')} has the same keys in both languages`, () => {
      expect(
        Object.keys(catalogues)
          .filter((path) => path.startsWith(`${folder}/`))
          .sort(),
      ).toEqual([`${folder}/en.ts`, `${folder}/zh-CN.ts`]);
      const zh = keysOf(catalogueOf(`${folder}/zh-CN.ts`));
      const en = keysOf(catalogueOf(`${folder}/en.ts`));
      expect(zh.length).toBeGreaterThan(0);
      expect(
        en.filter((key) => !zh.includes(key)),
        'only in en',
      ).toEqual([]);
      expect(
        zh.filter((key) => !en.includes(key)),
        'only in zh-CN',
      ).toEqual([]);
    });
  }

  it('merge into one tree per language with the same keys', () => {
    const zh = keysOf(messages['zh-CN']).sort();
    expect(keysOf(messages.en).sort()).toEqual(zh);
    // Every area's texts are in it, under their own path.
    expect(zh).toContain('discounts.rules.newTitle');
    expect(zh).toContain('nav.priceRules');
    expect(zh).toContain('counter.units.day');
    expect(zh).toContain('counter.verdict.ready.title');
  });
});

describe('mergeMessages', () => {
  it('merges the sections two catalogues share, key by key', () => {
    expect(mergeMessages({ nav: { a: 'A' }, x: 'X' }, { nav: { b: 'B' } })).toEqual({
      nav: { a: 'A', b: 'B' },
      x: 'X',
    });
  });

  it('refuses a text given twice, naming it', () => {
    expect(() => mergeMessages({ nav: { a: 'A' } }, { nav: { a: 'Other' } })).toThrow('nav.a');
    expect(() => mergeMessages({ nav: 'A' }, { nav: { a: 'A' } })).toThrow('nav');
  });
});
