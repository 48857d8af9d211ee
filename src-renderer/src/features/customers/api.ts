import { answer, api, type Body, type Page, type Query, type Schemas } from '@/shared/api/client';

/** The customers list (its exports too). */
export const CUSTOMERS_PATH = 'customers/customer/';

// Customers (docs/DESIGN.md §8), with their loyalty `points` and `level` (read-only here).

export type Customer = Schemas['Customer'];
export type Gender = Customer['gender'];
export const GENDERS: readonly Gender[] = ['unknown', 'female', 'male'];

export type CustomerBody = Body<'/api/customers/customer/', 'post'>;
export type CustomerListQuery = Query<'/api/customers/customer/'>;

export function listCustomers(query: CustomerListQuery = {}): Promise<Page<Customer>> {
  return answer(api.GET('/api/customers/customer/', { params: { query } }));
}

export function getCustomer(id: number): Promise<Customer> {
  return answer(api.GET('/api/customers/customer/{id}/', { params: { path: { id } } }));
}

/** 409 `duplicate` when another customer has the mobile number. */
export function createCustomer(body: CustomerBody): Promise<Customer> {
  return answer(api.POST('/api/customers/customer/', { body }));
}

export function updateCustomer(id: number, patch: Partial<CustomerBody>): Promise<Customer> {
  return answer(
    api.PATCH('/api/customers/customer/{id}/', { params: { path: { id } }, body: patch }),
  );
}
