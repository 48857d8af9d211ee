import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqliteAppDatabase } from '../../../src-server/db';
import { createTestServer, type TestServer } from '../../support/server';

/**
 * Malformed input, generated (fast-check), against every write endpoint and every list filter
 * the OpenAPI document lists, so endpoints added later are covered without touching this
 * file. A request that must fail answers 4xx with docs/DESIGN.md §2's error body, never 5xx, and
 * changes nothing: the connection's `total_changes()` is the same before and after.
 *
 * Bounded: FUZZ_RUNS cases per endpoint (SHOPDESK_FUZZ_RUNS raises it; SHOPDESK_FUZZ_SEED
 * replays a failing run, whose seed fast-check prints).
 */

const RUNS = Number(process.env.SHOPDESK_FUZZ_RUNS ?? 12);
const SEED = process.env.SHOPDESK_FUZZ_SEED ? Number(process.env.SHOPDESK_FUZZ_SEED) : undefined;

type Schema = {
  type?: string | string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  $ref?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
};
type Operation = {
  parameters?: { in: string; name: string; required?: boolean; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};
type OpenApi = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
};

let s: TestServer;
let token: string;
let api: OpenApi;

beforeAll(async () => {
  s = await createTestServer();
  token = await s.login();
  api = s.app.swagger() as unknown as OpenApi;
  // Some data, so that ids such as 1 exist and lists have rows.
  const call = (method: 'POST', url: string, payload: object) =>
    s.app.inject({ method, url, headers: s.auth(token), payload });
  await call('POST', '/api/shops/offline_shop/', { title: '南京西路店' });
  await call('POST', '/api/shopfront/product/', {
    title: '保温杯',
    published: true,
    variants: [{ price: '25.50', inventory_quantity: 10 }],
  });
  await call('POST', '/api/customers/customer/', { mobile: '13800138000', full_name: '王芳' });
});

afterAll(async () => {
  await s?.close();
});

// ---------------------------------------------------------------------------------------
// Reading the schemas

const resolve = (schema: Schema): Schema => {
  if (!schema.$ref) return schema;
  const name = schema.$ref.split('/').pop()!;
  return resolve(api.components?.schemas?.[name] ?? {});
};

type JsonType = 'string' | 'number' | 'boolean' | 'object' | 'array' | 'null';
const JSON_TYPES: JsonType[] = ['string', 'number', 'boolean', 'object', 'array', 'null'];

/** The JSON types a schema accepts; null when it says nothing (anything goes). */
function acceptedTypes(raw: Schema): Set<JsonType> | null {
  const schema = resolve(raw);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const all = new Set<JsonType>();
    for (const branch of branches) {
      const types = acceptedTypes(branch);
      if (types === null) return null;
      for (const type of types) all.add(type);
    }
    return all;
  }
  if (schema.allOf) return acceptedTypes(schema.allOf[0]!);
  if (schema.type === undefined) {
    if (schema.properties) return new Set(['object']);
    if (schema.enum) return new Set(['string']);
    return null;
  }
  const types = [schema.type].flat();
  return new Set(types.map((type) => (type === 'integer' ? 'number' : type)) as JsonType[]);
}

/** The object branch of a body schema (bodies may be `object | null`). */
function objectSchema(raw: Schema): Schema | null {
  const schema = resolve(raw);
  if (schema.properties || schema.type === 'object') return schema;
  for (const branch of schema.anyOf ?? schema.oneOf ?? []) {
    const found = objectSchema(branch);
    if (found) return found;
  }
  return null;
}

// ---------------------------------------------------------------------------------------
// Generators of bad values

