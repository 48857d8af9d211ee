import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageOf, paginate } from '../../../http/paging';
import { idParams } from '../../../http/params';
import type { AppContext } from '../../../context';
import { readAccess, viewerOf, writeAccess } from '../shared/access';
import { presentTitled, titledOut } from '../shared/schemas';
import { registerTitledRoutes } from '../taxonomy/routes';
import * as titled from '../taxonomy/service';
import {
  articleCreate,
  articleDetailOut,
  articleListQuery,
  articleOut,
  articlePatch,
  articleTagListQuery,
  presentArticle,
  presentArticleDetail,
} from './schemas';
import * as articles from './service';

const tags = ['shopfront'];

export function registerArticleRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/shopfront/article/',
    {
      config: readAccess,
      schema: { tags, querystring: articleListQuery, response: { 200: pageOf(articleOut) } },
    },
    async (request) => {
      const zone = await ctx.timeZone();
      const viewer = viewerOf(request);
      return paginate(
        request,
        request.query,
        () => articles.count(ctx, request.query, viewer),
        (limit, offset) => articles.list(ctx, request.query, viewer, limit, offset),
        ({ row, tags }) => presentArticle(row, tags, zone),
      );
    },
  );

  r.get(
    '/api/shopfront/article/:id/',
    { config: readAccess, schema: { tags, params: idParams, response: { 200: articleDetailOut } } },
    async (request) =>
      presentArticleDetail(
        await articles.get(ctx, request.params.id, viewerOf(request)),
        await ctx.timeZone(),
      ),
  );

  // Writes answer the article as the list shows it: with its author and tags.
  r.post(
    '/api/shopfront/article/',
    {
      config: { ...writeAccess, errors: [409] },
      schema: { tags, body: articleCreate, response: { 201: articleOut } },
    },
    async (request, reply) => {
      const { row, tags } = await articles.create(ctx, request.body);
      return reply.code(201).send(presentArticle(row, tags, await ctx.timeZone()));
    },
  );

  r.patch(
    '/api/shopfront/article/:id/',
    {
      config: { ...writeAccess, errors: [409] },
      schema: { tags, params: idParams, body: articlePatch, response: { 200: articleOut } },
    },
    async (request) => {
      const { row, tags } = await articles.update(ctx, request.params.id, request.body);
      return presentArticle(row, tags, await ctx.timeZone());
    },
  );

  r.delete(
    '/api/shopfront/article/:id/',
    { config: writeAccess, schema: { tags, params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await articles.delete(ctx, request.params.id);
      return reply.code(204).send(null);
    },
  );

  // A page of article tags; with `tag` (a title) the page of that tag's articles (docs/SPECIFICATION.md).
  r.get(
    '/api/shopfront/article_tag/',
    {
      config: readAccess,
      schema: {
        tags,
        querystring: articleTagListQuery,
        response: { 200: pageOf(z.union([articleOut, titledOut])) },
      },
    },
    async (request) => {
      const query = request.query as typeof request.query & { tag?: string };
      if (query.tag !== undefined) {
        const zone = await ctx.timeZone();
        const viewer = viewerOf(request);
        const filter = { tag: query.tag };
        return paginate(
          request,
          request.query,
          () => articles.count(ctx, filter, viewer),
          (limit, offset) => articles.list(ctx, filter, viewer, limit, offset),
          ({ row, tags }) => presentArticle(row, tags, zone),
        );
      }
      return paginate(
        request,
        request.query,
        () => titled.count(ctx, 'article_tag'),
        (limit, offset) => titled.list(ctx, 'article_tag', [], limit, offset),
        presentTitled,
      );
    },
  );
  registerTitledRoutes(app, ctx, '/api/shopfront/article_tag/', 'article_tag');
}
