import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { msg, zodMessage } from '../lib/i18n';
import { ApiError } from './errors';
import { requestOrigin } from './host-guard';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 10;

const positiveInt = (field: string) =>
  z.coerce
    .number({ message: zodMessage('paging.whole_number', { field }) })
    .int({ message: zodMessage('paging.whole_number', { field }) })
    .min(1, { message: zodMessage('paging.at_least_1', { field }) })
    .max(Number.MAX_SAFE_INTEGER, { message: zodMessage('paging.too_large', { field }) });

/** Query fields of every paged list; spread into the route's query schema. */
export const pageQuery = {
  page: positiveInt('page').default(1),
  // Larger sizes are clamped rather than refused (docs/DESIGN.md §2); the document states the bound.
  page_size: positiveInt('page_size')
    .default(DEFAULT_PAGE_SIZE)
    .transform((size) => Math.min(size, MAX_PAGE_SIZE))
    .meta({ maximum: MAX_PAGE_SIZE, description: `Larger sizes are clamped to ${MAX_PAGE_SIZE}.` }),
};

export interface PageParams {
  page: number;
  page_size: number;
}

export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}

function pageLink(request: FastifyRequest, page: number): string {
  // Only the target's path and query are kept: the origin is the public URL or the Host the
  // guard admitted, never one an absolute-form target names (docs/SECURITY.md).
  const target = new URL(request.url, 'http://target.invalid');
  const url = new URL(requestOrigin(request));
  url.pathname = target.pathname;
  url.search = target.search;
  // Like Django REST Framework, page 1 is the URL without `page`.
  if (page === 1) url.searchParams.delete('page');
  else url.searchParams.set('page', String(page));
  return url.toString();
}

/**
 * Runs the count and the page query of a list and builds the page object; a page past the
 * last is 404 "Invalid page." (page 1 of an empty list is an empty page).
 */
export async function paginate<Row, Out>(
  request: FastifyRequest,
  params: PageParams,
  count: () => Promise<number>,
  load: (limit: number, offset: number) => Promise<Row[]>,
  present: (row: Row) => Out,
): Promise<Page<Out>> {
  const total = await count();
  const offset = (params.page - 1) * params.page_size;
  if (params.page > 1 && offset >= total) {
    throw new ApiError(404, 'not_found', msg('paging.invalid_page'));
  }
  const rows = total === 0 ? [] : await load(params.page_size, offset);
  return {
    count: total,
    next: offset + params.page_size < total ? pageLink(request, params.page + 1) : null,
    previous: params.page > 1 ? pageLink(request, params.page - 1) : null,
    results: rows.map(present),
  };
}