const nasty = fc.constantFrom(
  "'; DROP TABLE product; --",
  '" OR 1=1 --',
  '1; DELETE FROM staff',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '../../etc/passwd',
  '保温杯🔥\u202e\u0000',
  'NaN',
  'Infinity',
  '__proto__',
  'constructor',
);
/** Text that no number or boolean parser reads as one (it has a letter in it). */
const wordy = fc.oneof(
  nasty,
  fc.string({ minLength: 1, maxLength: 40 }).map((text) => `x${text}`),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }).map((text) => `字${text}`),
);
const deepArray = fc.integer({ min: 50, max: 2000 }).map((depth) => {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i++) value = [value];
  return value;
});
const deepObject = fc.integer({ min: 50, max: 2000 }).map((depth) => {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
});
const valuesOf: Record<JsonType, fc.Arbitrary<unknown>> = {
  string: wordy,
  number: fc.oneof(
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.constantFrom(1e308, -1e308, 2 ** 53 + 2, -0),
  ),
  boolean: fc.boolean(),
  object: fc.oneof(fc.dictionary(wordy, fc.jsonValue(), { maxKeys: 4 }), deepObject),
  array: fc.oneof(fc.array(fc.jsonValue(), { minLength: 2, maxLength: 5 }), deepArray),
  null: fc.constant(null),
};

/** Values a property's schema must refuse (wrong type, out of range, too long, not listed). */
function badValue(raw: Schema): fc.Arbitrary<unknown> | null {
  const schema = resolve(raw);
  const accepted = acceptedTypes(schema);
  if (accepted === null) return null;
  const options: fc.Arbitrary<unknown>[] = JSON_TYPES.filter((type) => !accepted.has(type)).map(
    (type) => valuesOf[type],
  );
  // Within the type, where the schema is a single type with limits.
  if (!schema.anyOf && !schema.oneOf) {
    if (schema.enum) options.push(wordy.filter((text) => !schema.enum!.includes(text)));
    if (schema.type === 'string' && schema.maxLength !== undefined && schema.maxLength < 200_000)
      options.push(
        fc.integer({ min: 1, max: 5000 }).map((extra) => '长'.repeat(schema.maxLength! + extra)),
      );
    if (schema.type === 'string' && schema.pattern) {
      const pattern = new RegExp(schema.pattern, 'u');
      options.push(wordy.filter((text) => !pattern.test(text)));
    }
    if (schema.type === 'integer') {
      options.push(fc.constantFrom(1.5, -0.25, 1e-9));
      if (schema.minimum !== undefined)
        options.push(fc.integer({ min: 1, max: 1e6 }).map((d) => schema.minimum! - d));
      if (schema.maximum !== undefined && schema.maximum < Number.MAX_SAFE_INTEGER)
        options.push(fc.integer({ min: 1, max: 1e6 }).map((d) => schema.maximum! + d));
      if (schema.maximum !== undefined && schema.maximum >= Number.MAX_SAFE_INTEGER)
        options.push(fc.constantFrom(1e20, 2 ** 64));
    }
    if (schema.type === 'array' && schema.items) {
      const item = badValue(schema.items);
      if (item) options.push(fc.array(item, { minLength: 1, maxLength: 3 }));
    }
  }
  return options.length ? fc.oneof(...options) : null;
}

