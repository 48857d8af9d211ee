import { afterEach, expect, it } from 'vitest';
import { updateProducts } from '../../../../src-server/modules/shopfront/products/write-repository';
import { createTestServer, type TestServer } from '../../../support/server';

/**
 * `updateProducts` writes many products, each to its own values (on PostgreSQL one UPDATE per
 * set of columns, the rows read from JSON): every product gets its own values, and a column
 * given as undefined stays as it is rather than becoming NULL.
 */
let s: TestServer | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

it('updateProducts: each product its own values; a column given as undefined is left alone', async () => {
  s = await createTestServer();
  const headers = s.auth(await s.login());
  const ids: number[] = [];
  for (const title of ['One', 'Two', 'Three']) {
    const answer = await s.app.inject({
      method: 'POST',
      url: '/api/shopfront/product/',
      headers,
      payload: { title, body_html: `<p>${title}</p>`, variants: [{ sku: title, price: '1.00' }] },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    ids.push(answer.json().id);
  }
  await updateProducts(s.database.db, [
    { id: ids[0]!, values: { title: 'One changed', body_html: undefined, updated_at: 5 } },
    { id: ids[1]!, values: { title: 'Two changed', updated_at: 6 } },
    { id: ids[2]!, values: { body_html: '<p>3</p>', vendor_id: null, updated_at: 7 } },
  ]);
  const rows = await s.database.db
    .selectFrom('product')
    .select(['title', 'body_html', 'updated_at'])
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
  expect(rows.map((row) => [row.title, row.body_html, Number(row.updated_at)])).toEqual([
    ['One changed', '<p>One</p>', 5],
    ['Two changed', '<p>Two</p>', 6],
    ['Three', '<p>3</p>', 7],
  ]);
});
