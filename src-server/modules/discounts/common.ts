// The bodies' types and the errors the price rules, coupons and codes share.
import type { z } from 'zod';
import { conflict, type FieldMessages } from '../../http/errors';
import { isDuplicateCode, isDuplicatePrefix } from './repository';
import type { codeIssueBody, codeUpdateBody, couponCreate, priceRuleBody } from './schemas';
import { type Message, msg } from '../../lib/i18n';

export type PriceRuleBody = z.output<typeof priceRuleBody>;
export type CouponCreate = z.output<typeof couponCreate>;
export type CodeIssue = z.output<typeof codeIssueBody>;
export type CodeUpdate = z.output<typeof codeUpdateBody>;

export const addError = (errors: FieldMessages, field: string, message: Message) =>
  (errors[field] ??= []).push(message);

export const duplicatePrefix = () => conflict('duplicate', msg('discounts.prefix_taken'));
export const duplicateCode = () => conflict('duplicate', msg('discounts.code_taken'));

/** Runs a write that may hit a unique column; a concurrent writer's win is a 409 too. */
export async function guardUnique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isDuplicatePrefix(error)) throw duplicatePrefix();
    if (isDuplicateCode(error)) throw duplicateCode();
    throw error;
  }
}
