import { stringify } from 'csv-stringify/sync';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { statementCounts } from '../../../src-server/db';
import { onPostgres } from '../../support/database';
import { createTestServer, type TestServer } from '../../support/server';

/**
 * An import writes a batch's new products together (multi-row INSERTs, docs/PERFORMANCE.md,
 * "Imports"): what it makes is what the product API makes one product at a time — numbered
 * names, given names and their conflicts, vendors, tags, options, images, variants, refusals,
 * search, smart collections and the published event — ids and timestamps aside.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read field by field
type Json = Record<string, any>;

let imported: TestServer;
let oneByOne: TestServer;
const auth = new Map<TestServer, Record<string, string>>();

beforeEach(async () => {
  imported = await createTestServer();
  oneByOne = await createTestServer();
  for (const s of [imported, oneByOne]) auth.set(s, s.auth(await s.login()));
});
afterEach(async () => {
  await imported.close();
  await oneByOne.close();
});

async function call(s: TestServer, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: Json) {
  return s.app.inject({ method, url, headers: auth.get(s), ...(payload && { payload }) });
}

const IMAGE = (name: string) => `https://img.example.com/${name}.jpg`;

/** The rows: every rule a new product goes through, in an order where rows see each other. */
const BODIES: Json[] = [
  {
    title: 'Tea',
    vendor: 'Leaf Co',
    tags: ['green', 'loose'],
    published: true,
    variants: [{ sku: 'T-1', price: '9.90', inventory_quantity: 5 }],
  },
  // The same title: numbered after the stored `tea` and the row before.
  {
    title: 'Tea',
    vendor: 'Leaf Co',
    tags: ['loose', 'black', 'loose'],
    variants: [{ sku: 'T-2', price: '12.00' }],
  },
  { title: 'Cup', name: 'tea-4', vendor: 'Clay', variants: [{ sku: 'C-1', price: '5.00' }] },
  { title: 'TEA', variants: [{ sku: 'T-3', price: '1.00' }] },
  // A given name an earlier row took: 409, as the API answers the second one.
  { title: 'Mug', name: 'cup-name', variants: [{ sku: 'M-1', price: '3.00' }] },
  { title: 'Mug 2', name: 'cup-name', variants: [{ sku: 'M-2', price: '3.00' }] },
  { title: 'Mug 3', name: 'old-tea', variants: [{ sku: 'M-3', price: '3.00' }] },
  {
    title: 'Pot',
    published: true,
    requires_shipping: false,
    inventory_policy: 'continue',
    body_html: '<p>A pot</p>',
    description: 'For tea',
    metafield: { origin: 'Yixing' },
    options: [{ title: 'Size', values: ['S', 'L'] }],
    images: [
      { src: IMAGE('a') },
      { src: IMAGE('b'), metafield: { alt: 'b' } },
      { src: IMAGE('a') },
    ],
    variants: [
      { sku: 'P-S', price: '30.00', options: [{ title: 'Size', value: 'S' }], image: IMAGE('b') },
      {
        sku: 'P-L',
        price: '45.00',
        grams: 900,
        options: [{ title: 'Size', value: 'L' }],
        image: IMAGE('a'),
      },
    ],
    tags: ['black', '茶具'],
  },
  // A variant without its price: 400, and no name is taken.
  { title: 'Pot', variants: [{ sku: 'B-1' }] },
  {
    title: 'Pot',
    vendor: 'Steel',
    tags: ['茶具'],
    variants: [{ sku: 'K-1', price: '99.00', barcode: '690123' }],
  },
];

const COLUMNS = [
  'title',
  'name',
  'vendor',
  'tags',
  'published',
  'requires_shipping',
  'inventory_policy',
  'body_html',
  'description',
  'metafield',
  'options',
  'images',
  'variants',
];

function csvOf(bodies: Json[]) {
  const cell = (value: unknown) =>
    value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return Buffer.from(
    stringify([COLUMNS, ...bodies.map((body) => COLUMNS.map((column) => cell(body[column])))]),
  );
}

/** The rows applied on the `imported` shop: each row's outcome. */
async function importRows(bodies: Json[]): Promise<Json[]> {
  const response = await imported.app.inject({
    method: 'POST',
    url: '/api/imports/products/?dry_run=false',
    headers: { ...auth.get(imported), 'content-type': 'text/csv' },
    payload: csvOf(bodies),
  });
  expect(response.statusCode, response.body.slice(0, 500)).toBe(200);
  return response.json().rows;
}

