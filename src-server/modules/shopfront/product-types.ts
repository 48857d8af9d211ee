import type { z } from 'zod';
import type { AppDatabase } from '../../db';
import type { FilterValues } from '../../http/filters';
import type { Clock } from '../../lib/time';
import type { CollectionRepository } from './collections/repository';
import type { Membership } from './membership';
import type { CatalogRepository } from './repository';
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

/** Who reads: only callers with `shopfront:read` (or a manager) see unpublished items. */
export interface Viewer {
  seesUnpublished: boolean;
}

/** What the catalog's service functions work with (bound once by `createCatalogService`). */
export interface CatalogDeps {
  database: AppDatabase;
  clock: Clock;
  timeZone: () => Promise<string>;
  repo: CatalogRepository;
  collections: CollectionRepository;
  membership: Membership;
}
