import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerReportRoutes } from './routes';

/** The manager's reports. */
export function registerReports(app: FastifyInstance, ctx: AppContext) {
  registerReportRoutes(app, ctx);
}
