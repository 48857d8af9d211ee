import type { z } from 'zod';
import type { AppDatabase } from '../../db';
import { conflict, type FieldErrors } from '../../http/errors';
import type { Clock } from '../../lib/time';
import type { CustomerService } from '../customers';
import type { DiscountRepository } from './repository';
import type { codeIssueBody, codeUpdateBody, couponCreate, priceRuleBody } from './schemas';

export type PriceRuleBody = z.output<typeof priceRuleBody>;
export type CouponCreate = z.output<typeof couponCreate>;
export type CodeIssue = z.output<typeof codeIssueBody>;
export type CodeUpdate = z.output<typeof codeUpdateBody>;

/** What the discount service's functions work with (bound once by createDiscountService). */
export interface DiscountDeps {
  database: AppDatabase;
  clock: Clock;
  timeZone: () => Promise<string>;
  repo: DiscountRepository;
  customers: Pick<CustomerService, 'findById' | 'findByIds'>;
}

export const addError = (errors: FieldErrors, field: string, message: string) =>
  (errors[field] ??= []).push(message);

export const duplicatePrefix = () => conflict('duplicate', 'Another coupon has this code_prefix.');
export const duplicateCode = () => conflict('duplicate', 'Another coupon code has this code.');

/** Runs a write that may hit a unique column; a concurrent writer's win is a 409 too. */
export async function guardUnique<T>(
  repo: DiscountRepository,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (repo.isDuplicatePrefix(error)) throw duplicatePrefix();
    if (repo.isDuplicateCode(error)) throw duplicateCode();
    throw error;
  }
}