/** A body the endpoint must refuse, as JSON text. */
function badBody(raw: Schema): fc.Arbitrary<string> {
  const schema = resolve(raw);
  const accepted = acceptedTypes(schema) ?? new Set<JsonType>();
  const cases: fc.Arbitrary<string>[] = [];
  // The wrong kind of body altogether.
  const wrongKinds = JSON_TYPES.filter((type) => !accepted.has(type));
  if (wrongKinds.length)
    cases.push(fc.oneof(...wrongKinds.map((type) => valuesOf[type])).map((v) => JSON.stringify(v)));
  const object = objectSchema(schema);
  if (object?.properties) {
    const properties = Object.entries(object.properties)
      .map(([name, property]) => [name, badValue(property)] as const)
      .filter((entry): entry is readonly [string, fc.Arbitrary<unknown>] => entry[1] !== null);
    if (properties.length)
      // One declared field with a bad value, among unknown junk fields.
      cases.push(
        fc
          .tuple(
            fc.constantFrom(...properties),
            fc.dictionary(wordy, fc.jsonValue(), { maxKeys: 3 }),
          )
          .chain(([[name, value], junk]) =>
            value.map((bad) => JSON.stringify({ ...junk, [name]: bad })),
          ),
      );
    // Prototype pollution: refused whatever else the body says.
    cases.push(
      fc
        .constantFrom('__proto__', 'constructor')
        .map((key) =>
          key === '__proto__'
            ? '{"__proto__": {"isAdmin": true, "role": "manager"}}'
            : '{"constructor": {"prototype": {"isAdmin": true}}}',
        ),
    );
    if (object.required?.length) cases.push(fc.constant('{}'));
  }
  if (accepted.has('array') && schema.items) {
    const item = badValue(schema.items);
    if (item)
      cases.push(fc.array(item, { minLength: 1, maxLength: 3 }).map((v) => JSON.stringify(v)));
  }
  return fc.oneof(...cases);
}

// ---------------------------------------------------------------------------------------

const WRITE = ['post', 'put', 'patch', 'delete'];

function expectRefusal(
  response: { statusCode: number; body: string; headers: Record<string, unknown> },
  context: string,
) {
  expect(response.statusCode, `${context} → ${response.body.slice(0, 300)}`).toBeGreaterThanOrEqual(
    400,
  );
  expect(response.statusCode, `${context} → ${response.body.slice(0, 300)}`).toBeLessThan(500);
  expectErrorBody(response, context);
}

function expectErrorBody(response: { body: string }, context: string) {
  const body = JSON.parse(response.body) as Record<string, unknown>;
  expect(typeof body.detail, context).toBe('string');
  expect(typeof body.code, context).toBe('string');
  expect(
    Object.keys(body).every((key) => ['detail', 'code', 'errors'].includes(key)),
    context,
  ).toBe(true);
  if (body.errors !== undefined) {
    expect(typeof body.errors, context).toBe('object');
    for (const messages of Object.values(body.errors as object)) {
      expect(Array.isArray(messages), context).toBe(true);
      for (const message of messages as unknown[]) expect(typeof message, context).toBe('string');
    }
  }
}

/**
 * A number that moves with any write: SQLite's `total_changes()`; on PostgreSQL the sum over
 * every table of its rows' `xmin` (the transaction that last wrote the row) and row count.
 */
