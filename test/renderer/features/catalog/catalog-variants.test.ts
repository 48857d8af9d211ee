// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import {
  addOption,
  clearMissingValues,
  generateVariants,
  newProductForm,
  newVariant,
  optionCombinations,
  removeOption,
  setVariantValue,
  variantsProblem,
  type OptionForm,
  type VariantForm,
} from '@/features/catalog/product-form';

function option(title: string, values: string[]): OptionForm {
  return { key: `o-${title}`, title, values };
}

function variant(values: string[], extra: Partial<VariantForm> = {}): VariantForm {
  return { ...newVariant(values.length), values, ...extra };
}

describe('optionCombinations', () => {
  it('gives every combination, first option slowest', () => {
    expect(optionCombinations([option('颜色', ['红', '蓝']), option('尺码', ['S', 'M'])])).toEqual([
      ['红', 'S'],
      ['红', 'M'],
      ['蓝', 'S'],
      ['蓝', 'M'],
    ]);
  });

  it('gives none when an option has no values, and one empty one without options', () => {
    expect(optionCombinations([option('颜色', ['红']), option('尺码', [])])).toEqual([]);
    expect(optionCombinations([])).toEqual([[]]);
  });
});

describe('generateVariants', () => {
  it('makes one variant per combination, priced like the first variant', () => {
    const first = variant([''], { price: '59.00', compare_at_price: '79.00', grams: 300 });
    const result = generateVariants([option('颜色', ['红', '蓝'])], [first]);
    expect(result.map((v) => v.values)).toEqual([['红'], ['蓝']]);
    expect(result.map((v) => v.price)).toEqual(['59.00', '59.00']);
    expect(result[1]).toMatchObject({ compare_at_price: '79.00', grams: 300, sku: '' });
    expect(result[1]!.id).toBeUndefined();
  });

  it('keeps existing variants (id, price, SKU) for the combinations they already have', () => {
    const blue = variant(['蓝'], { id: 12, price: '69.00', sku: 'CUP-B', title: '蓝' });
    const red = variant(['红'], { id: 11, price: '59.00', sku: 'CUP-R', title: '红' });
    const result = generateVariants([option('颜色', ['红', '蓝', '绿'])], [blue, red]);
    expect(result.map((v) => [v.id, v.values[0], v.price, v.sku])).toEqual([
      [11, '红', '59.00', 'CUP-R'],
      [12, '蓝', '69.00', 'CUP-B'],
      [undefined, '绿', '69.00', ''],
    ]);
    // Kept rows are the same rows (their keys survive, so the grid keeps its inputs).
    expect(result[0]).toBe(red);
  });

  it('lets a variant made before an option existed take that option’s first value', () => {
    const single = variant([''], { id: 5, price: '10.00', title: 'Default Title' });
    const result = generateVariants([option('颜色', ['红', '蓝'])], [single]);
    expect(result[0]).toMatchObject({ id: 5, values: ['红'], title: '' });
    expect(result[1]).toMatchObject({ values: ['蓝'], price: '10.00' });
    expect(result[1]!.id).toBeUndefined();
  });

  it('drops variants that match no combination', () => {
    const gone = variant(['黄'], { id: 9 });
    const result = generateVariants([option('颜色', ['红'])], [variant(['红'], { id: 1 }), gone]);
    expect(result.map((v) => v.id)).toEqual([1]);
  });

  it('leaves one variant when there are no options', () => {
    const a = variant([], { id: 1 });
    expect(generateVariants([], [a, variant([], { id: 2 })])).toEqual([a]);
  });
});

describe('options and variant values move together', () => {
  it('adds and removes the value column of every variant', () => {
    const form = newProductForm();
    form.variants.push(variant([]));
    addOption(form);
    addOption(form);
    expect(form.variants.map((v) => v.values)).toEqual([
      ['', ''],
      ['', ''],
    ]);
    form.variants[0]!.values = ['红', 'S'];
    removeOption(form, 0);
    expect(form.options).toHaveLength(1);
    expect(form.variants[0]!.values).toEqual(['S']);
  });

  it('stops at three options', () => {
    const form = newProductForm();
    for (let i = 0; i < 5; i++) addOption(form);
    expect(form.options).toHaveLength(3);
  });

  it('clears values an option no longer has', () => {
    const form = newProductForm();
    form.options = [option('颜色', ['红'])];
    form.variants = [variant(['红']), variant(['蓝'])];
    clearMissingValues(form);
    expect(form.variants.map((v) => v.values[0])).toEqual(['红', '']);
  });

  it('forgets an automatic title when a value changes, keeps a typed one', () => {
    const auto = variant(['红'], { title: '红' });
    setVariantValue(auto, 0, '蓝');
    expect(auto).toMatchObject({ title: '', values: ['蓝'] });
    const typed = variant(['红'], { title: '中国红限定' });
    setVariantValue(typed, 0, '蓝');
    expect(typed.title).toBe('中国红限定');
  });
});

describe('variantsProblem', () => {
  it('refuses two variants without an option, and no variant at all', () => {
    const form = newProductForm();
    expect(variantsProblem(form)).toBeNull();
    form.variants.push(variant([]));
    expect(variantsProblem(form)).toBe('needsOption');
    form.options = [option('颜色', ['红', '蓝'])];
    expect(variantsProblem(form)).toBeNull();
    form.variants = [];
    expect(variantsProblem(form)).toBe('none');
  });
});
