import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fieldPath, invalid } from './errors';

/** DESIGN §2 (issue 16): the free-form JSON the API stores is bounded per field. */
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

/** Why `value` may not be stored, or null. */
export function jsonProblem(value: unknown): string | null {
  if (depthOver(value, MAX_JSON_DEPTH))
    return `Nest objects and lists at most ${MAX_JSON_DEPTH} levels deep.`;
  if (Buffer.byteLength(JSON.stringify(value)) > MAX_JSON_BYTES)
    return `At most ${MAX_JSON_BYTES / 1024} KiB of JSON.`;
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
 * The path of the first text in `value` (a key or a string) that is not well-formed UTF-16
 * (a lone surrogate: stored, it would silently become U+FFFD), or null. Without recursion.
 */
function illFormedText(value: unknown): string | null {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (LONE_SURROGATE.test(current)) return fieldPath(path);
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        if (LONE_SURROGATE.test(key)) return fieldPath(path);
        stack.push({ value: child, path: [...path, key] });
      }
    }
  }
  return null;
}

/** Text with a lone UTF-16 surrogate (`"\ud800"`) in a JSON body is 400, naming the field. */
export function registerWellFormedText(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const field = illFormedText(request.body);
    if (field !== null)
      throw invalid({
        [field]: ['The text has a lone UTF-16 surrogate: it is not valid Unicode.'],
      });
  });
}
