import { z } from 'zod';
import { titleInput } from '../shared/schemas';
import { productTagFilters } from './queries';

// Vendors, product tags, categories and article tags: a title each.

export const titledBody = z.object({ title: titleInput });

export const productTagListQuery = z.object({ ...productTagFilters.shape });
