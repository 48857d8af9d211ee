import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderTypes } from '../../scripts/api/types';
import { createTestServer, type TestServer } from '../support/server';

// the served OpenAPI document drives a code generator. (`npm run lint:api`
// holds it to Redocly's and Spectral's rules; this pins what a generated client relies on.)

type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }>;
  'x-required-scopes'?: string[];
  'x-required-role'?: string;
};
type Document = {
  servers?: { url: string }[];
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
};

const ROOT = join(import.meta.dirname, '..', '..');
let s: TestServer;
let document: Document;

beforeAll(async () => {
  s = await createTestServer();
  document = (await s.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
});
afterAll(() => s.close());

const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );

describe('the served OpenAPI document', () => {
  it('names every operation (camelCase, unique), summarises it and tags it with a declared tag', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.length).toBeGreaterThan(100);
    expect(new Set(ids).size).toBe(ids.length);
    const declared = document.tags.map((tag) => tag.name);
    for (const { path, method, operation } of operations()) {
      expect(operation.operationId, `${method} ${path}`).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      expect(operation.summary, `${method} ${path}`).toBeTruthy();
      for (const tag of operation.tags ?? []) expect(declared).toContain(tag);
    }
    // Stable names a generated client's methods are called by.
    expect(document.paths['/api/shopfront/product/']!.get!.operationId).toBe(
      'shopfrontProductList',
    );
    expect(document.paths['/api/orders/order/{id}/cancel/']!.post!.operationId).toBe(
      'ordersOrderCancel',
    );
    expect(document.servers?.[0]?.url).toBeTruthy();
  });

  it('documents errors with the shared Error component, security per operation, formats', () => {
    const error = '#/components/schemas/Error';
    const at = (path: string, method: string) => document.paths[path]![method]!;
    const errorsOf = (operation: Operation) =>
      Object.keys(operation.responses).filter((status) => Number(status) >= 400);
    for (const { operation } of operations())
      for (const status of errorsOf(operation))
        expect(operation.responses[status]!.content!['application/json']!.schema.$ref).toBe(error);
    // Public, optional credential, scope, role.
    expect(at('/api/shops/staff_login/', 'post').security).toEqual([]);
    expect(errorsOf(at('/api/shops/staff_login/', 'post'))).toEqual(
      expect.arrayContaining(['400', '401', '429']),
    );
    expect(at('/api/shopfront/product/', 'get').security).toContainEqual({});
    expect(at('/api/shops/shop_settings/', 'get')['x-required-scopes']).toEqual(['shops:read']);
    expect(at('/api/shops/staff/', 'get')['x-required-role']).toBe('manager');
    expect(errorsOf(at('/api/orders/pick_up_code/consume/', 'post'))).toEqual(
      expect.arrayContaining(['401', '403', '409']),
    );
    expect(errorsOf(at('/api/social/authorization/check/', 'post'))).toEqual(
      expect.arrayContaining(['502', '503', '504']),
    );
    // Named components, timestamps and money, the page size bound.
    const text = JSON.stringify(document);
    for (const name of ['Product', 'PickUpCode', 'PriceRule', 'Order', 'Error'])
      expect(Object.keys(document.components.schemas)).toContain(name);
    expect(text).toContain('"format":"date-time"');
    expect(text).toContain('"pattern":"^-?\\\\d+\\\\.\\\\d{2}$"');
    const pageSize = (
      at('/api/shopfront/product/', 'get') as unknown as {
        parameters: { name: string; schema: { maximum: number } }[];
      }
    ).parameters.find((parameter) => parameter.name === 'page_size');
    expect(pageSize?.schema.maximum).toBe(100);
  });
});

describe('a client generated from the document', () => {
  const dir = join(ROOT, 'node_modules', '.cache');
  let work: string;
  beforeAll(() => {
    mkdirSync(dir, { recursive: true });
    // Inside the project, so the program resolves openapi-fetch from its node_modules.
    work = mkdtempSync(join(dir, 'shopdesk-openapi-client-'));
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  /** Type errors of a program compiled against the generated types. */
  function compile(source: string): string[] {
    const file = join(work, `program-${Math.random().toString(36).slice(2)}.ts`);
    writeFileSync(file, source);
    const program = ts.createProgram([file], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2023,
      module: ts.ModuleKind.Preserve,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
      types: [],
      skipLibCheck: true,
    });
    return ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  }

  it('openapi-typescript generates it, and a small program compiles against it with openapi-fetch', async () => {
    writeFileSync(join(work, 'schema.d.ts'), await renderTypes(document));
    const program = `
      import createClient from 'openapi-fetch';
      import type { components, paths } from './schema';

      const client = createClient<paths>({ baseUrl: 'http://127.0.0.1:4350' });

      export async function signIn(username: string, password: string): Promise<string> {
        const { data, error } = await client.POST('/api/shops/staff_login/', {
          body: { username, password },
        });
        if (error) throw new Error(error.code + ': ' + error.detail);
        return data.token;
      }

      export async function bestSellers(): Promise<string[]> {
        const { data, error } = await client.GET('/api/shopfront/product/', {
          params: { query: { order_by: '-sold_quantity', page_size: 5, name__startswith: 'flask' } },
        });
        if (error) return [error.detail];
        return data.results.map((item) => ('title' in item ? String(item.title) : ''));
      }

      export async function consume(key: string): Promise<components['schemas']['PickUpCode']> {
        const { data, error } = await client.POST('/api/orders/pick_up_code/consume/', {
          body: { key },
        });
        if (error) throw new Error(error.errors ? Object.keys(error.errors).join() : error.code);
        return data;
      }
    `;
    expect(compile(program)).toEqual([]);
    // The check has teeth: a field the document does not have is a type error.
    const wrong = program.replace('return data.token;', 'return data.tokn;');
    expect(compile(wrong).join('\n')).toContain("Property 'tokn' does not exist");
  }, 60_000);

  it('the committed renderer types are the ones the served document generates', async () => {
    const committed = readFileSync(join(ROOT, 'src-renderer/src/api/schema.d.ts'), 'utf8');
    expect(committed === (await renderTypes(document)), 'run `npm run api:types`').toBe(true);
  });
});
