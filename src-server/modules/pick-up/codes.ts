import { randomInt } from 'node:crypto';
import type { Db } from '../../db';
import type { NewPickUpCode } from '../../db/tables/pick-up';
import * as codes from './repository';

/** Why a code cannot be consumed (the 409 codes of docs/DESIGN.md §5). */
export const CONSUME_REASONS = ['code_already_used', 'code_expired', 'code_canceled'] as const;
export type ConsumeReason = (typeof CONSUME_REASONS)[number];

/** 12 random digits (typed on a keypad, printed as QR / Code 128). */
export const randomKey = () => String(randomInt(0, 1_000_000_000_000)).padStart(12, '0');

const KEY_ATTEMPTS = 20;

/**
 * Issues the pick-up code of a paid order inside the payment's transaction. Keys are unique
 * among all codes (a unique index); a drawn key that is taken is drawn again.
 */
export async function issueCode(
  trx: Db,
  values: NewPickUpCode,
  newKey: () => string = randomKey,
): Promise<{ id: number; key: string }> {
  for (let attempt = 0; attempt < KEY_ATTEMPTS; attempt++) {
    const inserted = await codes.insertUnlessKeyTaken(trx, {
      ...values,
      key: newKey(),
      key_status: 'unused',
      stock_status: 'unprepare',
      updated_at: values.created_at,
    });
    if (inserted) return inserted;
  }
  throw new Error(`No free pick-up key after ${KEY_ATTEMPTS} draws`);
}

/** `138****1234`: enough for the counter to recognise a customer, not to call him. */
export const maskMobile = (mobile: string) =>
  mobile.length >= 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : '****';
