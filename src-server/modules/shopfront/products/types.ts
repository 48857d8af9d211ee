import type { z } from 'zod';
import type { FilterValues } from '../../../http/filters';
import type { productCreate, productPatch } from './schemas';

export type ProductCreate = z.output<typeof productCreate>;
export type ProductPatch = z.output<typeof productPatch>;
export type VariantInput = ProductCreate['variants'][number];
export type OptionInput = NonNullable<ProductCreate['options']>[number];
export type ImageInput = NonNullable<ProductCreate['images']>[number];

/** The product list's query as its schema reads it. */
export type ProductListQuery = FilterValues & {
  q?: string;
  order_by?: string;
  collection?: number;
};
