// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { Collection } from '@/features/catalog/api';
import {
  changeRuleColumn,
  collectionToForm,
  conditionProblem,
  formToCollectionBody,
  newCollectionForm,
  newRule,
  relationsFor,
  rulesChanged,
} from '@/features/catalog/collection-form';

describe('relation choices per column', () => {
  it('gives text columns the text relations', () => {
    for (const column of ['title', 'vendor', 'tag'] as const)
      expect(relationsFor(column)).toEqual(['equals', 'not_equals', 'contains', 'starts_with']);
  });

  it('gives price and inventory the number relations', () => {
    for (const column of ['price', 'inventory'] as const)
      expect(relationsFor(column)).toEqual(['equals', 'not_equals', 'greater_than', 'less_than']);
  });
});

describe('changeRuleColumn', () => {
  it('keeps a relation the new column takes', () => {
    const rule = { ...newRule('title'), relation: 'not_equals' as const };
    changeRuleColumn(rule, 'price');
    expect(rule).toMatchObject({ column: 'price', relation: 'not_equals' });
  });

  it('replaces a relation the new column does not take', () => {
    const rule = { ...newRule('title'), relation: 'contains' as const, condition: '保温' };
    changeRuleColumn(rule, 'price');
    expect(rule).toMatchObject({ column: 'price', relation: 'equals', condition: '' });
    const back = { ...newRule('inventory'), relation: 'less_than' as const, condition: '5' };
    changeRuleColumn(back, 'tag');
    expect(back).toMatchObject({ column: 'tag', relation: 'equals', condition: '5' });
  });
});

describe('conditionProblem', () => {
  it('wants money for price, a whole number for inventory, text otherwise', () => {
    expect(conditionProblem({ column: 'price', condition: '99.5' })).toBeNull();
    expect(conditionProblem({ column: 'price', condition: '9.999' })).toBe('format');
    expect(conditionProblem({ column: 'price', condition: '' })).toBe('required');
    expect(conditionProblem({ column: 'inventory', condition: '-3' })).toBeNull();
    expect(conditionProblem({ column: 'inventory', condition: '2.5' })).toBe('integer');
    expect(conditionProblem({ column: 'title', condition: '  ' })).toBe('required');
    expect(conditionProblem({ column: 'vendor', condition: '木本厨房' })).toBeNull();
  });
});

const saved: Collection = {
  id: 3,
  name: 'under-100',
  title: '百元以下',
  description: '',
  image: null,
  published: true,
  published_at: null,
  body_html: '',
  order_by: 'price',
  smart: true,
  disjunctive: false,
  created_at: '2026-11-21T10:00:00.000+08:00',
  updated_at: '2026-11-21T10:00:00.000+08:00',
  meta_title: '',
  meta_description: '',
  meta_image: '',
  rules: [{ column: 'price', relation: 'less_than', condition: '100.00' }],
  metafield: {},
  is_running: false,
};

describe('collection form → body', () => {
  it('writes prices with two decimals and trims conditions', () => {
    const form = newCollectionForm(true);
    form.title = ' 保温专区 ';
    form.disjunctive = true;
    form.rules = [
      { ...newRule('price'), relation: 'greater_than', condition: ' 50 ' },
      { ...newRule('title'), condition: ' 保温 ' },
    ];
    expect(formToCollectionBody(form)).toEqual({
      title: '保温专区',
      description: '',
      published: false,
      order_by: 'position',
      smart: true,
      disjunctive: true,
      rules: [
        { column: 'price', relation: 'greater_than', condition: '50.00' },
        { column: 'title', relation: 'equals', condition: '保温' },
      ],
    });
  });

  it('sends no rules for a manual collection', () => {
    const form = collectionToForm(saved);
    form.smart = false;
    expect(formToCollectionBody(form).rules).toEqual([]);
  });

  it('knows when the preview no longer shows the rules on screen', () => {
    const form = collectionToForm(saved);
    expect(rulesChanged(form, saved)).toBe(false);
    form.title = 'Other title';
    expect(rulesChanged(form, saved)).toBe(false);
    form.rules[0]!.condition = '100';
    expect(rulesChanged(form, saved)).toBe(false);
    form.rules[0]!.condition = '80';
    expect(rulesChanged(form, saved)).toBe(true);
  });
});
