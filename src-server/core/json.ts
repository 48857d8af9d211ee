import { z } from 'zod';

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
