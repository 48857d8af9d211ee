import { sql, type SqlBool } from 'kysely';

/** Public callers see published items only (unpublished ones need `shopfront:read`). */
export const publishedOnly = (table: 'product' | 'article' | 'collection') =>
  sql<SqlBool>`${sql.ref(`${table}.published`)} = 1`;
