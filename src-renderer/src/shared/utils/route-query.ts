import type { LocationQuery, LocationQueryRaw } from 'vue-router';

// Typed reading and writing of a list's URL query. Anything unknown or malformed reads as the
// default, and defaults are left out when writing, so that plain URLs stay plain.

type QueryValue = LocationQuery[string] | undefined;

export const PAGE_SIZES = [10, 20, 50, 100];
export const DEFAULT_PAGE_SIZE = 20;

export type YesNo = 'all' | 'yes' | 'no';

/** The paging part of every list's state. */
export interface Paging {
  page: number;
  pageSize: number;
}

export function queryText(value: QueryValue): string {
  return typeof value === 'string' ? value : '';
}

export function queryPositiveInt(value: QueryValue): number | null {
  const parsed = Number(queryText(value));
  return Number.isInteger(parsed) && parsed >= 1 ? parsed : null;
}

export function queryYesNo(value: QueryValue): YesNo {
  const given = queryText(value);
  return given === 'yes' || given === 'no' ? given : 'all';
}

/** One of `choices`, or '' (no filter). */
export function queryChoice<T extends string>(value: QueryValue, choices: readonly T[]): T | '' {
  const given = queryText(value);
  return (choices as readonly string[]).includes(given) ? (given as T) : '';
}

/** A text that matches `pattern` (dates, wall-clock times), or null. */
export function queryMatching(value: QueryValue, pattern: RegExp): string | null {
  const given = queryText(value);
  return pattern.test(given) ? given : null;
}

export function pagingFromQuery(query: LocationQuery, sizes = PAGE_SIZES): Paging {
  const size = queryPositiveInt(query.page_size);
  return {
    page: queryPositiveInt(query.page) ?? 1,
    pageSize: size && sizes.includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

export function pagingToQuery(state: Paging): LocationQueryRaw {
  return {
    ...(state.page > 1 ? { page: String(state.page) } : {}),
    ...(state.pageSize !== DEFAULT_PAGE_SIZE ? { page_size: String(state.pageSize) } : {}),
  };
}

/** The query entries of a state's filters, without empty ones (`''`, null, 'all'). */
export function filtersToQuery(
  entries: Record<string, string | number | null | undefined>,
): LocationQueryRaw {
  const query: LocationQueryRaw = {};
  for (const [key, value] of Object.entries(entries)) {
    const given = typeof value === 'string' ? value.trim() : value;
    if (given === '' || given === null || given === undefined || given === 'all') continue;
    query[key] = String(given);
  }
  return query;
}
