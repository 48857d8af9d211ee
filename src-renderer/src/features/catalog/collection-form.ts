import type {
  Collection,
  CollectionBody,
  CollectionOrder,
  CollectionRule,
  RuleColumn,
  RuleRelation,
} from './api';
import { checkDecimalText, normalizeDecimal, type DecimalProblem } from '@/shared/utils/money';

// Smart collection rules (docs/DESIGN.md §8): text columns compare text, price and inventory compare
// numbers; the server refuses a relation its column does not take.

export const TEXT_RELATIONS: readonly RuleRelation[] = [
  'equals',
  'not_equals',
  'contains',
  'starts_with',
];
export const NUMBER_RELATIONS: readonly RuleRelation[] = [
  'equals',
  'not_equals',
  'greater_than',
  'less_than',
];

export function isNumericColumn(column: RuleColumn): boolean {
  return column === 'price' || column === 'inventory';
}

/** The relations a rule on `column` may use. */
export function relationsFor(column: RuleColumn): readonly RuleRelation[] {
  return isNumericColumn(column) ? NUMBER_RELATIONS : TEXT_RELATIONS;
}

export interface RuleForm {
  key: string;
  column: RuleColumn;
  relation: RuleRelation;
  condition: string;
}

let ruleCounter = 0;

export function newRule(column: RuleColumn = 'title'): RuleForm {
  ruleCounter += 1;
  return {
    key: `rule-new-${ruleCounter}`,
    column,
    relation: relationsFor(column)[0]!,
    condition: '',
  };
}

/**
 * Points a rule at another column: the relation stays when the new column takes it
 * (equals, not equals), else becomes the column's first; a condition that cannot be a number
 * is emptied when the column becomes numeric.
 */
export function changeRuleColumn(rule: RuleForm, column: RuleColumn): void {
  const wasNumeric = isNumericColumn(rule.column);
  rule.column = column;
  if (!relationsFor(column).includes(rule.relation)) rule.relation = relationsFor(column)[0]!;
  if (isNumericColumn(column) && !wasNumeric && conditionProblem(rule) !== null)
    rule.condition = '';
}

export type ConditionProblem = DecimalProblem | 'integer';

/** What is wrong with a rule's condition, or null. */
export function conditionProblem(
  rule: Pick<RuleForm, 'column' | 'condition'>,
): ConditionProblem | null {
  const value = rule.condition.trim();
  if (rule.column === 'price') return checkDecimalText(value);
  if (value === '') return 'required';
  if (rule.column === 'inventory' && !/^-?\d{1,9}$/.test(value)) return 'integer';
  return null;
}

export interface CollectionForm {
  title: string;
  name: string;
  description: string;
  published: boolean;
  smart: boolean;
  /** true: a product matching any rule belongs; false: it must match all. */
  disjunctive: boolean;
  order_by: CollectionOrder;
  rules: RuleForm[];
}

export function newCollectionForm(smart = false): CollectionForm {
  return {
    title: '',
    name: '',
    description: '',
    published: false,
    smart,
    disjunctive: false,
    order_by: 'position',
    rules: smart ? [newRule()] : [],
  };
}

export function collectionToForm(collection: Collection): CollectionForm {
  return {
    title: collection.title,
    name: collection.name,
    description: collection.description,
    published: collection.published,
    smart: collection.smart,
    disjunctive: collection.disjunctive,
    order_by: collection.order_by,
    rules: collection.rules.map((rule, index) => ({
      key: `rule-${collection.id}-${index}`,
      ...rule,
    })),
  };
}

function ruleToBody(rule: RuleForm): CollectionRule {
  const condition = rule.condition.trim();
  return {
    column: rule.column,
    relation: rule.relation,
    condition:
      rule.column === 'price' && conditionProblem(rule) === null
        ? normalizeDecimal(condition)
        : condition,
  };
}

/** The POST/PATCH body: rules only for a smart collection (a manual one has none). */
export function formToCollectionBody(form: CollectionForm): CollectionBody {
  const name = form.name.trim();
  return {
    title: form.title.trim(),
    ...(name ? { name } : {}),
    description: form.description,
    published: form.published,
    order_by: form.order_by,
    smart: form.smart,
    disjunctive: form.disjunctive,
    rules: form.smart ? form.rules.map(ruleToBody) : [],
  };
}

export function isCollectionFormChanged(form: CollectionForm, saved: Collection | null): boolean {
  const base = saved ? collectionToForm(saved) : newCollectionForm(form.smart);
  return JSON.stringify(formToCollectionBody(form)) !== JSON.stringify(formToCollectionBody(base));
}

/** Whether the rules (and how they combine) differ from the saved ones: the preview is stale. */
export function rulesChanged(form: CollectionForm, saved: Collection): boolean {
  const mine = formToCollectionBody(form);
  const theirs = formToCollectionBody(collectionToForm(saved));
  return (
    mine.smart !== theirs.smart ||
    mine.disjunctive !== theirs.disjunctive ||
    JSON.stringify(mine.rules) !== JSON.stringify(theirs.rules)
  );
}
