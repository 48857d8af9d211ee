import type { z } from 'zod';
import { zodMessage } from './i18n';

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/**
 * Whether `text` holds a C0 control character other than a tab or a line break. PostgreSQL
 * cannot store NUL in text at all (the driver made it U+FFFD, and the row was then looked up
 * by the text as sent: a tag with no id, a product's vendor lost), and the others are nothing
 * a person types; both backends refuse them alike (docs/API.md, "Text").
 */
export function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 && c !== TAB && c !== LINE_FEED && c !== CARRIAGE_RETURN) return true;
  }
  return false;
}

/** A text schema that refuses control characters (hasControlCharacter), with a field error. */
export const storableText = <T extends z.ZodString>(schema: T): T =>
  schema.refine((text) => !hasControlCharacter(text), {
    message: zodMessage('field.control_character'),
  });
