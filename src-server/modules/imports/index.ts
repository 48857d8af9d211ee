import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { CustomerService } from '../customers';
import type { CatalogService } from '../shopfront';
import { registerImportRoutes } from './routes';
import { createImportService } from './service';

/** Imports of products and customers from CSV and xlsx files. */
export function createImportArea(
  context: AppContext,
  deps: { catalog: CatalogService; customers: CustomerService },
) {
  const imports = createImportService({
    database: context.database,
    timeZone: context.timeZone,
    ...deps,
  });
  return {
    imports,
    register: (app: FastifyInstance) => registerImportRoutes(app, { imports }),
  };
}
