import { defineFilters } from '../../../http/filters';

/** The collection list's filters (docs/SPECIFICATION.md "Shop front"). */
export const collectionFilters = defineFilters({
  id: { column: 'collection.id', kind: 'int', ops: ['eq', 'in'] },
  name: { column: 'collection.name', kind: 'string', ops: ['eq', 'in'] },
  published_at: { column: 'collection.published_at', kind: 'timestamp', ops: ['gte', 'lte'] },
});
