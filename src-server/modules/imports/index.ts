import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerImportRoutes } from './routes';

/** Imports of products and customers from CSV and xlsx files. */
export function registerImports(app: FastifyInstance, ctx: AppContext) {
  registerImportRoutes(app, ctx);
}
