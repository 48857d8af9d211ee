import { call, type Page, type PageQuery } from './client';

// Customers (DESIGN §8), with their loyalty `points` and `level` (read-only here).

export type Gender = 'male' | 'female' | 'unknown';
export const GENDERS: readonly Gender[] = ['unknown', 'female', 'male'];

export interface Customer {
  id: number;
  mobile: string;
  full_name: string;
  gender: Gender;
  email: string | null;
  /** YYYY-MM-DD. */
  birthday: string | null;
  note: string;
  accepts_marketing: boolean;
  created_at: string;
  updated_at: string;
  /** Point balance; changes through orders and adjustments (api/loyalty). */
  points: number;
  /** The loyalty level reached by lifetime earned points. */
  level: { id: number; title: string } | null;
}

export interface CustomerBody {
  mobile: string;
  full_name?: string;
  gender?: Gender;
  email?: string | null;
  birthday?: string | null;
  note?: string;
  accepts_marketing?: boolean;
}

export interface CustomerListQuery extends PageQuery {
  /** Substring of the mobile, name or email. */
  q?: string;
  mobile?: string;
  id__in?: string;
}

/** The customers list (its exports too). */
export const CUSTOMERS_PATH = 'customers/customer/';

export function listCustomers(query: CustomerListQuery = {}): Promise<Page<Customer>> {
  return call('get', CUSTOMERS_PATH, { searchParams: { ...query } });
}

export function getCustomer(id: number): Promise<Customer> {
  return call('get', `${CUSTOMERS_PATH}${id}/`);
}

/** 409 `duplicate` when another customer has the mobile number. */
export function createCustomer(body: CustomerBody): Promise<Customer> {
  return call('post', CUSTOMERS_PATH, { json: body });
}

export function updateCustomer(id: number, patch: Partial<CustomerBody>): Promise<Customer> {
  return call('patch', `${CUSTOMERS_PATH}${id}/`, { json: patch });
}
