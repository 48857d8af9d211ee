/**
 * Text as indexed and as searched: NFKC folds full-width letters and digits (common in
 * Chinese input) into their usual forms; lower case makes the search case-insensitive. NUL
 * cannot be typed into a product and would end the text early in SQLite's string functions;
 * U+0001 separates the fields of an entry on PostgreSQL (see `productSearchDocument`).
 */
export function searchText(text: string): string {
  return text.normalize('NFKC').toLowerCase().replaceAll('\0', '').replaceAll('\u0001', '');
}
