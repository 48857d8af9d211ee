import type { Generated, Selectable } from 'kysely';

export interface CustomerTable {
  id: Generated<number>;
  /** Mainland China mobile number, 11 digits; unique. */
  mobile: string;
  full_name: string;
  gender: 'male' | 'female' | 'unknown';
  email: string | null;
  /** `YYYY-MM-DD`; a calendar date, not an instant. */
  birthday: string | null;
  note: string;
  accepts_marketing: number;
  created_at: number;
  updated_at: number;
}

export interface CustomerTables {
  customer: CustomerTable;
}

export type CustomerRow = Selectable<CustomerTable>;