async function changes(): Promise<number> {
  const { database } = s;
  if (database.dialect === 'sqlite')
    return (
      (database as SqliteAppDatabase).sqlite.prepare('select total_changes() as n').get() as {
        n: number;
      }
    ).n;
  const tables = await sql<{
    name: string;
  }>`select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(database.db);
  const sums = tables.rows.map(
    ({ name }) =>
      sql`select count(*) + coalesce(sum(xmin::text::bigint), 0) as n from ${sql.table(name)}`,
  );
  const total = await sql<{
    n: number;
  }>`select sum(n) as n from (${sql.join(sums, sql` union all `)}) t`.execute(database.db);
  return Number(total.rows[0]!.n);
}

/** An endpoint's path with every parameter set (`1` unless given). */
const fill = (path: string, value = '1') => path.replace(/\{[^}]+\}/g, value);

function writeEndpoints() {
  const endpoints: { method: string; path: string; operation: Operation }[] = [];
  for (const [path, operations] of Object.entries(api.paths))
    for (const [method, operation] of Object.entries(operations))
      if (WRITE.includes(method)) endpoints.push({ method: method.toUpperCase(), path, operation });
  return endpoints;
}

describe('regressions found by the fuzz suite', () => {
  it('a product list `fields` longer than its limit is a 400, not a 500', async () => {
    const response = await s.app.inject({
      method: 'GET',
      url: `/api/shopfront/product/?fields=${encodeURIComponent('长'.repeat(2001))}`,
    });
    expect(response.statusCode, response.body).toBe(400);
    expectErrorBody(response, 'fields');
    expect(Object.keys(response.json().errors)).toEqual(['fields']);
  });
});

describe('fuzz: malformed input is a 4xx with the error body, never a 5xx, and changes nothing', () => {
  it('covers every write endpoint of the OpenAPI document', () => {
    const endpoints = writeEndpoints();
    // The count moves as areas are added; this guards against reading an empty document.
    expect(endpoints.length).toBeGreaterThan(50);
    console.log(`fuzzing ${endpoints.length} write endpoints, ${RUNS} cases each`);
  });

  it('bodies: wrong types, huge strings, deep nesting, SQL-looking text, out of range, pollution keys', async () => {
    for (const { method, path, operation } of writeEndpoints()) {
      const schema = operation.requestBody?.content['application/json']?.schema;
      if (!schema) continue;
      await fc.assert(
        fc.asyncProperty(badBody(schema), async (payload) => {
          const before = await changes();
          const response = await s.app.inject({
            method: method as 'POST',
            url: fill(path),
            headers: { ...s.auth(token), 'content-type': 'application/json' },
            payload,
          });
          const context = `${method} ${path} ${payload.slice(0, 200)}`;
          expectRefusal(response, context);
          expect(await changes(), `${context}: data changed`).toBe(before);
          expect(({} as Record<string, unknown>).isAdmin, 'prototype polluted').toBeUndefined();
        }),
        { numRuns: RUNS, seed: SEED },
      );
    }
  }, 120_000);

  it('bodies that are not JSON: 415 for another type, 400 for broken JSON', async () => {
    for (const { method, path, operation } of writeEndpoints()) {
      if (!operation.requestBody) continue;
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            fc.record({ type: fc.constant('text/plain'), text: fc.string() }),
            fc.record({
              type: fc.constant('application/x-www-form-urlencoded'),
              text: fc.constant('a=1&b=2'),
            }),
            fc.record({
              type: fc.constant('application/json'),
              text: fc.constantFrom(
                '{',
                '{"a":',
                '[1,2',
                "{'a': 1}",
                'undefined',
                '{"a":1}}',
                '\u0000',
              ),
            }),
          ),
          async ({ type, text }) => {
            const before = await changes();
            const response = await s.app.inject({
              method: method as 'POST',
              url: fill(path),
              headers: { ...s.auth(token), 'content-type': type },
              payload: text,
            });
            const context = `${method} ${path} ${type} ${JSON.stringify(text)}`;
            expectRefusal(response, context);
            expect(await changes(), `${context}: data changed`).toBe(before);
          },
        ),
        { numRuns: Math.min(RUNS, 6), seed: SEED },
      );
    }
  }, 120_000);

  it('path ids: not numbers, negative, huge, SQL-looking', async () => {
    for (const { method, path } of writeEndpoints()) {
      if (!path.includes('{')) continue;
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            fc.constantFrom(
              '0',
              '-1',
              '1.5',
              '1e3',
              '99999999999999999999',
              'abc',
              '%00',
              '%27%20OR%201%3D1',
            ),
            wordy.map((text) => encodeURIComponent(text)),
          ),
          async (id) => {
            const before = await changes();
            const response = await s.app.inject({
              method: method as 'POST',
              url: fill(path, id),
              headers: { ...s.auth(token), 'content-type': 'application/json' },
              payload: '{}',
            });
            const context = `${method} ${fill(path, id)}`;
            expectRefusal(response, context);
            expect(await changes(), `${context}: data changed`).toBe(before);
          },
        ),
        { numRuns: Math.min(RUNS, 8), seed: SEED },
      );
    }
  }, 120_000);

  it('list filters: malformed values are 400; free text never breaks a list', async () => {
    let lists = 0;
    let filters = 0;
    for (const [path, operations] of Object.entries(api.paths)) {
      const operation = operations.get;
      const query = operation?.parameters?.filter((p) => p.in === 'query') ?? [];
      if (!operation || query.length === 0) continue;
      lists++;
      const byName = new Map(query.map((p) => [p.name, resolve(p.schema)]));
      for (const parameter of query) {
        filters++;
        const schema = resolve(parameter.schema);
        // A list filter (`x__in`, `x_in`) is as strict as its single-value filter.
        const single = byName.get(parameter.name.replace(/_?_in$/, ''));
        const isList = parameter.name !== parameter.name.replace(/_?_in$/, '');
        let bad: fc.Arbitrary<string | string[]> | null = null;
        if (schema.enum) bad = wordy.filter((text) => !schema.enum!.includes(text));
        else if (schema.pattern) {
          const pattern = new RegExp(schema.pattern, 'u');
          bad = wordy.filter((text) => !pattern.test(text));
        } else if (schema.type === 'integer' || schema.type === 'number')
          // An empty value is an absent parameter (docs/DESIGN.md §2), so it is not among the bad ones.
          bad = fc.oneof(wordy, fc.constantFrom('0', '-3', '1.5', ' '));
        else if (schema.type === 'boolean')
          bad = wordy.filter((t) => !['true', 'false', '1', '0'].includes(t));
        else if (isList && single && (single.enum || single.pattern)) {
          const item = single.enum
            ? wordy.filter((text) => !single.enum!.includes(text) && !text.includes(','))
            : wordy.filter(
                (text) => !new RegExp(single.pattern!, 'u').test(text) && !text.includes(','),
              );
          bad = item.map((text) => `1,${text}`);
        }
        if (bad && schema.type !== 'string' && !schema.enum && !schema.pattern && !isList)
          // Numbers and booleans arrive as text; so do their bad values.
          bad = bad as fc.Arbitrary<string>;
        const url = fill(path);
        const send = (value: string | string[]) => {
          const search = new URLSearchParams();
          for (const v of [value].flat()) search.append(parameter.name, v);
          return s.app.inject({ method: 'GET', url: `${url}?${search}`, headers: s.auth(token) });
        };
        // Free text, arrays for scalars, huge values: never a 5xx, never a change.
        const free = fc.oneof(
          wordy,
          fc.array(wordy, { minLength: 2, maxLength: 3 }),
          fc.integer({ min: 1000, max: 20_000 }).map((n) => '长'.repeat(n)),
        );
        await fc.assert(
          fc.asyncProperty(free, async (value) => {
            const before = await changes();
            const response = await send(value);
            const context = `GET ${url} ${parameter.name}=${JSON.stringify(value).slice(0, 100)}`;
            expect(response.statusCode, `${context} → ${response.body.slice(0, 300)}`).toBeLessThan(
              500,
            );
            if (response.statusCode >= 400) expectErrorBody(response, context);
            // A pick-up check is recorded in the history even when refused (docs/DESIGN.md §5).
            if (!path.endsWith('/check/'))
              expect(await changes(), `${context}: data changed`).toBe(before);
          }),
          { numRuns: Math.min(RUNS, 5), seed: SEED },
        );
        if (!bad) continue;
        await fc.assert(
          fc.asyncProperty(bad, async (value) => {
            const before = await changes();
            const response = await send(value);
            const context = `GET ${url} ${parameter.name}=${JSON.stringify(value).slice(0, 100)}`;
            expect(response.statusCode, `${context} → ${response.body.slice(0, 300)}`).toBe(400);
            expectErrorBody(response, context);
            expect(await changes(), `${context}: data changed`).toBe(before);
          }),
          { numRuns: Math.min(RUNS, 8), seed: SEED },
        );
      }
    }
    console.log(`fuzzed ${filters} query parameters of ${lists} GET endpoints`);
    expect(filters).toBeGreaterThan(50);
  }, 180_000);
});
