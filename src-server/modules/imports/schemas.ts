import { z } from 'zod';
import { boolText } from '../../http/filters';
import { nameComponents } from '../../http/openapi';

export const IMPORT_KINDS = ['products', 'customers'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export const IMPORT_ACTIONS = ['create', 'update', 'unchanged', 'error'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

/** Rows written in one transaction. */
export const IMPORT_BATCH_SIZE = 500;

export const importQuery = z.object({
  dry_run: boolText
    .optional()
    .meta({ description: 'true (the default): report what would change, write nothing' }),
});

export const rowErrorOut = z.object({
  column: z.string().meta({ description: 'the column of the file, as its header names it' }),
  code: z.string().meta({ description: 'invalid, duplicate, …' }),
  message: z.string(),
});

export const importRowOut = z.object({
  row: z
    .number()
    .int()
    .meta({ description: 'the row as a spreadsheet numbers it: the header is 1' }),
  action: z.enum(IMPORT_ACTIONS),
  key: z
    .string()
    .meta({ description: "what the row is matched by: the variants' SKUs or the mobile" }),
  id: z.number().int().nullable().meta({
    description: 'the product or customer; null for errors and for creations in a dry run',
  }),
  errors: z.array(rowErrorOut),
});

export const importResultOut = z.object({
  kind: z.enum(IMPORT_KINDS),
  dry_run: z.boolean(),
  encoding: z.enum(['utf-8', 'gb18030']).nullable().meta({
    description:
      'the encoding a CSV file was read in (UTF-8, or GB18030/GBK as Excel saves CSV on Chinese Windows); null for xlsx',
  }),
  batch_size: z.number().int(),
  batches: z.number().int().meta({ description: 'transactions run (one per batch of rows)' }),
  totals: z.object({
    rows: z.number().int(),
    create: z.number().int(),
    update: z.number().int(),
    unchanged: z.number().int(),
    error: z.number().int(),
  }),
  rows: z.array(importRowOut),
});

export type RowError = z.infer<typeof rowErrorOut>;
export type ImportRow = z.infer<typeof importRowOut>;
export type ImportResult = z.infer<typeof importResultOut>;

nameComponents({
  ImportResult: importResultOut,
  ImportRow: importRowOut,
  ImportRowError: rowErrorOut,
});
