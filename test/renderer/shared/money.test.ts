// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import {
  checkDecimalText,
  formatMoney,
  isDecimalText,
  normalizeDecimal,
} from '@/shared/utils/money';

describe('checkDecimalText', () => {
  it('accepts non-negative numbers with at most two decimals', () => {
    for (const text of ['0', '10', '10.5', '10.50', '0.01', ' 3.20 '])
      expect(checkDecimalText(text)).toBeNull();
  });

  it('refuses negatives, three decimals, signs, commas and words', () => {
    for (const text of ['-1', '1.234', '+1', '1,5', 'abc', '1.', '.5', '1e2', '1 000']) {
      expect(checkDecimalText(text), text).toBe('format');
    }
  });

  it('requires a value unless optional', () => {
    expect(checkDecimalText('')).toBe('required');
    expect(checkDecimalText('   ')).toBe('required');
    expect(checkDecimalText(undefined)).toBe('required');
    expect(checkDecimalText('', { optional: true })).toBeNull();
  });

  it('requires more than zero for positive values (over_unit)', () => {
    expect(checkDecimalText('0', { positive: true })).toBe('positive');
    expect(checkDecimalText('0.00', { positive: true })).toBe('positive');
    expect(checkDecimalText('0.01', { positive: true })).toBeNull();
    expect(checkDecimalText('0', {})).toBeNull();
  });

  it('agrees with isDecimalText', () => {
    expect(isDecimalText('12.50')).toBe(true);
    expect(isDecimalText('12.505')).toBe(false);
  });
});

describe('normalizeDecimal and formatMoney', () => {
  it('writes two decimals without going through floating point', () => {
    expect(normalizeDecimal('1')).toBe('1.00');
    expect(normalizeDecimal('2.5')).toBe('2.50');
    expect(normalizeDecimal('007.10')).toBe('7.10');
    expect(normalizeDecimal('0.5')).toBe('0.50');
    expect(normalizeDecimal(12)).toBe('12.00');
    expect(normalizeDecimal('99999999999999999.99')).toBe('99999999999999999.99');
  });

  it('leaves invalid text alone', () => {
    expect(normalizeDecimal('abc')).toBe('abc');
  });

  it('formats money with the currency symbol', () => {
    expect(formatMoney('10')).toBe('¥10.00');
    expect(formatMoney('8.5', '$')).toBe('$8.50');
  });

  it('groups thousands', () => {
    expect(formatMoney('999.5')).toBe('¥999.50');
    expect(formatMoney('8079.98')).toBe('¥8,079.98');
    expect(formatMoney('1234567')).toBe('¥1,234,567.00');
    expect(formatMoney('99999999999999999.99')).toBe('¥99,999,999,999,999,999.99');
  });
});
