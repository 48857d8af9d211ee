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
  /** Loyalty (0010-loyalty): the point balance, the sum of his point history; never below 0. */
  points: Generated<number>;
  /** Loyalty: points earned by paid orders, less those their cancellations took back. */
  earned_points: Generated<number>;
  /** Notices (0045-notifications): the customer's WeChat openid in the shop's mini program. */
  openid: Generated<string | null>;
  /** 0/1, default 1: SMS notices may be sent to him. */
  accepts_sms: Generated<number>;
}

export interface CustomerTables {
  customer: CustomerTable;
}

/** A customer as the repository reads him: with his loyalty level (computed, see repository). */
export type CustomerRow = Selectable<CustomerTable> & {
  level_id: number | null;
  level_title: string | null;
};
