import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { createReportRepository } from './repository';
import { registerReportRoutes } from './routes';
import { createReportService } from './service';

/** The manager's reports. */
export function createReportArea(context: AppContext) {
  const reports = createReportService({ ...context, repo: createReportRepository() });
  return {
    reports,
    register: (app: FastifyInstance) => registerReportRoutes(app, { reports }),
  };
}
