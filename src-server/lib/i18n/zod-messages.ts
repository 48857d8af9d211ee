/**
 * Zod's own messages ("Too small: expected string to have >=1 characters") in Chinese, from the
 * issue's code and facts: the schemas' own messages are zodMessage codes; these are the checks
 * that give none. Zod's bundled Chinese leaves type names in English ("期望 string"), which a
 * clerk cannot read, so they are said here.
 */

const TYPES: Record<string, string> = {
  string: '文本',
  number: '数字',
  int: '整数',
  bigint: '整数',
  boolean: '布尔值（true 或 false）',
  array: '列表',
  object: '对象',
  date: '日期',
  null: '空值（null）',
  undefined: '空',
  nan: '数字',
  set: '集合',
  map: '映射',
  tuple: '列表',
  record: '对象',
};

const UNITS: Record<string, string> = {
  string: '个字符',
  array: '项',
  set: '项',
  file: '字节',
};

const FORMATS: Record<string, string> = {
  email: '电子邮箱地址',
  url: '网址',
  uuid: 'UUID',
  datetime: '日期时间',
  date: '日期',
  time: '时间',
  regex: '格式',
  ipv4: 'IPv4 地址',
  ipv6: 'IPv6 地址',
  cidrv4: 'IPv4 地址段',
  cidrv6: 'IPv6 地址段',
  base64: 'Base64 文本',
  json_string: 'JSON 文本',
};

type Facts = Record<string, unknown>;

function bound(facts: Facts, small: boolean): string {
  const limit = String(facts[small ? 'minimum' : 'maximum']);
  const unit = UNITS[String(facts.origin)];
  const inclusive = facts.inclusive !== false;
  if (unit) return small ? `至少 ${limit} ${unit}。` : `最多 ${limit} ${unit}。`;
  if (small) return inclusive ? `不能小于 ${limit}。` : `必须大于 ${limit}。`;
  return inclusive ? `不能大于 ${limit}。` : `必须小于 ${limit}。`;
}

function format(facts: Facts): string {
  if (facts.format === 'starts_with') return `必须以 "${String(facts.prefix)}" 开头。`;
  if (facts.format === 'ends_with') return `必须以 "${String(facts.suffix)}" 结尾。`;
  if (facts.format === 'includes') return `必须包含 "${String(facts.includes)}"。`;
  if (facts.format === 'regex') return '格式不正确。';
  return `请输入有效的${FORMATS[String(facts.format)] ?? '值'}。`;
}

/** Zod's message of an issue with this code and these facts, in Chinese. */
export function zodIssueInChinese(code: string, facts: Facts): string {
  switch (code) {
    case 'invalid_type':
      return facts.expected === 'undefined'
        ? '此处不应有值。'
        : `请输入${TYPES[String(facts.expected)] ?? '有效的值'}。`;
    case 'too_small':
      return bound(facts, true);
    case 'too_big':
      return bound(facts, false);
    case 'invalid_format':
      return format(facts);
    case 'invalid_value': {
      const values = Array.isArray(facts.values) ? facts.values : [];
      return values.length
        ? `请选择以下之一：${values.map((value) => JSON.stringify(value)).join('、')}。`
        : '值无效。';
    }
    case 'unrecognized_keys': {
      const keys = Array.isArray(facts.keys) ? facts.keys : [];
      return `不认识的字段：${keys.map((key) => `"${String(key)}"`).join('、')}。`;
    }
    case 'not_multiple_of':
      return `必须是 ${String(facts.divisor)} 的整数倍。`;
    case 'invalid_union':
      return '值无效：不符合任何一种允许的形式。';
    case 'invalid_key':
      return '键无效。';
    case 'invalid_element':
      return '列表中有无效的值。';
    default:
      return '此项的值无效。';
  }
}
