import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadDemo } from '../../../src-server/demo';
import { findDemoImagesDir } from '../../../src-server/modules/shopfront/demo/images';
import { createTestServer, type TestServer } from '../../support/server';
import { client } from './support';

let s: TestServer;
let api: ReturnType<typeof client>;

beforeEach(async () => {
  s = await createTestServer();
  api = client(s, s.auth(await s.login()));
});
afterEach(() => s.close());

const IMAGES_DIR = join(import.meta.dirname, '../../../resources/demo-images');

describe('demo catalog', () => {
  it('loads 30 bilingual products with variants and images, vendors, tags, categories, articles and collections', async () => {
    expect(await loadDemo(s.app.ctx)).toBe(true);
    const products = await api.list('/api/shopfront/product/?page_size=100');
    expect(products.count).toBe(30);
    for (const product of products.results) {
      expect(product.title).toMatch(/\p{Script=Han}/u);
      expect(product.title).toMatch(/[A-Za-z]{3}/);
      expect(product.variants.length).toBeGreaterThan(0);
      expect(product.images.length).toBeGreaterThan(0);
    }
    expect(products.results.some((p: { variants: unknown[] }) => p.variants.length > 1)).toBe(true);
    expect(products.results.filter((p: { published: boolean }) => !p.published).length).toBe(2);
    expect((await api.list('/api/shopfront/vendor/')).count).toBeGreaterThan(3);
    expect((await api.list('/api/shopfront/category/')).count).toBeGreaterThan(3);
    expect(
      ((await api.call('GET', '/api/shopfront/product_tag/')).json() as unknown[]).length,
    ).toBeGreaterThan(5);

    const articles = await api.list('/api/shopfront/article/');
    expect(articles.count).toBe(5);
    for (const article of articles.results) expect(article.tags.length).toBeGreaterThan(0);

    const collections = await api.list('/api/shopfront/collection/');
    expect(collections.count).toBe(3);
    const smart = collections.results.filter((c: { smart: boolean }) => c.smart);
    expect(smart).toHaveLength(1);
    const members = await api.list(
      `/api/shopfront/product/?collection=${smart[0].id}&page_size=100`,
    );
    expect(members.count).toBeGreaterThan(0);
    for (const entry of members.results) expect(Number(entry.product.price)).toBeLessThan(100);

    expect(await api.ids(`/api/shopfront/product/?q=${encodeURIComponent('保温')}`)).toHaveLength(
      2,
    );
    // Demo data loads into an empty shop only.
    expect(await loadDemo(s.app.ctx)).toBe(false);
  });

  it('every demo picture is served at /demo-images/ without credentials, as a script-free SVG', async () => {
    await loadDemo(s.app.ctx);
    const srcs = new Set<string>();
    for (const product of (await api.list('/api/shopfront/product/?page_size=100')).results)
      for (const image of product.images) srcs.add(image.src);
    for (const item of [
      ...(await api.list('/api/shopfront/article/')).results,
      ...(await api.list('/api/shopfront/collection/')).results,
    ])
      srcs.add(item.image.src);
    expect(srcs.size).toBeGreaterThan(35);
    for (const src of srcs) {
      expect(src).toMatch(/^\/demo-images\/[a-z0-9-]+\.svg$/);
      const response = await s.app.inject({ method: 'GET', url: src });
      expect(response.statusCode, src).toBe(200);
      expect(response.headers['content-type']).toContain('image/svg+xml');
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    }
    // The files themselves: small, deterministic pictures with nothing active in them.
    expect(findDemoImagesDir()).toBe(IMAGES_DIR);
    const files = readdirSync(IMAGES_DIR).filter((file) => file.endsWith('.svg'));
    expect(files.length).toBeGreaterThanOrEqual(srcs.size);
    for (const file of files) {
      const text = readFileSync(join(IMAGES_DIR, file), 'utf8');
      expect(text.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), file).toBe(true);
      expect(text.length).toBeLessThan(4096);
      expect(text).not.toMatch(/<script|\son[a-z]+=|javascript:|xlink:href|<foreignObject|href=/i);
    }
    expect(
      (await s.app.inject({ method: 'GET', url: '/demo-images/missing.svg' })).statusCode,
    ).toBe(404);
    expect(
      (await s.app.inject({ method: 'GET', url: '/demo-images/../package.json' })).statusCode,
    ).not.toBe(200);
  });
});
