import { sql } from 'kysely';
import { defineFilters } from '../../../http/filters';

/** The article list's filters (docs/SPECIFICATION.md "Shop front"). */
export const articleFilters = defineFilters({
  id: { column: 'article.id', kind: 'int', ops: ['eq', 'in'] },
  name: { column: 'article.name', kind: 'string', ops: ['eq', 'in'] },
  title: { column: 'article.title', kind: 'string', ops: ['eq'] },
  // `tag` is a tag title (docs/SPECIFICATION.md): the articles carrying that tag.
  tag: {
    column: 'article.id',
    kind: 'string',
    ops: ['eq'],
    members: (test) =>
      sql`select article_tag_link.article_id from article_tag_link join article_tag on article_tag.id = article_tag_link.tag_id where ${test('article_tag.title')}`,
  },
  published_at: { column: 'article.published_at', kind: 'timestamp', ops: ['gte', 'lte'] },
});
