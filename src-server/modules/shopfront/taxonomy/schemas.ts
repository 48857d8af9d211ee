import { z } from 'zod';
import type { TitledRow } from '../../../db/tables/shopfront';
import { titleInput } from '../shared/schemas';
import { productTagFilters } from './queries';

// Vendors, product tags, categories and article tags: a title each.

export const titledBody = z.object({ title: titleInput });
export const titledOut = z.object({ id: z.number().int(), title: z.string() });

export function presentTitled(row: TitledRow): z.infer<typeof titledOut> {
  return { id: row.id, title: row.title };
}

export const productTagListQuery = z.object({ ...productTagFilters.shape });
