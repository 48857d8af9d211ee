import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { pageOf, paginate } from '../../http/paging';
import { idParams } from '../../http/params';
import {
  customerCreate,
  customerListQuery,
  customerOut,
  customerPatch,
  presentCustomer,
} from './schemas';
import * as customers from './service';

const read = { auth: { scope: 'customers:read' } } as const;
const write = { auth: { scope: 'customers:write' } } as const;

export function registerCustomerRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['customers'];

  r.get(
    '/api/customers/customer/',
    {
      config: read,
      schema: { tags, querystring: customerListQuery, response: { 200: pageOf(customerOut) } },
    },
    async (request) => {
      const zone = await ctx.timeZone();
      return paginate(
        request,
        request.query,
        () => customers.count(ctx, request.query),
        (limit, offset) => customers.list(ctx, request.query, limit, offset),
        (row) => presentCustomer(row, zone),
      );
    },
  );

  r.post(
    '/api/customers/customer/',
    {
      config: { ...write, errors: [409] },
      schema: { tags, body: customerCreate, response: { 201: customerOut } },
    },
    async (request, reply) => {
      const row = await customers.create(ctx, request.body);
      return reply.code(201).send(presentCustomer(row, await ctx.timeZone()));
    },
  );

  r.get(
    '/api/customers/customer/:id/',
    { config: read, schema: { tags, params: idParams, response: { 200: customerOut } } },
    async (request) =>
      presentCustomer(await customers.get(ctx, request.params.id), await ctx.timeZone()),
  );

  r.patch(
    '/api/customers/customer/:id/',
    {
      config: { ...write, errors: [409] },
      schema: { tags, params: idParams, body: customerPatch, response: { 200: customerOut } },
    },
    async (request) =>
      presentCustomer(
        await customers.update(ctx, request.params.id, request.body),
        await ctx.timeZone(),
      ),
  );
}
