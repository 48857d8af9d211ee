/**
 * Text cells of exports a spreadsheet would run as a formula (OWASP "CSV injection"): a text
 * beginning with `=`, `+`, `-`, `@`, a tab or a carriage return (or a line feed,
 * which an xlsx reader may make of a carriage return). Exports write such a text
 * with a `'` in front (docs/SECURITY.md); imports take exactly that `'` off again, so an
 * export imports back unchanged. A text that already begins with quotes before such a
 * character gets one more, so the quote removed on import is always one that was added.
 * Plain numbers written as text (`-12.50`) are no formula and stay as they are.
 */
const FORMULA_START = /^'*[=+\-@\t\r\n]/;
const ESCAPED = /^'+[=+\-@\t\r\n]/;
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;

/** The text as an export writes it into a cell. */
export function neutraliseCell(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** The text an export's cell stood for (the inverse of neutraliseCell). */
export function restoreCell(text: string): string {
  return ESCAPED.test(text) && !PLAIN_NUMBER.test(text.slice(1)) ? text.slice(1) : text;
}
