import type { Expression, Insertable, SqlBool, Updateable } from 'kysely';
import type { Db } from '../../../db';
import type { ArticleRow, ArticleTable } from '../../../db/tables/shopfront';
import { applyWhere, countRows } from '../../../db/query';

const articleColumns = [
  'id',
  'name',
  'title',
  'author',
  'description',
  'image_src',
  'image_metafield',
  'body_html',
  'published',
  'published_at',
  'meta_title',
  'meta_description',
  'meta_image',
  'created_at',
  'updated_at',
] as const;

export async function countArticles(db: Db, where: Expression<SqlBool>[]) {
  return countRows(applyWhere(db.selectFrom('article'), where));
}

export function listArticles(db: Db, where: Expression<SqlBool>[], limit: number, offset: number) {
  return applyWhere(db.selectFrom('article'), where)
    .select(articleColumns)
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
}

export function findArticle(db: Db, id: number): Promise<ArticleRow | undefined> {
  return db.selectFrom('article').select(articleColumns).where('id', '=', id).executeTakeFirst();
}

/** Tag titles of each article, in the article's order. */
export async function listTagsOf(db: Db, ids: number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return out;
  const rows = await db
    .selectFrom('article_tag_link')
    .innerJoin('article_tag', 'article_tag.id', 'article_tag_link.tag_id')
    .select(['article_tag_link.article_id', 'article_tag.title'])
    .where('article_tag_link.article_id', 'in', ids)
    .orderBy('article_tag_link.position')
    .execute();
  for (const row of rows) out.get(row.article_id)?.push(row.title);
  return out;
}

export async function insertArticle(db: Db, values: Insertable<ArticleTable>) {
  return (await db.insertInto('article').values(values).returning('id').executeTakeFirstOrThrow())
    .id;
}

export function updateArticle(db: Db, id: number, values: Updateable<ArticleTable>) {
  return db.updateTable('article').set(values).where('id', '=', id).execute();
}

export function deleteArticle(db: Db, id: number) {
  return db.deleteFrom('article').where('id', '=', id).execute();
}

export async function replaceTags(db: Db, articleId: number, tagIds: number[]) {
  await db.deleteFrom('article_tag_link').where('article_id', '=', articleId).execute();
  if (tagIds.length) {
    await db
      .insertInto('article_tag_link')
      .values(
        tagIds.map((tag_id, index) => ({ article_id: articleId, tag_id, position: index + 1 })),
      )
      .execute();
  }
}
