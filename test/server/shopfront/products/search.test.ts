import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { openDatabase } from '../../../../src-server/db';
import { migrations } from '../../../../src-server/db/migrations';
import { searchGrams } from '../../../../src-server/modules/shopfront/products/search';
import { searchText } from '../../../../src-server/modules/shopfront/shared/search-text';
import { createTestServer, type TestServer } from '../../../support/server';

/**
 * Queries of one or two characters go through the gram index (search.ts): they must find
 * exactly the products whose indexed text contains them, as the scan they replaced did, and
 * follow every write (create, rename, delete).
 */

// With the characters a PostgreSQL array literal escapes (quote, backslash, braces, comma): the
// gram rows go to PostgreSQL as arrays (search.ts).
const ALPHABET = [
  '保',
  '温',
  '杯',
  '水',
  '壶',
  'a',
  'B',
  'ｃ',
  '1',
  '-',
  ' ',
  'é',
  '🔥',
  '"',
  '\\',
  '{',
  '}',
  ',',
];
const text = fc
  .array(fc.constantFrom(...ALPHABET), { minLength: 1, maxLength: 8 })
  .map((chars) => chars.join('').trim())
  .filter((value) => value.length > 0);

let s: TestServer;
let token: string;

beforeAll(async () => {
  s = await createTestServer();
  token = await s.login();
});
afterAll(async () => {
  await s?.close();
});

async function search(q: string): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const response = await s.app.inject({
      method: 'GET',
      url: `/api/shopfront/product/?q=${encodeURIComponent(q)}&page_size=100&page=${page}`,
      headers: s.auth(token),
    });
    if (response.statusCode === 404) break;
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    ids.push(...body.results.map((product: { id: number }) => product.id));
    if (!body.next) break;
  }
  return ids.sort((a, b) => a - b);
}

describe('short searches through the gram index', () => {
  it('grams are the distinct 1- and 2-character substrings', () => {
    expect(searchGrams(['保温杯', 'ab']).sort()).toEqual(
      ['保', '温', '杯', '保温', '温杯', 'a', 'b', 'ab'].sort(),
    );
    expect(searchGrams(['🔥x'])).toEqual(['🔥', '🔥x', 'x']);
  });

  it('find exactly the products whose text holds the query, through creates, renames and deletes', async () => {
    const titles = new Map<number, string>();
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(
            fc.record({ op: fc.constant('create' as const), title: text }),
            fc.record({ op: fc.constant('rename' as const), title: text, pick: fc.nat() }),
            fc.record({ op: fc.constant('delete' as const), pick: fc.nat() }),
          ),
          { minLength: 1, maxLength: 6 },
        ),
        fc.array(fc.constantFrom(...ALPHABET), { minLength: 1, maxLength: 2 }),
        async (operations, queryChars) => {
          for (const operation of operations) {
            const ids = [...titles.keys()];
            if (operation.op === 'create' || ids.length === 0) {
              const title = 'title' in operation ? operation.title : '杯';
              const response = await s.app.inject({
                method: 'POST',
                url: '/api/shopfront/product/',
                headers: s.auth(token),
                payload: { title, variants: [{ price: '1.00' }] },
              });
              expect(response.statusCode, response.body).toBe(201);
              titles.set(response.json().id, title);
            } else if (operation.op === 'rename') {
              const id = ids[operation.pick % ids.length]!;
              const response = await s.app.inject({
                method: 'PATCH',
                url: `/api/shopfront/product/${id}/`,
                headers: s.auth(token),
                payload: { title: operation.title },
              });
              expect(response.statusCode, response.body).toBe(200);
              titles.set(id, operation.title);
            } else {
              const id = ids[operation.pick % ids.length]!;
              const response = await s.app.inject({
                method: 'DELETE',
                url: `/api/shopfront/product/${id}/`,
                headers: s.auth(token),
              });
              expect(response.statusCode, response.body).toBe(204);
              titles.delete(id);
            }
          }
          const q = queryChars.join('').trim();
          if (q === '') return;
          const needle = searchText(q);
          // The title and the name made from it are the texts that vary here.
          const expected: number[] = [];
          for (const id of titles.keys()) {
            const product = (
              await s.app.inject({
                method: 'GET',
                url: `/api/shopfront/product/${id}/`,
                headers: s.auth(token),
              })
            ).json();
            const haystack = [
              product.title,
              product.name,
              ...product.variants.map((v: { sku: string }) => v.sku),
            ]
              .map(searchText)
              .join('\n');
            if (haystack.includes(needle)) expected.push(id);
          }
          expect(
            await search(q),
            `q=${JSON.stringify(q)} over ${JSON.stringify([...titles])}`,
          ).toEqual(expected.sort((a, b) => a - b));
        },
      ),
      { numRuns: 25 },
    );
  }, 60_000);
});

describe('migration 0011-search-grams', () => {
  it('fills the gram index from the products already indexed', async () => {
    const database = openDatabase(':memory:');
    try {
      const migrator = new Migrator({
        db: database.db,
        provider: { getMigrations: async () => migrations },
      });
      const before = await migrator.migrateTo('0010-loyalty');
      expect(before.error).toBeUndefined();
      await sql`insert into product_search (rowid, title, name, skus, barcodes, vendor, tags)
        values (7, '不锈钢保温杯', 'flask', 'sku-1', '', '', ''), (9, '水壶', 'kettle', '', '', '', '')`.execute(
        database.db,
      );
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const ids = async (gram: string) =>
        (
          await database.db
            .selectFrom('product_search_gram')
            .select('product_id')
            .where('gram', '=', gram)
            .orderBy('product_id')
            .execute()
        ).map((row) => row.product_id);
      expect(await ids('保温')).toEqual([7]);
      expect(await ids('壶')).toEqual([9]);
      expect(await ids('k')).toEqual([7, 9]);
      const table = await sql<{
        sql: string;
      }>`select sql from sqlite_master where name = 'product_search_gram'`.execute(database.db);
      expect(table.rows[0]!.sql).toMatch(/without rowid/i);
    } finally {
      await database.close();
    }
  });
});
