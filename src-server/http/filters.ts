import { sql, type Expression, type SqlBool } from 'kysely';
import { z } from 'zod';
import { messageOf, zodMessage } from '../lib/i18n';
import { parseDecimal } from '../lib/money';
import { parseTimestamp, timestampText } from '../lib/time';

/**
 * One declarative filter parser for every list (docs/DESIGN.md §2): `name`, `name__in` (comma list),
 * `name__gte` / `name__lte`, `name__icontains`, `name__startswith`, `name__exclude`. Booleans take true/false/1/0,
 * timestamps the forms of `parseTimestamp`, decimals the money forms (compared in hundredths), and
 * a malformed value is a 400 naming the parameter.
 */
export type FilterKind =
  'int' | 'bool' | 'string' | 'timestamp' | 'decimal' | { enum: readonly string[] };
export type FilterOp = 'eq' | 'in' | 'gte' | 'lte' | 'icontains' | 'startswith' | 'exclude';

export interface FilterSpec {
  /**
   * Column (may be table-qualified) compared by the filter, or an expression (a subquery), or
   * an expression built for each query (a value computed from the time of the request).
   */
  column: string | Expression<unknown> | ((context: FilterContext) => Expression<unknown>);
  kind: FilterKind;
  ops: readonly FilterOp[];
  /** Further parameter names of an op (`key_in` beside `key__in`). */
  aliases?: Readonly<Record<string, FilterOp>>;
  /**
   * A to-many relation (a product's collections, an article's tag titles): the filter holds when
   * `column` is among the ids this subquery selects, given the test of the related value column
   * (`__exclude`: when it is not among the ids of any listed value).
   */
  members?: (test: (valueColumn: string) => Expression<SqlBool>) => Expression<unknown>;
}

const suffix: Record<FilterOp, string> = {
  eq: '',
  in: '__in',
  gte: '__gte',
  lte: '__lte',
  icontains: '__icontains',
  startswith: '__startswith',
  exclude: '__exclude',
};

const BOOL_VALUES: Record<string, boolean> = { true: true, false: false, '1': true, '0': false };

/** A boolean written as text (`true`, `false`, `1`, `0`, any case), or undefined when not one. */
export function readBoolText(text: string): boolean | undefined {
  const value = text.toLowerCase();
  // Own keys only: `constructor` or `__proto__` are no booleans (found by the fuzz suite).
  return Object.hasOwn(BOOL_VALUES, value) ? BOOL_VALUES[value] : undefined;
}

/** A query parameter that is a boolean (`true`, `false`, `1` or `0`). */
export const boolText = z
  .string()
  .refine((v) => readBoolText(v) !== undefined, { message: zodMessage('filter.boolean_text') })
  .transform((v) => readBoolText(v)!)
  .meta({ type: 'boolean', description: 'true, false, 1 or 0' });

function valueSchema(kind: FilterKind) {
  // Query values arrive as text; the document states what they stand for (a generated
  // client then sends numbers and booleans, which read back as this text).
  if (kind === 'int') {
    return z
      .string()
      .regex(/^-?\d{1,15}$/, { message: zodMessage('field.whole_number') })
      .transform(Number)
      .meta({ type: 'integer' });
  }
  if (kind === 'bool') return boolText;
  if (kind === 'timestamp') return timestampText;
  if (kind === 'decimal') {
    return z.string().transform((text, ctx) => {
      const hundredths = parseDecimal(text);
      if (hundredths === null) {
        ctx.addIssue({ code: 'custom', message: zodMessage('money.two_decimals') });
        return z.NEVER;
      }
      return hundredths;
    });
  }
  if (kind === 'string')
    return z.string().max(1000, { message: zodMessage('field.at_most_chars', { n: 1000 }) });
  return z.enum(kind.enum as [string, ...string[]], {
    message: zodMessage('filter.choice', { values: kind.enum.join(', ') }),
  });
}

/** A list item's message as a param of `filter.item`: its message, or zod's own text. */
const itemMessage = (text: string) => messageOf(text) ?? text;

