import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { msg, zodMessage } from '../lib/i18n';
import { hasControlCharacter } from '../lib/text';
import { ApiError, fieldPath, invalid } from './errors';

/** docs/DESIGN.md §2: the free-form JSON the API stores is bounded per field. */
export const MAX_JSON_DEPTH = 32;
export const MAX_JSON_BYTES = 64 * 1024;

/**
 * How deep `value` nests (a scalar is 0, `{}` is 1), counted without recursion, so a value
 * nested thousands deep cannot overflow the stack here; stops once past `limit`.
 */
function depthOver(value: unknown, limit: number): boolean {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const { value: current, depth } = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth + 1 > limit) return true;
    for (const child of Object.values(current)) stack.push({ value: child, depth: depth + 1 });
  }
  return false;
}

/** Why `value` may not be stored (a zod message string: zodMessage), or null. */
export function jsonProblem(value: unknown): string | null {
  if (depthOver(value, MAX_JSON_DEPTH))
    return zodMessage('json.at_most_levels', { n: MAX_JSON_DEPTH });
  if (Buffer.byteLength(JSON.stringify(value)) > MAX_JSON_BYTES)
    return zodMessage('json.at_most_kib', { n: MAX_JSON_BYTES / 1024 });
  return null;
}

/** A JSON object field the API stores (e.g. `metafield`): 400 naming it when over the bounds. */
export const storedJsonObject = (message?: string) =>
  z.record(z.string(), z.unknown(), message ? { message } : undefined).superRefine((value, ctx) => {
    const problem = jsonProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/**
 * A stored JSON object as the API shows it. Rendering a record cannot fail: text that is not
 * an object, or one stored before the bounds (nested too deep to serialise), shows as `{}`.
 */
export function readStoredObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null &&
      typeof value === 'object' &&
      !Array.isArray(value) &&
      !depthOver(value, MAX_JSON_DEPTH)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

// In a `u` regular expression a surrogate pair is one code point: only lone halves match.
const LONE_SURROGATE = /\p{Surrogate}/u;

/**
 * How deep a request body may nest (docs/SECURITY.md): checked on the raw text before it is
 * parsed, so no body costs more than one pass over its bytes, before any sign-in is checked.
 */
export const MAX_BODY_DEPTH = 64;

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** Whether JSON text nests objects and lists deeper than `limit`; one pass, strings skipped. */
export function jsonTextTooDeep(text: string, limit = MAX_BODY_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > limit) return true;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) depth--;
  }
  return false;
}

/** A text no field may hold: a lone surrogate, a control character (lib/text.ts). */
const unstorable = (text: string) => LONE_SURROGATE.test(text) || hasControlCharacter(text);

/** The first text of a body that cannot be stored: where it is, and the text. */
interface Unstorable {
  path: PropertyKey[];
  text: string;
}

/**
 * The first text in `value` (a key or a string) that cannot be stored as sent (a lone
 * surrogate or NUL: PostgreSQL would silently make it U+FFFD, or refuse it), or null. The path
 * is built only for the text found, so the walk stays linear in the body's size; a body is at
 * most MAX_BODY_DEPTH deep (the parser refused deeper ones), which bounds the recursion.
 */
function illFormedText(value: unknown, depth = 0): Unstorable | null {
  if (typeof value === 'string') return unstorable(value) ? { path: [], text: value } : null;
  if (value === null || typeof value !== 'object' || depth > MAX_BODY_DEPTH) return null;
  // Bodies that are files (imports) are bytes, not text to look into.
  if (ArrayBuffer.isView(value)) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = illFormedText(value[i], depth + 1);
      if (found !== null) return { path: [i, ...found.path], text: found.text };
    }
    return null;
  }
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (unstorable(key)) return { path: [], text: key };
    const found = illFormedText((value as Record<string, unknown>)[key], depth + 1);
    if (found !== null) return { path: [key, ...found.path], text: found.text };
  }
  return null;
}

/**
 * The JSON body parser: a body nested deeper than MAX_BODY_DEPTH is 400 before it is parsed;
 * otherwise Fastify's own parser (prototype-poisoning checks included) reads it.
 */
export function registerJsonBodies(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (jsonTextTooDeep(text))
      return done(
        new ApiError(400, 'invalid', msg('json.body_too_deep', { n: MAX_BODY_DEPTH })),
        undefined,
      );
    return parse(request, text, done);
  });
}

/**
 * Text with a lone UTF-16 surrogate (`"\ud800"`) or a control character (`"\u0000"`) anywhere
 * in a JSON body is 400, naming the field: every field, the free-form JSON ones included,
 * before any schema. The schemas of stored texts refuse control characters too
 * (lib/text.ts), for the texts that come in no JSON body (an import's cells).
 */
export function registerWellFormedText(app: FastifyInstance) {
  registerJsonBodies(app);
  app.addHook('preValidation', async (request) => {
    const found = illFormedText(request.body);
    if (found === null) return;
    const message = LONE_SURROGATE.test(found.text)
      ? msg('json.lone_surrogate')
      : msg('field.control_character');
    throw invalid({ [fieldPath(found.path)]: [message] });
  });
}
