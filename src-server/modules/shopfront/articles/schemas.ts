import { z } from 'zod';
import { pageQuery } from '../../../http/paging';
import { formatTimestamp, formatTimestampOrNull, timestampOut } from '../../../lib/time';
import { articleFilters } from './queries';
import {
  htmlInput,
  nameInput,
  plainImageInput,
  plainImageOut,
  presentPlainImage,
  textInput,
  titleInput,
} from '../shared/schemas';
import type { ArticleRow } from '../../../db/tables/shopfront';
import { nameComponents } from '../../../http/openapi';

const articleFields = {
  title: titleInput,
  name: nameInput.optional(),
  author: z.string().trim().max(255).optional(),
  description: textInput.optional(),
  image: plainImageInput.optional(),
  /** Article tag titles; new titles create the tags. */
  tags: z.array(titleInput).max(100).optional(),
  body_html: htmlInput.optional(),
  published: z.boolean().optional(),
  meta_title: z.string().max(255).optional(),
  meta_description: textInput.optional(),
  meta_image: z.string().max(2000).optional(),
};

export const articleCreate = z.object(articleFields);
export const articlePatch = z.object(articleFields).partial();

export const articleListQuery = z.object({ ...pageQuery, ...articleFilters.shape });
/** `article_tag/?tag=` answers that tag's articles (docs/SPECIFICATION.md). */
export const articleTagListQuery = z.object({ ...pageQuery, tag: articleFilters.shape.tag });

const articleCommon = {
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  description: z.string(),
  image: plainImageOut.nullable(),
  body_html: z.string(),
  published: z.boolean(),
  published_at: timestampOut.nullable(),
  created_at: timestampOut,
  updated_at: timestampOut,
  meta_title: z.string(),
  meta_description: z.string(),
  meta_image: z.string(),
};

/** The article in lists, and as writes answer it. */
export const articleOut = z.object({
  ...articleCommon,
  author: z.string(),
  tags: z.array(z.string()),
});

/**
 * The single article (`GET article/{id}`): the spec gives it `order_by`, `smart` and
 * `disjunctive` instead of `author` and `tags`. Articles are neither ordered lists nor matched
 * by rules, so these read "", false, false.
 */
export const articleDetailOut = z.object({
  ...articleCommon,
  order_by: z.string(),
  smart: z.boolean(),
  disjunctive: z.boolean(),
});

export type ArticleOut = z.infer<typeof articleOut>;

function articleCommonOf(row: ArticleRow, zone: string) {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    description: row.description,
    image: presentPlainImage(row.image_src, row.image_metafield),
    body_html: row.body_html,
    published: row.published === 1,
    published_at: formatTimestampOrNull(row.published_at, zone),
    created_at: formatTimestamp(row.created_at, zone),
    updated_at: formatTimestamp(row.updated_at, zone),
    meta_title: row.meta_title,
    meta_description: row.meta_description,
    meta_image: row.meta_image,
  };
}

export function presentArticle(row: ArticleRow, tags: string[], zone: string): ArticleOut {
  return { ...articleCommonOf(row, zone), author: row.author, tags };
}

export function presentArticleDetail(
  row: ArticleRow,
  zone: string,
): z.infer<typeof articleDetailOut> {
  return { ...articleCommonOf(row, zone), order_by: '', smart: false, disjunctive: false };
}

// The resource shapes as named components of the OpenAPI document.
nameComponents({
  Article: articleOut,
  ArticleDetail: articleDetailOut,
});