/** What both shops hold before: a stored `tea` and `old-tea`, a tag and a smart collection. */
async function seed(s: TestServer) {
  for (const body of [
    { title: 'Tea', tags: ['green'], variants: [{ sku: 'OLD-1', price: '8.00' }] },
    { title: 'Old', name: 'old-tea', variants: [{ sku: 'OLD-2', price: '8.00' }] },
  ])
    expect((await call(s, 'POST', '/api/shopfront/product/', body)).statusCode).toBe(201);
  const collection = await call(s, 'POST', '/api/shopfront/collection/', {
    title: 'Cheap loose',
    rules: [
      { column: 'price', relation: 'less_than', condition: 20 },
      { column: 'tag', relation: 'equals', condition: 'loose' },
    ],
  });
  expect(collection.statusCode, collection.body).toBe(201);
  return collection.json().id as number;
}

/** An answer without its ids and timestamps (a timestamp only says whether it is set). */
function comparable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(comparable);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'id' && !key.endsWith('_id') && key !== 'productimage')
      .map(([key, inner]) => [key, key.endsWith('_at') ? inner !== null : comparable(inner)]),
  );
}

/** What a shop shows of its products, search, collection and events. */
async function shown(s: TestServer, ids: number[], collectionId: number) {
  const details: Json[] = [];
  for (const id of ids)
    details.push(
      comparable((await call(s, 'GET', `/api/shopfront/product/${id}/`)).json()) as Json,
    );
  // A collection's list shows entries ({position, product}), the others products.
  const names = async (query: string) =>
    (await call(s, 'GET', `/api/shopfront/product/?page_size=100&${query}`))
      .json()
      .results.map((item: Json) =>
        item.product ? `${item.position}:${item.product.name}` : item.name,
      );
  const events = await s.database.db
    .selectFrom('event_outbox')
    .select(['event', 'payload'])
    .orderBy('id')
    .execute();
  return {
    details,
    all: await names('order_by=id'),
    search: {
      tea: await names('q=tea'),
      te: await names('q=te'),
      sku: await names('q=P-L'),
      vendor: await names('q=leaf'),
      tag: await names(`q=${encodeURIComponent('茶具')}`),
    },
    collection: await names(`collection=${collectionId}`),
    events: events.map((row) => ({
      event: row.event,
      payload: comparable(JSON.parse(row.payload)),
    })),
  };
}

it('a batch of new products imports to what the product API creates one by one', async () => {
  const collectionIds = [await seed(imported), await seed(oneByOne)];

  const rows = await importRows(BODIES);

  const answers = [];
  for (const body of BODIES)
    answers.push(await call(oneByOne, 'POST', '/api/shopfront/product/', body));
  // The same rows are created and refused, with the same codes.
  expect(rows.map((row) => (row.action === 'create' ? 201 : row.errors[0].code))).toEqual(
    answers.map((answer) => (answer.statusCode === 201 ? 201 : answer.json().code)),
  );
  expect(rows.map((row) => row.action)).toEqual([
    'create',
    'create',
    'create',
    'create',
    'create',
    'error',
    'error',
    'create',
    'error',
    'create',
  ]);

  const importedIds = rows.flatMap((row) => (row.action === 'create' ? [row.id] : []));
  const createdIds = answers.flatMap((answer) =>
    answer.statusCode === 201 ? [answer.json().id as number] : [],
  );
  const [fromImport, fromApi] = [
    await shown(imported, importedIds, collectionIds[0]!),
    await shown(oneByOne, createdIds, collectionIds[1]!),
  ];
  expect(fromImport).toEqual(fromApi);
  // The rules were exercised, not merely equal on both sides.
  expect(fromApi.all).toEqual([
    'tea',
    'old-tea',
    'tea-2',
    'tea-3',
    'tea-4',
    'tea-5',
    'cup-name',
    'pot',
    'pot-2',
  ]);
  expect(fromApi.collection).toEqual(['1:tea-2', '2:tea-3']);
  expect(fromApi.events.filter((row) => row.event === 'product_published')).toHaveLength(2);
  expect(fromApi.details.find((detail: Json) => detail.name === 'pot')).toMatchObject({
    vendor: null,
    tags: ['black', '茶具'],
    variants: [{ image: IMAGE('b') }, { image: IMAGE('a') }],
  });
});

