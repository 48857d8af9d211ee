import { defineFilters } from '../../../http/filters';

/** The product tag list's filter (docs/SPECIFICATION.md "Shop front"). */
export const productTagFilters = defineFilters({
  title: { column: 'product_tag.title', kind: 'string', ops: ['eq'] },
});
