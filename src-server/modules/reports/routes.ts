import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import {
  pickUpReportOut,
  pickUpReportQuery,
  salesReportOut,
  salesReportQuery,
  staffReportOut,
  staffReportQuery,
  waitingReportOut,
  waitingReportQuery,
} from './schemas';
import * as reports from './service';

/** A manager, or an application with `shops:read`. */
const read = { auth: { scope: 'shops:read' } } as const;

export function registerReportRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['reports'];

  r.get(
    '/api/reports/pick_up/',
    {
      config: read,
      schema: {
        tags,
        summary:
          'Pick-up codes issued, prepared, handed out, expired and canceled per day or hour, with paid-to-handed-out times',
        querystring: pickUpReportQuery,
        response: { 200: pickUpReportOut },
      },
    },
    async (request) => reports.pickUp(ctx, request.query),
  );

  r.get(
    '/api/reports/staff/',
    {
      config: read,
      schema: {
        tags,
        summary:
          'Hand-outs (net of rollbacks), refusals (refused hand-outs and red checks), rollbacks and offline conflicts per staff member',
        querystring: staffReportQuery,
        response: { 200: staffReportOut },
      },
    },
    async (request) => reports.staff(ctx, request.query),
  );

  r.get(
    '/api/reports/sales/',
    {
      config: read,
      schema: {
        tags,
        summary: 'Paid orders, revenue, discounts, points redeemed and top products',
        querystring: salesReportQuery,
        response: { 200: salesReportOut },
      },
    },
    async (request) => reports.sales(ctx, request.query),
  );

  r.get(
    '/api/reports/waiting/',
    {
      config: read,
      schema: {
        tags,
        summary: 'Packages waiting now per store: prepared, and expiring soon',
        querystring: waitingReportQuery,
        response: { 200: waitingReportOut },
      },
    },
    async (request) => reports.waiting(ctx, request.query),
  );
}
