import type { Expression, Insertable, SqlBool, Updateable } from 'kysely';
import type { Db } from '../../../db';
import type { Rule } from '../shared/rules';
import type {
  CollectionRow,
  CollectionRuleRow,
  CollectionTable,
} from '../../../db/tables/shopfront';
import { applyWhere, countRows } from '../../../db/query';

const collectionColumns = [
  'id',
  'name',
  'title',
  'description',
  'body_html',
  'image_src',
  'image_metafield',
  'published',
  'published_at',
  'order_by',
  'smart',
  'disjunctive',
  'metafield',
  'meta_title',
  'meta_description',
  'meta_image',
  'created_at',
  'updated_at',
] as const;
const ruleColumns = ['id', 'collection_id', 'position', 'column', 'relation', 'condition'] as const;

export async function countCollections(db: Db, where: Expression<SqlBool>[]) {
  return countRows(applyWhere(db.selectFrom('collection'), where));
}

export function listCollections(
  db: Db,
  where: Expression<SqlBool>[],
  limit: number,
  offset: number,
): Promise<CollectionRow[]> {
  return applyWhere(db.selectFrom('collection'), where)
    .select(collectionColumns)
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
}

export function findCollection(db: Db, id: number): Promise<CollectionRow | undefined> {
  return db
    .selectFrom('collection')
    .select(collectionColumns)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function listRulesOf(db: Db, ids: number[]): Promise<CollectionRuleRow[]> {
  return ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('collection_rule')
        .select(ruleColumns)
        .where('collection_id', 'in', ids)
        .orderBy('position')
        .execute();
}

export async function insertCollection(db: Db, values: Insertable<CollectionTable>) {
  return (
    await db.insertInto('collection').values(values).returning('id').executeTakeFirstOrThrow()
  ).id;
}

export function updateCollection(db: Db, id: number, values: Updateable<CollectionTable>) {
  return db.updateTable('collection').set(values).where('id', '=', id).execute();
}

export function deleteCollection(db: Db, id: number) {
  return db.deleteFrom('collection').where('id', '=', id).execute();
}

export async function replaceRules(db: Db, collectionId: number, rules: Rule[]) {
  await db.deleteFrom('collection_rule').where('collection_id', '=', collectionId).execute();
  if (rules.length) {
    await db
      .insertInto('collection_rule')
      .values(
        rules.map((rule, index) => ({
          collection_id: collectionId,
          position: index + 1,
          column: rule.column,
          relation: rule.relation,
          condition: rule.condition,
        })),
      )
      .execute();
  }
}