/** Stored products both shops hold before the mixed batch, by title. */
const STORED: Json[] = [
  { title: 'Kettle', tags: ['loose'], variants: [{ sku: 'K-1', price: '30.00' }] },
  { title: 'Lamp', variants: [{ sku: 'LA-1', price: '50.00' }] },
  { title: 'Pan', variants: [{ sku: 'P-1', price: '40.00' }] },
  {
    title: 'Two sizes',
    options: [{ title: 'Size', values: ['S', 'L'] }],
    variants: [
      { sku: 'S-1', price: '1.00', options: [{ title: 'Size', value: 'S' }] },
      { sku: 'L-1', price: '1.00', options: [{ title: 'Size', value: 'L' }] },
    ],
  },
  { title: 'Bowl', variants: [{ sku: 'B-1', price: '3.00' }] },
  { title: 'Cup', variants: [{ sku: 'CU-1', price: '2.00' }] },
  { title: 'Fork', variants: [{ sku: 'F-1', price: '2.00' }] },
];

/**
 * Updates (`target`: the stored product a row's SKU names) between new products, each pair
 * testing what a later row must see of an earlier one.
 */
const MIXED: Json[] = [
  // A new product joins the smart collection (price < 20, tag loose) before a stored one
  // (a smaller id) that a later row makes join.
  { title: 'Cheap pot', tags: ['loose'], variants: [{ sku: 'CP-1', price: '5.00' }] },
  {
    target: 'Kettle',
    title: 'Kettle',
    tags: ['loose'],
    variants: [{ sku: 'K-1', price: '15.00' }],
  },
  // Published (its event) before the new product published after it.
  { target: 'Lamp', title: 'Lamp', published: true, variants: [{ sku: 'LA-1', price: '50.00' }] },
  { title: 'Desk', published: true, variants: [{ sku: 'D-1', price: '60.00' }] },
  // Takes a name the next row's title would take.
  { target: 'Pan', title: 'Pan', name: 'green-tea', variants: [{ sku: 'P-1', price: '40.00' }] },
  { title: 'Green Tea', variants: [{ sku: 'GT-1', price: '7.00' }] },
  // Takes L-1 off its product: the next row's L-1 is new.
  {
    target: 'Two sizes',
    title: 'Two sizes',
    variants: [{ sku: 'S-1', price: '1.00', title: 'S' }],
  },
  { title: 'Large', variants: [{ sku: 'L-1', price: '1.00', title: 'L' }] },
  // A name another product has: 409, and nothing of it written.
  {
    target: 'Bowl',
    title: 'Bowl',
    name: 'old-tea',
    vendor: 'Never',
    variants: [{ sku: 'B-1', price: '3.00' }],
  },
  // New vendors and tags get their ids in the order rows name them.
  { target: 'Cup', title: 'Cup', vendor: 'Brand New', variants: [{ sku: 'CU-1', price: '2.00' }] },
  {
    title: 'Saucer',
    vendor: 'Another New',
    tags: ['fresh'],
    variants: [{ sku: 'SA-1', price: '2.00' }],
  },
  { title: 'Spoon', vendor: 'Spoon Co', variants: [{ sku: 'SP-1', price: '2.00' }] },
  {
    target: 'Fork',
    title: 'Fork',
    vendor: 'Spoon Co',
    tags: ['fresh', 'steel'],
    variants: [{ sku: 'F-1', price: '2.00' }],
  },
];

/** The titles of a titled table in the order of their ids. */
async function titlesById(s: TestServer, table: 'vendor' | 'product_tag') {
  const rows = await s.database.db.selectFrom(table).select('title').orderBy('id').execute();
  return rows.map((row) => row.title);
}

