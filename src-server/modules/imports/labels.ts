import { BOOLEAN_LABELS, EXPORT_COLUMNS } from '../../../src-shared/export-columns';
import { PRODUCT_FIELD_LABELS } from '../../../src-shared/product-field-labels';
import { LABEL_LANGUAGES, VALUE_LABELS } from '../../../src-shared/value-labels';
import type { Sheet } from './files';
import type { ImportKind } from './schemas';

/** The list whose export for people each import reads back. */
const EXPORTED_AS: Record<ImportKind, string> = {
  products: '/api/shopfront/product/',
  customers: '/api/customers/customer/',
};

interface Unlabel {
  column: string;
  /** Labels (of either language) back to the codes. */
  codes: Map<string, string>;
}

function unlabelsOf(kind: ImportKind): Map<string, Unlabel> {
  const byTitle = new Map<string, Unlabel>();
  for (const column of EXPORT_COLUMNS[EXPORTED_AS[kind]] ?? []) {
    const codes = new Map<string, string>();
    for (const language of LABEL_LANGUAGES) {
      const labels =
        column.values === 'boolean'
          ? BOOLEAN_LABELS[language]
          : column.values && VALUE_LABELS[language][column.values];
      for (const [code, label] of Object.entries(labels ?? {})) codes.set(label, code);
    }
    for (const language of LABEL_LANGUAGES)
      byTitle.set(column.title[language], { column: column.column, codes });
  }
  // The product editor's own words for its fields (标题, Title…) head their columns too.
  if (kind === 'products')
    for (const language of LABEL_LANGUAGES)
      for (const [column, label] of Object.entries(PRODUCT_FIELD_LABELS[language])) {
        const exported = [...byTitle.values()].find((unlabel) => unlabel.column === column);
        if (!byTitle.has(label))
          byTitle.set(label, { column, codes: exported?.codes ?? new Map() });
      }
  return byTitle;
}

/**
 * A file of the export for people (`?labels=`, src-shared/export-columns.ts) as the machine's:
 * its titles (and the product editor's field labels) back to the column names, its labels
 * (是/否, 男…) back to the codes. A file with the machine's columns is left as it is. The
 * sheet keeps each column's header as the file wrote it (`headers`), which its row errors name.
 */
export function unlabelSheet(kind: ImportKind, sheet: Sheet): Sheet {
  const unlabels = unlabelsOf(kind);
  const titled = sheet.columns.filter((title) => unlabels.has(title));
  if (titled.length === 0) return sheet;
  const rename = (title: string) => unlabels.get(title)?.column ?? title;
  const headers: Record<string, string> = {};
  // A column given twice (an export's title and the editor's label): its first header.
  for (const title of sheet.columns) headers[rename(title)] ??= title;
  return {
    ...sheet,
    columns: sheet.columns.map(rename),
    headers,
    rows: sheet.rows.map(({ row, cells }) => ({
      row,
      cells: Object.fromEntries(
        Object.entries(cells).map(([title, text]) => {
          const unlabel = unlabels.get(title);
          return [rename(title), unlabel?.codes.get(text.trim()) ?? text];
        }),
      ),
    })),
  };
}
