import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageOf, paginate } from '../../http/paging';
import { idParams } from '../../http/params';
import {
  customerCreate,
  customerListQuery,
  customerOut,
  customerPatch,
  presentCustomer,
} from './schemas';
import type { CustomerService } from './service';

const read = { auth: { scope: 'customers:read' } } as const;
const write = { auth: { scope: 'customers:write' } } as const;

export function registerCustomerRoutes(
  app: FastifyInstance,
  deps: { customers: CustomerService; timeZone: () => Promise<string> },
) {
  const { customers, timeZone } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['customers'];

  r.get(
    '/api/customers/customer/',
    {
      config: read,
      schema: { tags, querystring: customerListQuery, response: { 200: pageOf(customerOut) } },
    },
    async (request) => {
      const zone = await timeZone();
      return paginate(
        request,
        request.query,
        () => customers.count(request.query),
        (limit, offset) => customers.list(request.query, limit, offset),
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
      const row = await customers.create(request.body);
      return reply.code(201).send(presentCustomer(row, await timeZone()));
    },
  );

  r.get(
    '/api/customers/customer/:id/',
    { config: read, schema: { tags, params: idParams, response: { 200: customerOut } } },
    async (request) => presentCustomer(await customers.get(request.params.id), await timeZone()),
  );

  r.patch(
    '/api/customers/customer/:id/',
    {
      config: { ...write, errors: [409] },
      schema: { tags, params: idParams, body: customerPatch, response: { 200: customerOut } },
    },
    async (request) =>
      presentCustomer(await customers.update(request.params.id, request.body), await timeZone()),
  );
}
