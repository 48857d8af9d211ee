import { type Message, msg } from '../../../lib/i18n';
import { formatDecimal, parseDecimal } from '../../../lib/money';
import { searchText } from './search-text';

/**
 * Smart collections (docs/DESIGN.md §8): a product belongs when all rules hold (`disjunctive`: any
 * rule). Text columns compare case-insensitively; `price` is the first variant's price and
 * `inventory` the product's total inventory, as the product shows them.
 */
export const RULE_COLUMNS = ['title', 'vendor', 'tag', 'price', 'inventory'] as const;
export const RULE_RELATIONS = [
  'equals',
  'not_equals',
  'contains',
  'starts_with',
  'greater_than',
  'less_than',
] as const;

/** What the rules look at in a product (products/repository.ts `findProductFacts` reads it). */
export interface ProductFacts {
  id: number;
  title: string;
  vendor: string | null;
  tags: string[];
  /** Cents. */
  price: number;
  inventory: number;
}

export type RuleColumn = (typeof RULE_COLUMNS)[number];
export type RuleRelation = (typeof RULE_RELATIONS)[number];

export interface Rule {
  column: RuleColumn;
  relation: RuleRelation;
  condition: string;
}

const TEXT_RELATIONS: readonly RuleRelation[] = ['equals', 'not_equals', 'contains', 'starts_with'];
const NUMBER_RELATIONS: readonly RuleRelation[] = [
  'equals',
  'not_equals',
  'greater_than',
  'less_than',
];

const isNumeric = (column: RuleColumn) => column === 'price' || column === 'inventory';

/** Why a rule cannot be used (a message for its field), or null. */
export function ruleProblem(
  rule: Rule,
): { field: 'relation' | 'condition'; message: Message } | null {
  const allowed = isNumeric(rule.column) ? NUMBER_RELATIONS : TEXT_RELATIONS;
  if (!allowed.includes(rule.relation)) {
    return {
      field: 'relation',
      message: msg('catalog.rule_relation_choice', {
        column: rule.column,
        relations: allowed.join(', '),
      }),
    };
  }
  if (rule.column === 'price' && parseDecimal(rule.condition) === null)
    return { field: 'condition', message: msg('money.price_two_decimals') };
  if (rule.column === 'inventory' && !/^-?\d{1,9}$/.test(rule.condition.trim()))
    return { field: 'condition', message: msg('field.whole_number') };
  if (!isNumeric(rule.column) && rule.condition.trim() === '')
    return { field: 'condition', message: msg('catalog.rule_text_needed') };
  return null;
}

/** The stored form of a condition: trimmed; prices with two decimals. */
export function normaliseCondition(rule: Rule): string {
  if (rule.column === 'price') return formatDecimal(parseDecimal(rule.condition)!);
  if (rule.column === 'inventory') return String(Number(rule.condition.trim()));
  return rule.condition.trim();
}

function textHolds(relation: RuleRelation, value: string, condition: string): boolean {
  const a = searchText(value);
  const b = searchText(condition);
  if (relation === 'equals') return a === b;
  if (relation === 'contains') return a.includes(b);
  if (relation === 'starts_with') return a.startsWith(b);
  return false;
}

function numberHolds(relation: RuleRelation, value: number, condition: number): boolean {
  if (relation === 'equals') return value === condition;
  if (relation === 'not_equals') return value !== condition;
  if (relation === 'greater_than') return value > condition;
  return value < condition;
}

export function ruleHolds(product: ProductFacts, rule: Rule): boolean {
  if (rule.column === 'price')
    return numberHolds(rule.relation, product.price, parseDecimal(rule.condition)!);
  if (rule.column === 'inventory')
    return numberHolds(rule.relation, product.inventory, Number(rule.condition));
  const values =
    rule.column === 'title'
      ? [product.title]
      : rule.column === 'vendor'
        ? [product.vendor ?? '']
        : product.tags;
  // "not equal": no value equals the condition (a product without tags has no tag equal to it).
  if (rule.relation === 'not_equals')
    return !values.some((value) => textHolds('equals', value, rule.condition));
  return values.some((value) => textHolds(rule.relation, value, rule.condition));
}

export function matchesRules(product: ProductFacts, rules: Rule[], disjunctive: boolean) {
  if (rules.length === 0) return false;
  return disjunctive
    ? rules.some((rule) => ruleHolds(product, rule))
    : rules.every((rule) => ruleHolds(product, rule));
}
