import type { FastifyInstance } from 'fastify';
import { bindContext, type AppContext, type Bound } from '../../context';
import { registerReportRoutes } from './routes';
import * as service from './service';

/** The manager's reports. */
export function registerReports(app: FastifyInstance, ctx: AppContext) {
  registerReportRoutes(app, ctx);
}

/** TRANSITION (issue 46): the report functions with the context given, for `app.areas.reports`. */
export type ReportService = Bound<typeof service>;

/** TRANSITION (issue 46): see `ReportService`. */
export const reportService = (ctx: AppContext): ReportService => bindContext(ctx, service);
