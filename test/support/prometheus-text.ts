/**
 * A parser of the Prometheus text exposition format 0.0.4 (as Prometheus reads a scrape):
 * `# HELP`, `# TYPE`, and samples `name{label="value",…} value [timestamp]`. Strict: a line it
 * cannot read throws, so a malformed scrape fails the test that reads it. No parser package
 * is among the project's dependencies; this one follows the format's specification.
 */

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Family {
  name: string;
  type: string;
  help: string;
  samples: Sample[];
}

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const SAMPLE = new RegExp(`^(${NAME})(?:\\{(.*)\\})?\\s+(\\S+)(?:\\s+(-?\\d+))?$`);
const LABEL = /\s*([a-zA-Z_][a-zA-Z0-9_]*)\s*=\s*"((?:[^"\\]|\\.)*)"\s*(,|$)/y;

function parseValue(text: string): number {
  if (text === '+Inf') return Infinity;
  if (text === '-Inf') return -Infinity;
  if (text === 'NaN') return NaN;
  const value = Number(text);
  if (Number.isNaN(value)) throw new Error(`Not a sample value: "${text}"`);
  return value;
}

function parseLabels(text: string | undefined): Record<string, string> {
  const labels: Record<string, string> = {};
  if (!text) return labels;
  LABEL.lastIndex = 0;
  while (LABEL.lastIndex < text.length) {
    const match = LABEL.exec(text);
    if (!match) throw new Error(`Malformed labels: {${text}}`);
    labels[match[1]!] = match[2]!.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
  }
  return labels;
}

/** The family a sample belongs to: `x_bucket`, `x_sum`, `x_count` belong to histogram `x`. */
function familyOf(name: string, families: Map<string, Family>): Family | undefined {
  if (families.has(name)) return families.get(name);
  const base = name.replace(/_(bucket|sum|count|total|created)$/, '');
  return families.get(base);
}

export function parsePrometheusText(text: string): Map<string, Family> {
  const families = new Map<string, Family>();
  const family = (name: string) => {
    let found = families.get(name);
    if (!found) families.set(name, (found = { name, type: 'untyped', help: '', samples: [] }));
    return found;
  };
  for (const [index, line] of text.split('\n').entries()) {
    if (line.trim() === '') continue;
    const meta = new RegExp(`^#\\s+(HELP|TYPE)\\s+(${NAME})\\s*(.*)$`).exec(line);
    if (meta) {
      if (meta[1] === 'HELP') family(meta[2]!).help = meta[3]!;
      else if (!/^(counter|gauge|histogram|summary|untyped)$/.test(meta[3]!))
        throw new Error(`Line ${index + 1}: unknown type "${meta[3]}"`);
      else family(meta[2]!).type = meta[3]!;
      continue;
    }
    if (line.startsWith('#')) continue;
    const sample = SAMPLE.exec(line);
    if (!sample) throw new Error(`Line ${index + 1} is not a sample: ${line}`);
    const owner = familyOf(sample[1]!, families);
    if (!owner) throw new Error(`Line ${index + 1}: a sample of no declared family: ${line}`);
    owner.samples.push({
      name: sample[1]!,
      labels: parseLabels(sample[2]),
      value: parseValue(sample[3]!),
    });
  }
  return families;
}