it('a batch of updates between new products imports to what the product API does row by row', async () => {
  const collectionIds = [await seed(imported), await seed(oneByOne)];
  const storedIds = new Map<TestServer, Map<string, number>>();
  for (const s of [imported, oneByOne]) {
    const ids = new Map<string, number>();
    for (const body of STORED) {
      const answer = await call(s, 'POST', '/api/shopfront/product/', body);
      expect(answer.statusCode, answer.body).toBe(201);
      ids.set(body.title, answer.json().id);
    }
    storedIds.set(s, ids);
  }

  const rows = await importRows(MIXED);

  // Row by row through the API: an update keeps the ids of the variants whose SKUs it names.
  const answers = [];
  for (const { target, ...body } of MIXED) {
    if (!target) {
      answers.push(await call(oneByOne, 'POST', '/api/shopfront/product/', body));
      continue;
    }
    const id = storedIds.get(oneByOne)!.get(target)!;
    const current = (await call(oneByOne, 'GET', `/api/shopfront/product/${id}/`)).json();
    const idOfSku = new Map(current.variants.map((variant: Json) => [variant.sku, variant.id]));
    const variants = body.variants.map((variant: Json) => ({
      ...variant,
      id: idOfSku.get(variant.sku),
    }));
    answers.push(
      await call(oneByOne, 'PATCH', `/api/shopfront/product/${id}/`, { ...body, variants }),
    );
  }
  expect(rows.map((row) => (row.action === 'error' ? row.errors[0].code : row.action))).toEqual([
    'create',
    'update',
    'update',
    'create',
    'update',
    'create',
    'update',
    'create',
    'duplicate',
    'update',
    'create',
    'create',
    'update',
  ]);
  expect(rows.map((row) => (row.action === 'error' ? row.errors[0].code : 'ok'))).toEqual(
    answers.map((answer) => (answer.statusCode < 300 ? 'ok' : answer.json().code)),
  );

  const idsOf = (list: (number | null)[]) => list.filter((id): id is number => id !== null);
  const [fromImport, fromApi] = [
    await shown(imported, idsOf(rows.map((row) => row.id)), collectionIds[0]!),
    await shown(
      oneByOne,
      idsOf(answers.map((answer) => (answer.statusCode < 300 ? answer.json().id : null))),
      collectionIds[1]!,
    ),
  ];
  expect(fromImport).toEqual(fromApi);
  for (const table of ['vendor', 'product_tag'] as const)
    expect(await titlesById(imported, table)).toEqual(await titlesById(oneByOne, table));
  // The rules were exercised, not merely equal on both sides.
  expect(fromApi.collection).toEqual(['1:cheap-pot', '2:kettle']);
  expect(
    fromApi.events
      .filter((row) => row.event === 'product_published')
      .map((row) => (row.payload as Json).name),
  ).toEqual(['lamp', 'desk']);
  expect(fromApi.all).toContain('green-tea-2');
  expect(fromApi.all).toContain('large');
  expect(await titlesById(oneByOne, 'vendor')).toEqual(['Brand New', 'Another New', 'Spoon Co']);
  expect(await titlesById(oneByOne, 'product_tag')).toEqual(['green', 'loose', 'fresh', 'steel']);
});

it("an import's updates: no statement per row on PostgreSQL, and what they change is stored", async () => {
  const stored = Array.from({ length: 20 }, (_, i) => ({
    title: `Stored ${i}`,
    tags: ['green', 'loose'],
    variants: [{ sku: `ST-${i}`, price: '8.00' }],
  }));
  for (const body of stored)
    expect((await call(imported, 'POST', '/api/shopfront/product/', body)).statusCode).toBe(201);
  // Each row changes its product's title, its tags (stored ones: a row naming a new tag is
  // written in its place with the rows before it) and its variant (by SKU).
  const changes = (from: number, to: number) =>
    stored.slice(from, to).map((body, i) => ({
      ...body,
      title: `Changed ${from + i}`,
      tags: ['loose'],
      variants: [{ sku: body.variants[0]!.sku, price: '9.00' }],
    }));
  const statementsOf = async (bodies: Json[]) => {
    const before = statementCounts.sqlite + statementCounts.postgres;
    const rows = await importRows(bodies);
    expect(rows.map((row) => row.action)).toEqual(bodies.map(() => 'update'));
    return statementCounts.sqlite + statementCounts.postgres - before;
  };
  // Ten more rows in a batch: what each one adds. PostgreSQL: nothing (before: five, its
  // product row, its variants deleted and updated, its tags deleted and inserted); SQLite,
  // in-process: its product row and its variants (deleted, updated) one by one, and its
  // search grams' share of their 500-row INSERTs.
  const perRow = ((await statementsOf(changes(5, 20))) - (await statementsOf(changes(0, 5)))) / 10;
  if (onPostgres) expect(perRow).toBe(0);
  else expect(perRow).toBeGreaterThanOrEqual(3);
  const changed = (
    await call(imported, 'GET', '/api/shopfront/product/?title=Changed%2012')
  ).json();
  expect(changed.results.map((p: Json) => [p.title, p.tags, p.variants[0].price])).toEqual([
    ['Changed 12', ['loose'], '9.00'],
  ]);
});
