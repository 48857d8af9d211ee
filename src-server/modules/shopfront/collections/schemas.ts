import { z } from 'zod';
import { readStoredObject } from '../../../http/json';
import { pageQuery } from '../../../http/paging';
import { idParams } from '../../../http/params';
import { formatTimestamp, formatTimestampOrNull, timestampOut } from '../../../lib/time';
import { PRODUCT_ORDER_FIELDS } from '../products/queries';
import { RULE_COLUMNS, RULE_RELATIONS, type Rule } from '../shared/rules';
import { collectionFilters } from './queries';
import {
  htmlInput,
  idInput,
  metafieldInput,
  nameInput,
  plainImageInput,
  plainImageOut,
  presentPlainImage,
  textInput,
  titleInput,
} from '../shared/schemas';
import type { CollectionRow } from '../../../db/tables/shopfront';
import { nameComponents } from '../../../http/openapi';

/**
 * A collection's `order_by`: the default order of its entries in `product/?collection=`:
 * `position` (the manual order) or a product order of the list's `order_by`.
 */
export const COLLECTION_ORDERS = [
  'position',
  ...PRODUCT_ORDER_FIELDS,
  ...PRODUCT_ORDER_FIELDS.map((field) => `-${field}` as const),
] as const;

export const ruleIn = z.object({
  column: z.enum(RULE_COLUMNS),
  relation: z.enum(RULE_RELATIONS),
  condition: z.union([z.string(), z.number()]).transform(String).pipe(z.string().max(255)),
});

const collectionFields = {
  title: titleInput,
  name: nameInput.optional(),
  description: textInput.optional(),
  body_html: htmlInput.optional(),
  image: plainImageInput.optional(),
  published: z.boolean().optional(),
  order_by: z.enum(COLLECTION_ORDERS).optional(),
  /** true: members follow `rules`; false: manual entries. */
  smart: z.boolean().optional(),
  disjunctive: z.boolean().optional(),
  rules: z.array(ruleIn).max(50).optional(),
  metafield: metafieldInput.optional(),
  meta_title: z.string().max(255).optional(),
  meta_description: textInput.optional(),
  meta_image: z.string().max(2000).optional(),
};

export const collectionCreate = z.object(collectionFields);
export const collectionPatch = z.object(collectionFields).partial();

export const collectionListQuery = z.object({ ...pageQuery, ...collectionFilters.shape });

export const ruleOut = z.object({
  column: z.enum(RULE_COLUMNS),
  relation: z.enum(RULE_RELATIONS),
  condition: z.string(),
});

const collectionDetailFields = {
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  description: z.string(),
  image: plainImageOut.nullable(),
  published: z.boolean(),
  published_at: timestampOut.nullable(),
  body_html: z.string(),
  order_by: z.enum(COLLECTION_ORDERS),
  smart: z.boolean(),
  disjunctive: z.boolean(),
  created_at: timestampOut,
  updated_at: timestampOut,
  meta_title: z.string(),
  meta_description: z.string(),
  meta_image: z.string(),
};

/** The single collection (`GET collection/{id}`): no `rules`, `metafield`, `is_running`. */
export const collectionDetailOut = z.object(collectionDetailFields);

/** The collection in the list, and as writes answer it (with its rules). */
export const collectionOut = z.object({
  ...collectionDetailFields,
  rules: z.array(ruleOut),
  metafield: z.record(z.string(), z.unknown()),
  is_running: z
    .boolean()
    .meta({ description: 'false: membership is recomputed within each write, never pending' }),
});

export const entryCreate = z.object({
  product_id: idInput,
  /** 1 is the first place; default: after the last entry. */
  position: z.number().int().min(1).max(1_000_000).optional(),
  featured: z.boolean().optional(),
});

export const entryPatch = z.object({
  position: z.number().int().min(1).max(1_000_000).optional(),
  featured: z.boolean().optional(),
});

export const entryParams = idParams.extend({ product_id: idParams.shape.id });

export type CollectionOut = z.infer<typeof collectionOut>;

export function presentCollectionDetail(
  row: CollectionRow,
  zone: string,
): z.infer<typeof collectionDetailOut> {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    description: row.description,
    image: presentPlainImage(row.image_src, row.image_metafield),
    published: row.published === 1,
    published_at: formatTimestampOrNull(row.published_at, zone),
    body_html: row.body_html,
    order_by: row.order_by as (typeof COLLECTION_ORDERS)[number],
    smart: row.smart === 1,
    disjunctive: row.disjunctive === 1,
    created_at: formatTimestamp(row.created_at, zone),
    updated_at: formatTimestamp(row.updated_at, zone),
    meta_title: row.meta_title,
    meta_description: row.meta_description,
    meta_image: row.meta_image,
  };
}

export function presentCollection(row: CollectionRow, rules: Rule[], zone: string): CollectionOut {
  return {
    ...presentCollectionDetail(row, zone),
    rules: rules.map(({ column, relation, condition }) => ({ column, relation, condition })),
    metafield: readStoredObject(row.metafield),
    is_running: false,
  };
}

// The resource shapes as named components of the OpenAPI document.
nameComponents({
  Collection: collectionOut,
  CollectionDetail: collectionDetailOut,
  CollectionRule: ruleOut,
});