function listSchema(kind: FilterKind) {
  const item = valueSchema(kind);
  return z
    .string()
    .max(10_000, { message: zodMessage('filter.list_too_long') })
    .transform((text, ctx) => {
      const out: unknown[] = [];
      for (const [index, part] of text.split(',').entries()) {
        const trimmed = part.trim();
        if (trimmed === '') continue;
        const parsed = item.safeParse(trimmed);
        if (!parsed.success) {
          ctx.addIssue({
            code: 'custom',
            message: zodMessage('filter.item', {
              n: index + 1,
              message: itemMessage(parsed.error.issues[0]!.message),
            }),
          });
          return z.NEVER;
        }
        out.push(parsed.data);
      }
      return out;
    });
}

export type FilterValues = Record<string, unknown>;

/** What a filter needs to know at query time. */
export interface FilterContext {
  timeZone: string;
  /** The request's time, for columns computed from it. */
  now?: number;
}

/** The query parameters of a filter: `name` + suffix per op, then its aliases. */
function parameters(name: string, spec: FilterSpec): [string, FilterOp][] {
  return [
    ...spec.ops.map((op): [string, FilterOp] => [name + suffix[op], op]),
    ...Object.entries(spec.aliases ?? {}),
  ];
}

export function defineFilters(specs: Record<string, FilterSpec>) {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, spec] of Object.entries(specs)) {
    for (const [parameter, op] of parameters(name, spec)) {
      shape[parameter] = (
        op === 'in' || op === 'exclude' ? listSchema(spec.kind) : valueSchema(spec.kind)
      ).optional();
    }
  }

  /** The where-expressions of the filters present in `query`. */
  function conditions(query: FilterValues, context: FilterContext): Expression<SqlBool>[] {
    const out: Expression<SqlBool>[] = [];
    for (const [name, spec] of Object.entries(specs)) {
      const column =
        typeof spec.column === 'string'
          ? sql.ref(spec.column)
          : typeof spec.column === 'function'
            ? spec.column(context)
            : spec.column;
      const read = (value: unknown) =>
        spec.kind === 'timestamp'
          ? parseTimestamp(value as string, context.timeZone)
          : spec.kind === 'bool'
            ? Number(value)
            : value;
      for (const [parameter, op] of parameters(name, spec)) {
        const value = query[parameter];
        if (value === undefined) continue;
        let test: (target: Expression<unknown>) => Expression<SqlBool>;
        if (op === 'eq') test = (target) => sql<SqlBool>`${target} = ${read(value)}`;
        else if (op === 'gte') test = (target) => sql<SqlBool>`${target} >= ${read(value)}`;
        else if (op === 'lte') test = (target) => sql<SqlBool>`${target} <= ${read(value)}`;
        else if (op === 'icontains') {
          const pattern = `%${String(value)
            .toLowerCase()
            .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
          test = (target) => sql<SqlBool>`lower(${target}) like ${pattern} escape '\\'`;
        } else if (op === 'startswith') {
          // Case-sensitive as Django's: the leading characters equal the value (no LIKE, whose
          // case rules differ between SQLite and PostgreSQL).
          const text = String(value);
          test = (target) => sql<SqlBool>`substr(${target}, 1, ${[...text].length}) = ${text}`;
        } else {
          const list = (value as unknown[]).map(read);
          // An empty list means "no filter", as Django's `__in` filters treat a blank value.
          if (list.length === 0) continue;
          const items = sql.join(list.map((v) => sql`${v}`));
          // Over a relation, `__exclude` negates the membership below, not the value test.
          const negate = op === 'exclude' && !spec.members;
          test = (target) =>
            negate
              ? sql<SqlBool>`${target} not in (${items})`
              : sql<SqlBool>`${target} in (${items})`;
        }
        if (!spec.members) out.push(test(column));
        else {
          const ids = spec.members((valueColumn) => test(sql.ref(valueColumn)));
          out.push(
            op === 'exclude'
              ? sql<SqlBool>`${column} not in (${ids})`
              : sql<SqlBool>`${column} in (${ids})`,
          );
        }
      }
    }
    return out;
  }

  return { shape, conditions };
}
