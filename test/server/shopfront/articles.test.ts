import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, testClock, type TestServer } from '../../support/server';
import { client, expectInvalid, keys, PAGE_KEYS, TIMESTAMP } from './support';

const ARTICLE_KEYS = [
  'author',
  'body_html',
  'created_at',
  'description',
  'id',
  'image',
  'meta_description',
  'meta_image',
  'meta_title',
  'name',
  'published',
  'published_at',
  'tags',
  'title',
  'updated_at',
];
const ARTICLE_DETAIL_KEYS = [
  ...ARTICLE_KEYS.filter((key) => key !== 'author' && key !== 'tags'),
  'disjunctive',
  'order_by',
  'smart',
].sort();

let s: TestServer;
let clock: ReturnType<typeof testClock>;
let api: ReturnType<typeof client>;

beforeEach(async () => {
  clock = testClock();
  s = await createTestServer({ clock });
  api = client(s, s.auth(await s.login()));
});
afterEach(() => s.close());

async function createArticle(body: Record<string, unknown>) {
  const response = await api.call('POST', '/api/shopfront/article/', {
    published: true,
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('articles', () => {
  it('the list shape has author and tags; the single shape has order_by, smart, disjunctive instead', async () => {
    const created = await createArticle({
      title: '如何挑选保温杯',
      author: '木本厨房',
      description: '选购指南',
      image: { src: '/demo-images/article-flask-guide.svg' },
      tags: ['选购指南', '厨房'],
      body_html: '<p>…</p>',
      meta_title: 'SEO',
    });
    expect(keys(created)).toEqual(ARTICLE_KEYS);
    const page = await api.list('/api/shopfront/article/');
    expect(keys(page)).toEqual(PAGE_KEYS);
    const listed = page.results[0];
    expect(keys(listed)).toEqual(ARTICLE_KEYS);
    expect(listed).toMatchObject({
      name: '如何挑选保温杯',
      title: '如何挑选保温杯',
      author: '木本厨房',
      description: '选购指南',
      image: { src: '/demo-images/article-flask-guide.svg', metafield: {} },
      tags: ['选购指南', '厨房'],
      body_html: '<p>…</p>',
      published: true,
      published_at: '2026-11-21T20:00:00.000+08:00',
      meta_title: 'SEO',
      meta_description: '',
      meta_image: '',
    });
    for (const key of ['created_at', 'updated_at']) expect(listed[key]).toMatch(TIMESTAMP);
    const single = (await api.call('GET', `/api/shopfront/article/${created.id}/`)).json();
    expect(keys(single)).toEqual(ARTICLE_DETAIL_KEYS);
    expect(single).toMatchObject({ order_by: '', smart: false, disjunctive: false });
    expect(typeof single.order_by).toBe('string');
    const { author: _a, tags: _t, ...common } = listed;
    expect(single).toMatchObject(common);
    expect((await createArticle({ title: 'bare' })).image).toBeNull();
    expect((await api.call('GET', '/api/shopfront/article/99/')).statusCode).toBe(404);
  });

  it('filters id, id__in, name, name__in, title, tag, published_at__gte/__lte; bad values are 400', async () => {
    const a = await createArticle({ title: 'A', name: 'a', tags: ['茶'] });
    clock.advance(3_600_000);
    const b = await createArticle({ title: 'B', name: 'b', tags: ['咖啡', '茶'] });
    const c = await createArticle({ title: 'C', name: 'c', published: false });
    const ids = (query: string) => api.ids(`/api/shopfront/article/?${query}`);
    expect(await ids(`id=${b.id}`)).toEqual([b.id]);
    expect(await ids(`id__in=${c.id},${a.id}`)).toEqual([a.id, c.id]);
    expect(await ids('name=c')).toEqual([c.id]);
    expect(await ids('name__in=a,b')).toEqual([a.id, b.id]);
    expect(await ids('title=B')).toEqual([b.id]);
    expect(await ids(`tag=${encodeURIComponent('茶')}`)).toEqual([a.id, b.id]);
    expect(await ids(`tag=${encodeURIComponent('咖啡')}`)).toEqual([b.id]);
    expect(await ids('tag=none')).toEqual([]);
    expect(await ids('published_at__gte=2026-11-21 20:30:00')).toEqual([b.id]);
    expect(await ids('published_at__lte=2026-11-21T12:30:00Z')).toEqual([a.id]);
    for (const [query, field] of [
      ['id=one', 'id'],
      ['id__in=1,two', 'id__in'],
      ['published_at__lte=2026-02-30 00:00:00', 'published_at__lte'],
      ['page=-1', 'page'],
    ]) {
      expectInvalid(await api.call('GET', `/api/shopfront/article/?${query}`), [field!]);
    }
  });

  it('writes: tags are created by title, 409 on a taken name, 400 on bad bodies, delete 204', async () => {
    const a = await createArticle({ title: 'Hello World', tags: ['x'] });
    expect(a.name).toBe('hello-world');
    const dup = await api.call('POST', '/api/shopfront/article/', {
      title: 'y',
      name: 'hello-world',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe('duplicate');
    expectInvalid(await api.call('POST', '/api/shopfront/article/', { title: '' }), ['title']);
    expectInvalid(
      await api.call('POST', '/api/shopfront/article/', { title: 'x', image: { src: 'nope' } }),
      ['image.src'],
    );
    expectInvalid(await api.call('POST', '/api/shopfront/article/', { title: 'x', tags: [''] }), [
      'tags.0',
    ]);
    const patched = await api.call('PATCH', `/api/shopfront/article/${a.id}/`, {
      tags: ['y', 'x'],
      author: 'Me',
      image: null,
      published: false,
    });
    expect(patched.json()).toMatchObject({
      tags: ['y', 'x'],
      author: 'Me',
      image: null,
      published: false,
      published_at: null,
    });
    expect((await api.list('/api/shopfront/article_tag/')).count).toBe(2);
    expect((await api.call('DELETE', `/api/shopfront/article/${a.id}/`)).statusCode).toBe(204);
    expect((await api.call('GET', `/api/shopfront/article/${a.id}/`)).statusCode).toBe(404);
  });
});

describe('article tags', () => {
  it('are a page of {id, title}; with tag= the path answers a page of that tag’s articles', async () => {
    const a = await createArticle({ title: 'A', tags: ['茶', '入门'] });
    await createArticle({ title: 'B', tags: ['咖啡'] });
    const hidden = await createArticle({ title: 'C', tags: ['茶'], published: false });
    const tags = await api.list('/api/shopfront/article_tag/?page_size=2');
    expect(keys(tags)).toEqual(PAGE_KEYS);
    expect(tags.count).toBe(3);
    expect(tags.results).toEqual([
      { id: expect.any(Number), title: '茶' },
      { id: expect.any(Number), title: '入门' },
    ]);
    expect(tags.next).toBe('http://localhost/api/shopfront/article_tag/?page_size=2&page=2');

    const articles = await api.list(`/api/shopfront/article_tag/?tag=${encodeURIComponent('茶')}`);
    expect(keys(articles)).toEqual(PAGE_KEYS);
    expect(articles.results.map((r: { id: number }) => r.id)).toEqual([a.id, hidden.id]);
    expect(keys(articles.results[0])).toEqual(ARTICLE_KEYS);
    const publicView = await api.list(
      `/api/shopfront/article_tag/?tag=${encodeURIComponent('茶')}`,
      {},
    );
    expect(publicView.results.map((r: { id: number }) => r.id)).toEqual([a.id]);

    const one = tags.results[0];
    expect((await api.call('GET', `/api/shopfront/article_tag/${one.id}/`)).json()).toEqual(one);
    const renamed = await api.call('PATCH', `/api/shopfront/article_tag/${one.id}/`, {
      title: '好茶',
    });
    expect(renamed.json()).toEqual({ id: one.id, title: '好茶' });
    expect(
      (await api.call('GET', `/api/shopfront/article/?id=${a.id}`)).json().results[0].tags,
    ).toEqual(['好茶', '入门']);
    const dup = await api.call('POST', '/api/shopfront/article_tag/', { title: '咖啡' });
    expect(dup.statusCode).toBe(409);
  });
});
