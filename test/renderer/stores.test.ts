import { describe, expect, it } from 'vitest';

// Stores keep state (lists, filters, the session); a view that only needs an answer calls its
// area's api.ts. A store function that only passes a call on to the API is a second name for
// the same thing, and is refused here.

const stores = import.meta.glob<string>('/src-renderer/src/features/*/*store.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The names a store file imports from an api.ts (its own area's or another's). */
function apiNames(source: string): Set<string> {
  const names = new Set<string>();
  for (const [, list] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'[^']*\/api'/g)) {
    for (const item of list!.split(',')) {
      const name = item.trim();
      if (name && !name.startsWith('type ')) names.add(name.split(/\s+as\s+/).pop()!);
    }
  }
  return names;
}

/** Functions of a store whose whole body is `return <api call>(…)`. */
function passThroughs(source: string): string[] {
  const api = apiNames(source);
  const found: string[] = [];
  const functions = /^ {2}(?:async )?function (\w+)\([^]*?\{\n([^]*?)\n {2}\}$/gm;
  for (const [, name, body] of source.matchAll(functions)) {
    const call = /^\s*return (?:await )?(\w+)\([^;]*\);$/.exec(body!);
    if (call && !body!.includes('\n') && api.has(call[1]!)) found.push(name!);
  }
  return found;
}

describe('stores', () => {
  it('are found', () => {
    expect(Object.keys(stores).length).toBeGreaterThan(10);
  });

  for (const [path, source] of Object.entries(stores)) {
    it(`${path.replace('/src-renderer/src/', '')} passes no API call through`, () => {
      expect(passThroughs(source)).toEqual([]);
    });
  }

  it('the check finds a pass-through', () => {
    const source = [
      "import { getCustomer, listCustomers, type Customer } from './api';",
      "export const useX = defineStore('x', () => {",
      '  function load(id: number): Promise<Customer> {',
      '    return getCustomer(id);',
      '  }',
      '',
      '  async function keep(id: number): Promise<void> {',
      '    list.value = await listCustomers({ id });',
      '  }',
      '  return { load, keep };',
      '});',
    ].join('\n');
    expect(passThroughs(source)).toEqual(['load']);
  });
});
