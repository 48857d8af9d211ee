import type { FastifyInstance } from 'fastify';
import { bindContext, type AppContext, type Bound } from '../../context';
import { registerImportRoutes } from './routes';
import * as service from './service';

/** Imports of products and customers from CSV and xlsx files. */
export function registerImports(app: FastifyInstance, ctx: AppContext) {
  registerImportRoutes(app, ctx);
}

/** TRANSITION (issue 46): prepare and run with the context given, for `app.areas.imports`. */
export type ImportService = Bound<typeof service>;

/** TRANSITION (issue 46): see `ImportService`. */
export const importService = (ctx: AppContext): ImportService => bindContext(ctx, service);
