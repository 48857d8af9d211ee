// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import {
  describePlaceCodes,
  indexPlaces,
  placeMatches,
  reduceToHighestCodes,
  type CodeTreeNode,
} from '@/features/shippings/places';

const node = (
  code: string,
  name: string,
  children: CodeTreeNode[] = [],
  pinyin = '',
): CodeTreeNode => ({
  code,
  name,
  short_name: name.replace(/[省市区]$/, ''),
  pinyin,
  children,
});

const tree: CodeTreeNode[] = [
  node(
    '110000',
    '北京市',
    [node('110100', '北京市', [node('110101', '东城区'), node('110102', '西城区')])],
    'bei jing',
  ),
  node(
    '440000',
    '广东省',
    [
      node('440100', '广州市', [node('440103', '荔湾区'), node('440104', '越秀区')], 'guang zhou'),
      node('440300', '深圳市', [node('440303', '罗湖区'), node('440304', '福田区')], 'shen zhen'),
      node('441900', '东莞市', [], 'dong guan'),
    ],
    'guang dong',
  ),
];

describe('reduceToHighestCodes', () => {
  it('sends the parent alone when every child is checked', () => {
    expect(reduceToHighestCodes(tree, ['440103', '440104'])).toEqual(['440100']);
  });

  it('climbs as far as the coverage goes', () => {
    const allOfGuangdong = ['440103', '440104', '440303', '440304', '441900'];
    expect(reduceToHighestCodes(tree, allOfGuangdong)).toEqual(['440000']);
    expect(reduceToHighestCodes(tree, ['110101', '110102'])).toEqual(['110000']);
  });

  it('keeps children whose siblings are not all checked', () => {
    expect(reduceToHighestCodes(tree, ['440103', '440303', '440304'])).toEqual([
      '440103',
      '440300',
    ]);
  });

  it('treats a checked code as its whole subtree and drops codes below it', () => {
    expect(reduceToHighestCodes(tree, ['440000', '440103'])).toEqual(['440000']);
    expect(reduceToHighestCodes(tree, ['440100', '440300', '441900'])).toEqual(['440000']);
  });

  it('accepts el-tree style input that already contains the checked parents', () => {
    expect(reduceToHighestCodes(tree, ['440100', '440103', '440104', '441900'])).toEqual([
      '440100',
      '441900',
    ]);
  });

  it('returns tree order and keeps unknown codes at the end', () => {
    expect(reduceToHighestCodes(tree, ['999999', '441900', '110102'])).toEqual([
      '110102',
      '441900',
      '999999',
    ]);
  });

  it('returns nothing for nothing', () => {
    expect(reduceToHighestCodes(tree, [])).toEqual([]);
  });
});

describe('place index', () => {
  const index = indexPlaces(tree);

  it('knows each place with its path and parent', () => {
    expect(index.get('440303')?.path).toEqual(['广东省', '深圳市', '罗湖区']);
    expect(index.get('440303')?.parentCode).toBe('440300');
    expect(index.get('110000')?.parentCode).toBeNull();
    expect(index.size).toBe(12);
  });

  it('describes codes readably and leaves unknown codes as they are', () => {
    expect(describePlaceCodes(index, ['440000', '440300', '123456'])).toEqual([
      '广东省',
      '广东省 / 深圳市',
      '123456',
    ]);
  });
});

describe('placeMatches', () => {
  const shenzhen = node('440300', '深圳市', [], 'shen zhen');

  it('matches name, short name, pinyin with or without spaces, and initials', () => {
    expect(placeMatches(shenzhen, '深圳市')).toBe(true);
    expect(placeMatches(shenzhen, '深圳')).toBe(true);
    expect(placeMatches(shenzhen, 'shenzhen')).toBe(true);
    expect(placeMatches(shenzhen, 'Shen Zhen')).toBe(true);
    expect(placeMatches(shenzhen, 'sz')).toBe(true);
    expect(placeMatches(shenzhen, '')).toBe(true);
  });

  it('does not match other places', () => {
    expect(placeMatches(shenzhen, '广州')).toBe(false);
    expect(placeMatches(shenzhen, 'guang')).toBe(false);
    expect(placeMatches(shenzhen, 'zs')).toBe(false);
  });
});
