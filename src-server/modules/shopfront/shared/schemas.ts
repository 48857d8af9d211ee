import { z } from 'zod';
import type { TitledRow } from '../../../db/tables/shopfront';
import { readStoredObject, storedJsonObject } from '../../../http/json';
import { zodMessage } from '../../../lib/i18n';
import { storableText } from '../../../lib/text';

// Inputs and shapes shared by products, articles, collections and the titled things. Their
// texts refuse control characters (lib/text.ts): an import's cells come through them too.

export const idInput = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
export const titleInput = storableText(z.string().trim().min(1).max(255));
/** A slug-like `name`: letters of any script, digits, `-` and `_`. */
export const nameInput = z
  .string()
  .trim()
  .min(1)
  .max(255)
  .regex(/^[\p{L}\p{N}_-]+$/u, { message: zodMessage('catalog.handle_chars') });
export const htmlInput = storableText(z.string().max(500_000));
export const textInput = storableText(z.string().max(5000));
export const metafieldInput = storedJsonObject();
/** Images are absolute http(s) URLs or paths on this server (the demo images). */
export const imageSrcInput = storableText(z.string().trim().min(1).max(2000)).refine(
  (src) => /^https?:\/\/\S+$/i.test(src) || /^\/[^/\s]\S*$/.test(src),
  {
    message: zodMessage('catalog.url_or_path'),
  },
);
/** The `image` of an article or a collection: `{src, metafield}`, or null for none. */
export const plainImageInput = z
  .object({ src: imageSrcInput, metafield: metafieldInput.optional() })
  .nullable();

export const plainImageOut = z.object({
  src: z.string(),
  metafield: z.record(z.string(), z.unknown()),
});

export const parseJson = <T>(text: string) => JSON.parse(text) as T;

/** A vendor, product tag, category or article tag as products, articles and their lists show it. */
export const titledOut = z.object({ id: z.number().int(), title: z.string() });

export function presentTitled(row: TitledRow): z.infer<typeof titledOut> {
  return { id: row.id, title: row.title };
}

export function presentPlainImage(
  src: string | null,
  metafield: string,
): z.infer<typeof plainImageOut> | null {
  return src === null ? null : { src, metafield: readStoredObject(metafield) };
}

/**
 * `fields=a,b`: the top-level keys to answer with; names the shape lacks are ignored, as the
 * platform's storefront client sends names of both product shapes (docs/DESIGN.md §8).
 */
export const fieldsInput = z
  .string()
  .max(2000)
  .transform((text) =>
    text
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  );

/** Keeps only `fields` of a record (all of them when none are asked for). */
export function pickFields<T extends object>(record: T, fields: string[] | undefined): Partial<T> {
  if (!fields?.length) return record;
  return Object.fromEntries(
    Object.entries(record).filter(([key]) => fields.includes(key)),
  ) as Partial<T>;
}
